import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import './confirm-dialog.css';

/** What a confirmation asks: the question naming the item, and the two buttons' words. */
export interface ConfirmOptions {
  /** The question, naming what will happen to what, e.g. `Delete the event “Eid gathering” on 25 Nov?`. */
  message: ReactNode;
  /** A line under the question, e.g. that it cannot be undone. */
  detail?: ReactNode;
  /** The button that goes ahead, e.g. `Delete`. */
  confirmLabel: string;
  /** The button that changes nothing, e.g. `Cancel`; it has the focus when the dialog opens. */
  cancelLabel: string;
  /** Styles the confirm button as destructive (default true: most confirmations are deletions). */
  danger?: boolean;
}

/**
 * A modal confirmation in a native `<dialog>` (focus kept inside, Escape cancels, announced as a
 * dialog), in place of `window.confirm`, which can neither name the item in the page's language
 * nor be styled. Cancel has the focus when it opens, so a stray Enter deletes nothing.
 *
 * Usage: `const { confirm, dialog } = useConfirmDialog();` render `{dialog}` once, then
 * `if (!(await confirm({ message, confirmLabel, cancelLabel }))) return;`. `confirm` resolves to
 * true only when the confirm button was pressed; Cancel, Escape and a click outside give false.
 */
export function useConfirmDialog(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<{
    options: ConfirmOptions;
    resolve: (ok: boolean) => void;
  } | null>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setAsked({ options, resolve });
      }),
    [],
  );

  const answer = useCallback(
    (ok: boolean) => {
      asked?.resolve(ok);
      setAsked(null);
    },
    [asked],
  );

  const dialog = asked ? <ConfirmDialog {...asked.options} onAnswer={answer} /> : null;
  return { confirm, dialog };
}

/** The dialog itself, open while mounted; `onAnswer(true)` only from the confirm button. */
export function ConfirmDialog({
  message,
  detail,
  confirmLabel,
  cancelLabel,
  danger = true,
  onAnswer,
}: ConfirmOptions & { onAnswer: (ok: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
  }, []);

  function reply(ok: boolean) {
    if (answered.current) return;
    answered.current = true;
    // Closing (rather than only unmounting) gives the focus back to the button that opened it.
    if (ref.current?.open) ref.current.close();
    onAnswer(ok);
  }

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby="confirm-dialog-message"
      aria-describedby={detail ? 'confirm-dialog-detail' : undefined}
      // Escape, or the dialog closing any other way, is a "no".
      onClose={() => reply(false)}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === ref.current) reply(false);
      }}
    >
      <div className="confirm-dialog-body">
        <p id="confirm-dialog-message" className="confirm-dialog-message">
          {message}
        </p>
        {detail ? (
          <p id="confirm-dialog-detail" className="confirm-dialog-detail">
            {detail}
          </p>
        ) : null}
        <div className="confirm-dialog-actions">
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-outline"
            onClick={() => reply(false)}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'btn btn-danger-solid' : 'btn'}
            onClick={() => reply(true)}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
