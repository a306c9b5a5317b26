/**
 * A fee receipt as a one-page A5 PDF in Urdu or English (decision 0053), set like the monthly
 * report (lib/urdu-pdf.ts, `drawFigures`): the madrasa, the title, the receipt's figures and a
 * line of thanks.
 */
import type { ReceiptText } from '@masjid/domain/fee-receipt';
import { intlLocale } from '@masjid/domain/intl-locale';
import { drawLine, urduPdfDocument } from '../../lib/urdu-pdf.ts';
import { drawFigures } from './report-pdf.ts';

/** A5 in points, portrait. */
const A5 = { width: 419.53, height: 595.28, margin: 36 };

/** The receipt's PDF bytes; throws when the bundled Urdu font is missing. */
export function receiptPdf(text: ReceiptText, lang: 'en' | 'ur'): Promise<Buffer> {
  const rtl = lang === 'ur';
  const { doc, bytes } = urduPdfDocument({
    size: 'A5',
    margin: A5.margin,
    info: { Title: `${text.title} ${text.lines[0]?.value ?? ''}` },
    lang: intlLocale(lang),
  });
  const left = A5.margin;
  const right = A5.width - A5.margin;
  const start = rtl ? right : left;
  let y = A5.margin;
  drawLine(doc, text.madrasa, start, y, rtl, { size: 20, bold: true, color: '#1f5f3f' });
  y += 34;
  drawLine(doc, text.title, start, y, rtl, { size: 15 });
  y += 28;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).stroke('#1f5f3f');
  y += 14;
  y = drawFigures(doc, text.lines, { left, right, y, rtl });
  y += 14;
  drawLine(doc, text.thanks, start, y, rtl, { size: 11, color: '#444444' });
  doc.end();
  return bytes;
}
