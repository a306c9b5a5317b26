/**
 * The monthly report as a one-page A4 PDF, in Urdu or English. Urdu runs are set in Noto Naskh
 * Arabic and Latin text (names typed in English, surah:ayah) in Helvetica, through
 * lib/urdu-pdf.ts, so the Urdu reads back out of the PDF letter for letter.
 */
import {
  PARA_STATES,
  isRightToLeft,
  reportText,
  wrapLines,
  type MonthReport,
  type ParaState,
  type ReportLanguage,
} from '@masjid/domain/month-report';
import { drawLine, lineWidth, urduPdfDocument, type TextStyle } from '../../lib/urdu-pdf.ts';
import { intlLocale } from '@masjid/domain/intl-locale';

type Doc = PDFKit.PDFDocument;

/** A para state's square, drawn so the grid does not rest on colour alone (fill, half, border). */
function drawParaBox(doc: Doc, x: number, y: number, size: number, state: ParaState) {
  const ink = '#1f5f3f';
  doc.save().lineWidth(state === 'due' ? Math.max(2, size / 16) : 0.8);
  if (state === 'memorised') doc.rect(x, y, size, size).fillAndStroke(ink, ink);
  else if (state === 'in-progress') {
    doc.rect(x, y, size, size).stroke(ink);
    doc.rect(x, y + size / 2, size, size / 2).fill(ink);
  } else doc.rect(x, y, size, size).stroke(state === 'due' ? '#b35c00' : '#9a9a9a');
  doc.restore();
}

/** A cell of the grid: its square, the para's number, and `!` when due for revision. */
function drawParaCell(doc: Doc, x: number, y: number, size: number, state: ParaState, n: number) {
  drawParaBox(doc, x, y, size, state);
  const label = String(n);
  doc.font('Helvetica-Bold').fontSize(10);
  const w = doc.widthOfString(label);
  doc
    .fillColor(state === 'memorised' ? '#ffffff' : '#1b1b1b')
    .text(label, x + (size - w) / 2, y + 4, { lineBreak: false });
  if (state === 'due')
    doc.fillColor('#b35c00').text('!', x + size - 8, y + size - 12, { lineBreak: false });
}

const LABEL: TextStyle = { size: 12, bold: true };

const PAGE = { width: 595.28, height: 841.89, margin: 48 };

/**
 * Labelled figures between `left` and `right` from `y` (points), the label in the first column
 * and the value (wrapped) in the second, from the right in Urdu. Returns the `y` below them.
 * The monthly report and the fee receipt print their figures with it.
 */
export function drawFigures(
  doc: Doc,
  lines: readonly { label: string; value: string }[],
  { left, right, y: top, rtl }: { left: number; right: number; y: number; rtl: boolean },
): number {
  const start = rtl ? right : left;
  const width = right - left;
  let y = top;
  const labelWidth = Math.max(...lines.map((l) => lineWidth(doc, l.label, LABEL))) + 20;
  for (const line of lines) {
    drawLine(doc, line.label, start, y, rtl, LABEL);
    const valueStart = rtl ? right - labelWidth : left + labelWidth;
    const valueLines = wrapLines(line.value, width - labelWidth, (t) =>
      lineWidth(doc, t, { size: 12 }),
    );
    for (const [i, valueLine] of valueLines.entries())
      drawLine(doc, valueLine, valueStart, y + i * 20, rtl, { size: 12 });
    y += 20 * Math.max(1, valueLines.length) + 8;
  }
  return y;
}

/**
 * The one-page PDF of `report` in `lang`. Resolves to the file's bytes; throws when the bundled
 * Urdu font is missing.
 */
export function reportPdf(report: MonthReport, lang: ReportLanguage): Promise<Buffer> {
  const text = reportText(report, lang);
  const rtl = lang === 'ur';
  const { doc, bytes } = urduPdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${text.title} · ${text.subtitle}` },
    lang: intlLocale(lang),
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  const start = rtl ? right : left;
  let y = PAGE.margin;

  drawLine(doc, text.title, start, y, rtl, { size: 24, bold: true, color: '#1f5f3f' });
  y += 40;
  drawLine(doc, text.subtitle, start, y, rtl, { size: 14 });
  y += 30;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).stroke('#1f5f3f');
  y += 14;

  y = drawFigures(doc, text.lines, { left, right, y, rtl });

  if (report.paraGrid) {
    y += 6;
    drawLine(doc, text.paraGridHeading, start, y, rtl, { size: 14, bold: true });
    y += 28;
    const cell = 40;
    const gap = (width - 10 * cell) / 9;
    report.paraGrid.forEach((state, i) => {
      const col = i % 10;
      const row = Math.floor(i / 10);
      // Para 1 starts where the reader starts: at the right in Urdu.
      const x = rtl ? right - cell - col * (cell + gap) : left + col * (cell + gap);
      drawParaCell(doc, x, y + row * (cell + 8), cell, state, i + 1);
    });
    y += 3 * (cell + 8) + 6;
    // The legend names every state in words.
    let x = start;
    for (const state of PARA_STATES) {
      const swatch = 12;
      const boxX = rtl ? x - swatch : x;
      drawParaBox(doc, boxX, y, swatch, state);
      const labelAt = rtl ? boxX - 6 : boxX + swatch + 6;
      const used = drawLine(doc, text.paraStates[state], labelAt, y - 2, rtl, { size: 10 });
      x = rtl ? labelAt - used - 14 : labelAt + used + 14;
    }
    y += 26;
  }

  y += 8;
  drawLine(doc, text.noteHeading, start, y, rtl, { size: 14, bold: true });
  y += 28;
  const noteStyle = { size: 12 };
  // The note keeps the direction of what the qari typed.
  const noteRtl = isRightToLeft(text.note);
  for (const line of wrapLines(text.note, width, (t) => lineWidth(doc, t, noteStyle)).slice(
    0,
    14,
  )) {
    drawLine(doc, line, noteRtl ? right : left, y, noteRtl, noteStyle);
    y += 22;
  }
  doc.end();
  return bytes;
}
