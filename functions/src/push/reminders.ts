/**
 * Reminders before jamat: every `REMINDER_RUN_EVERY_MINUTES` minutes (Asia/Karachi), the reminders
 * due (domain `dueReminders`, from the jamat timings in force today: the stored ones with the
 * scheduled changes due by today laid over them) go to the devices that chose them,
 * found with one `array-contains` query per reminder and sent in batches of 500 by the same fan-out
 * as every notification. Each reminder of a day and jamat time is claimed in `pushSends` once, so
 * a second run or a retry sends nothing twice.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { PRAYER_LABELS, PRAYER_LABELS_URDU, formatJamatTime } from '@masjid/domain/jamat';
import {
  REMINDER_RUN_EVERY_MINUTES,
  dueReminders,
  type DueReminder,
} from '@masjid/domain/jamat-reminders';
import { jamatInForce } from '@masjid/domain/jamat-schedule';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { JAMAT_PLACE_LABELS } from '@masjid/domain/jumuah';
import { readJamatTimings, readJumuah, readScheduledChanges } from '../lib/jamat-data.ts';
import { SCHEDULE_OPTIONS } from '../lib/global-options.ts';
import { notifyCongregation, type SendSummary } from './fan-out.ts';
import { fcmSender, type FcmSender } from '../lib/fcm.ts';
import type { Compose } from './messages.ts';

/**
 * 'Isha jamat at 8:00 PM', 'In 10 minutes' (the minutes left when it is sent); in Urdu
 * 'عشاء کی جماعت 8:00 رات پر', the time written as the Urdu site writes it (`formatJamatTime`).
 * One of several Jumu'ah jamats names its place: 'Jumma jamat at 2:15 PM · Courtyard'.
 */
export function reminderMessage(due: DueReminder, now: number): Compose {
  const left = Math.max(1, Math.round((due.jamatAt.getTime() - now) / 60_000));
  const place = (lang: 'en' | 'ur') =>
    due.jumuah ? ` · ${JAMAT_PLACE_LABELS[lang][due.jumuah.place]}` : '';
  return (lang) => ({
    kind: 'reminder',
    title:
      lang === 'ur'
        ? `${PRAYER_LABELS_URDU[due.prayer]} کی جماعت ${formatJamatTime(due.time, lang)} پر${place(lang)}`
        : `${PRAYER_LABELS[due.prayer]} jamat at ${formatJamatTime(due.time, lang)}${place(lang)}`,
    body: lang === 'ur' ? `${left} منٹ باقی ہیں` : `In ${left} minutes`,
    link: '/',
    lang,
    tag: `reminder-${due.prayer}`,
  });
}

/** Sends the reminders due at `now`; returns what each sent (claimed-before ones left out). */
export async function sendDueReminders(
  now = Date.now(),
  sender: FcmSender = fcmSender(),
): Promise<SendSummary[]> {
  // The times in force today: a change due today counts even before the scheduled function has
  // written it into site/jamatTimings (issue 39), as on the hall screen and the home page.
  const [current, changes, jumuah] = await Promise.all([
    readJamatTimings(),
    readScheduledChanges(),
    readJumuah(),
  ]);
  const timings = jamatInForce(karachiIsoToday(new Date(now)), current, changes);
  const sent: SendSummary[] = [];
  // On a Friday, one reminder per Jumu'ah jamat.
  for (const due of dueReminders(timings, now, jumuah)) {
    // Useless once the jamat has begun: FCM drops it then.
    const ttl = Math.max(60, Math.floor((due.jamatAt.getTime() - now) / 1000));
    const summary = await notifyCongregation(
      due.sendId,
      reminderMessage(due, now),
      ttl,
      now,
      sender,
      due.key,
    );
    if (summary) sent.push(summary);
  }
  return sent;
}

export const sendJamatReminders = onSchedule(
  {
    ...SCHEDULE_OPTIONS,
    schedule: `every ${REMINDER_RUN_EVERY_MINUTES} minutes`,
    timeZone: 'Asia/Karachi',
  },
  async () => {
    const sent = await sendDueReminders();
    if (sent.length > 0) logger.info(`Jamat reminders sent`, sent);
  },
);
