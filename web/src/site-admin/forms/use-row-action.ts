/**
 * An action on one item of an admin list (move, delete): which item is busy, and the outcome
 * message of the last action (kept here, or handed to `report` when the page shows it elsewhere).
 */
import { useState } from 'react';
import type { Outcome } from '../../common/ui/StatusMessage.tsx';

export function useRowAction(report?: (outcome: Outcome | null) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<Outcome | null>(null);
  const show = report ?? setMessage;

  /**
   * Runs `action` for the item `id`; shows `done` (if any) when it resolves, `failed` when it
   * throws.
   */
  async function run(
    id: string,
    action: () => Promise<void>,
    done: string | undefined,
    failed: string,
  ) {
    setBusyId(id);
    show(null);
    try {
      await action();
      if (done) show({ ok: true, text: done });
    } catch (err) {
      console.error(failed, err);
      show({ ok: false, text: failed });
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, message, setMessage, run };
}
