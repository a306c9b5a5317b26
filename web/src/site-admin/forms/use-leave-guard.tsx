/**
 * Asking before unsaved edits are lost: while any admin form of the page holds changes not saved,
 * leaving by a link or Back inside the app asks in the page's language (Leave, or Stay focused),
 * and a reload or closing the tab gets the browser's own question. FormFooter reports each form;
 * the router heeds only one blocker at a time, so one form of the page (the first mounted) hosts
 * the one guard for all of them.
 */
import { useEffect, useEffectEvent, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { useConfirmDialog } from '../../common/ui/ConfirmDialog.tsx';

/** Whether each mounted form (by its id) holds unsaved changes, in the order they mounted. */
const dirtyForms = new Map<string, boolean>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The hosting form's id and whether any form is dirty, as one comparable value. */
const snapshot = () =>
  `${[...dirtyForms.values()].some(Boolean) ? 'dirty' : 'clean'} ${[...dirtyForms.keys()][0] ?? ''}`;

/**
 * Reports whether this form holds unsaved changes (`dirty`); answers whether it hosts the page's
 * guard and whether any form of the page is dirty.
 */
export function useUnsavedChanges(dirty: boolean): { host: boolean; anyDirty: boolean } {
  const id = useId();
  useEffect(() => {
    dirtyForms.set(id, false);
    changed();
    return () => {
      dirtyForms.delete(id);
      changed();
    };
  }, [id]);
  useEffect(() => {
    if (!dirtyForms.has(id) || dirtyForms.get(id) === dirty) return;
    dirtyForms.set(id, dirty);
    changed();
  }, [id, dirty]);
  const [state, host] = useSyncExternalStore(subscribe, snapshot, snapshot).split(' ');
  return { host: host === id, anyDirty: state === 'dirty' };
}

/** The page's one guard (see the module comment), asking while `dirty`. */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
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
