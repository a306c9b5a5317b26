/**
 * The monthly report as a one-page A4 PDF, in Urdu or English. Urdu is set in Noto Naskh Arabic
 * (functions/assets/fonts, SIL Open Font License), shaped by fontkit (pdfkit's font engine), which
 * lays out Naskh correctly but throws on Noto Nastaliq Urdu's cursive anchors; the server has no
 * Urdu system font. Digits and Latin text (names typed in English, surah:ayah) are set in
 * Helvetica. pdfkit has no bidirectional layout, so each line is cut into runs of one script and
 * the runs are placed right to left for Urdu (left to right for English); inside an Arabic-script
 * run fontkit orders the glyphs itself.
 *
 * Shaped Naskh shares one glyph among several letters (a tooth is ب، ت، ن or ی by its dots), so
 * shaped text cannot be read back out of a PDF. Each Urdu run is therefore drawn as the shaped
 * glyphs' outlines, with the same words underneath as invisible text in an unshaped copy of the
 * font (one glyph per letter, scripts/make-assets/plain-urdu-font.mjs): what search, copy, screen
 * readers and text extraction read.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { openSync, type Font } from 'fontkit';
import {
  PARA_STATES,
  isRightToLeft,
  reportText,
  wrapLines,
  type MonthReport,
  type ParaState,
  type ReportLanguage,
} from '@masjid/domain/month-report';

const FONT_FILES = {
  naskh: 'noto-naskh-arabic-arabic-400-normal.woff',
  naskhBold: 'noto-naskh-arabic-arabic-700-normal.woff',
  plain: 'noto-naskh-arabic-plain.ttf',
} as const;

/** The shaping fonts, opened once per instance. */
let shapers: { regular: Font; bold: Font } | undefined;
function shaper(bold: boolean | undefined): Font {
  if (!shapers) {
    const dir = fontsDir();
    const open = (file: string) => {
      const font = openSync(`${dir}${file}`);
      if ('fonts' in font) throw new Error(`${file} is a collection, not one font`);
      return font;
    };
    shapers = { regular: open(FONT_FILES.naskh), bold: open(FONT_FILES.naskhBold) };
  }
  return bold ? shapers.bold : shapers.regular;
}

/**
 * The fonts folder: beside the bundle (`lib/index.js` → `assets/fonts`) when deployed or on the
 * emulator, three levels up from this file when run from source.
 */
function fontsDir(): string {
  const candidates = ['../assets/fonts/', '../../../assets/fonts/'].map((rel) =>
    fileURLToPath(new URL(rel, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(`${dir}${FONT_FILES.naskh}`));
  if (!found)
    throw new Error(`The report's Urdu font is missing (looked in ${candidates.join(', ')})`);
  return found;
}

/** Where a line's baseline sits below its top, in em: room for Naskh's tall letters above it. */
const BASELINE_EM = 1.1;

/** A piece of a line in one script: Arabic-script words (shaped right to left) or any other. */
interface Run {
  text: string;
  arabic: boolean;
}

/**
 * Cuts a line into runs of whole words of one script (a run's words keep their spaces). A word of
 * punctuation only (`·`, `–`) is a run of its own, so it stays between its neighbours in either
 * direction.
 */
export function scriptRuns(line: string): Run[] {
  const runs: Array<Run & { neutral: boolean }> = [];
  for (const word of line.split(/\s+/).filter(Boolean)) {
    const arabic = isRightToLeft(word);
    const neutral = !/[\p{L}\p{N}]/u.test(word);
    const last = runs.at(-1);
    if (last && !neutral && !last.neutral && last.arabic === arabic) last.text += ` ${word}`;
    else runs.push({ text: word, arabic, neutral });
  }
  return runs.map(({ text, arabic }) => ({ text, arabic }));
}

type Doc = PDFKit.PDFDocument;

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

function useFont(doc: Doc, arabic: boolean, style: Style) {
  doc
    .font(arabic ? 'plain' : style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size)
    .fillColor(style.color ?? '#1b1b1b');
}

/** Width of a run in points: Arabic script as shaped, the rest in Helvetica. */
function runWidth(doc: Doc, run: Run, style: Style): number {
  if (run.arabic) {
    const font = shaper(style.bold);
    return (font.layout(run.text).advanceWidth * style.size) / font.unitsPerEm;
  }
  useFont(doc, false, style);
  return doc.widthOfString(run.text);
}

/**
 * An Arabic-script run at `left`, its line box's top at `y`: the shaped glyphs' outlines, and the
 * same text invisible in the unshaped font, stretched to the same width (see the module comment).
 */
function drawArabicRun(doc: Doc, text: string, left: number, y: number, style: Style) {
  const font = shaper(style.bold);
  const scale = style.size / font.unitsPerEm;
  const run = font.layout(text);
  const baseline = y + style.size * BASELINE_EM;
  doc.save().fillColor(style.color ?? '#1b1b1b');
  let x = left;
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    const outline = glyph.path.toSVG();
    if (outline) {
      doc
        .save()
        .translate(x + pos.xOffset * scale, baseline - pos.yOffset * scale)
        .scale(scale, -scale)
        .path(outline)
        .fill();
      doc.restore();
    }
    x += pos.xAdvance * scale;
  });
  doc.restore();
  useFont(doc, true, style);
  const plainWidth = doc.widthOfString(text);
  const shapedWidth = run.advanceWidth * scale;
  doc.save().fillOpacity(0);
  // Stretched to the shaped width so a selection covers what is seen.
  doc.fontSize(style.size * Math.min(1, shapedWidth / Math.max(plainWidth, 1)));
  // A PDF keeps right-to-left text in the order it is seen (readers turn it back); the unshaped
  // font has no layout tables, so nothing reverses it but this.
  doc.text([...text].reverse().join(''), left, y, { lineBreak: false });
  doc.restore();
}

