import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { LeaveGuard, useUnsavedChanges } from './use-leave-guard.tsx';

/**
 * The foot of a content form: "Please correct the fields marked above" when a field has an error,
 * the outcome of the last save, the submit button (`submitLabel`, or `busyLabel` / "Saving…" while
 * `busy`) and, when editing, Cancel. The admin forms' one footer (AdminForm, events, media), so it
 * also does for every form what a phone needs: after a refused submit the focus moves to the first
 * field in error (scrolled into view), and while the form is `dirty` and not saving, leaving the
 * page asks first (use-leave-guard.tsx).
 */
export function FormFooter({
  errors,
  outcome,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  dirty = false,
}: {
  errors: Readonly<Record<string, unknown>>;
  outcome: Outcome | null;
  busy: boolean;
  submitLabel: string;
  /** The button's words while `busy` (default "Saving…"). */
  busyLabel?: string;
  onCancel?: () => void;
  /** Whether the form holds changes not saved yet. */
  dirty?: boolean;
}) {
  const { t } = useTranslation('admin');
  const unsaved = useUnsavedChanges(dirty && !busy);
  const actions = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const submitted = useRef(false);
  const refused = Object.keys(errors).length > 0;

  useEffect(() => {
    const form = actions.current?.closest('form');
    if (!form) return;
    const mark = () => {
      submitted.current = true;
    };
    form.addEventListener('submit', mark);
    return () => form.removeEventListener('submit', mark);
  }, []);

  // After a submit the form refused (now, or when the server's answer names fields), the focus
  // goes to the first field in error: on a phone the button and this line may be far below it.
  useEffect(() => {
    if (!submitted.current || !refused) return;
    submitted.current = false;
    const form = actions.current?.closest('form');
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? summary.current;
    first?.focus();
    first?.scrollIntoView?.({ block: 'center' });
  });

  return (
    <>
      {unsaved.host ? <LeaveGuard dirty={unsaved.anyDirty} /> : null}
      {refused ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={summary}>
          {t('adminForms.fixFields')}
        </p>
      ) : null}
      <StatusMessage message={outcome} />
      <div className="content-form-actions" ref={actions}>
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
