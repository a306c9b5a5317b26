import { describe, expect, it } from 'vitest';
import { fieldProblemOf } from '@masjid/domain/field-problems';
import { EMPTY_FORM, entryToForm, formToEntry, type ContentFormValues } from './content-form.ts';

const context = {
  kind: 'blog' as const,
  order: 40,
  takenSlugs: ['keeping-the-light'],
  slugTaken: 'Taken',
  pictureMissing: 'Choose a picture',
  // The page words the problem code in its language; here the code itself is the message.
  describe: (issue: Parameters<typeof fieldProblemOf>[0]) => fieldProblemOf(issue).code,
};
const form = (values: Partial<ContentFormValues>): ContentFormValues => ({
  ...EMPTY_FORM,
  ...values,
});

describe('the content form', () => {
  it('builds an entry of the kind, leaving out blank optional texts and blank Urdu', () => {
    const result = formToEntry(
      form({
        'title.en': '  Keeping the Light ',
        'title.ur': ' ',
        'summary.en': 'Excerpt',
        date: '2026-11-20',
        'body.en': 'Blogs have no body, so this is dropped.',
      }),
      context,
    );
    expect(result).toEqual({
      ok: true,
      data: {
        kind: 'blog',
        slug: 'keeping-the-light-2',
        order: 40,
        title: { en: 'Keeping the Light' },
        summary: { en: 'Excerpt' },
        date: '2026-11-20',
      },
    });
  });

  it('keeps the stored slug when editing, and round-trips a whole entry', () => {
    const entry = {
      kind: 'page' as const,
      slug: 'eid-gathering',
      order: 10,
      title: { en: 'Eid', ur: 'عید' },
      details: { en: 'Date: Sunday' },
      image: { src: '/images/x.webp', alt: { en: 'A lantern' } },
      link: { url: 'https://forms.gle/x', label: { en: 'Register' } },
      linkUntil: '2025-04-20',
    };
    const result = formToEntry(entryToForm(entry), {
      ...context,
      kind: 'page',
      order: 10,
      slug: 'eid-gathering',
    });
    expect(result).toEqual({ ok: true, data: entry });
  });

  it('gives a message per field and saves nothing', () => {
    const result = formToEntry(
      form({ 'image.src': '//evil.example/x.png', date: '2026-02-30', 'title.ur': 'عنوان' }),
      context,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['title.en']).toBe('required');
    expect(result.errors['image.src']).toBe('invalid-link');
    expect(result.errors.date).toBe('invalid-date');
  });

  it('refuses a service address another service has, and a malformed one', () => {
    const service = { ...context, kind: 'service' as const, takenSlugs: ['funeral'] };
    const taken = formToEntry(form({ 'title.en': 'Funeral', slug: 'funeral' }), service);
    expect(taken.ok || taken.errors.slug).toBe('Taken');
    const bad = formToEntry(form({ 'title.en': 'Funeral', slug: 'Funeral Services' }), service);
    expect(bad.ok || bad.errors.slug).toBe('invalid-format');
  });
});
