import { useTranslation } from 'react-i18next';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import type { FieldErrors } from './field-errors.ts';

/**
 * The foot of a content form: "Please correct the fields marked above" when a field has an error,
 * the outcome of the last save, the submit button (`submitLabel`, or "Saving…" while `busy`) and,
 * when editing, Cancel.
 */
export function FormFooter({
  errors,
  outcome,
  busy,
  submitLabel,
  onCancel,
}: {
  errors: FieldErrors;
  outcome: Outcome | null;
  busy: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {Object.keys(errors).length > 0 ? (
        <p className="form-error" role="alert">
          {t('adminForms.fixFields')}
        </p>
      ) : null}
      <StatusMessage message={outcome} />
      <div className="content-form-actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('adminForms.saving') : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('adminForms.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}
