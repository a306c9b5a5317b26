import { useState, type FormEvent, type ReactNode } from 'react';

/**
 * The e-mail and password form of both sign-ins (site administration and the hifz portal): the
 * two fields, the error line, the Login button ('Signing in…' while `busy`) and a note under it.
 * The page decides what signing in means (`onSubmit`) and what the error says.
 */
export function SignInForm({
  className,
  heading,
  note,
  noteClassName,
  error,
  busy,
  onSubmit,
}: {
  className: string;
  /** Shown above the fields, inside the form (e.g. the card's title). */
  heading?: ReactNode;
  note: string;
  noteClassName: string;
  error: string | null;
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit(email.trim(), password);
  }
  return (
    <form className={className} onSubmit={submit}>
      {heading}
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
      <p className={noteClassName}>{note}</p>
    </form>
  );
}
