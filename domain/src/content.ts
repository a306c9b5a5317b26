/**
 * The mosque's text content that site admins edit: single pages (About, Noor After Ramadan, the
 * Eid gathering) and the lists of blog posts, activities, courses, services, the About page's
 * cards and the Noor programme's habits. All of it is one Firestore collection, `contentEntries`,
 * one document per page or list item, told apart by `kind`; `firestore.rules` (`isContentEntry`)
 * accepts exactly what `contentEntryDocSchema` accepts.
 *
 * Every text is English with an optional Urdu version. Long texts use a small plain-text format
 * (`parseBody`): paragraphs separated by a blank line, a line starting with `## ` is a heading,
 * a line `##` alone ends the headed part.
 */
import * as z from 'zod/mini';
import { httpUrlSchema, imageUrlSchema } from './event.ts';
import { problemParams } from './field-problems.ts';

/** Firestore collection of content entries. */
export const CONTENT_COLLECTION = 'contentEntries';

/** The kinds of entry: `page` is a single page found by its slug; the others are lists. */
export const CONTENT_KINDS = [
  'page',
  'blog',
  'activity',
  'course',
  'service',
  'about',
  'noor',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The single pages and their slugs; each page reads the entry of kind `page` with its slug. */
export const CONTENT_PAGES = ['about', 'noor-after-ramadan', 'eid-gathering'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];

/** A slug: lowercase letters and digits in words joined by single hyphens, 1 to 60 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 60;
export const slugSchema = z
  .string()
  .check(
    z.minLength(1, 'Address is required'),
    z.maxLength(SLUG_MAX, `At most ${SLUG_MAX} characters`),
    z.regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens (e.g. food-bank)'),
  );

/** Whether `value` is a calendar day `YYYY-MM-DD` from 2000 to 2100 that exists (no 30 February). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar day `YYYY-MM-DD` (2000 to 2100) that exists (no 30 February); same as the rules. */
export const calendarDaySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
  z.refine(isCalendarDay, {
    message: 'Choose a real date between 2000 and 2100',
    params: problemParams('invalid-date'),
  }),
);

/**
 * A picture's address: a path on this site (`/images/...`, never `//host`) or an http(s) link
 * (`imageUrlSchema`, with one message for both).
 */
const imageSrcSchema = z.string().check(
  z.refine((value) => imageUrlSchema.safeParse(value).success, {
    message: 'Use a path on this site (/images/…) or a link that starts with https://',
    params: problemParams('invalid-link'),
  }),
);

/** A text's bounds in characters: `min` for English (after trimming), `max` for both. */
const LIMITS = {
  title: { min: 1, max: 200 },
  summary: { min: 0, max: 1000 },
  body: { min: 0, max: 10000 },
  details: { min: 0, max: 1000 },
  alt: { min: 0, max: 300 },
  label: { min: 1, max: 100 },
} as const;
export const CONTENT_TEXT_LIMITS = LIMITS;

const text = (min: number, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      ...(min > 0 ? [z.minLength(min, 'Required')] : []),
      z.maxLength(max, `At most ${max} characters`),
    );

/** English text and, optionally, its Urdu version. */
const localText = ({ min, max }: { min: number; max: number }) =>
  z.strictObject({ en: text(min, max), ur: z.optional(text(0, max)) });
export type LocalText = { en: string; ur?: string };

/** The stored fields of an entry; which ones a kind uses is in `KIND_FIELDS`. */
export const contentEntryShape = {
  kind: z.enum(CONTENT_KINDS),
  /** The entry's address: a service's page is `/services-detail-{slug}`, a page's key. */
  slug: slugSchema,
  /** Position in its list, smallest first. */
  order: z.int().check(z.minimum(0), z.maximum(100_000)),
  title: localText(LIMITS.title),
  /** A card's text, a post's excerpt, a page's lead line. */
  summary: z.optional(localText(LIMITS.summary)),
  /** Long text in the `parseBody` format. */
  body: z.optional(localText(LIMITS.body)),
  /** Facts, one per line, `Label: value` or just a value (`detailLines`). */
  details: z.optional(localText(LIMITS.details)),
  /** A post's date, an event day (YYYY-MM-DD). */
  date: z.optional(calendarDaySchema),
  /**
   * A picture by address: a path on this site (`/images/...`) or an http(s) link. Uploads will
   * store a file and put its address here.
   */
  image: z.optional(z.strictObject({ src: imageSrcSchema, alt: localText(LIMITS.alt) })),
  /** A button to an external form or page (registration, WhatsApp). */
  link: z.optional(z.strictObject({ url: httpUrlSchema, label: localText(LIMITS.label) })),
  /** The link is offered up to and including this Karachi day, then shown as closed. */
  linkUntil: z.optional(calendarDaySchema),
};
export const contentEntrySchema = z.object(contentEntryShape);
export type ContentEntryData = z.infer<typeof contentEntrySchema>;
/** An entry as a client may write it: the rules refuse unknown keys too. */
export const contentEntryDocSchema = z.strictObject(contentEntryShape);
export type ContentEntry = ContentEntryData & { id: string };
/** An entry as the API answers it. */
export const contentEntryWithIdSchema = z.extend(contentEntrySchema, { id: z.string() });
export const contentListResponseSchema = z.array(contentEntryWithIdSchema);

