import { describe, expect, it } from 'vitest';
import { DOC_ID_PATTERN, eventSchema, httpUrlSchema, isFutureEvent, toEmbedUrl } from './event.ts';

const valid = {
  title: 'Children’s Quran Competition',
  imageUrl: '/images/events/quran-competition.webp',
  date: '2026-12-05T05:00:00.000Z',
  registrationLink: 'https://forms.gle/QuranCompAlNoor2026',
  description: 'Hifz and qirat competition for children aged 6 to 14.',
  location: 'Main prayer hall',
  isUpcoming: true,
};

describe('eventSchema', () => {
  it('accepts a complete event, with or without a video link', () => {
    expect(eventSchema.parse(valid)).toEqual(valid);
    const withVideo = { ...valid, videoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' };
    expect(eventSchema.parse(withVideo)).toEqual(withVideo);
  });

  it.each(['title', 'imageUrl', 'date', 'registrationLink', 'description', 'isUpcoming'])(
    'requires %s',
    (field) => {
      const { [field]: _omitted, ...rest } = valid as Record<string, unknown>;
      expect(eventSchema.safeParse(rest).success).toBe(false);
    },
  );

  it('refuses a blank title and a date that is not ISO 8601', () => {
    expect(eventSchema.safeParse({ ...valid, title: '   ' }).success).toBe(false);
    expect(eventSchema.safeParse({ ...valid, date: '5 December 2026' }).success).toBe(false);
  });

  it('refuses javascript: and other non-http links', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,x',
      'ftp://example.com/a',
    ]) {
      expect(httpUrlSchema.safeParse(link).success, link).toBe(false);
      expect(eventSchema.safeParse({ ...valid, registrationLink: link }).success, link).toBe(false);
      expect(eventSchema.safeParse({ ...valid, videoUrl: link }).success, link).toBe(false);
      expect(eventSchema.safeParse({ ...valid, imageUrl: link }).success, link).toBe(false);
    }
  });

  it('accepts a site path or an https address as image', () => {
    expect(
      eventSchema.safeParse({ ...valid, imageUrl: 'https://example.com/a.webp' }).success,
    ).toBe(true);
    expect(eventSchema.safeParse({ ...valid, imageUrl: 'images/a.webp' }).success).toBe(false);
  });
});

describe('toEmbedUrl (watch?v= becomes embed/)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://www.youtube.com/embed/M7lc1UVf-VE'],
    ['https://youtube.com/watch?v=ysz5S6PUM-U&t=42s', 'https://www.youtube.com/embed/ysz5S6PUM-U'],
    ['https://m.youtube.com/watch?v=ysz5S6PUM-U', 'https://www.youtube.com/embed/ysz5S6PUM-U'],
    ['https://youtu.be/M7lc1UVf-VE', 'https://www.youtube.com/embed/M7lc1UVf-VE'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE', 'https://www.youtube.com/embed/M7lc1UVf-VE'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s -> %s', (link, embed) => {
    expect(toEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'javascript:alert(1)',
    'not a url',
    'https://example.com/watch?v=abc',
    'https://www.youtube.com/watch',
    'https://vimeo.com/channels/staff',
  ])('gives undefined for %s', (link) => {
    expect(toEmbedUrl(link)).toBeUndefined();
  });
});

describe('isFutureEvent', () => {
  const now = new Date('2026-01-10T12:00:00.000Z');

  it('is true only for dates strictly after now', () => {
    expect(isFutureEvent({ date: '2026-01-10T12:00:01.000Z' }, now)).toBe(true);
    expect(isFutureEvent({ date: '2026-01-10T12:00:00.000Z' }, now)).toBe(false);
    expect(isFutureEvent({ date: '2026-01-09T14:00:00.000Z' }, now)).toBe(false);
  });

  it('compares instants, whatever the offset they are written in', () => {
    // 16:30 in Karachi (UTC+5) is 11:30Z: before now.
    expect(isFutureEvent({ date: '2026-01-10T16:30:00+05:00' }, now)).toBe(false);
    expect(isFutureEvent({ date: '2026-01-10T17:30:00+05:00' }, now)).toBe(true);
  });
});

describe('DOC_ID_PATTERN', () => {
  it('accepts auto-ids and seed ids, refuses dots, slashes and long ids', () => {
    expect(DOC_ID_PATTERN.test('quran-competition')).toBe(true);
    expect(DOC_ID_PATTERN.test('aB3dE5fG7hJ9kL1mN3pQ')).toBe(true);
    expect(DOC_ID_PATTERN.test('bad.id')).toBe(false);
    expect(DOC_ID_PATTERN.test('a/b')).toBe(false);
    expect(DOC_ID_PATTERN.test('x'.repeat(129))).toBe(false);
    expect(DOC_ID_PATTERN.test('')).toBe(false);
  });
});
