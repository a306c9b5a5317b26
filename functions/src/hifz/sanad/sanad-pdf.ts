/**
 * A sanad as a one-page A4 PDF (issue 43 §3): the Basmala and the Arabic sanad line, the
 * madrasa's name, the title, the sentence certifying the completion with the student's name and
 * the date, the teachers and the issue date, each in Urdu and in English, and the QR code of the
 * verify address with the address written under it. Arabic-script text goes through
 * lib/urdu-pdf.ts (shaped Naskh outlines over extractable text), as the monthly report's does.
 */
import { create } from 'qrcode';
import type { SanadAnswer } from '@masjid/domain/sanad';
import { BASMALA, SANAD_ARABIC_LINE, sanadWords } from '@masjid/domain/sanad-certificate';
import { wrapLines } from '@masjid/domain/month-report';
import { drawLine, lineWidth, urduPdfDocument, type TextStyle } from '../../lib/urdu-pdf.ts';

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = '#1f5f3f';
const GOLD = '#9a7b2f';

/**
 * Sets `text` centred on the page at `y`, wrapped to the margins, right to left when `rtl`;
 * returns the y below it.
 */
function centred(
  doc: Doc,
  text: string,
  y: number,
  style: TextStyle & { rtl: boolean },
  leading: number,
): number {
  const { rtl } = style;
  const width = PAGE.width - 2 * PAGE.margin;
  const lines = wrapLines(text, width, (t) => lineWidth(doc, t, style));
  for (const line of lines) {
    const half = lineWidth(doc, line, style) / 2;
    drawLine(doc, line, PAGE.width / 2 + (rtl ? half : -half), y, rtl, style);
    y += leading;
  }
  return y;
}

/** The QR code of `text` (error correction M) as dark squares, `size` points a side at x, y. */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save();
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill('#000000').restore();
}

/** The one-page PDF of `sanad`. Resolves to the file's bytes; throws when the Urdu font is missing. */
export function sanadPdf(sanad: SanadAnswer): Promise<Buffer> {
  const words = sanadWords(sanad);
  const { doc, bytes } = urduPdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${words.en.title} · ${sanad.studentName}` },
    lang: 'ur-PK',
  });
  // A double border, as a printed certificate has.
  doc
    .lineWidth(3)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke(INK);
  doc
    .lineWidth(1)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke(GOLD);

  let y = PAGE.margin;
  y = centred(doc, BASMALA, y, { size: 16, color: INK, rtl: true }, 34);
  y = centred(doc, SANAD_ARABIC_LINE, y, { size: 24, bold: true, color: INK, rtl: true }, 46);
  y = centred(doc, words.ur.madrasa, y, { size: 18, bold: true, rtl: true }, 34);
  y = centred(doc, words.en.madrasa, y, { size: 14, bold: true, rtl: false }, 30);
  doc
    .moveTo(PAGE.margin + 60, y)
    .lineTo(PAGE.width - PAGE.margin - 60, y)
    .lineWidth(1)
    .stroke(GOLD);
  y += 18;

  // Urdu first, then English.
  y = centred(doc, words.ur.title, y, { size: 22, bold: true, color: INK, rtl: true }, 42);
  y = centred(doc, words.ur.certifies, y, { size: 15, rtl: true }, 32);
  y = centred(doc, words.ur.teachers, y, { size: 13, rtl: true }, 28);
  y += 14;
  y = centred(doc, words.en.title, y, { size: 16, bold: true, color: INK, rtl: false }, 30);
  y = centred(doc, words.en.certifies, y, { size: 12, rtl: false }, 20);
  y = centred(doc, words.en.teachers, y, { size: 11, rtl: false }, 20);

  // Two signature lines (the principal's and the teacher's), then the QR code of the verify
  // address and the address written out, at the foot of the page.
  const qr = 120;
  const qrTop = PAGE.height - PAGE.margin - qr - 62;
  const signY = Math.max(y + 50, qrTop - 56);
  const lineLength = 150;
  [PAGE.margin + 20, PAGE.width - PAGE.margin - 20 - lineLength].forEach((x, i) => {
    doc
      .moveTo(x, signY)
      .lineTo(x + lineLength, signY)
      .lineWidth(0.8)
      .stroke('#555555');
    const caption = `${words.en.signatures[i]} · ${words.ur.signatures[i]}`;
    const w = lineWidth(doc, caption, { size: 10 });
    drawLine(doc, caption, x + (lineLength - w) / 2, signY + 4, false, { size: 10 });
  });
  drawQr(doc, sanad.verifyUrl, (PAGE.width - qr) / 2, qrTop, qr);
  let foot = qrTop + qr + 6;
  foot = centred(doc, words.ur.verify, foot, { size: 11, rtl: true }, 20);
  foot = centred(doc, `${words.en.verify}: ${sanad.verifyUrl}`, foot, { size: 9, rtl: false }, 14);
  foot = centred(doc, words.en.issued, foot, { size: 9, rtl: false }, 14);
  centred(doc, words.ur.issued, foot - 2, { size: 9, rtl: true }, 14);
  doc.end();
  return bytes;
}
