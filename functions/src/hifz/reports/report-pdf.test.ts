import { describe, expect, it } from 'vitest';
import { monthReport } from '@masjid/domain/month-report';
import { reportPdf } from './report-pdf.ts';

describe('the report PDF', () => {
  it('makes a one-page PDF in both languages, with a para grid and a long note', async () => {
    const report = monthReport({
      studentName: 'محمد احمد رضا',
      month: { year: 2026, month: 10 },
      days: [{ attendance: 'on-time', sabaq: 'very-good' }],
      fees: 'Paid',
      note: 'ماشاءاللہ '.repeat(80),
      progress: { paraGrid: Array.from({ length: 30 }, () => 'due' as const) },
    });
    for (const lang of ['ur', 'en'] as const) {
      const bytes = await reportPdf(report, lang);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    }
  }, 30_000); // Laying out two PDFs with their fonts: seconds on a busy 2-core machine.
});
