import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { isSiteAdmin } from '@masjid/domain/roles';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { SignInForm } from '../../common/ui/SignInForm.tsx';
import { signIn, signInErrorKind, signOut } from '../../common/firebase/auth.ts';
import { useSession } from '../../common/firebase/session.tsx';
import './admin.css';
import type { AdminKey } from '../i18n/keys.ts';

/** What a guard sends along: the page to return to, and whether the last account was refused. */
const fromStateSchema = z.object({
  from: z.optional(z.string()),
  denied: z.optional(z.boolean()),
});

/** i18n key of the message for an account without the site-admin role. */
const NOT_ADMIN: AdminKey = 'admin.login.notAdmin';

/**
 * `/login`: e-mail and password through Firebase Auth. Success goes to the admin page that sent
 * the reader here, else /update-jamat. Wrong credentials, an account without the site-admin role,
 * and connection problems each get a message on the form (people need to know what went wrong).
 */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('admin');
  const parsed = fromStateSchema.safeParse(location.state ?? {});
  const state = parsed.success ? parsed.data : {};
  const target = state.from?.startsWith('/') ? state.from : '/update-jamat';
  const [busy, setBusy] = useState(false);
  // An i18n key, so the message follows a change of language.
  const [error, setError] = useState<AdminKey | null>(state.denied ? NOT_ADMIN : null);

  if (session.status === 'signed-in' && isSiteAdmin(session.claims) && !busy) {
    return <Navigate to={target} replace />;
  }

  async function submit(email: string, password: string) {
    setBusy(true);
    setError(null);
    try {
      const claims = await signIn(email, password);
      if (!isSiteAdmin(claims)) {
        await signOut();
        setError(NOT_ADMIN);
        setBusy(false);
        return;
      }
      navigate(target, { replace: true });
    } catch (err) {
      setError(`signIn.errors.${signInErrorKind(err)}`);
      setBusy(false);
    }
  }

  return (
    <>
      <PageBanner title={t('admin.login.title')} lead={t('admin.login.lead')} />
      <div className="container section">
        <SignInForm
          className="admin-form login-form"
          note={t('admin.login.note')}
          noteClassName="form-note"
          error={error ? t(error) : null}
          busy={busy}
          onSubmit={(email, password) => void submit(email, password)}
        />
      </div>
    </>
  );
}
