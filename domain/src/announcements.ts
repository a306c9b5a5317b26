/**
 * Announcements: a short notice on the home page (English and/or Urdu, an optional link) shown
 * from its first to its last day, both Asia/Karachi calendar days, inclusive, and on the hall
 * screens chosen (`screens`; none chosen: every screen). Stored in Firestore `announcements/{id}`;
 * the site admin adds, edits and deletes them.
 */
import * as z from 'zod/mini';
import { httpUrlSchema } from './event.ts';
import { isCalendarDay } from './content.ts';
import { karachiIsoToday } from './karachi-calendar.ts';
import { problemParams } from './field-problems.ts';
import { storedSchemas } from './stored-schemas.ts';
import { HALL_SCREENS, type HallScreen } from './display-settings.ts';

/** Firestore collection of the announcements. */
export const ANNOUNCEMENTS_COLLECTION = 'announcements';

/** Longest text of a notice, in characters: a notice, not an article. */
export const ANNOUNCEMENT_TEXT_MAX = 500;

const noticeText = z
  .string()
  .check(
    z.trim(),
    z.maxLength(ANNOUNCEMENT_TEXT_MAX, `At most ${ANNOUNCEMENT_TEXT_MAX} characters`),
  );

/** A calendar day `YYYY-MM-DD` from 2000 to 2100 that exists (30 February does not), as the rules. */
const calendarDay = (message: string) =>
  z.string().check(z.refine(isCalendarDay, { message, params: problemParams('invalid-date') }));

/** The stored fields of an announcement. */
export const announcementShape = {
  text: z.optional(noticeText),
  textUrdu: z.optional(noticeText),
  link: z.optional(httpUrlSchema),
  /** First day shown, Karachi calendar day. */
  startDay: calendarDay('Choose the first day'),
  /** Last day shown (inclusive), Karachi calendar day. */
  endDay: calendarDay('Choose the last day'),
  /**
   * The hall screens that show it (`/display?screen=…`), each once; absent: every screen. The home
   * page shows it whatever the screens.
   */
  screens: z.optional(
    z.array(z.enum(HALL_SCREENS)).check(
      z.refine((list) => list.length > 0, {
        message: 'Choose at least one screen',
        params: problemParams('screen-required'),
      }),
      z.refine((list) => new Set(list).size === list.length, {
        message: 'Each screen once',
        params: problemParams('invalid-choice'),
      }),
    ),
  ),
};

/** The checks across fields: some text in either language, and the last day not before the first. */
const announcementChecks = [
  z.refine<{ text?: string; textUrdu?: string }>(
    (a) => Boolean(a.text?.trim() || a.textUrdu?.trim()),
    {
      message: 'Write the notice in English or Urdu',
      path: ['text'],
      params: problemParams('english-or-urdu-required'),
    },
  ),
  z.refine<{ startDay: string; endDay: string }>((a) => a.endDay >= a.startDay, {
    message: 'The last day cannot be before the first day',
    path: ['endDay'],
    params: problemParams('end-before-start'),
  }),
] as const;

/**
 * An announcement as read (`data`), as a client may write it (`doc`: unknown keys
 * refused, as the rules refuse them) and as the API answers it (`withId`): stored-schemas.ts.
 */
export const {
  data: announcementSchema,
  doc: announcementDocSchema,
  withId: announcementWithIdSchema,
} = storedSchemas(announcementShape, announcementChecks);
export type AnnouncementData = z.infer<typeof announcementSchema>;
export type Announcement = AnnouncementData & { id: string };

/** Where an announcement stands on a Karachi day. */
export type AnnouncementPhase = 'current' | 'upcoming' | 'past';

/** The phase of `a` on `today` (`YYYY-MM-DD`, Karachi): shown from startDay to endDay inclusive. */
export function announcementPhase(
  a: Pick<AnnouncementData, 'startDay' | 'endDay'>,
  today: string,
): AnnouncementPhase {
  if (today < a.startDay) return 'upcoming';
  if (today > a.endDay) return 'past';
  return 'current';
}

/**
 * The announcements shown at the instant `now` (default: now): those whose first day has come
 * and last day has not passed in Karachi, the most recently started first (then the one ending
 * soonest).
 */
export function currentAnnouncements<T extends Pick<AnnouncementData, 'startDay' | 'endDay'>>(
  announcements: T[],
  now: Date | number = new Date(),
): T[] {
  const today = karachiIsoToday(now);
  return announcements
    .filter((a) => announcementPhase(a, today) === 'current')
    .sort((a, b) => b.startDay.localeCompare(a.startDay) || a.endDay.localeCompare(b.endDay));
}

/**
 * Of `announcements`, those the hall screen `screen` shows: the ones for every screen (no
 * `screens`) and the ones naming it. Order kept.
 */
export function announcementsForScreen<T extends Pick<AnnouncementData, 'screens'>>(
  announcements: readonly T[],
  screen: HallScreen,
): T[] {
  return announcements.filter((a) => !a.screens || a.screens.includes(screen));
}

/** Milliseconds from `now` until the next Karachi midnight, when the current set may change. */
export function msUntilNextKarachiDay(now: Date | number = new Date()): number {
  const t = typeof now === 'number' ? now : now.getTime();
  // Karachi is UTC+5 all year (no daylight saving).
  const karachiMs = t + 5 * 3_600_000;
  const dayMs = 86_400_000;
  return dayMs - (karachiMs % dayMs);
}
