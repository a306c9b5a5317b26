import type { ReactElement } from 'react';
import { cloneElement } from 'react';

/**
 * A labelled form field with an optional hint and its error message: the input (`children`) gets
 * `aria-invalid` and `aria-describedby` pointing at the message, whose id is `err-<name>`.
 */
export function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactElement<{ 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const errorId = `err-${name.replace(/\./g, '-')}`;
  return (
    <label>
      {label}
      {hint ? <span className="field-hint">{hint}</span> : null}
      {cloneElement(children, {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
