import { describe, expect, it } from 'vitest';
import { receiptText } from '@masjid/domain/fee-receipt';
import { receiptPdf } from './receipt-pdf.ts';

describe('the fee receipt PDF', () => {
  it('makes a one-page PDF in both languages', async () => {
    const payment = {
      receipt: '2026-0007',
      month: '2026-11',
      amount: 1500,
      at: '2026-11-03T06:00:00.000Z',
      byName: 'Qari Muhammad Usman',
    };
    for (const lang of ['ur', 'en'] as const) {
      const bytes = await receiptPdf(receiptText(payment, 'Muhammad Ahmed Raza', lang), lang);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    }
  }, 30_000); // Laying out two PDFs with their fonts: seconds on a busy 2-core machine.
});
