import { describe, expect, it } from 'vitest';
import { monthReport } from '@masjid/domain/month-report';
import { reportPdf, scriptRuns } from './report-pdf.ts';

describe('the report PDF', () => {
  it('cuts a line into runs of one script, punctuation on its own', () => {
    expect(scriptRuns('Ahmed Raza · اکتوبر 2026')).toEqual([
      { text: 'Ahmed Raza', arabic: false },
      { text: '·', arabic: false },
      { text: 'اکتوبر', arabic: true },
      { text: '2026', arabic: false },
    ]);
    expect(scriptRuns('3 دن حاضر، 1 دن غیر حاضر')).toEqual([
      { text: '3', arabic: false },
      { text: 'دن حاضر،', arabic: true },
      { text: '1', arabic: false },
      { text: 'دن غیر حاضر', arabic: true },
    ]);
  });

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
  });
});
