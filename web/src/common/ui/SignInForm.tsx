import { useState, type FormEvent, type ReactNode } from 'react';

/** The words of the form, for a page in another language; English by default. */
export interface SignInLabels {
  email: string;
  password: string;
  submit: string;
  busy: string;
}

const ENGLISH: SignInLabels = {
  email: 'Email',
  password: 'Password',
  submit: 'Login',
  busy: 'Signing in…',
};

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
  labels = ENGLISH,
}: {
  className: string;
  /** Shown above the fields, inside the form (e.g. the card's title). */
  heading?: ReactNode;
  note: string;
  noteClassName: string;
  error: string | null;
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
  labels?: SignInLabels;
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
        {labels.email}
        <input
          type="email"
          name="email"
          dir="ltr"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label>
        {labels.password}
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
        {busy ? labels.busy : labels.submit}
      </button>
      <p className={noteClassName}>{note}</p>
    </form>
  );
}
