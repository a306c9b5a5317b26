/**
 * An action on one item of an admin list (move, delete): which item is busy, and the outcome
 * message of the last action.
 */
import { useState } from 'react';
import type { Outcome } from '../../common/ui/StatusMessage.tsx';

export function useRowAction() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<Outcome | null>(null);

  /** Runs `action` for the item `id`; shows `done` when it resolves, `failed` when it throws. */
  async function run(id: string, action: () => Promise<void>, done: string, failed: string) {
    setBusyId(id);
    setMessage(null);
    try {
      await action();
      setMessage({ ok: true, text: done });
    } catch (err) {
      console.error(failed, err);
      setMessage({ ok: false, text: failed });
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, message, setMessage, run };
}
