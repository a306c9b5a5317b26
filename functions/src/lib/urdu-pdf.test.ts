/**
 * The Urdu drawing of the PDFs: lines cut into runs of one script, and Urdu drawn so that pdfjs
 * reads the same letters back (shaped Naskh alone would read ق for ف and lose dots).
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/api/pdf-text.ts';
import { drawLine, lineWidth, scriptRuns, urduPdfDocument } from './urdu-pdf.ts';

describe('Urdu in a PDF', () => {
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
    expect(scriptRuns('شعبان ، رمضان').map((r) => r.text)).toEqual(['شعبان', '،', 'رمضان']);
  });

  it('draws Urdu whose text reads back letter for letter, Latin beside it', async () => {
    const { doc, bytes } = urduPdfDocument({ size: 'A4' });
    const lines = ['فروری 2027 نماز کے اوقات', 'بیت تین نیند', 'Fajr فجر جماعت'];
    const space = doc.font('Helvetica').fontSize(14).widthOfString(' ');
    lines.forEach((line, i) => {
      const width = lineWidth(doc, line, { size: 14 });
      expect(width).toBeGreaterThan(0);
      const advanced = drawLine(doc, line, 500, 50 + 30 * i, true, { size: 14 });
      expect(advanced).toBeCloseTo(width + space, 3);
    });
    doc.end();
    const { pages, text } = await pdfText(new Uint8Array(await bytes));
    expect(pages).toBe(1);
    for (const word of ['فروری', '2027', 'نماز کے اوقات', 'بیت تین نیند', 'Fajr', 'فجر جماعت'])
      expect(text).toContain(word);
    expect(text).not.toContain('قروری');
  });
});
