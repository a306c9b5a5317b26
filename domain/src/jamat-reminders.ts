/**
 * Reminders before jamat: a subscribed device chooses, per prayer, to be told N minutes before its
 * jamat. The choice is stored on the device's push token (`pushTokens/{id}.reminders`, keys such as
 * `isha:10`), so the scheduled sender finds the devices of one reminder with one `array-contains`
 * query. Times are those of the jamat timings in force (`site/jamatTimings`), Karachi time.
 */
import * as z from 'zod/mini';
import { PUBLIC_PRAYERS, type JamatTimings, type PublicPrayer } from './jamat.ts';
import { jamatInstants } from './jamat-instants.ts';
import { jumuahJamatsOn, type JamatPlace, type JumuahJamat } from './jumuah.ts';
import { karachiIsoToday } from './karachi-calendar.ts';
import { pushTokenSchema } from './push.ts';

/** The minutes before jamat a reminder may be set to. */
export const REMINDER_MINUTES = [5, 10, 15, 20, 30] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

/** How often the scheduled sender runs, in minutes: a reminder goes out at most this late. */
export const REMINDER_RUN_EVERY_MINUTES = 5;

/**
 * Saves of a device's reminders (`POST /reminders`) accepted from one client address within the
 * throttle window (15 minutes, functions/src/api/throttle.ts), as many as the new devices of
 * `MAX_NEW_VISITOR_TOKENS_PER_ADDRESS`: a family behind one router changes its reminders a few
 * times, a script that floods the endpoint meets 429.
 */
export const MAX_REMINDER_SAVES_PER_ADDRESS = 20;

/** A stored reminder choice: `<prayer>:<minutes>`, e.g. `fajr:10`. */
export type ReminderKey = `${PublicPrayer}:${ReminderMinutes}`;

/** The key of one reminder. */
export function reminderKey(prayer: PublicPrayer, minutes: ReminderMinutes): ReminderKey {
  return `${prayer}:${minutes}`;
}

/** Every valid key (6 prayers × 5 choices). */
export const REMINDER_KEYS: ReminderKey[] = PUBLIC_PRAYERS.flatMap((p) =>
  REMINDER_MINUTES.map((m) => reminderKey(p, m)),
);

export const reminderKeySchema = z.enum(REMINDER_KEYS as [ReminderKey, ...ReminderKey[]], {
  error: 'A reminder is a prayer and 5, 10, 15, 20 or 30 minutes, e.g. fajr:10',
});

/**
 * `POST /reminders` body: the device's token (saved before with `POST /save-token`) and its
 * reminders (none turns them off); at most one per prayer.
 */
export const saveRemindersBody = z.strictObject({
  token: pushTokenSchema,
  reminders: z.array(reminderKeySchema).check(
    z.maxLength(PUBLIC_PRAYERS.length, 'At most one reminder per prayer'),
    z.refine(
      (keys) => new Set(keys.map((k) => k.split(':')[0])).size === keys.length,
      'At most one reminder per prayer',
    ),
  ),
});
export type SaveRemindersBody = z.infer<typeof saveRemindersBody>;

/** One reminder due now. */
export interface DueReminder {
  key: ReminderKey;
  prayer: PublicPrayer;
  minutes: ReminderMinutes;
  /** The jamat's `HH:MM` (Karachi) and instant. */
  time: string;
  jamatAt: Date;
  /** On a Friday with several Jumu'ah jamats: which one (1 for the first) and where. */
  jumuah?: { index: number; place: JamatPlace };
  /**
   * Names this reminder for this day and jamat time: a second run, or a retry, finds it already
   * sent. A jamat time changed during the day is a new reminder.
   */
  sendId: string;
}

/**
 * The reminders due at `now`: those whose time (jamat − minutes) has come while the jamat is still
 * ahead; on a Friday one per Jumu'ah jamat (`jumuah`: the stored list, see `jumuahJamatsOn`), each
 * with its own send id (its time). A run that comes late still sends them before the jamat, never after; the caller sends
 * each `sendId` once.
 */
export function dueReminders(
  timings: JamatTimings,
  now: Date | number = new Date(),
  jumuah: readonly JumuahJamat[] = [],
): DueReminder[] {
  const t = Number(now);
  const day = karachiIsoToday(t);
  // On a Friday each Jumu'ah jamat has its reminder (the stored list, its first at `jumma`).
  const fridays = jumuahJamatsOn(day, timings, jumuah);
  const several = fridays.length > 1;
  const jamats = jamatInstants(timings, t, day).flatMap((jamat) =>
    jamat.prayer === 'jumma' && fridays.length > 0
      ? fridays.map((j) => ({
          prayer: jamat.prayer,
          time: j.jamatTime,
          at: j.at,
          ...(several ? { jumuah: { index: j.index, place: j.place } } : {}),
        }))
      : [jamat],
  );
  return jamats.flatMap(({ prayer, time, at, ...rest }) =>
    REMINDER_MINUTES.filter((m) => at.getTime() - m * 60_000 <= t && t < at.getTime()).map(
      (minutes) => ({
        key: reminderKey(prayer, minutes),
        prayer,
        minutes,
        time,
        jamatAt: at,
        ...rest,
        sendId: `reminder-${day}-${prayer}-${minutes}-${time.replace(':', '')}`,
      }),
    ),
  );
}
