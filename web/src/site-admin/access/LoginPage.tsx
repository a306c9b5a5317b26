import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isSiteAdmin } from '@masjid/domain/roles';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { signIn, signInErrorMessage, signOut, useSession } from '../../common/firebase/auth.ts';
import './admin.css';

interface FromState {
  from?: string;
  denied?: boolean;
}

/**
 * `/login` (spec 2.10): e-mail and password through Firebase Auth. Success goes to the admin page
 * that sent the reader here, else /update-jamat. Wrong credentials, an account without the
 * site-admin role, and connection problems each get a message on the form (the spec's silent
 * failure is not kept).
 */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as FromState;
  const target = state.from?.startsWith('/') ? state.from : '/update-jamat';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    state.denied ? 'This account is not a site administrator.' : null,
  );

  if (session.status === 'signed-in' && isSiteAdmin(session.claims) && !busy) {
    return <Navigate to={target} replace />;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const claims = await signIn(email.trim(), password);
      if (!isSiteAdmin(claims)) {
        await signOut();
        setError('This account is not a site administrator.');
        setBusy(false);
        return;
      }
      navigate(target, { replace: true });
    } catch (err) {
      setError(signInErrorMessage((err as { code?: string }).code));
      setBusy(false);
    }
  }

  return (
    <>
      <PageBanner title="Login" lead="Site administration" />
      <div className="container section">
        <form className="admin-form login-form" onSubmit={onSubmit} noValidate={false}>
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
          <p className="form-note">Contact the organization for login details</p>
        </form>
      </div>
    </>
  );
}
