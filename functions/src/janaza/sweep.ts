/**
 * `sweepExpiredJanaza`: every hour, deletes the janaza notices past their time (the pages already
 * hide them by the clock; this keeps the collection to the few current ones).
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { SCHEDULE_OPTIONS } from '../lib/global-options.ts';
import { deleteExpiredJanaza } from './routes.ts';

export const sweepExpiredJanaza = onSchedule(
  { ...SCHEDULE_OPTIONS, schedule: 'every 60 minutes', timeZone: 'Asia/Karachi' },
  async () => {
    const removed = await deleteExpiredJanaza();
    logger.info(`Janaza sweep: ${removed} expired notice(s) deleted`);
  },
);
