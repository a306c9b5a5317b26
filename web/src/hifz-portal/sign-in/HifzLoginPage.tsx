import { hifzLoginResponseSchema } from '@masjid/domain/hifz';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { hifzRole, type HifzRole } from '@masjid/domain/roles';

import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { SignInForm } from '../../common/ui/SignInForm.tsx';
import { ApiError, apiFetch } from '../../common/api/client.ts';
import { firebaseAuth, signIn, signInErrorMessage, signOut } from '../../common/firebase/auth.ts';
import { useSession } from '../../common/firebase/session.tsx';
import { signingIn } from './hifz-api.ts';
import './hifz.css';

/** Each role's dashboard: the portal opens the signed-in role's own page. */
export const DASHBOARD_OF: Record<HifzRole, string> = {
  admin: '/dashboard-admin',
  qari: '/dashboard-qari',
  student: '/dashboard-student',
};

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
  usePageTitle('Hifz Login');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = fromStateSchema.safeParse(location.state ?? {});
  const state = parsed.success ? parsed.data : {};
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    state.denied ? 'This account cannot open that page.' : null,
  );

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
      if (!user) throw new ApiError(401, 'You are signed out. Sign in again.');
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
        setError(
          err.status === 403
            ? 'This account has no access to the hifz portal.'
            : 'Sign-in failed. Please try again.',
        );
      } else setError(signInErrorMessage(err));
      setBusy(false);
    }
  }

  return (
    <section className="hifz-login">
      <div className="hifz-login-overlay">
        <SignInForm
          className="hifz-login-card"
          heading={<h1>Hifz Login</h1>}
          note="* Contact the organization for login details"
          noteClassName="hifz-login-note"
          error={error}
          busy={busy}
          onSubmit={(email, password) => void submit(email, password)}
        />
      </div>
    </section>
  );
}
