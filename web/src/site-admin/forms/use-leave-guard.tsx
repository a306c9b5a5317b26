/**
 * Asking before unsaved edits are lost: while `dirty`, leaving by a link or Back inside the app asks
 * in the page's language (Leave, or Stay focused), and a reload or closing the tab gets the
 * browser's own question. FormFooter runs it for every admin form.
 */
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { useConfirmDialog } from '../../common/ui/ConfirmDialog.tsx';

/** Guards the page while `dirty`; render the returned dialog once. */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const { t } = useTranslation('admin');
  const { confirm, dialog } = useConfirmDialog();

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the question only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(dirty);
  const ask = useEffectEvent(() => {
    if (blocker.state !== 'blocked') return;
    const { proceed, reset } = blocker;
    void confirm({
      message: t('adminForms.leaveQuestion'),
      detail: t('adminForms.leaveDetail'),
      confirmLabel: t('adminForms.leave'),
      cancelLabel: t('adminForms.stay'),
    }).then((leave) => (leave ? proceed() : reset()));
  });
  // Each blocked move has its own location: a second one asks again even when React never drew
  // the state between them.
  useEffect(() => ask(), [blocker.state, blocker.location]);

  return dialog;
}
