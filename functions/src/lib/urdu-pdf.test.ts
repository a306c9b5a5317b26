/**
 * The Urdu drawing of the PDFs: lines cut into runs of one script, and Urdu drawn so that pdfjs
 * reads the same letters back (shaped Naskh alone would read ق for ف and lose dots).
 */
import { describe, expect, it } from 'vitest';
import { pdfText, pdfTextItems } from '../../../tests/api/pdf-text.ts';
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

  it("sets brackets in an Urdu note the right way round, without a box: 'منزل (پارہ 1)'", async () => {
    expect(scriptRuns('منزل (پارہ 1)')).toEqual([
      { text: 'منزل', arabic: true },
      { text: '(', arabic: false },
      { text: 'پارہ', arabic: true, joined: true },
      { text: '1', arabic: false },
      { text: ')', arabic: false, joined: true },
    ]);
    const { doc, bytes } = urduPdfDocument({ size: 'A4' });
    drawLine(doc, 'منزل (پارہ 1)', 500, 50, true, { size: 14 });
    doc.end();
    const items = await pdfTextItems(new Uint8Array(await bytes));
    // No letter the font lacks (read back as U+0000, drawn as a box).
    expect(items.map((i) => i.text).join(' ')).not.toContain('\u0000');
    const x = (text: string) => {
      const item = items.find((i) => i.text === text);
      if (!item) throw new Error(`No ${text} in ${JSON.stringify(items)}`);
      return item.x;
    };
    // Seen from the left, as an Urdu reader reads it from the right: (1 پارہ) منزل
    expect(x('(')).toBeLessThan(x('1'));
    expect(x('1')).toBeLessThan(x('پارہ'));
    expect(x('پارہ')).toBeLessThan(x(')'));
    expect(x(')')).toBeLessThan(x('منزل'));
  });
});
