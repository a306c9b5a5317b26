import { describe, expect, it } from 'vitest';
import {
  dueList,
  familyTerms,
  feeTermsBody,
  monthDue,
  monthStatus,
  nextReceipt,
  receiptNumber,
  shownStatus,
  type OwnerTerms,
} from './fees.ts';
import { receiptText } from './fee-receipt.ts';

const STAMP = { by: 'owner', at: '2026-11-01T09:00:00.000Z' };
const terms = (t: Omit<OwnerTerms, 'by' | 'at'>): OwnerTerms => ({ ...t, ...STAMP });

describe('receipt numbers', () => {
  it('counts from 1 each year, four digits, on past 9999', () => {
    expect(nextReceipt(2026, undefined)).toEqual({ last: 1, receipt: '2026-0001' });
    expect(nextReceipt(2026, 41)).toEqual({ last: 42, receipt: '2026-0042' });
    expect(receiptNumber(2027, 10000)).toBe('2027-10000');
  });

  it('a run of saves, each reading the last stored, leaves no gap and no repeat', () => {
    let last: number | undefined;
    const given: string[] = [];
    for (let i = 0; i < 12; i++) {
      const next = nextReceipt(2026, last);
      last = next.last;
      given.push(next.receipt);
    }
    expect(new Set(given).size).toBe(12);
    expect(given.at(-1)).toBe('2026-0012');
  });
});

describe('month status', () => {
  it('is Paid when payments cover what is due, Pending when part is paid', () => {
    expect(monthStatus(1500, 1500)).toBe('Paid');
    expect(monthStatus(1500, 2000)).toBe('Paid');
    expect(monthStatus(1500, 500)).toBe('Pending');
  });
  it("keeps the qari's choice with no payment, Not Paid by default", () => {
    expect(monthStatus(1500, 0)).toBe('Not Paid');
    expect(monthStatus(1500, 0, 'Pending')).toBe('Pending');
  });
  it('a full concession makes the month Paid with nothing paid', () => {
    expect(monthStatus(0, 0)).toBe('Paid');
  });
  it('shows the stored status first, then the terms and payments, else Not Paid', () => {
    expect(shownStatus(2000, 2000, 'Pending')).toBe('Pending');
    expect(shownStatus(2000, 500, undefined)).toBe('Pending');
    expect(shownStatus(undefined, 0, undefined)).toBe('Not Paid');
  });
});

describe('concessions', () => {
  it('take their amount off the fee, never below 0', () => {
    expect(
      monthDue({ monthlyFee: 2000, concession: { kind: 'sibling', amount: 500, showKind: false } }),
    ).toBe(1500);
    expect(monthDue({ monthlyFee: 2000 })).toBe(2000);
  });

  it('the family sees the amount, the kind only when the owner shows it, never the sponsor', () => {
    const hidden = familyTerms({
      monthlyFee: 2000,
      concession: { kind: 'orphan', amount: 2000, showKind: false },
      sponsor: { name: 'Haji Abdul Sattar' },
    });
    expect(hidden).toEqual({ monthlyFee: 2000, concession: { amount: 2000 }, due: 0 });
    expect(JSON.stringify(hidden)).not.toMatch(/orphan|Sattar/);
    expect(
      familyTerms({
        monthlyFee: 2000,
        concession: { kind: 'sibling', amount: 500, showKind: true },
      }),
    ).toEqual({ monthlyFee: 2000, concession: { amount: 500, kind: 'sibling' }, due: 1500 });
  });

  it('a concession above the fee, a part rupee or an unknown kind is refused', () => {
    const bad = [
      { monthlyFee: 1000, concession: { kind: 'orphan', amount: 1500, showKind: false } },
      { monthlyFee: 1000.5 },
      { monthlyFee: 1000, concession: { kind: 'friend', amount: 100, showKind: false } },
      { monthlyFee: -1 },
      { monthlyFee: 1000, extra: 1 },
    ];
    for (const body of bad)
      expect(feeTermsBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe("the owner's due list", () => {
  const list = dueList('2026-11', [
    { studentId: 'a', name: 'Ahmed', terms: terms({ monthlyFee: 2000 }), paid: 0 },
    {
      studentId: 'b',
      name: 'Bilal',
      terms: terms({
        monthlyFee: 2000,
        concession: { kind: 'sibling', amount: 500, showKind: false },
      }),
      paid: 500,
    },
    {
      studentId: 'c',
      name: 'Chand',
      terms: terms({
        monthlyFee: 2000,
        concession: { kind: 'orphan', amount: 2000, showKind: false },
        sponsor: { name: 'Haji Abdul Sattar' },
      }),
      paid: 0,
    },
    { studentId: 'd', name: 'Dawood', terms: terms({ monthlyFee: 2000 }), paid: 2000 },
  ]);

  it('lists who still owes, most owed first, with their concession', () => {
    expect(list.due.map((r) => [r.name, r.status, r.owed])).toEqual([
      ['Ahmed', 'Not Paid', 2000],
      ['Bilal', 'Pending', 1000],
    ]);
    expect(list.due[1]?.concession?.kind).toBe('sibling');
  });

  it('counts concessions apart from what is owed', () => {
    expect(list.totals).toEqual({
      fees: 8000,
      concessions: 2500,
      expected: 5500,
      collected: 2500,
      owed: 3000,
    });
  });
});

describe('the receipt', () => {
  const payment = {
    receipt: '2026-0007',
    month: '2026-11',
    amount: 1500,
    at: '2026-11-03T20:30:00.000Z',
    byName: '',
  };
  it('names the number, month, rupees and the Karachi day, in English and Urdu', () => {
    const en = receiptText(payment, 'Muhammad Ahmed', 'en');
    expect(en.lines.map((l) => l.value)).toEqual([
      '2026-0007',
      'Muhammad Ahmed',
      'November 2026',
      'Rs. 1,500',
      '4 November 2026',
      'The madrasa office',
    ]);
    const ur = receiptText(payment, 'Muhammad Ahmed', 'ur');
    expect(ur.title).toBe('فیس کی رسید');
    expect(ur.lines[3]?.value).toBe('1,500 روپے');
  });
});
