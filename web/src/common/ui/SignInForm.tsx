import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The e-mail and password form of both sign-ins (site administration and the hifz portal): the
 * two fields, the error line, the Login button ('Signing in…' while `busy`) and a note under it.
 * The page decides what signing in means (`onSubmit`) and what the error says; the form's own
 * words are the shared ones (`signIn.*` of the common strings).
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
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit(email.trim(), password);
  }
  return (
    <form className={className} onSubmit={submit}>
      {heading}
      <SignInField
        name="email"
        dir="ltr"
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      <SignInField
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('signIn.busy') : t('signIn.submit')}
      </button>
      <p className={noteClassName}>{note}</p>
    </form>
  );
}

/** One required field of the form, labelled with its shared word; its type is its name. */
function SignInField({
  name,
  dir,
  autoComplete,
  value,
  onChange,
}: {
  name: 'email' | 'password';
  dir?: 'ltr';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {t(`signIn.${name}`)}
      <input
        type={name}
        name={name}
        dir={dir}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
