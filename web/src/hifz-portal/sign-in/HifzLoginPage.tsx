import { hifzLoginResponseSchema } from '@masjid/domain/hifz';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { hifzRole } from '@masjid/domain/roles';

import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { SignInForm } from '../../common/ui/SignInForm.tsx';
import { ApiError, apiFetch } from '../../common/api/client.ts';
import { firebaseAuth, signIn, signInErrorKind, signOut } from '../../common/firebase/auth.ts';
import { useSession } from '../../common/firebase/session.tsx';
import { signingIn } from './hifz-api.ts';
import { DASHBOARD_OF } from './dashboards.ts';
import './hifz.css';
import type { HifzKey } from '../i18n/keys.ts';

/** What the portal's guards send along (see `RequireHifzRole`). */
const fromStateSchema = z.object({
  from: z.optional(z.string()),
  denied: z.optional(z.boolean()),
  signingOut: z.optional(z.boolean()),
});

/**
 * `/hifz-login`: title 'Hifz Login', required Email and Password, Login, the note
 * '* Contact the organization for login details', over a background image with a dark overlay.
 * Signs in with Firebase Auth, confirms the role with `POST /hifz-login`, then opens the role's
 * dashboard (or the portal page that sent the reader here). Failures are said on the form.
 */
export function HifzLoginPage() {
  const { t } = useTranslation('hifz');
  usePageTitle(t('hifz.login.title'));
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = fromStateSchema.safeParse(location.state ?? {});
  const state = parsed.success ? parsed.data : {};
  const [busy, setBusy] = useState(false);
  // A catalogue key, so the message follows a language switch (Firebase's errors are the site
  // administration sign-in's own messages).
  const [error, setError] = useState<HifzKey | null>(state.denied ? 'hifz.login.denied' : null);

  const signedInRole = session.status === 'signed-in' ? hifzRole(session.claims) : undefined;
  if (signedInRole && !busy && !state.denied && !state.signingOut)
    return <Navigate to={DASHBOARD_OF[signedInRole]} replace />;

  async function submit(email: string, password: string) {
    setBusy(true);
    setError(null);
    signingIn();
    try {
      await signIn(email, password);
      const user = (await firebaseAuth()).currentUser;
      if (!user) throw new ApiError(401, { code: 'unauthenticated', reason: 'signed-out' });
      const answer = await apiFetch('/hifz-login', hifzLoginResponseSchema, {
        method: 'POST',
        body: { token: await user.getIdToken() },
        auth: false,
      });
      const from = state.from?.startsWith('/') ? state.from : undefined;
      navigate(from && !state.denied ? from : DASHBOARD_OF[answer.role], { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        await signOut();
        setError(err.status === 403 ? 'hifz.login.noAccess' : 'signIn.errors.failed');
      } else setError(`signIn.errors.${signInErrorKind(err)}`);
      setBusy(false);
    }
  }

  return (
    <section className="hifz-login">
      <div className="hifz-login-overlay">
        <SignInForm
          className="hifz-login-card"
          heading={<h1>{t('hifz.login.title')}</h1>}
          note={t('hifz.login.note')}
          noteClassName="hifz-login-note"
          error={error ? t(error) : null}
          busy={busy}
          onSubmit={(email, password) => void submit(email, password)}
        />
      </div>
    </section>
  );
}
