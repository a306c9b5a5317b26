/** The owner's month names the students counted who are disabled since, in both languages. */
import { describe, expect, it } from 'vitest';
import { ownerMonthRows } from '@masjid/domain/owner-month';
import { renderHifz } from '../testing.tsx';
import { OwnerMonthTable } from './OwnerMonthReport.tsx';

const month = {
  year: 2026,
  month: 10,
  asOf: '2026-10-31',
  rows: ownerMonthRows(
    [{ id: 't1', name: 'Qari Usman', email: 'q1@x' }],
    [
      { teacherId: 't1', present: 2, absent: 0, feesStatus: 'Paid' },
      { teacherId: 't1', present: 1, absent: 1, feesStatus: 'Paid', disabled: true },
    ],
  ),
};

describe("the owner's month", () => {
  it('says how many of the students counted are disabled since', async () => {
    const english = await renderHifz(<OwnerMonthTable month={month} />);
    expect(english.container.querySelector('[data-figure="students"]')?.textContent).toBe(
      '2 (1 disabled since)',
    );
    english.unmount();
    const urdu = await renderHifz(<OwnerMonthTable month={month} />, 'ur');
    expect(urdu.container.querySelector('[data-figure="students"]')?.textContent).toContain(
      '1 کا اکاؤنٹ اب بند ہے',
    );
  });
});