/** Width of a line as `drawLine` sets it, in points. */
function lineWidth(doc: Doc, line: string, style: Style): number {
  const runs = scriptRuns(line);
  useFont(doc, false, style);
  const gap = doc.widthOfString(' ');
  return (
    runs.reduce((sum, run) => sum + runWidth(doc, run, style), 0) +
    Math.max(0, runs.length - 1) * gap
  );
}

/**
 * Sets one line: `at` is its start edge (the right edge for Urdu, the left for English) and `y`
 * its top. Returns the line's width.
 */
function drawLine(doc: Doc, line: string, at: number, y: number, rtl: boolean, style: Style) {
  let x = at;
  useFont(doc, false, style);
  const gap = doc.widthOfString(' ');
  for (const run of scriptRuns(line)) {
    const width = runWidth(doc, run, style);
    const left = rtl ? x - width : x;
    if (run.arabic) drawArabicRun(doc, run.text, left, y, style);
    else {
      useFont(doc, false, style);
      // pdfkit puts Helvetica's baseline its ascender (0.718 em) below the given top.
      doc.text(run.text, left, y + style.size * (BASELINE_EM - 0.718), { lineBreak: false });
    }
    x = rtl ? left - gap : left + width + gap;
  }
  return Math.abs(x - at);
}

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

const LABEL: Style = { size: 12, bold: true };

const PAGE = { width: 595.28, height: 841.89, margin: 48 };

/**
 * The one-page PDF of `report` in `lang`. Resolves to the file's bytes; throws when the bundled
 * Urdu font is missing.
 */
export function reportPdf(report: MonthReport, lang: ReportLanguage): Promise<Buffer> {
  const text = reportText(report, lang);
  const rtl = lang === 'ur';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${text.title} · ${text.subtitle}` },
    lang: lang === 'ur' ? 'ur-PK' : 'en-GB',
  });
  doc.registerFont('plain', `${fontsDir()}${FONT_FILES.plain}`);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
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

  // The figures: label in the first column, value in the second.
  const labelWidth = Math.max(...text.lines.map((l) => lineWidth(doc, l.label, LABEL))) + 20;
  for (const line of text.lines) {
    drawLine(doc, line.label, start, y, rtl, LABEL);
    const valueStart = rtl ? right - labelWidth : left + labelWidth;
    const valueLines = wrapLines(line.value, width - labelWidth, (t) =>
      lineWidth(doc, t, { size: 12 }),
    );
    for (const [i, valueLine] of valueLines.entries())
      drawLine(doc, valueLine, valueStart, y + i * 20, rtl, { size: 12 });
    y += 20 * Math.max(1, valueLines.length) + 8;
  }

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
  return done;
}
