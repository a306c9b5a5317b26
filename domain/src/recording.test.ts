import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  lastBayanDate,
  formatDuration,
  isoDuration,
  audioExtension,
  pageCount,
  parsePageParam,
  recordingFieldsInput,
  recordingFieldsSchema,
  recordingStoragePath,
} from './recording.ts';

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['0', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['1.5', undefined],
    ['2e3', undefined],
    [' 2', undefined],
    ['9999999', undefined],
  ])('%j gives %j', (value, page) => {
    expect(parsePageParam(value)).toBe(page);
  });
});

describe('pageCount (count / 12, rounded up)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [12, 1],
    [13, 2],
    [26, 3],
    [36, 3],
    [37, 4],
  ])('%i recordings make %i page(s)', (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });
});

describe('recording fields', () => {
  it('trims the title and accepts a calendar day', () => {
    expect(z.parse(recordingFieldsSchema, { title: '  Sabr  ', date: '2026-11-20' })).toEqual({
      title: 'Sabr',
      date: '2026-11-20',
    });
  });
  it.each([
    [{ title: '', date: '2026-11-20' }, 'title'],
    [{ title: 'x'.repeat(201), date: '2026-11-20' }, 'title'],
    [{ title: 'T', date: '20/11/2026' }, 'date'],
    [{ title: 'T', date: '2026-02-30' }, 'date'],
    [{ title: 'T', titleUr: 'ص'.repeat(201), date: '2026-11-20' }, 'titleUr'],
    [{ title: 'T', titleUr: '   ', date: '2026-11-20' }, 'titleUr'],
  ])('refuses %j at %s', (value, field) => {
    const result = z.safeParse(recordingFieldsSchema, value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('the optional Urdu title', () => {
  it('is kept trimmed, and a blank one is left out of what the form sends', () => {
    const input = recordingFieldsInput({ title: 'Sabr', titleUr: '  صبر  ', date: '2026-11-20' });
    expect(z.parse(recordingFieldsSchema, input)).toEqual({
      title: 'Sabr',
      titleUr: 'صبر',
      date: '2026-11-20',
    });
    expect(recordingFieldsInput({ title: 'Sabr', titleUr: '  ', date: '2026-11-20' })).toEqual({
      title: 'Sabr',
      date: '2026-11-20',
    });
  });
});

describe('storage paths', () => {
  it('names the object by the recording and its audio type', () => {
    expect(recordingStoragePath('abc', 'audio/mpeg')).toBe('recordings/abc/audio.mp3');
    expect(recordingStoragePath('abc', 'audio/ogg')).toBe('recordings/abc/audio.ogg');
    expect(audioExtension('audio/x-unknown')).toBe('audio');
  });
});

describe('formatDuration and isoDuration', () => {
  it('writes minutes and seconds, and hours when there are any', () => {
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(isoDuration(754)).toBe('PT12M34S');
    expect(isoDuration(3723)).toBe('PT1H2M3S');
  });
});

describe('lastBayanDate', () => {
  // Sunday 29 November 2026, 04:00 in Karachi (Saturday 23:00 UTC).
  const sundayMorning = new Date('2026-11-28T23:00:00Z');

  it('goes back to the last Friday for a Friday bayan, by the Karachi date', () => {
    expect(lastBayanDate('friday', sundayMorning)).toBe('2026-11-27');
    expect(lastBayanDate('friday', new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
    expect(lastBayanDate('friday', new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-20');
  });

  it('is today on a Sunday for a morning dars, else the last Sunday', () => {
    expect(lastBayanDate('morningdars', sundayMorning)).toBe('2026-11-29');
    expect(lastBayanDate('morningdars', new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-22');
    // Across a month's end.
    expect(lastBayanDate('friday', new Date('2026-12-03T12:00:00Z'))).toBe('2026-11-27');
  });
});
