/**
 * The monthly report as a one-page A4 PDF, in Urdu or English. Urdu is set in Noto Naskh Arabic
 * (functions/assets/fonts, SIL Open Font License): pdfkit shapes Arabic script through fontkit,
 * which lays out Naskh correctly but throws on Noto Nastaliq Urdu's cursive anchors, and the
 * server has no Urdu system font. Digits and Latin text (names typed in English, surah:ayah) are
 * set in Helvetica. pdfkit has no bidirectional layout, so each line is cut into runs of one
 * script and the runs are placed right to left for Urdu (left to right for English); inside an
 * Arabic-script run fontkit orders the glyphs itself.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import {
  PARA_STATES,
  reportText,
  type MonthReport,
  type ParaState,
  type ReportLanguage,
} from '@masjid/domain/month-report';

const FONT_FILES = {
  naskh: 'noto-naskh-arabic-arabic-400-normal.woff',
  naskhBold: 'noto-naskh-arabic-arabic-700-normal.woff',
} as const;

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

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

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
    const arabic = ARABIC_SCRIPT.test(word);
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
    .font(
      arabic ? (style.bold ? 'naskhBold' : 'naskh') : style.bold ? 'Helvetica-Bold' : 'Helvetica',
    )
    .fontSize(style.size)
    .fillColor(style.color ?? '#1b1b1b');
}

/** Width of a line as `drawLine` sets it, in points. */
function lineWidth(doc: Doc, line: string, style: Style): number {
  const runs = scriptRuns(line);
  let width = 0;
  for (const run of runs) {
    useFont(doc, run.arabic, style);
    width += doc.widthOfString(run.text, { features: run.arabic ? ['rtla'] : [] });
  }
  useFont(doc, false, style);
  return width + Math.max(0, runs.length - 1) * doc.widthOfString(' ');
}

/**
 * Sets one line: `at` is its start edge (the right edge for Urdu, the left for English) and `y`
 * its top. Returns the line's width.
 */
function drawLine(doc: Doc, line: string, at: number, y: number, rtl: boolean, style: Style) {
  let x = at;
  useFont(doc, false, style);
  const gap = doc.widthOfString(' ');
  // Arabic-script glyphs sit lower in their box than Helvetica's; this keeps the baselines level.
  const naskhLift = style.size * 0.32;
  for (const run of scriptRuns(line)) {
    useFont(doc, run.arabic, style);
    const options = { lineBreak: false, features: run.arabic ? ['rtla' as const] : [] };
    const width = doc.widthOfString(run.text, options);
    const left = rtl ? x - width : x;
    doc.text(run.text, left, run.arabic ? y - naskhLift : y, options);
    x = rtl ? left - gap : left + width + gap;
  }
  return Math.abs(x - at);
}

/** Breaks text into lines at most `width` points wide (words longer than a line stay whole). */
function wrap(doc: Doc, text: string, width: number, style: Style): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && lineWidth(doc, next, style) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
  }
  return lines;
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
  const dir = fontsDir();
  doc.registerFont('naskh', `${dir}${FONT_FILES.naskh}`);
  doc.registerFont('naskhBold', `${dir}${FONT_FILES.naskhBold}`);
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
  const labelWidth = 150;
  for (const line of text.lines) {
    drawLine(doc, line.label, start, y, rtl, { size: 12, bold: true });
    const valueStart = rtl ? right - labelWidth : left + labelWidth;
    const valueLines = wrap(doc, line.value, width - labelWidth, { size: 12 });
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
  for (const line of wrap(doc, text.note, width, noteStyle).slice(0, 14)) {
    drawLine(doc, line, start, y, rtl, noteStyle);
    y += 22;
  }
  doc.end();
  return done;
}
