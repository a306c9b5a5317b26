import { useState } from 'react';
import { Link } from 'react-router-dom';
import { matchesStudentSearch, type Student } from '@masjid/domain/hifz';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { PortalSignOut } from '../owner/AdminDashboardPage.tsx';
import { useQariStudents } from './students-data.ts';
import { OutboxNotices } from '../progress/OutboxNotices.tsx';
import { ManzilBehind } from '../progress/ManzilBehind.tsx';
import '../sign-in/hifz.css';

/**
 * `/dashboard-qari`: the qari's own students with a search box (case-insensitive
 * substring on name, e-mail or id); 'No students found.' and 'No students yet'. Opening
 * a student goes to /students/{id} carrying the student and the role.
 */
export function QariDashboardPage() {
  usePageTitle('Teacher dashboard');
  return (
    <RequireHifzRole roles={['qari']}>
      {(user) => <Dashboard uid={user.uid} name={user.displayName ?? user.email ?? ''} />}
    </RequireHifzRole>
  );
}

function Dashboard({ uid, name }: { uid: string; name: string }) {
  const students = useQariStudents(uid);
  const [search, setSearch] = useState('');
  let body;
  if (students.status === 'loading') body = <p role="status">Loading students…</p>;
  else if (students.status === 'error')
    body = (
      <p className="form-error" role="alert">
        Your students could not be loaded. Check your connection and reload.
      </p>
    );
  else if (students.data.length === 0) body = <p>No students yet</p>;
  else {
    const found = students.data.filter((s) => matchesStudentSearch(s, search));
    body = found.length ? (
      <StudentList students={found} />
    ) : (
      <p role="status">No students found.</p>
    );
  }
  return (
    <div className="container hifz-page">
      <div className="hifz-bar">
        <div>
          <h1>Teacher dashboard</h1>
          <p>{name}</p>
        </div>
        <PortalSignOut />
      </div>
      <OutboxNotices />
      {students.status === 'ready' ? <ManzilBehind students={students.data} /> : null}
      <div className="hifz-search">
        <label htmlFor="student-search" className="visually-hidden">
          Search students
        </label>
        <input
          id="student-search"
          type="search"
          placeholder="Search by name, e-mail or id"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {body}
    </div>
  );
}

function StudentList({ students }: { students: Student[] }) {
  return (
    <ul className="student-list" role="list">
      {students.map((s) => (
        <li key={s.id}>
          <Link to={`/students/${s.id}`} state={{ student: s, role: 'teacher' }}>
            <span className="avatar" aria-hidden="true">
              {s.name.trim().charAt(0).toUpperCase()}
            </span>
            <span>
              <strong>{s.name}</strong>
              <span className="muted">{s.email}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
