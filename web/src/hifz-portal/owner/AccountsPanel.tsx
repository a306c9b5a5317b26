import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { passwordSchema, type Student, type TeacherWithStudents } from '@masjid/domain/hifz';
import { useReassign, useSetDisabled, useSetPassword } from './admin-data.ts';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';

/** A status line shared by the panel's actions. */
type Note = { ok: boolean; text: string } | null;

/** Sets a new password for one account (inline, so it is never shown in a dialog's history). */
function PasswordReset({
  uid,
  name,
  onDone,
}: {
  uid: string;
  name: string;
  onDone: (n: Note) => void;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetPassword();
  if (!open)
    return (
      <button type="button" className="btn btn-outline btn-small" onClick={() => setOpen(true)}>
        Reset password<span className="visually-hidden"> of {name}</span>
      </button>
    );
  return (
    <form
      className="hifz-actions"
      onSubmit={(e) => {
        e.preventDefault();
        const checked = z.safeParse(passwordSchema, password);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message ?? 'Invalid password');
          return;
        }
        save.mutate(
          { uid, password },
          {
            onSuccess: () => {
              setOpen(false);
              setPassword('');
              onDone({ ok: true, text: `New password set for ${name}.` });
            },
            onError: (err) =>
              onDone({ ok: false, text: `Could not set the password: ${err.message}` }),
          },
        );
      }}
    >
      <label className="visually-hidden" htmlFor={`pw-${uid}`}>
        New password for {name}
      </label>
      <input
        id={`pw-${uid}`}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder="New password"
      />
      <button type="submit" className="btn btn-small" disabled={save.isPending}>
        Save
      </button>
      <button type="button" className="btn btn-outline btn-small" onClick={() => setOpen(false)}>
        Cancel
      </button>
      {error ? <span className="field-error">{error}</span> : null}
    </form>
  );
}

function DisableToggle({
  uid,
  name,
  disabled,
  onDone,
}: {
  uid: string;
  name: string;
  disabled: boolean;
  onDone: (n: Note) => void;
}) {
  const toggle = useSetDisabled();
  return (
    <button
      type="button"
      className={disabled ? 'btn btn-small' : 'btn btn-danger btn-small'}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { uid, disabled: !disabled },
          {
            onSuccess: () =>
              onDone({ ok: true, text: `${name} is ${disabled ? 'enabled again' : 'disabled'}.` }),
            onError: (err) =>
              onDone({ ok: false, text: `Could not change ${name}: ${err.message}` }),
          },
        )
      }
    >
      {disabled ? 'Enable' : 'Disable'}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}

/** A table of accounts: Name, `middle` and Actions columns; `children` are its rows. */
function AccountsTable({ middle, children }: { middle: string; children: ReactNode }) {
  return (
    <div className="hifz-table-wrap">
      <table className="hifz-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">{middle}</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** An account's cell: its name (or `title`), a Disabled badge, and its e-mail. */
function AccountCell({
  account,
  title,
}: {
  account: { name: string; email: string; disabled?: boolean };
  title: ReactNode;
}) {
  return (
    <td>
      {title} {account.disabled ? <span className="hifz-badge">Disabled</span> : null}
      <br />
      <span className="muted">{account.email}</span>
    </td>
  );
}

/** An account's actions: disable or enable it, set a new password. */
function AccountActions({
  account,
  onDone,
}: {
  account: { id: string; name: string; disabled?: boolean };
  onDone: (n: Note) => void;
}) {
  return (
    <td>
      <div className="hifz-actions">
        <DisableToggle
          uid={account.id}
          name={account.name}
          disabled={!!account.disabled}
          onDone={onDone}
        />
        <PasswordReset uid={account.id} name={account.name} onDone={onDone} />
      </div>
    </td>
  );
}

/**
 * Teachers and students with the admin's actions: move a student to another teacher, disable and
 * re-enable an account (its open sessions stop), set a new password.
 */
export function AccountsPanel({
  teachers,
  students,
}: {
  teachers: TeacherWithStudents[];
  students: Student[];
}) {
  const [note, setNote] = useState<Note>(null);
  const reassign = useReassign();
  const teacherName = new Map(teachers.map((t) => [t.id, t.name]));
  return (
    <>
      <StatusMessage message={note} />
      <h3>Teachers</h3>
      <AccountsTable middle="Students">
        {teachers.map((t) => (
          <tr key={t.id} data-teacher-id={t.id}>
            <AccountCell account={t} title={<strong>{t.name}</strong>} />
            <td>{t.students.length}</td>
            <AccountActions account={t} onDone={setNote} />
          </tr>
        ))}
      </AccountsTable>
      <h3>Students</h3>
      <AccountsTable middle="Teacher">
        {students.map((s) => (
          <tr key={s.id} data-student-id={s.id}>
            <AccountCell account={s} title={<Link to={`/students/${s.id}`}>{s.name}</Link>} />
            <td>
              <label className="visually-hidden" htmlFor={`teacher-${s.id}`}>
                Teacher of {s.name}
              </label>
              <select
                id={`teacher-${s.id}`}
                value={s.teacherId}
                disabled={reassign.isPending}
                onChange={(e) =>
                  reassign.mutate(
                    { studentId: s.id, teacherId: e.target.value },
                    {
                      onSuccess: () =>
                        setNote({
                          ok: true,
                          text: `${s.name} now studies with ${teacherName.get(e.target.value) ?? 'the new teacher'}.`,
                        }),
                      onError: (err) =>
                        setNote({
                          ok: false,
                          text: `Could not move ${s.name}: ${err.message}`,
                        }),
                    },
                  )
                }
              >
                {teacherName.has(s.teacherId) ? null : (
                  <option value={s.teacherId}>No teacher</option>
                )}
                {teachers.map((t) => (
                  <option key={t.id} value={t.id} disabled={t.disabled}>
                    {t.name}
                  </option>
                ))}
              </select>
            </td>
            <AccountActions account={s} onDone={setNote} />
          </tr>
        ))}
      </AccountsTable>
    </>
  );
}
