import { describe, expect, it } from 'vitest';
import {
  announcementDocSchema,
  announcementPhase,
  announcementsForScreen,
  currentAnnouncements,
  msUntilNextKarachiDay,
} from './announcements.ts';

const notice = (id: string, startDay: string, endDay: string) => ({ id, startDay, endDay });

describe('currentAnnouncements (fixed clock)', () => {
  const list = [
    notice('past', '2026-11-01', '2026-11-09'),
    notice('ends-today', '2026-11-05', '2026-11-10'),
    notice('starts-today', '2026-11-10', '2026-11-20'),
    notice('one-day', '2026-11-10', '2026-11-10'),
    notice('upcoming', '2026-11-11', '2026-11-30'),
  ];

  it('keeps the notices whose Karachi days include today, the latest started first', () => {
    // 10 November, 10:00 in Karachi.
    const now = new Date('2026-11-10T05:00:00Z');
    expect(currentAnnouncements(list, now).map((a) => a.id)).toEqual([
      'one-day',
      'starts-today',
      'ends-today',
    ]);
  });

  it('uses the Karachi day, not UTC: 19:30 UTC on the 10th is already the 11th in Karachi', () => {
    const now = new Date('2026-11-10T19:30:00Z');
    expect(currentAnnouncements(list, now).map((a) => a.id)).toEqual(['upcoming', 'starts-today']);
  });

  it('shows the last day until Karachi midnight', () => {
    const lastMinute = new Date('2026-11-10T18:59:00Z'); // 23:59 in Karachi
    expect(currentAnnouncements(list, lastMinute).map((a) => a.id)).toContain('ends-today');
    const midnight = new Date('2026-11-10T19:00:00Z');
    expect(currentAnnouncements(list, midnight).map((a) => a.id)).not.toContain('ends-today');
  });

  it('is empty when nothing is current', () => {
    expect(currentAnnouncements(list, new Date('2027-01-01T05:00:00Z'))).toEqual([]);
  });
});

describe('announcementPhase', () => {
  it('tells current, upcoming and past apart', () => {
    const a = { startDay: '2026-11-10', endDay: '2026-11-12' };
    expect(announcementPhase(a, '2026-11-09')).toBe('upcoming');
    expect(announcementPhase(a, '2026-11-10')).toBe('current');
    expect(announcementPhase(a, '2026-11-12')).toBe('current');
    expect(announcementPhase(a, '2026-11-13')).toBe('past');
  });
});

describe('msUntilNextKarachiDay', () => {
  it('counts to Karachi midnight (19:00 UTC)', () => {
    expect(msUntilNextKarachiDay(new Date('2026-11-10T18:00:00Z'))).toBe(3_600_000);
    expect(msUntilNextKarachiDay(new Date('2026-11-10T19:00:00Z'))).toBe(86_400_000);
  });
});

describe('announcementDocSchema', () => {
  const doc = { text: 'Eid prayer at 7:00', startDay: '2026-11-10', endDay: '2026-11-12' };
  it('accepts English or Urdu text with a link', () => {
    expect(announcementDocSchema.safeParse(doc).success).toBe(true);
    expect(
      announcementDocSchema.safeParse({
        textUrdu: 'عید کی نماز',
        startDay: '2026-11-10',
        endDay: '2026-11-10',
        link: 'https://example.org/eid',
      }).success,
    ).toBe(true);
  });

  it.each([
    ['no text', { startDay: '2026-11-10', endDay: '2026-11-12' }, 'text'],
    ['blank text', { ...doc, text: '   ' }, 'text'],
    ['the last day before the first', { ...doc, endDay: '2026-11-09' }, 'endDay'],
    ['30 February', { ...doc, startDay: '2026-02-30' }, 'startDay'],
    ['a javascript: link', { ...doc, link: 'javascript:alert(1)' }, 'link'],
    ['an unknown key', { ...doc, colour: 'red' }, undefined],
  ])('refuses %s', (_name, data, field) => {
    const result = announcementDocSchema.safeParse(data);
    expect(result.success).toBe(false);
    if (field) expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});

describe('announcementsForScreen', () => {
  const list = [
    { id: 'everywhere' },
    { id: 'women', screens: ['womensSection' as const] },
    { id: 'hall-and-door', screens: ['mainHall' as const, 'entrance' as const] },
  ];

  it('keeps the notices for every screen and those naming the screen, in order', () => {
    expect(announcementsForScreen(list, 'mainHall').map((a) => a.id)).toEqual([
      'everywhere',
      'hall-and-door',
    ]);
    expect(announcementsForScreen(list, 'womensSection').map((a) => a.id)).toEqual([
      'everywhere',
      'women',
    ]);
    expect(announcementsForScreen(list, 'entrance').map((a) => a.id)).toEqual([
      'everywhere',
      'hall-and-door',
    ]);
  });

  it('refuses no screen with its own code, and a screen named twice', () => {
    const base = { text: 'Dars', startDay: '2026-11-10', endDay: '2026-11-12' };
    const none = announcementDocSchema.safeParse({ ...base, screens: [] });
    expect(none.success).toBe(false);
    expect(JSON.stringify(none.error?.issues)).toContain('screen-required');
    expect(
      announcementDocSchema.safeParse({ ...base, screens: ['entrance', 'entrance'] }).success,
    ).toBe(false);
    expect(announcementDocSchema.safeParse({ ...base, screens: ['entrance'] }).success).toBe(true);
  });
});
