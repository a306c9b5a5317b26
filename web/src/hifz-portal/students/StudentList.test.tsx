/**
 * The qari's dashboard marks each student recorded today or not (no mark before today's days
 * have loaded); the class's today list says each day's attendance and whether lessons are in,
 * and opens each student at today's day form.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Student } from '@masjid/domain/hifz';
import type { DayRecord } from '@masjid/domain/progress';
import { renderHifz } from '../testing.tsx';
import type { DayState } from '../progress/month-reads.ts';
import { StudentList } from './StudentList.tsx';
import { ClassDayList } from './ClassDayList.tsx';

vi.mock('../../common/firebase/firebase.ts', () => ({ firestore: vi.fn() }));

const student = (id: string, name: string): Student => ({
  id,
  name,
  email: `${id}@demo.test`,
  teacherId: 'q1',
});
const students = [student('ahmed', 'Ahmed'), student('bilal', 'Bilal'), student('zayd', 'Zayd')];
const stamp = { date: '2026-11-20', day: 20, month: 11, year: 2026, status: 'done' } as const;
const day = (record: Partial<DayRecord>): DayState => ({
  record: { ...stamp, ...record },
  pending: false,
});
const today = new Map([
  ['ahmed', day({ attendance: 'on-time', sabaq: 'weak' })],
  ['bilal', day({ attendance: 'absent' })],
]);

/** The line under each student's name, in list order. */
const marks = () => [...document.querySelectorAll('.today-mark')].map((m) => m.textContent);

describe("today on the qari's dashboard", () => {
  it('marks each student recorded today or not, in English and Urdu', async () => {
    const english = await renderHifz(<StudentList students={students} today={today} />);
    expect(marks()).toEqual(['✓ recorded today', '✓ recorded today', 'not recorded today']);
    expect(
      screen.getByRole('link', { name: /^Zayd zayd@demo.test not recorded today$/ }),
    ).toBeTruthy();
    english.unmount();
    await renderHifz(<StudentList students={students} today={today} />, 'ur');
    expect(marks()).toEqual(['✓ آج درج ہو گیا', '✓ آج درج ہو گیا', 'آج ابھی درج نہیں']);
  });

  it('shows no mark while today is loading', async () => {
    await renderHifz(<StudentList students={students} />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(marks()).toEqual([]);
  });

  it("lists the class's day, each student opening at today's form", async () => {
    await renderHifz(<ClassDayList students={students} days={today} date="2026-11-20" />);
    expect(marks()).toEqual(['present, lessons recorded', 'absent', 'not recorded yet']);
    expect(screen.getByRole('link', { name: /^Zayd/ }).getAttribute('href')).toBe('/students/zayd');
  });
});
