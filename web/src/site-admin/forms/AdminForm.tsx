import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../common/ui/StatusMessage.tsx';
import type { FieldErrors } from './field-errors.ts';
import { FormFooter } from './FormFooter.tsx';
import type { ListStrings } from '../ui/use-admin-list.tsx';

/** What AdminForm needs of a form's state (`useContentForm` gives it). */
export interface AdminFormState {
  errors: FieldErrors;
  outcome: Outcome | null;
  busy: boolean;
  submit: (e: FormEvent) => void | Promise<void>;
  /** Whether the form holds changes not saved yet (leaving then asks first). */
  dirty?: boolean;
}

/**
 * The admin area's one form frame: `form.admin-form.content-form` (plus `className`) that
 * submits through `form.submit` with the browser's own checks off (the shared schema checks),
 * an optional `h2` heading, the fields (`children`) and the FormFooter.
 */
export function AdminForm({
  form,
  heading,
  className,
  submitLabel,
  onCancel,
  children,
}: {
  form: AdminFormState;
  heading?: ReactNode;
  className?: string;
  submitLabel: string;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={['admin-form content-form', className].filter(Boolean).join(' ')}
      onSubmit={(e) => void form.submit(e)}
      noValidate
    >
      {heading ? <h2>{heading}</h2> : null}
      {children}
      <FormFooter
        errors={form.errors}
        outcome={form.outcome}
        busy={form.busy}
        dirty={form.dirty}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The lists whose forms add and edit an item (their strings' prefix, as `useAdminList`'s). */
export type ListFormStrings = Exclude<ListStrings, 'jamatMonth.moonAdmin'>;

/**
 * The AdminForm of a list page's form: headed `{strings}.addHeading`, or `.editHeading` (naming
 * `title`) while `editing`; submitted with `{strings}.add`, or "Save changes" (`saveLabel`) and
 * Cancel while editing.
 */
export function ListForm({
  strings,
  editing,
  title = '',
  saveLabel,
  onCancel,
  ...frame
}: {
  form: AdminFormState;
  strings: ListFormStrings;
  editing: boolean;
  title?: string;
  saveLabel?: string;
  onCancel: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminForm
      {...frame}
      heading={t(`${strings}.${editing ? 'editHeading' : 'addHeading'}`, { title })}
      submitLabel={editing ? (saveLabel ?? t('adminForms.saveChanges')) : t(`${strings}.add`)}
      onCancel={editing ? onCancel : undefined}
    />
  );
}
