import * as z from 'zod/mini';

/**
 * Accepts only absolute http(s) links; `javascript:` and other schemes are refused, and so is
 * whitespace anywhere (the URL parser would quietly encode it). The same pattern is in
 * firestore.rules (`isHttpUrl`).
 */
export const httpUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Use a link that starts with http:// or https://' })
  .check(
    z.maxLength(2048, 'The link is too long'),
    z.regex(/^https?:\/\/[^\s/$.?#]\S*$/, 'Use a link that starts with http:// or https://'),
  );

/**
 * An image address: an absolute http(s) link or a path on this site (`/images/...`). A path never
 * starts with `//`, which browsers read as another host. The same pattern is in firestore.rules.
 */
export const imageUrlSchema = z.union([
  httpUrlSchema,
  z
    .string()
    .check(
      z.regex(/^\/[\w-][\w\-./]*$/, 'Use a link that starts with http://, https:// or /'),
      z.maxLength(2048, 'The link is too long'),
    ),
]);

/** Firestore collection of events. */
export const EVENTS_COLLECTION = 'events';

/**
 * Trimmed text of at most `max` characters; with `required`, at least one (that message when
 * empty). The rules' `isText(value, min, max)` is the same check.
 */
export const text = (max: number, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, `At most ${max} characters`),
    );

/**
 * The stored fields of an event; unknown keys are dropped when parsing. `date` is an ISO 8601
 * instant (UTC, e.g. `2026-12-05T14:00:00.000Z`); pages show it in Asia/Karachi time.
 */
export const eventShape = {
  title: text(200, 'Title is required'),
  imageUrl: imageUrlSchema,
  date: z.iso.datetime({ offset: true, error: 'Choose a date and time' }),
  registrationLink: httpUrlSchema,
  description: text(5000, 'Description is required'),
  /** Optional Urdu title and description, shown on Urdu pages instead of the English ones. */
  titleUr: z.optional(text(200)),
  descriptionUr: z.optional(text(5000)),
  videoUrl: z.optional(httpUrlSchema),
  location: z.optional(text(200)),
  isUpcoming: z.boolean(),
};
export const eventSchema = z.object(eventShape);
export type EventData = z.infer<typeof eventSchema>;
/** An event document as a client may write it: the rules refuse unknown keys too. */
export const eventDocSchema = z.strictObject(eventShape);
export type MosqueEvent = EventData & { id: string };

/** An event as the API answers it: the stored fields and the id. */
export const mosqueEventSchema = z.extend(eventSchema, { id: z.string() });

/**
 * An event page's value in its served HTML (data-pages.ts, key `pageDataKeys.event(id)`): the
 * answer of `GET /api/events/{id}`, or null when the id names no event.
 */
export const eventDataSchema = z.nullable(mosqueEventSchema);

/** Firestore document ids accepted in addresses: what auto-ids and our seed ids look like. */
export const DOC_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Default location label of the home page's placeholder card. */
export const DEFAULT_EVENT_LOCATION = 'Masjid premises';

/**
 * Turns a YouTube or Vimeo watch link into its embed address (`watch?v=` becomes
 * `embed/`). Returns undefined for links that cannot be embedded.
 */
export function toEmbedUrl(videoUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname.startsWith('/embed/')) return `https://www.youtube.com${url.pathname}`;
    const id = url.searchParams.get('v');
    return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : undefined;
  }
  if (host === 'youtu.be') return `https://www.youtube.com/embed${url.pathname}`;
  if (host === 'vimeo.com') {
    const id = url.pathname.split('/').filter(Boolean)[0];
    return id && /^\d+$/.test(id) ? `https://player.vimeo.com/video/${id}` : undefined;
  }
  if (host === 'player.vimeo.com') return url.toString();
  return undefined;
}

/** True when the event's date is later than `now` (Register Now shows only then). */
export function isFutureEvent(event: Pick<EventData, 'date'>, now: Date = new Date()): boolean {
  return new Date(event.date).getTime() > now.getTime();
}

/** The events of the 'All Events' page, split at an instant. */
export interface EventsByTime<T> {
  /** Events later than `now`, soonest first. */
  upcoming: T[];
  /** Events at or before `now`, most recent first. */
  past: T[];
}

/**
 * Splits events at `now` (default: the current instant) into those still ahead, soonest first,
 * and those that have taken place, most recent first. Compares instants (offsets are honoured),
 * so the split is the same on every device whatever its time zone, and matches Register Now.
 */
export function splitEventsByTime<T extends Pick<EventData, 'date'>>(
  events: readonly T[],
  now: Date = new Date(),
): EventsByTime<T> {
  const at = (event: T) => Date.parse(event.date);
  const upcoming = events.filter((e) => isFutureEvent(e, now)).sort((a, b) => at(a) - at(b));
  const past = events.filter((e) => !isFutureEvent(e, now)).sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}
