/**
 * Eid jamats tied to the moon-sighting decision: the day expected from the calculation until the
 * month's decision is recorded, then decided; which Eid is coming; the week the home page shows
 * it; its calendar events. Fixed days: Ramadan 1448 is calculated to begin on 8 February 2027,
 * Eid ul-Fitr expected on 9 March 2027 and Eid ul-Adha on 16 May 2027.
 */
import { describe, expect, it } from 'vitest';
import type { HijriMonthStartData } from './hijri.ts';
import {
  comingEid,
  eidDate,
  eidJamatEvents,
  eidJamatsDocSchema,
  isEidShownOn,
  type EidJamatsData,
} from './eid.ts';

const decision = (hijriMonth: number, startDate: string): HijriMonthStartData => ({
  hijriYear: 1448,
  hijriMonth,
  startDate,
});

const FITR: EidJamatsData = {
  hijriYear: 1448,
  eid: 'fitr',
  published: true,
  jamats: [
    {
      time: '07:00',
      place: 'courtyard',
      language: 'urdu',
      imam: 'Mufti Ahmed',
      note: 'Bring your own prayer mat',
    },
    { time: '08:00', place: 'mainHall', language: 'urdu', noteUrdu: 'اپنی جائے نماز ساتھ لائیں' },
    { time: '09:00', place: 'womensSection', language: 'english' },
  ],
};

describe('eidDate', () => {
  it('is expected from the calculation without a decision', () => {
    expect(eidDate(1448, 'fitr')).toEqual({
      hijriYear: 1448,
      eid: 'fitr',
      date: '2027-03-09',
      decided: false,
    });
    expect(eidDate(1448, 'adha')).toEqual({
      hijriYear: 1448,
      eid: 'adha',
      date: '2027-05-16',
      decided: false,
    });
  });

  it('is decided by the Shawwal decision (the moon not seen: a 30th fast)', () => {
    const starts = [decision(9, '2027-02-08'), decision(10, '2027-03-10')];
    expect(eidDate(1448, 'fitr', starts)).toMatchObject({ date: '2027-03-10', decided: true });
  });

  it('stays expected with only Ramadan decided', () => {
    expect(eidDate(1448, 'fitr', [decision(9, '2027-02-09')])).toMatchObject({
      date: '2027-03-10',
      decided: false,
    });
  });

  it('is the 10th from the Dhu al-Hijjah decision', () => {
    expect(eidDate(1448, 'adha', [decision(12, '2027-05-08')])).toMatchObject({
      date: '2027-05-17',
      decided: true,
    });
  });
});

describe('comingEid', () => {
  it('is al-Fitr before it and on its day, al-Adha the day after', () => {
    expect(comingEid('2026-11-29')).toMatchObject({ eid: 'fitr', hijriYear: 1448 });
    expect(comingEid('2027-03-09')).toMatchObject({ eid: 'fitr', date: '2027-03-09' });
    expect(comingEid('2027-03-10')).toMatchObject({ eid: 'adha', date: '2027-05-16' });
  });

  it("is next year's al-Fitr after al-Adha", () => {
    expect(comingEid('2027-05-17')).toMatchObject({ eid: 'fitr', hijriYear: 1449 });
  });
});

describe('isEidShownOn', () => {
  const eid = { date: '2027-03-09' };
  it('shows the week before and the day, not before or after', () => {
    expect(isEidShownOn('2027-03-01', eid)).toBe(false);
    expect(isEidShownOn('2027-03-02', eid)).toBe(true);
    expect(isEidShownOn('2027-03-09', eid)).toBe(true);
    expect(isEidShownOn('2027-03-10', eid)).toBe(false);
  });
});

describe('eidJamatEvents', () => {
  it('gives one event per jamat at Karachi time, expected until decided', () => {
    const events = eidJamatEvents(FITR, eidDate(1448, 'fitr'), 'example.test');
    expect(events.map((e) => [e.uid, e.start.toISOString(), e.expected])).toEqual([
      ['eid-1448-fitr-1@example.test', '2027-03-09T02:00:00.000Z', true],
      ['eid-1448-fitr-2@example.test', '2027-03-09T03:00:00.000Z', true],
      ['eid-1448-fitr-3@example.test', '2027-03-09T04:00:00.000Z', true],
    ]);
  });

  it('moves the events with the decision and gives none unpublished', () => {
    const decided = eidDate(1448, 'fitr', [decision(9, '2027-02-08'), decision(10, '2027-03-10')]);
    const events = eidJamatEvents(FITR, decided, 'h');
    expect(events[0]).toMatchObject({ expected: false });
    expect(events[0]!.start.toISOString()).toBe('2027-03-10T02:00:00.000Z');
    expect(eidJamatEvents({ ...FITR, published: false }, decided, 'h')).toEqual([]);
  });
});

describe('eidJamatsDocSchema', () => {
  it('accepts three jamats with notes in both languages', () => {
    expect(eidJamatsDocSchema.safeParse(FITR).success).toBe(true);
  });

  it.each([
    ['no jamat', { ...FITR, jamats: [] }],
    ['out of order', { ...FITR, jamats: [FITR.jamats[1], FITR.jamats[0]] }],
    ['an unknown Eid', { ...FITR, eid: 'ghadir' }],
    ['a long note', { ...FITR, jamats: [{ ...FITR.jamats[0]!, note: 'x'.repeat(301) }] }],
    ['an unknown field', { ...FITR, date: '2027-03-09' }],
  ])('refuses %s', (_, doc) => {
    expect(eidJamatsDocSchema.safeParse(doc).success).toBe(false);
  });
});
