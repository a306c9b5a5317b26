import { deepLinkSchema } from '@masjid/domain/hifz';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { hifzRole } from '@masjid/domain/roles';

import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { useSession } from '../../common/firebase/session.tsx';
import { apiFetch } from '../../common/api/client.ts';
import '../sign-in/hifz.css';

/** The student a list links here with (navigation state). */
const profileStateSchema = z.object({
  student: z.object({ id: z.string().check(z.minLength(1)), name: z.string(), email: z.string() }),
});

/**
 * `/student-profile`: the avatar letter, name, e-mail, the parents' deep link with a
 * copy button, and Back. The admin and the student's qari may also replace the link (the old one
 * stops working). Without a student in navigation state: 'No student data found. Please go back.'
 */
export function StudentProfilePage() {
  usePageTitle('Student profile');
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = profileStateSchema.safeParse(location.state);
  const student = parsed.success ? parsed.data.student : undefined;
  const back = (
    <button type="button" className="btn btn-outline" onClick={() => navigate(-1)}>
      Back
    </button>
  );
  if (!student)
    return (
      <div className="container section">
        <p role="alert">No student data found. Please go back.</p>
        {back}
      </div>
    );
  return (
    <div className="container hifz-page">
      <div className="hifz-panel profile-card">
        <span className="avatar avatar-large" aria-hidden="true">
          {student.name.trim().charAt(0).toUpperCase()}
        </span>
        <h1>{student.name}</h1>
        <p className="muted">{student.email}</p>
        <DeepLinkBox studentId={student.id} />
        {back}
      </div>
    </div>
  );
}

function DeepLinkBox({ studentId }: { studentId: string }) {
  const session = useSession();
  const role = session.status === 'signed-in' ? hifzRole(session.claims) : undefined;
  const [link, setLink] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    apiFetch(`/students/${studentId}/deep-link`, deepLinkSchema).then(
      (answer) => setLink(answer.url),
      (err: unknown) => {
        console.error('Loading the deep link failed', err);
        setFailed(true);
      },
    );
  }, [studentId, session.status]);

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNote('Link copied.');
    } catch {
      setNote('Select the link and copy it.');
    }
  }

  async function replace() {
    if (!window.confirm('Make a new link? The old link will stop working for everyone who has it.'))
      return;
    try {
      const answer = await apiFetch(`/students/${studentId}/deep-link`, deepLinkSchema, {
        method: 'POST',
      });
      setLink(answer.url);
      setNote('New link made. The old link no longer works.');
    } catch (err) {
      console.error('Replacing the deep link failed', err);
      setNote('The link could not be replaced. Please try again.');
    }
  }

  return (
    <section aria-labelledby="deep-link" style={{ width: '100%' }}>
      <h2 id="deep-link" style={{ fontSize: '1.1rem' }}>
        Parents&apos; link (view only, no sign-in)
      </h2>
      {failed ? <p className="form-error">The link could not be loaded.</p> : null}
      <div className="deep-link-box">
        <input
          type="text"
          readOnly
          value={link ?? ''}
          placeholder={failed ? '' : 'Loading…'}
          aria-label="Parents' link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-small"
          onClick={() => void copy()}
          disabled={!link}
        >
          Copy
        </button>
        {role === 'admin' || role === 'qari' ? (
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => void replace()}
          >
            Replace link
          </button>
        ) : null}
      </div>
      <p className="muted" role="status">
        {note}
      </p>
    </section>
  );
}
