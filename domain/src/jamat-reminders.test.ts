import { describe, expect, it } from 'vitest';
import { dueReminders, saveRemindersBody } from './jamat-reminders.ts';
import { jamatInstants, middayJamat, nextJamat } from './jamat-instants.ts';

const TIMINGS = {
  fajr: '05:30',
  zuhr: '13:15',
  asr: '16:30',
  maghrib: '17:35',
  isha: '20:00',
  jumma: '13:30',
};
/** An instant given as Karachi wall-clock time (UTC+5). */
const karachi = (isoLocal: string) => Date.parse(`${isoLocal}+05:00`);

describe('jamat instants', () => {
  it('puts Jumma in Zuhr’s place on Friday only', () => {
    // 23 November 2026 is a Monday, 27 November a Friday.
    expect(jamatInstants(TIMINGS, karachi('2026-11-23T09:00:00')).map((j) => j.prayer)).toEqual([
      'fajr',
      'zuhr',
      'asr',
      'maghrib',
      'isha',
    ]);
    const friday = jamatInstants(TIMINGS, karachi('2026-11-27T09:00:00'));
    expect(friday.map((j) => j.prayer)).toEqual(['fajr', 'jumma', 'asr', 'maghrib', 'isha']);
    expect(friday[1]?.at.toISOString()).toBe('2026-11-27T08:30:00.000Z');
  });

  it('holds Jumma at Zuhr’s time on a Friday with a Jumma time, else Zuhr', () => {
    expect(middayJamat('2026-11-27', TIMINGS)).toBe('jumma');
    expect(middayJamat('2026-11-26', TIMINGS)).toBe('zuhr');
    const { jumma: _jumma, ...noJumma } = TIMINGS;
    expect(middayJamat('2026-11-27', noJumma)).toBe('zuhr');
    expect(jamatInstants(noJumma, karachi('2026-11-27T09:00:00')).map((j) => j.prayer)).toEqual([
      'fajr',
      'zuhr',
      'asr',
      'maghrib',
      'isha',
    ]);
  });

  it('finds the next jamat today, else tomorrow’s Fajr', () => {
    expect(nextJamat(TIMINGS, karachi('2026-11-23T13:15:00'))?.prayer).toBe('asr');
    const late = nextJamat(TIMINGS, karachi('2026-11-23T21:00:00'));
    expect(late?.prayer).toBe('fajr');
    expect(late?.at.toISOString()).toBe('2026-11-24T00:30:00.000Z');
    expect(nextJamat({}, karachi('2026-11-23T21:00:00'))).toBeUndefined();
  });
});

describe('reminders before jamat', () => {
  it('are due from N minutes before the jamat until it begins, never after', () => {
    expect(dueReminders(TIMINGS, karachi('2026-11-23T19:29:59'))).toEqual([]);
    expect(dueReminders(TIMINGS, karachi('2026-11-23T19:44:59')).map((d) => d.key)).toEqual([
      'isha:20',
      'isha:30',
    ]);
    const at45 = dueReminders(TIMINGS, karachi('2026-11-23T19:45:00'));
    expect(at45.map((d) => d.key)).toEqual(['isha:15', 'isha:20', 'isha:30']);
    expect(at45[0]?.sendId).toBe('reminder-2026-11-23-isha-15-2000');
    expect(dueReminders(TIMINGS, karachi('2026-11-23T19:55:00')).map((d) => d.key)).toEqual([
      'isha:5',
      'isha:10',
      'isha:15',
      'isha:20',
      'isha:30',
    ]);
    expect(dueReminders(TIMINGS, karachi('2026-11-23T20:00:00'))).toEqual([]);
  });

  it('use the Jumma time on Friday and Zuhr’s on other days', () => {
    expect(dueReminders(TIMINGS, karachi('2026-11-27T13:25:00')).map((d) => d.key)).toContain(
      'jumma:5',
    );
    expect(dueReminders(TIMINGS, karachi('2026-11-23T13:10:00')).map((d) => d.key)).toEqual([
      'zuhr:5',
      'zuhr:10',
      'zuhr:15',
      'zuhr:20',
      'zuhr:30',
    ]);
  });

  it("remind of each Jumu'ah jamat on a Friday, naming which and where", () => {
    const jumuah = [
      { jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
      { jamatTime: '14:15', place: 'courtyard', language: 'english' },
    ] as const;
    // Friday 27 November 2026, jumma at 13:30 (TIMINGS): 13:25 is 5 minutes before the first.
    const first = dueReminders(TIMINGS, karachi('2026-11-27T13:25:00'), jumuah).filter(
      (d) => d.key === 'jumma:5',
    );
    expect(first.map((d) => [d.time, d.jumuah])).toEqual([
      ['13:30', { index: 1, place: 'mainHall' }],
    ]);
    const second = dueReminders(TIMINGS, karachi('2026-11-27T14:05:00'), jumuah).filter(
      (d) => d.prayer === 'jumma',
    );
    expect(second.map((d) => d.key)).toEqual(['jumma:10', 'jumma:15', 'jumma:20', 'jumma:30']);
    expect(second[0]).toMatchObject({
      time: '14:15',
      jumuah: { index: 2, place: 'courtyard' },
      sendId: 'reminder-2026-11-27-jumma-10-1415',
    });
    // A Monday: the list changes nothing.
    expect(dueReminders(TIMINGS, karachi('2026-11-23T13:10:00'), jumuah)).toEqual(
      dueReminders(TIMINGS, karachi('2026-11-23T13:10:00')),
    );
  });

  it('name a new reminder when the jamat time changes during the day', () => {
    const moved = dueReminders({ ...TIMINGS, isha: '20:30' }, karachi('2026-11-23T20:20:00'));
    expect(moved.find((d) => d.key === 'isha:10')?.sendId).toBe('reminder-2026-11-23-isha-10-2030');
  });

  it('accept one reminder per prayer with a known number of minutes', () => {
    const token = 'a'.repeat(40);
    expect(saveRemindersBody.safeParse({ token, reminders: ['fajr:10', 'isha:5'] }).success).toBe(
      true,
    );
    expect(saveRemindersBody.safeParse({ token, reminders: [] }).success).toBe(true);
    expect(saveRemindersBody.safeParse({ token, reminders: ['fajr:7'] }).success).toBe(false);
    expect(saveRemindersBody.safeParse({ token, reminders: ['fajr:5', 'fajr:10'] }).success).toBe(
      false,
    );
  });
});
