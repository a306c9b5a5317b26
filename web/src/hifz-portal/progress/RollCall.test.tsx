/**
 * The roll call of the qari's class: each student's stored attendance is chosen already; marks
 * go to `onSave` as the day form would save them (a day away loses its grades, mutala, libaas and
 * namaz; the new lesson's start stays); a mark equal to what is stored is not saved again; "Mark
 * the rest present" marks only the students with no attendance yet; nothing marked says so.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DayRecord } from '@masjid/domain/progress';
import { press } from '../../common/testing/form-queries.ts';
import { renderHifz } from '../testing.tsx';
import { hifzEn } from '../i18n/en.ts';
import { hifzUr } from '../i18n/ur.ts';
import { RollCall } from './RollCall.tsx';
import { rollCallSaves } from './roll-call.ts';
import type { DayState } from './month-reads.ts';

vi.mock('../../common/firebase/firebase.ts', () => ({ firestore: vi.fn() }));

const today = hifzEn.hifzProgress.today;
const namaz = { fajr: true, zuhr: true, asr: false, maghrib: true, isha: true };
const stamp = { date: '2026-11-20', day: 20, month: 11, year: 2026, status: 'done' } as const;
/** Ahmed came and recited; Bilal is on leave; Zayd and Umar have nothing recorded today. */
const ahmed: DayRecord = {
  ...stamp,
  attendance: 'on-time',
  sabaq: 'very-good',
  manzil: 'weak',
  newLessonStart: 'Yaseen 12',
  mutala: 'done',
  namaz,
};
const bilal: DayRecord = { ...stamp, attendance: 'leave' };
const students = [
  { id: 'ahmed', name: 'Ahmed' },
  { id: 'bilal', name: 'Bilal' },
  { id: 'zayd', name: 'Zayd' },
  { id: 'umar', name: 'Umar' },
];
const days = new Map<string, DayState>([
  ['ahmed', { record: ahmed, pending: false }],
  ['bilal', { record: bilal, pending: true }],
]);

async function renderRollCall(language: 'en' | 'ur' = 'en') {
  const onSave = vi.fn();
  const rendered = await renderHifz(
    <RollCall students={students} days={days} onSave={onSave} />,
    language,
  );
  return { ...rendered, onSave };
}

/** The radio `label` in the row of the student `name`. */
const choice = (name: string, label: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^${name}`) })).getByRole('radio', {
    name: label,
  });

describe('the roll call', () => {
  it('shows each stored attendance, and saves the marked days as the day form would', async () => {
    const { onSave } = await renderRollCall();
    expect(choice('Ahmed', today.mark['on-time'])).toHaveProperty('checked', true);
    expect(choice('Bilal', today.mark.leave)).toHaveProperty('checked', true);
    expect(choice('Zayd', today.mark['on-time'])).toHaveProperty('checked', false);
    // Bilal's day is still waiting to reach the server.
    expect(screen.getByRole('group', { name: /^Bilal/ }).querySelector('.pending-mark')).not.toBe(
      null,
    );

    fireEvent.click(choice('Ahmed', today.mark.absent));
    fireEvent.click(choice('Zayd', today.mark['on-time']));
    fireEvent.click(choice('Bilal', today.mark.leave)); // as stored: nothing to save
    press(today.save);

    expect(onSave).toHaveBeenCalledTimes(1);
    const saves = onSave.mock.calls[0]![0] as ReturnType<typeof rollCallSaves>;
    expect(saves.map((s) => s.studentId)).toEqual(['ahmed', 'zayd']);
    // Absent: what a day away does not carry is taken away; the new lesson's start stays.
    expect(saves[0]!.fields).toMatchObject({ attendance: 'absent', newLessonStart: 'Yaseen 12' });
    for (const dropped of ['sabaq', 'manzil', 'mutala', 'namaz'] as const)
      expect(saves[0]!.fields[dropped]).toBeUndefined();
    expect(saves[0]!.changed).toEqual(['attendance', 'sabaq', 'manzil', 'mutala', 'namaz']);
    expect(saves[1]).toMatchObject({ fields: { attendance: 'on-time' }, changed: ['attendance'] });
    expect(screen.getByRole('status').textContent).toBe('Attendance saved for 2 students.');
  });

  it('marks the rest present, and says when there is nothing to save', async () => {
    const { onSave } = await renderRollCall();
    press(today.save);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(today.nothingToSave);

    fireEvent.click(choice('Umar', today.mark.absent));
    press(today.restPresent);
    expect(choice('Zayd', today.mark['on-time'])).toHaveProperty('checked', true);
    expect(choice('Umar', today.mark.absent)).toHaveProperty('checked', true);
    expect(choice('Bilal', today.mark.leave)).toHaveProperty('checked', true);
    press(today.save);
    const saves = onSave.mock.calls[0]![0] as ReturnType<typeof rollCallSaves>;
    expect(saves.map((s) => [s.studentId, s.fields.attendance])).toEqual([
      ['zayd', 'on-time'],
      ['umar', 'absent'],
    ]);
    expect(screen.getByRole('status').textContent).toBe('Attendance saved for 2 students.');
  });

  it('is worded in Urdu', async () => {
    await renderRollCall('ur');
    const mark = hifzUr.hifzProgress.today.mark;
    expect(choice('Bilal', mark.leave)).toHaveProperty('checked', true);
    expect(choice('Zayd', mark.absent)).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: hifzUr.hifzProgress.today.save })).toBeTruthy();
  });
});
