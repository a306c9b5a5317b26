/**
 * `sweepAbandonedUploads`: every hour, removes the recording uploads left unfinished past their
 * `expiresAt` (a closed tab, a lost connection): the bytes received so far and the record. Without
 * it, an abandoned upload would stay until some site admin starts the next one.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { SCHEDULE_OPTIONS } from '../lib/global-options.ts';
import { SWEEP_BATCH, sweepExpiredUploads } from './uploads.ts';

/** Sweeps batch after batch until a batch comes back short; returns how many were removed. */
export async function sweepAllExpiredUploads(): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await sweepExpiredUploads();
    removed += count;
    if (count < SWEEP_BATCH) return removed;
  }
}

export const sweepAbandonedUploads = onSchedule(
  { ...SCHEDULE_OPTIONS, schedule: 'every 60 minutes', timeZone: 'Asia/Karachi' },
  async () => {
    const removed = await sweepAllExpiredUploads();
    logger.info(`Upload sweep: ${removed} abandoned upload(s) removed`);
  },
);
