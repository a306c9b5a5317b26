import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The control a Field wraps: an input, textarea or select that takes the aria attributes. */
export type FieldControl = ReactElement<{
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}>;

/** `lang` and `dir` of a control for English text. */
export const EN = { lang: 'en', dir: 'ltr' } as const;
/** `lang` and `dir` of a control for Urdu text. */
export const UR = { lang: 'ur', dir: 'rtl' } as const;

/** The id of a field's error message, `err-<name>` with dots as hyphens (`title.en` → `err-title-en`). */
export const errorIdOf = (name: string) => `err-${name.replace(/\./g, '-')}`;

/** The mark after the label of a field that must be filled: "(required)", in the page's language. */
export function RequiredMark() {
  const { t } = useTranslation('admin');
  return <span className="field-required"> ({t('adminForms.required')})</span>;
}

/**
 * The admin forms' one labelled field: the label wraps the control (`children`), with an optional
 * hint and the error message under it; a `required` field says so after its label (RequiredMark)
 * and to screen readers (`aria-required`). The control gets `aria-invalid` while there is an error
 * and `aria-describedby` naming the hint (`hint-<name>`) and the message (`errorIdOf(name)`).
 */
export function Field({
  name,
  label,
  hint,
  error,
  required = false,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: FieldControl;
}) {
  const errorId = errorIdOf(name);
  const hintId = `hint-${name.replace(/\./g, '-')}`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <label>
      {label}
      {required ? <RequiredMark /> : null}
      {hint ? (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {cloneElement(children, {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
