/**
 * Firestore triggers that notify the congregation: an event marked upcoming, a
 * recording published, the jamat timings changed. Each composes its message (push/messages.ts)
 * and hands it to `notifyCongregation` (push/fan-out.ts).
 */
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { TRIGGER_OPTIONS } from '../lib/global-options.ts';
import { EVENTS_COLLECTION, eventSchema, isFutureEvent } from '@masjid/domain/event';
import { RECORDINGS_COLLECTION, recordingSchema } from '@masjid/domain/recording';
import {
  JAMAT_TIMINGS_DOC,
  PUBLIC_PRAYERS,
  storedJamatTimingsSchema,
  type JamatTimings,
} from '@masjid/domain/jamat';
import { JAMAT_HISTORY_COLLECTION, jamatHistoryDocSchema } from '@masjid/domain/jamat-schedule';
import { db } from '../lib/firebase.ts';
import { stored, validDocs } from '../lib/stored.ts';
import * as z from 'zod/mini';
import { notifyCongregation } from './fan-out.ts';
import { jamatChangeMessage, newRecordingMessage, upcomingEventMessage } from './messages.ts';

const HOUR = 60 * 60;
/** FCM keeps an undelivered web push message at most 4 weeks. */
const MAX_TTL = 28 * 24 * HOUR;

/** An event already marked upcoming before the change (any other fields). */
const wasUpcoming = z.object({ isUpcoming: z.literal(true) });

/** An event whose `isUpcoming` turned true (created so, or toggled), while its date is ahead. */
export const notifyUpcomingEvent = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: `${EVENTS_COLLECTION}/{id}` },
  async (event) => {
    const after = z.safeParse(eventSchema, event.data?.after.data());
    if (!after.success || !after.data.isUpcoming) return;
    if (z.safeParse(wasUpcoming, event.data?.before.data()).success) return;
    if (!isFutureEvent(after.data)) return;
    // Kept until the event starts (a phone offline for days still hears of it in time).
    const untilStart = Math.floor((Date.parse(after.data.date) - Date.now()) / 1000);
    await notifyCongregation(
      event.id,
      upcomingEventMessage(event.params.id, after.data),
      Math.min(MAX_TTL, Math.max(HOUR, untilStart)),
    );
  },
);

/** A recording published (its document is created only once the audio is stored). */
export const notifyNewRecording = onDocumentCreated(
  { ...TRIGGER_OPTIONS, document: `${RECORDINGS_COLLECTION}/{id}` },
  async (event) => {
    const recording = z.safeParse(recordingSchema, event.data?.data());
    if (!recording.success) return;
    await notifyCongregation(
      event.id,
      newRecordingMessage(event.params.id, recording.data),
      3 * 24 * HOUR,
    );
  },
);

/** Whether `after` is what the scheduled apply wrote in the last 10 minutes (jamatHistory). */
async function appliedBySchedule(after: JamatTimings): Promise<boolean> {
  const since = new Date(Date.now() - 10 * 60_000).toISOString();
  const recent = await db
    .collection(JAMAT_HISTORY_COLLECTION)
    .where('appliedAt', '>=', since)
    .withConverter(stored(jamatHistoryDocSchema))
    .get();
  return validDocs(recent).some((entry) =>
    PUBLIC_PRAYERS.every((prayer) => entry.after[prayer] === after[prayer]),
  );
}

/** Any jamat time set or changed (the first timings ever stored are not news). */
export const notifyJamatChange = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: `${JAMAT_TIMINGS_DOC.collection}/${JAMAT_TIMINGS_DOC.id}` },
  async (event) => {
    if (!event.data?.before.exists) return;
    const after = z.parse(storedJamatTimingsSchema, event.data.after.data());
    // A scheduled change was announced the evening before: its day's write sends nothing more.
    if (await appliedBySchedule(after)) return;
    const compose = jamatChangeMessage(
      z.parse(storedJamatTimingsSchema, event.data.before.data()),
      after,
    );
    // Today's changed times matter today: an undelivered message is dropped after 12 hours.
    if (compose) await notifyCongregation(event.id, compose, 12 * HOUR);
  },
);
