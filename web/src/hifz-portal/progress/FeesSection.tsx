import { useState } from 'react';
import { FEES_STATUSES } from '@masjid/domain/hifz';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { setFees, type FeesState } from './fees.ts';

/** Fees: a choice for the qari and admin, the status for everyone else. */
export function FeesSection({
  studentId,
  editable,
  fees,
  uid,
}: {
  studentId: string;
  /** The qari or the admin: may change the status. */
  editable: boolean;
  fees: FeesState;
  /** The signed-in user's uid (recorded with the change). */
  uid?: string;
}) {
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const current = fees.status === 'ready' ? fees.value : undefined;
  return (
    <section className="hifz-panel fees" aria-labelledby="fees-title">
      <h2 id="fees-title">Fees</h2>
      {fees.status === 'loading' ? <p role="status">Loading fees…</p> : null}
      {current && !editable ? (
        <p>
          Status: <strong data-testid="fees-status">{current}</strong>{' '}
          <span className="muted">(view only)</span>
        </p>
      ) : null}
      {current && editable ? (
        <label className="fees-choice">
          Fees status
          <select
            value={current}
            onChange={(e) => {
              const status = FEES_STATUSES.find((s) => s === e.target.value);
              if (!status) return;
              setNote({
                ok: true,
                text: navigator.onLine ? 'Saving…' : 'Saved on this device; waiting to sync.',
              });
              setFees(studentId, status, uid ?? '').then(
                () => setNote({ ok: true, text: 'Fees status updated successfully!' }),
                (err: unknown) => {
                  console.error('Failed to update fees', err);
                  setNote({ ok: false, text: 'Failed to update fees' });
                },
              );
            }}
          >
            {FEES_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {fees.status === 'ready' && fees.pending ? (
            <span className="pending-mark">⟳ waiting to sync</span>
          ) : null}
        </label>
      ) : null}
      <StatusMessage message={note} />
    </section>
  );
}
