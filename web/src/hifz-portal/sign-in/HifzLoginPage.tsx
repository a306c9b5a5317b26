import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { HifzLoginResponse } from '@masjid/domain/hifz';
import { hifzRole, type HifzRole } from '@masjid/domain/roles';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import {
  firebaseAuth,
  signIn,
  signInErrorMessage,
  signOut,
  useSession,
} from '../../common/firebase/auth.ts';
import { HifzApiError, hifzFetch, signingIn } from './hifz-api.ts';
import './hifz.css';

/** Each role's dashboard (spec 9: hifz redirects by role). */
export const DASHBOARD_OF: Record<HifzRole, string> = {
  admin: '/dashboard-admin',
  qari: '/dashboard-qari',
  student: '/dashboard-student',
};

/**
 * `/hifz-login` (spec 2.11): title 'Hifz Login', required Email and Password, Login, the note
 * '* Contact the organization for login details', over a background image with a dark overlay.
 * Signs in with Firebase Auth, confirms the role with `POST /hifz-login`, then opens the role's
 * dashboard (or the portal page that sent the reader here). Failures are said on the form.
 */
export function HifzLoginPage() {
  usePageTitle('Hifz Login');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as { from?: string; denied?: boolean; signingOut?: boolean };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    state.denied ? 'This account cannot open that page.' : null,
  );

  const signedInRole = session.status === 'signed-in' ? hifzRole(session.claims) : undefined;
  if (signedInRole && !busy && !state.denied && !state.signingOut)
    return <Navigate to={DASHBOARD_OF[signedInRole]} replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    signingIn();
    try {
      await signIn(email.trim(), password);
      const user = (await firebaseAuth()).currentUser!;
      const answer = await hifzFetch<HifzLoginResponse>('/hifz-login', {
        method: 'POST',
        body: { token: await user.getIdToken() },
        auth: false,
      });
      const from = state.from?.startsWith('/') ? state.from : undefined;
      navigate(from && !state.denied ? from : DASHBOARD_OF[answer.role], { replace: true });
    } catch (err) {
      if (err instanceof HifzApiError) {
        await signOut();
        setError(
          err.status === 403
            ? 'This account has no access to the hifz portal.'
            : 'Sign-in failed. Please try again.',
        );
      } else setError(signInErrorMessage((err as { code?: string }).code));
      setBusy(false);
    }
  }

  return (
    <section className="hifz-login">
      <div className="hifz-login-overlay">
        <form className="hifz-login-card" onSubmit={(e) => void onSubmit(e)}>
          <h1>Hifz Login</h1>
          <label>
            Email
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label>
            Password
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Signing in…' : 'Login'}
          </button>
          <p className="hifz-login-note">* Contact the organization for login details</p>
        </form>
      </div>
    </section>
  );
}