/** Optional fields an editor offers. */
export type ContentField = 'summary' | 'body' | 'details' | 'date' | 'image' | 'link';

/**
 * What each kind uses, in the editor's order; the public pages show exactly these. The slug is
 * asked for only where it makes an address (services); other kinds take it from the title.
 */
export const KIND_FIELDS: Record<ContentKind, readonly ContentField[]> = {
  page: ['summary', 'body', 'details', 'image', 'link'],
  blog: ['date', 'details', 'summary', 'image'],
  activity: ['details', 'summary', 'image', 'link'],
  course: ['summary', 'details', 'image'],
  service: ['summary', 'body', 'image'],
  about: ['summary', 'image'],
  noor: ['summary'],
};

/** Kinds whose slug is part of a public address and so is edited on its own. */
export const KINDS_WITH_ADDRESS: readonly ContentKind[] = ['service'];

/** The public path of an entry that has one of its own. */
export function contentPath(kind: 'service', slug: string): string {
  return `/services-detail-${slug}`;
}

/** The slug of a `/services-detail-{slug}` path, or undefined for any other path. */
export function serviceSlugOfPath(path: string): string | undefined {
  const match = /^\/services-detail-(.+)$/.exec(path);
  const slug = match?.[1];
  return slug && slugSchema.safeParse(slug).success ? slug : undefined;
}

/**
 * A slug made from `title`: lowercase ASCII words joined by hyphens, at most 60 characters;
 * `fallback` when the title has no Latin letters or digits (e.g. Urdu only).
 */
export function slugify(title: string, fallback = 'entry'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** One block of a body: a heading with the paragraphs under it (`heading` empty before the first). */
export interface BodySection {
  heading: string;
  paragraphs: string[];
}

/**
 * Splits a body into sections: a line starting with `## ` starts a section with that heading, and
 * a line `##` alone starts one without a heading (text after the headed part, e.g. a closing
 * paragraph); paragraphs are separated by blank lines (single line breaks stay inside a
 * paragraph). Text before the first heading is a section with an empty heading. Empty sections
 * are dropped.
 */
export function parseBody(body: string): BodySection[] {
  const sections: BodySection[] = [{ heading: '', paragraphs: [] }];
  let paragraph: string[] = [];
  const current = () => sections[sections.length - 1]!;
  const endParagraph = () => {
    if (paragraph.length) current().paragraphs.push(paragraph.join('\n'));
    paragraph = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '##' || line.startsWith('## ')) {
      endParagraph();
      sections.push({ heading: line.slice(2).trim(), paragraphs: [] });
    } else if (line === '') endParagraph();
    else paragraph.push(line);
  }
  endParagraph();
  return sections.filter((s) => s.heading || s.paragraphs.length);
}

/** One line of `details`: `Label: value`, or a value alone (label empty). */
export interface DetailLine {
  label: string;
  value: string;
}

/**
 * The lines of a `details` text. `Label: value` splits at the first colon followed by a space
 * when the label is short (at most 40 characters, so `From 4:00 pm` stays whole); other lines
 * are values alone. Blank lines are dropped.
 */
export function detailLines(details: string): DetailLine[] {
  return details
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(': ');
      return at > 0 && at <= 40
        ? { label: line.slice(0, at).trim(), value: line.slice(at + 2).trim() }
        : { label: '', value: line };
    });
}

/**
 * The text to show in `language`: the Urdu version when Urdu is asked for and there is one,
 * else the English; with the language it is in, for the element's `lang` and `dir`.
 */
export function pickText(
  value: LocalText | undefined,
  language: string,
): { text: string; lang: 'en' | 'ur' } {
  if (!value) return { text: '', lang: 'en' };
  if (language === 'ur' && value.ur?.trim()) return { text: value.ur, lang: 'ur' };
  return { text: value.en, lang: 'en' };
}

/** Whether an entry's link is still offered on `today` (Karachi `YYYY-MM-DD`). */
export function isLinkOpen(entry: Pick<ContentEntryData, 'linkUntil'>, today: string): boolean {
  return !entry.linkUntil || today <= entry.linkUntil;
}

/** Entries sorted by `order`, then by English title (stable for equal orders). */
export function byOrder<T extends Pick<ContentEntryData, 'order' | 'title'>>(a: T, b: T): number {
  return a.order - b.order || a.title.en.localeCompare(b.title.en);
}
