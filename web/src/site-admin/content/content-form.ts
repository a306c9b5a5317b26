/**
 * The content editor's form as plain strings, and its check with the shared schema
 * (`contentEntryDocSchema`, which the rules mirror): `formToEntry` builds the document to store
 * or a message per field.
 */
import {
  KIND_FIELDS,
  contentEntryDocSchema,
  slugify,
  type ContentEntryData,
  type ContentKind,
  type LocalText,
} from '@masjid/domain/content';
import type * as z from 'zod/mini';

/** Every input of the form, by name: `title.en`, `image.alt.ur`, `link.url`, ... */
export const FORM_FIELDS = [
  'title.en',
  'title.ur',
  'slug',
  'summary.en',
  'summary.ur',
  'body.en',
  'body.ur',
  'details.en',
  'details.ur',
  'date',
  'image.src',
  'image.alt.en',
  'image.alt.ur',
  'link.url',
  'link.label.en',
  'link.label.ur',
  'linkUntil',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type ContentFormValues = Record<FormField, string>;
export type FormErrors = Partial<Record<FormField, string>>;

export const EMPTY_FORM: ContentFormValues = Object.fromEntries(
  FORM_FIELDS.map((f) => [f, '']),
) as ContentFormValues;

/** The form's values of a stored entry. */
export function entryToForm(entry: ContentEntryData): ContentFormValues {
  return {
    ...EMPTY_FORM,
    'title.en': entry.title.en,
    'title.ur': entry.title.ur ?? '',
    slug: entry.slug,
    'summary.en': entry.summary?.en ?? '',
    'summary.ur': entry.summary?.ur ?? '',
    'body.en': entry.body?.en ?? '',
    'body.ur': entry.body?.ur ?? '',
    'details.en': entry.details?.en ?? '',
    'details.ur': entry.details?.ur ?? '',
    date: entry.date ?? '',
    'image.src': entry.image?.src ?? '',
    'image.alt.en': entry.image?.alt.en ?? '',
    'image.alt.ur': entry.image?.alt.ur ?? '',
    'link.url': entry.link?.url ?? '',
    'link.label.en': entry.link?.label.en ?? '',
    'link.label.ur': entry.link?.label.ur ?? '',
    linkUntil: entry.linkUntil ?? '',
  };
}

/** English and optional Urdu; the Urdu is left out when blank. */
function local(en: string, ur: string): LocalText {
  return ur.trim() ? { en: en.trim(), ur: ur.trim() } : { en: en.trim() };
}
/** An optional text: left out when both languages are blank. */
function optionalLocal(en: string, ur: string): LocalText | undefined {
  return en.trim() || ur.trim() ? local(en, ur) : undefined;
}

/** What `formToEntry` also needs: the kind, the order, and the slugs others of the kind use. */
export interface EntryContext {
  kind: ContentKind;
  order: number;
  /** The slug of a new page, or the stored slug of an entry being edited. */
  slug?: string;
  takenSlugs: readonly string[];
  /** The message for a slug another entry of the kind has. */
  slugTaken: string;
  /** The message for a picture description without a picture. */
  pictureMissing: string;
  /** A refused field's message, from the shared schema's issue (api-messages.ts `issue`). */
  describe: (issue: z.core.$ZodIssue) => string;
}

/**
 * The entry to store, or the errors by field. Only the fields of the kind (`KIND_FIELDS`) are
 * kept; the slug is typed for services, kept when editing, else made from the English title
 * (with -2, -3, ... when taken).
 */
export function formToEntry(
  values: ContentFormValues,
  context: EntryContext,
): { ok: true; data: ContentEntryData } | { ok: false; errors: FormErrors } {
  const fields = KIND_FIELDS[context.kind];
  const has = (field: (typeof fields)[number]) => fields.includes(field);
  let slug = values.slug.trim();
  if (context.kind !== 'service') {
    slug = context.slug ?? slugify(values['title.en']);
    if (!context.slug) {
      const base = slug;
      for (let n = 2; context.takenSlugs.includes(slug); n++) slug = `${base}-${n}`;
    }
  }
  /** Whether the kind has `part` and the admin filled in any of `fields`. */
  const filled = (part: (typeof fields)[number], names: (keyof ContentFormValues)[]) =>
    has(part) && names.some((name) => values[name].trim() !== '');
  const image = filled('image', ['image.src', 'image.alt.en'])
    ? {
        src: values['image.src'].trim(),
        alt: local(values['image.alt.en'], values['image.alt.ur']),
      }
    : undefined;
  const link = filled('link', ['link.url', 'link.label.en'])
    ? {
        url: values['link.url'].trim(),
        label: local(values['link.label.en'], values['link.label.ur']),
      }
    : undefined;
  const candidate = {
    kind: context.kind,
    slug,
    order: context.order,
    title: local(values['title.en'], values['title.ur']),
    summary: has('summary') ? optionalLocal(values['summary.en'], values['summary.ur']) : undefined,
    body: has('body') ? optionalLocal(values['body.en'], values['body.ur']) : undefined,
    details: has('details') ? optionalLocal(values['details.en'], values['details.ur']) : undefined,
    date: has('date') && values.date ? values.date : undefined,
    image,
    link,
    linkUntil: link && values.linkUntil ? values.linkUntil : undefined,
  };
  const doc = Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined));
  const parsed = contentEntryDocSchema.safeParse(doc);
  const errors: FormErrors = {};
  if (context.kind === 'service' && context.takenSlugs.includes(slug))
    errors.slug = context.slugTaken;
  // An uploaded picture is chosen, not typed: its address is never the admin's problem.
  if (image && !image.src) errors['image.src'] = context.pictureMissing;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, data: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.join('.');
    // A slug made from the title is the title's problem.
    const name = path === 'slug' && context.kind !== 'service' ? 'title.en' : path;
    const field = FORM_FIELDS.find((f) => f === name);
    if (field && !errors[field]) errors[field] = context.describe(issue);
  }
  return { ok: false, errors };
}
