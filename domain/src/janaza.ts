/**
 * Janaza notices: the name of the deceased, when and where the funeral prayer is, an optional
 * note, each in English and/or Urdu. Stored in Firestore `janazaNotices/{id}`; the site admin
 * posts, edits and deletes them. A notice is shown on the home page and the hall screen until
 * `JANAZA_SHOWN_AFTER_MINUTES` after the prayer, then hidden, and the hourly clean-up deletes it.
 */
import * as z from 'zod/mini';
import { isoInstantSchema } from './iso-instant.ts';
import { problemParams } from './field-problems.ts';
import { storedSchemas } from './stored-schemas.ts';
import { formatShortDayAndTime } from './time-of-day.ts';

/** Firestore collection of the janaza notices. */
export const JANAZA_COLLECTION = 'janazaNotices';

/** Longest name of the deceased and longest place, in characters. */
export const JANAZA_NAME_MAX = 120;
export const JANAZA_PLACE_MAX = 200;
/** Longest note, in characters: a notice, not an article. */
export const JANAZA_NOTE_MAX = 500;

/**
 * Minutes after the prayer time during which the notice still shows (latecomers, a prayer that
 * starts a little late); after that it is hidden everywhere.
 */
export const JANAZA_SHOWN_AFTER_MINUTES = 30;

const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));

/** The stored fields of a janaza notice. */
export const janazaShape = {
  name: z.optional(text(JANAZA_NAME_MAX)),
  nameUrdu: z.optional(text(JANAZA_NAME_MAX)),
  /** When the janaza prayer is: an ISO 8601 instant (the form takes Karachi wall-clock time). */
  prayerAt: isoInstantSchema,
  place: z.optional(text(JANAZA_PLACE_MAX)),
  placeUrdu: z.optional(text(JANAZA_PLACE_MAX)),
  note: z.optional(text(JANAZA_NOTE_MAX)),
  noteUrdu: z.optional(text(JANAZA_NOTE_MAX)),
  /**
   * Whether posting it notifies subscribers by push (issue 39 §5: the site admin sees the push
   * and chooses); absent means yes, as every notice did before the choice.
   */
  notify: z.optional(z.boolean()),
};

type Pair = { name?: string; nameUrdu?: string; place?: string; placeUrdu?: string };
const some = (a?: string, b?: string) => Boolean(a?.trim() || b?.trim());

/** The checks across fields: a name and a place, each in English or Urdu. */
const janazaChecks = [
  z.refine<Pair>((n) => some(n.name, n.nameUrdu), {
    message: 'Write the name in English or Urdu',
    params: problemParams('english-or-urdu-required'),
    path: ['name'],
  }),
  z.refine<Pair>((n) => some(n.place, n.placeUrdu), {
    message: 'Write the place in English or Urdu',
    params: problemParams('english-or-urdu-required'),
    path: ['place'],
  }),
] as const;

/**
 * A janaza notice as read (`data`), as a client may write it (`doc`: unknown keys
 * refused, as the rules refuse them) and as the API answers it (`withId`): stored-schemas.ts.
 */
export const {
  data: janazaSchema,
  doc: janazaDocSchema,
  withId: janazaWithIdSchema,
} = storedSchemas(janazaShape, janazaChecks);
export type JanazaData = z.infer<typeof janazaSchema>;
export type JanazaNotice = JanazaData & { id: string };

/** The instant (epoch ms) after which a notice is no longer shown. */
export function janazaExpiresAt(notice: Pick<JanazaData, 'prayerAt'>): number {
  return Date.parse(notice.prayerAt) + JANAZA_SHOWN_AFTER_MINUTES * 60_000;
}

/** Whether the notice is past its time at `now` (hidden, and deleted by the clean-up). */
export function isJanazaExpired(
  notice: Pick<JanazaData, 'prayerAt'>,
  now: Date | number = new Date(),
): boolean {
  return janazaExpiresAt(notice) <= Number(now);
}

/** The notices still shown at `now`, the soonest prayer first. */
export function currentJanazaNotices<T extends Pick<JanazaData, 'prayerAt'>>(
  notices: T[],
  now: Date | number = new Date(),
): T[] {
  return notices
    .filter((n) => !isJanazaExpired(n, now))
    .sort((a, b) => Date.parse(a.prayerAt) - Date.parse(b.prayerAt));
}

/**
 * The notice's text in `language` where written, else in the other language: each field chosen on
 * its own, with the language it is in (for `lang`/`dir`).
 */
export function janazaText(
  notice: JanazaData,
  field: 'name' | 'place' | 'note',
  language: string,
): { text: string; lang: 'en' | 'ur' } | undefined {
  const en = notice[field]?.trim();
  const ur = notice[`${field}Urdu`]?.trim();
  if (language === 'ur' && ur) return { text: ur, lang: 'ur' };
  if (en) return { text: en, lang: 'en' };
  if (ur) return { text: ur, lang: 'ur' };
  return undefined;
}

/**
 * The push of a notice in `lang`: 'Janaza: <name>', then the prayer's day and time (as the site
 * writes them) and place. The functions send it; the admin form shows it before posting.
 */
export function janazaPush(
  notice: Pick<JanazaData, 'name' | 'nameUrdu' | 'place' | 'placeUrdu' | 'prayerAt'>,
  lang: 'en' | 'ur',
): { title: string; body: string } {
  const name = janazaText(notice, 'name', lang)?.text ?? '';
  const place = janazaText(notice, 'place', lang)?.text ?? '';
  const when = formatShortDayAndTime(new Date(notice.prayerAt), lang);
  return lang === 'ur'
    ? { title: `نمازِ جنازہ: ${name}`, body: `${when}، ${place}` }
    : { title: `Janaza: ${name}`, body: `Janaza prayer ${when}, ${place}` };
}
