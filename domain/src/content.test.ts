import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  contentEntryDocSchema,
  detailLines,
  isLinkOpen,
  parseBody,
  pickText,
  serviceSlugOfPath,
  slugSchema,
  slugify,
} from './content.ts';

const ENTRY = {
  kind: 'service',
  slug: 'food-bank',
  order: 10,
  title: { en: 'Food Bank', ur: 'فوڈ بینک' },
  summary: { en: 'Monthly rations.' },
  body: { en: 'Intro.\n\n## Rations\nFlour and rice.' },
  image: { src: '/images/services/food.webp', alt: { en: 'A bag of flour' } },
};

describe('slugs', () => {
  it.each(['a', 'food-bank', 'services2', 'x'.repeat(60)])('accepts %s', (slug) => {
    expect(z.safeParse(slugSchema, slug).success).toBe(true);
  });
  it.each(['', 'Food', 'food bank', 'food--bank', '-food', 'food-', 'فوڈ', 'a/b', 'x'.repeat(61)])(
    'refuses %j',
    (slug) => {
      expect(z.safeParse(slugSchema, slug).success).toBe(false);
    },
  );
  it('makes one from a title', () => {
    expect(slugify('Helping the Poor!')).toBe('helping-the-poor');
    expect(slugify('Café  Tafsīr — 2025')).toBe('cafe-tafsir-2025');
    expect(slugify('فوڈ بینک')).toBe('entry');
    expect(slugify('a'.repeat(70)).length).toBe(60);
    expect(z.safeParse(slugSchema, slugify(`${'ab '.repeat(30)}x`)).success).toBe(true);
  });
  it('reads a service path', () => {
    expect(serviceSlugOfPath('/services-detail-funeral')).toBe('funeral');
    expect(serviceSlugOfPath('/services-detail-Funeral')).toBeUndefined();
    expect(serviceSlugOfPath('/services-detail-')).toBeUndefined();
    expect(serviceSlugOfPath('/services')).toBeUndefined();
  });
});

describe('the stored entry', () => {
  const valid = (doc: unknown) => z.safeParse(contentEntryDocSchema, doc).success;
  it('accepts a whole entry and a minimal one', () => {
    expect(valid(ENTRY)).toBe(true);
    expect(valid({ kind: 'blog', slug: 'x', order: 0, title: { en: 'X' } })).toBe(true);
  });
  it.each([
    ['an unknown kind', { ...ENTRY, kind: 'video' }],
    ['a blank English title', { ...ENTRY, title: { en: '  ', ur: 'عنوان' } }],
    ['a title over 200 characters', { ...ENTRY, title: { en: 'x'.repeat(201) } }],
    ['a third language', { ...ENTRY, title: { en: 'X', ar: 'س' } }],
    ['a fractional order', { ...ENTRY, order: 1.5 }],
    ['a negative order', { ...ENTRY, order: -1 }],
    ['a body over 10000 characters', { ...ENTRY, body: { en: 'x'.repeat(10001) } }],
    ['an image on another host', { ...ENTRY, image: { src: '//evil/x.png', alt: { en: '' } } }],
    ['an image without alt', { ...ENTRY, image: { src: '/x.png' } }],
    ['a javascript: link', { ...ENTRY, link: { url: 'javascript:alert(1)', label: { en: 'Go' } } }],
    ['a link without words', { ...ENTRY, link: { url: 'https://x.org', label: { en: '' } } }],
    ['30 February', { ...ENTRY, date: '2026-02-30' }],
    ['a year before 2000', { ...ENTRY, linkUntil: '1999-12-31' }],
    ['an unknown field', { ...ENTRY, junk: 1 }],
  ])('refuses %s', (_name, doc) => {
    expect(valid(doc)).toBe(false);
  });
  it('accepts a leap day', () => {
    expect(valid({ ...ENTRY, date: '2024-02-29' })).toBe(true);
    expect(valid({ ...ENTRY, date: '2025-02-29' })).toBe(false);
  });
});

describe('texts', () => {
  it('splits a body into paragraphs and headed sections', () => {
    expect(
      parseBody('Intro one\nstill intro.\n\nSecond.\n\n## Food Bank\nRations.\n\n##\nClosing.'),
    ).toEqual([
      { heading: '', paragraphs: ['Intro one\nstill intro.', 'Second.'] },
      { heading: 'Food Bank', paragraphs: ['Rations.'] },
      { heading: '', paragraphs: ['Closing.'] },
    ]);
    expect(parseBody('')).toEqual([]);
  });
  it('reads details lines', () => {
    expect(detailLines('When: Friday, 4:00 pm\n\nBy Admin\nTime: From 4:00 pm')).toEqual([
      { label: 'When', value: 'Friday, 4:00 pm' },
      { label: '', value: 'By Admin' },
      { label: 'Time', value: 'From 4:00 pm' },
    ]);
  });
  it('picks Urdu only when asked for and written', () => {
    expect(pickText({ en: 'Hi', ur: 'سلام' }, 'ur')).toEqual({ text: 'سلام', lang: 'ur' });
    expect(pickText({ en: 'Hi', ur: ' ' }, 'ur')).toEqual({ text: 'Hi', lang: 'en' });
    expect(pickText({ en: 'Hi', ur: 'سلام' }, 'en')).toEqual({ text: 'Hi', lang: 'en' });
  });
  it('keeps a link open through its last day', () => {
    expect(isLinkOpen({ linkUntil: '2025-04-20' }, '2025-04-20')).toBe(true);
    expect(isLinkOpen({ linkUntil: '2025-04-20' }, '2025-04-21')).toBe(false);
    expect(isLinkOpen({}, '2030-01-01')).toBe(true);
  });
});
