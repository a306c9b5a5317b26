import { useTranslation } from 'react-i18next';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';

/**
 * The foot of a content form: "Please correct the fields marked above" when a field has an error,
 * the outcome of the last save, the submit button (`submitLabel`, or `busyLabel` / "Saving…" while
 * `busy`) and, when editing, Cancel. The admin forms' one footer (AdminForm, events, media).
 */
export function FormFooter({
  errors,
  outcome,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
}: {
  errors: Readonly<Record<string, unknown>>;
  outcome: Outcome | null;
  busy: boolean;
  submitLabel: string;
  /** The button's words while `busy` (default "Saving…"). */
  busyLabel?: string;
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
          {busy ? (busyLabel ?? t('adminForms.saving')) : submitLabel}
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
