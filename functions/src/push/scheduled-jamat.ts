/**
 * Notifications about the calendar: `notifyTomorrowsJamatChanges` at 20:00 in Karachi tells every
 * subscriber of the changes taking effect tomorrow (once: the send id names the change), and
 * `announceMonthStart` sends a recorded moon-sighting decision the site admin marked `announce`.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as z from 'zod/mini';
import { jamatChangesTomorrow, jamatInForce } from '@masjid/domain/jamat-schedule';
import {
  HIJRI_MONTH_STARTS_COLLECTION,
  hijriMonthName,
  hijriMonthStartDocSchema,
} from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { SCHEDULE_OPTIONS, TRIGGER_OPTIONS } from '../lib/global-options.ts';
import { readJamatTimings, readScheduledChanges } from '../lib/jamat-data.ts';
import { notifyCongregation, type SendSummary } from './fan-out.ts';
import type { FcmSender } from '../lib/fcm.ts';
import { fcmSender } from '../lib/fcm.ts';
import { monthStartMessage, scheduledJamatChangeMessage } from './messages.ts';

const HOUR = 60 * 60;

/**
 * Sends one notification per day with changes taking effect tomorrow (Karachi) as of `now`,
 * listing the times in force tomorrow against today's. Returns the summaries (undefined for a
 * change already announced).
 */
export async function notifyJamatChangesTomorrow(
  now: Date = new Date(),
  sender: FcmSender = fcmSender(),
): Promise<Array<SendSummary | undefined>> {
  const changes = await readScheduledChanges();
  const tomorrow = jamatChangesTomorrow(now, changes);
  if (tomorrow.length === 0) return [];
  const current = await readJamatTimings();
  const effectiveDate = tomorrow[0]!.effectiveDate;
  const compose = scheduledJamatChangeMessage(
    effectiveDate,
    jamatInForce(karachiIsoToday(now), current, changes),
    jamatInForce(effectiveDate, current, changes),
  );
  if (!compose) return [];
  // The ids of the day's changes make the send id: an edit that adds a change is sent again.
  const sendId = `jamat-eve-${effectiveDate}-${tomorrow.map((c) => c.id).join('-')}`.slice(0, 700);
  return [await notifyCongregation(sendId, compose, 12 * HOUR, now.getTime(), sender)];
}

export const notifyTomorrowsJamatChanges = onSchedule(
  { ...SCHEDULE_OPTIONS, schedule: '0 20 * * *', timeZone: 'Asia/Karachi' },
  async () => {
    await notifyJamatChangesTomorrow();
  },
);

/** A decision written with `announce: true` is sent once (its send id names the decision). */
export const announceMonthStart = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: `${HIJRI_MONTH_STARTS_COLLECTION}/{id}` },
  async (event) => {
    const after = z.safeParse(hijriMonthStartDocSchema, event.data?.after.data());
    if (!after.success || !after.data.announce) return;
    const { hijriYear, hijriMonth, startDate } = after.data;
    await notifyCongregation(
      `hijri-${event.params.id}-${startDate}`,
      monthStartMessage(
        { en: hijriMonthName(hijriMonth, 'en'), ur: hijriMonthName(hijriMonth, 'ur') },
        hijriYear,
        startDate,
      ),
      3 * 24 * HOUR,
    );
  },
);
