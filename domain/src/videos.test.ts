import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseYoutubeId, sortVideos, videoDocSchema, videoFormSchema } from './videos.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseYoutubeId', () => {
  it.each([
    [ID],
    [`  ${ID}  `],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s&list=PL123`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abcdef&t=10`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}?rel=0`],
    [`https://www.youtube.com/live/${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`],
  ])('finds the id in %s', (input) => {
    expect(parseYoutubeId(input)).toBe(ID);
  });

  it.each([
    [''],
    ['   '],
    ['dQw4w9WgXc'], // 10 characters
    ['dQw4w9WgXcQQ'], // 12 characters
    ['dQw4w9WgX!Q'],
    ['https://vimeo.com/123456789'],
    [`https://evil.example/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/channel/UC1234567890'],
    [`javascript:alert('${ID}')`],
    [`ftp://youtu.be/${ID}`],
    ['https://youtu.be/'],
  ])('refuses %j', (input) => {
    expect(parseYoutubeId(input)).toBeUndefined();
  });
});

describe('videoFormSchema', () => {
  it('stores the id of a pasted link', () => {
    const parsed = videoFormSchema.parse({
      youtube: `https://youtu.be/${ID}`,
      title: ' Tajdar-e-Haram ',
      kind: 'naat',
    });
    expect(parsed).toEqual({ youtube: ID, title: 'Tajdar-e-Haram', kind: 'naat' });
  });

  it('says what is wrong with a link that is not YouTube', () => {
    const result = videoFormSchema.safeParse({
      youtube: 'https://vimeo.com/1',
      title: 'x',
      kind: 'naat',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['youtube']);
    expect(result.error?.issues[0]?.message).toMatch(/YouTube link/);
  });

  it('asks for a link when none is given', () => {
    const result = videoFormSchema.safeParse({ youtube: '', title: 'x', kind: 'bayan' });
    expect(result.error?.issues[0]?.message).toBe('A YouTube link or id is required');
  });
});

describe('videoDocSchema', () => {
  const doc = { youtubeId: ID, title: 'A naat', kind: 'naat', order: 3 };
  it('accepts a video and refuses unknown keys, other kinds and fractional orders', () => {
    expect(z.safeParse(videoDocSchema, doc).success).toBe(true);
    expect(z.safeParse(videoDocSchema, { ...doc, junk: 1 }).success).toBe(false);
    expect(z.safeParse(videoDocSchema, { ...doc, kind: 'song' }).success).toBe(false);
    expect(z.safeParse(videoDocSchema, { ...doc, order: 1.5 }).success).toBe(false);
    expect(
      z.safeParse(videoDocSchema, { ...doc, youtubeId: `https://youtu.be/${ID}` }).success,
    ).toBe(false);
  });
});

describe('sortVideos', () => {
  it('orders by order, then title', () => {
    const sorted = sortVideos([
      { order: 2, title: 'b' },
      { order: 1, title: 'z' },
      { order: 2, title: 'a' },
    ]);
    expect(sorted.map((v) => v.title)).toEqual(['z', 'a', 'b']);
  });
});
