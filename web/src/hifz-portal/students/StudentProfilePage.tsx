import { deepLinkSchema } from '@masjid/domain/hifz';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { hifzRole } from '@masjid/domain/roles';

import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { useSession } from '../../common/firebase/session.tsx';
import { apiFetch } from '../../common/api/client.ts';
import { useApiMessages } from '../../common/api/api-messages.ts';
import { ParentLinkCard, ParentLinkShare, useLinkInLanguage } from './ParentLinkShare.tsx';
import '../sign-in/hifz.css';
import { TypedInSentence, TypedText } from '../../common/ui/TypedText.tsx';
import { StudentAvatar } from './StudentAvatar.tsx';

/** The student a list links here with (navigation state). */
const profileStateSchema = z.object({
  student: z.object({ id: z.string().check(z.minLength(1)), name: z.string(), email: z.string() }),
});

/**
 * `/student-profile`: the avatar letter, name, e-mail, the parents' deep link with Copy link,
 * Share on WhatsApp (and the device's share sheet), a printable card with the link's QR code, and
 * Back. The admin and the student's qari may also replace the link (the old one stops working).
 * Without a student in navigation state: 'No student data found. Please go back.'
 */
export function StudentProfilePage() {
  const { t } = useTranslation('hifz');
  usePageTitle(t('hifz.profile.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = profileStateSchema.safeParse(location.state);
  const student = parsed.success ? parsed.data.student : undefined;
  const back = (
    <button type="button" className="btn btn-outline no-print" onClick={() => navigate(-1)}>
      {t('hifz.common.back')}
    </button>
  );
  if (!student)
    return (
      <div className="container section">
        <p role="alert">{t('hifz.profile.noStudent')}</p>
        {back}
      </div>
    );
  return (
    <div className="container hifz-page profile-page">
      <div className="hifz-panel profile-card">
        <StudentAvatar name={student.name} large />
        <h1>
          <TypedText text={student.name} />
        </h1>
        <p className="muted email" dir="ltr">
          {student.email}
        </p>
        <DeepLinkBox studentId={student.id} name={student.name} />
        {back}
      </div>
    </div>
  );
}

function DeepLinkBox({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation('hifz');
  const words = useApiMessages();
  const session = useSession();
  const role = session.status === 'signed-in' ? hifzRole(session.claims) : undefined;
  const [stored, setLink] = useState<string | null>(null);
  // The link was made when the student moved to this class: the parents still hold the old one.
  const [moved, setMoved] = useState(false);
  const inLanguage = useLinkInLanguage();
  const link = stored === null ? null : inLanguage(stored);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  // The failure itself, worded at render: the words follow a change of language.
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    apiFetch(`/students/${studentId}/deep-link`, deepLinkSchema).then(
      (answer) => {
        setLink(answer.url);
        setMoved(answer.reason === 'moved');
      },
      (err: unknown) => {
        console.error('Loading the deep link failed', err);
        setFailed({ error: err });
      },
    );
  }, [studentId, session.status]);

  async function replace() {
    if (!window.confirm(t('hifz.profile.replaceConfirm'))) return;
    try {
      const answer = await apiFetch(`/students/${studentId}/deep-link`, deepLinkSchema, {
        method: 'POST',
      });
      setLink(answer.url);
      setMoved(false);
      setNote({ ok: true, text: t('hifz.profile.replaced') });
    } catch (err) {
      console.error('Replacing the deep link failed', err);
      setNote({ ok: false, text: `${t('hifz.profile.replaceFailed')} ${words.error(err)}` });
    }
  }

  return (
    <>
      <section aria-labelledby="deep-link" className="deep-link-section no-print">
        <h2 id="deep-link">{t('hifz.profile.linkHeading')}</h2>
        {moved ? (
          <p className="deep-link-moved">
            <TypedInSentence
              sentence={(n) => t('hifz.profile.movedLink', { name: n })}
              text={name}
            />
          </p>
        ) : null}
        {failed ? (
          <p className="form-error">
            {t('hifz.profile.linkFailed')} {words.error(failed.error)}
          </p>
        ) : null}
        <div className="deep-link-box">
          <input
            type="text"
            readOnly
            dir="ltr"
            value={link ?? ''}
            placeholder={failed ? '' : t('hifz.profile.loadingLink')}
            aria-label={t('hifz.profile.linkLabel')}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
        {link ? <ParentLinkShare link={link} name={name} /> : null}
        {role === 'admin' || role === 'qari' ? (
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => void replace()}
          >
            {t('hifz.profile.replace')}
          </button>
        ) : null}
        <p className={note?.ok === false ? 'form-error' : 'muted'} role="status">
          {note?.text}
        </p>
      </section>
      {link ? <ParentLinkCard link={link} name={name} /> : null}
    </>
  );
}
