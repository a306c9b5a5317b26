/**
 * The fees section of the month shown (decision 0053): each month its own status (Prev moves it),
 * the fee, a concession with its kind only when the owner shows it, what is due and paid, the
 * receipts to open; the qari's payment form refuses a bad amount and records a good one; the
 * owner's terms form sends a full concession as the whole fee, with the sponsor.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { YearMonth } from '@masjid/domain/progress';
import type { FeeTermsBody } from '@masjid/domain/fees';
import { renderHifz } from '../testing.tsx';
import { hifzEn } from '../i18n/en.ts';
import { ProgressView } from './ProgressView.tsx';
import { FeesSection } from './FeesSection.tsx';
import { TermsFields } from './FeeTermsForm.tsx';
import type { FeesState } from './fees.ts';

const fees = hifzEn.hifzProgress.fees;

const PAYMENT = {
  id: 'p1',
  month: '2026-11',
  amount: 1500,
  receipt: '2026-0007',
  at: '2026-11-03T06:00:00.000Z',
  byName: 'Qari Usman',
};
const ready = (state: Partial<Extract<FeesState, { status: 'ready' }>>): FeesState => ({
  status: 'ready',
  value: 'Not Paid',
  pending: false,
  ...state,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T07:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('fees per month', () => {
  it("October shows October's status, not November's", async () => {
    /** The dashboard of a parent whose November is Paid and October Not Paid. */
    function Page() {
      const [month, setMonth] = useState<YearMonth>({ year: 2026, month: 11 });
      return (
        <ProgressView
          student={{ id: 's1', name: 'Ahmed' }}
          own={false}
          month={month}
          onMonth={setMonth}
          days={{ status: 'loading' }}
          fees={ready({ value: month.month === 11 ? 'Paid' : 'Not Paid' })}
          memorisation={{ status: 'loading' }}
        />
      );
    }
    await renderHifz(<Page />);
    expect(screen.getByTestId('fees-status').dataset.status).toBe('Paid');
    fireEvent.click(screen.getByRole('button', { name: hifzEn.hifzProgress.view.prev }));
    expect(screen.getByTestId('fees-status').dataset.status).toBe('Not Paid');
  });

  it('shows the fee, the concession without a hidden kind, due, paid and the receipts', async () => {
    const receipt = vi.fn(() => Promise.resolve(new Blob(['%PDF-'])));
    const { container } = await renderHifz(
      <FeesSection
        fees={ready({
          value: 'Paid',
          details: {
            terms: { monthlyFee: 2000, concession: { amount: 500 }, due: 1500 },
            paid: 1500,
            payments: [PAYMENT],
          },
        })}
        receipt={receipt}
      />,
    );
    const text = container.textContent ?? '';
    expect(text).toContain('Monthly fee: Rs. 2,000');
    expect(text).toContain('Concession: Rs. 500');
    expect(text).not.toMatch(/orphan|sibling/);
    expect(text).toContain('Due for the month: Rs. 1,500');
    expect(text).toContain('Receipt 2026-0007: Rs. 1,500, 3 Nov 2026');
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Receipt 2026-0007 (PDF)' }));
    await waitFor(() => expect(receipt).toHaveBeenCalledWith('p1', 'en'));
    expect(await screen.findByText(fees.receiptDownloaded)).toBeTruthy();
  });

  it('names the kind when the owner shows it, in Urdu too', async () => {
    const { container } = await renderHifz(
      <FeesSection
        fees={ready({
          details: {
            terms: { monthlyFee: 2000, concession: { amount: 500, kind: 'sibling' }, due: 1500 },
            paid: 0,
            payments: [],
          },
        })}
      />,
      'ur',
    );
    expect(container.textContent).toContain('رعایت (بہن بھائی)');
    expect(container.textContent).toContain('روپے');
  });
});

describe('recording a payment', () => {
  it('refuses part rupees and nothing; records whole rupees and names the receipt', async () => {
    const onPayment = vi.fn(() => Promise.resolve({ ...PAYMENT, receipt: '2026-0008' }));
    await renderHifz(<FeesSection fees={ready({})} onPayment={onPayment} />);
    const amount = screen.getByLabelText(fees.record.amount);
    for (const bad of ['', '12.5', '0', 'abc']) {
      fireEvent.change(amount, { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: fees.record.submit }));
      expect(await screen.findByText(fees.record.badAmount)).toBeTruthy();
    }
    expect(onPayment).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: fees.record.submit }));
    expect(await screen.findByText('Payment recorded: receipt 2026-0008.')).toBeTruthy();
    expect(onPayment).toHaveBeenCalledWith({ amount: 1500 });
  });
});

describe("the owner's terms", () => {
  it('send a full concession as the whole fee, hidden from the family, with the sponsor', async () => {
    const save = vi.fn((_id: string, _body: FeeTermsBody) => Promise.resolve());
    await renderHifz(<TermsFields studentId="s1" stored={undefined} save={save} />);
    fireEvent.change(screen.getByLabelText(fees.terms.monthlyFee), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText(fees.terms.kind), { target: { value: 'orphan' } });
    fireEvent.click(screen.getByLabelText(fees.terms.full));
    fireEvent.change(screen.getByLabelText(fees.terms.sponsor), {
      target: { value: ' Haji Abdul Sattar ' },
    });
    fireEvent.click(screen.getByRole('button', { name: fees.terms.save }));
    expect(await screen.findByText(fees.terms.saved)).toBeTruthy();
    expect(save).toHaveBeenCalledWith('s1', {
      monthlyFee: 2000,
      concession: { kind: 'orphan', amount: 2000, showKind: false },
      sponsor: { name: 'Haji Abdul Sattar' },
    });
  });
});
