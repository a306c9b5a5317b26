/**
 * Urdu in pdfkit PDFs (the monthly report, the jamat timetable). Urdu is set in Noto Naskh Arabic
 * (functions/assets/fonts, SIL Open Font License), shaped by fontkit (pdfkit's font engine), which
 * lays out Naskh correctly but throws on Noto Nastaliq Urdu's cursive anchors; the server has no
 * Urdu system font. Digits and Latin text are set in Helvetica. pdfkit has no bidirectional
 * layout, so each line is cut into runs of one script and the runs are placed right to left for
 * Urdu (left to right for English); inside an Arabic-script run fontkit orders the glyphs itself.
 *
 * Shaped Naskh shares one glyph among several letters (a tooth is ب، ت، ن or ی by its dots), so
 * shaped text cannot be read back out of a PDF. Each Urdu run is therefore drawn as the shaped
 * glyphs' outlines, with the same words underneath as invisible text in an unshaped copy of the
 * font (one glyph per letter, scripts/make-assets/plain-urdu-font.mjs): what search, copy, screen
 * readers and text extraction read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { openSync, type Font } from 'fontkit';
import { isRightToLeft } from '@masjid/domain/month-report';

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
 * emulator, two levels up from this file when run from source.
 */
let foundFontsDir: string | undefined;
export function fontsDir(): string {
  if (foundFontsDir) return foundFontsDir;
  const candidates = ['../assets/fonts/', '../../assets/fonts/'].map((rel) =>
    fileURLToPath(new URL(rel, import.meta.url)),
  );
  foundFontsDir = candidates.find((dir) => existsSync(`${dir}${FONT_FILES.naskh}`));
  if (!foundFontsDir)
    throw new Error(`The Urdu font is missing (looked in ${candidates.join(', ')})`);
  return foundFontsDir;
}

/** The unshaped font's bytes, read once per instance (every PDF registers it). */
let plainFont: Buffer | undefined;
function plainFontBytes(): Buffer {
  plainFont ??= readFileSync(`${fontsDir()}${FONT_FILES.plain}`);
  return plainFont;
}

type Doc = PDFKit.PDFDocument;

/**
 * A pdfkit document ready for `drawLine` (the unshaped Urdu font registered) and its bytes, which
 * resolve once `doc.end()` is called. Throws when the bundled Urdu font is missing.
 */
export function urduPdfDocument(options: PDFKit.PDFDocumentOptions): {
  doc: Doc;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument(options);
  doc.registerFont('plain', plainFontBytes());
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** Where a line's baseline sits below its top, in em: room for Naskh's tall letters above it. */
const BASELINE_EM = 1.1;

/**
 * A piece of a line in one script: Arabic-script words (shaped right to left) or any other;
 * `joined` when no space comes before it (a bracket and the word it holds).
 */
export interface Run {
  text: string;
  arabic: boolean;
  joined?: boolean;
}

/** Brackets: cut from the words they hold and set in Helvetica (the Naskh font has none). */
const BRACKETS = /([()[\]{}«»])/;
/** Each bracket as it is seen in a right-to-left line, where an opening one faces left. */
const MIRRORED: Readonly<Record<string, string>> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '«': '»',
  '»': '«',
};

/**
 * Cuts a line into runs of whole words of one script (a run's words keep their spaces). A word of
 * punctuation only (`·`, `–`, `،`) is a run of its own, so it stays between its neighbours in
 * either direction, and so is a bracket, joined to the word it holds (`(پارہ` is `(` and `پارہ`).
 */
export function scriptRuns(line: string): Run[] {
  const runs: Array<Run & { neutral: boolean }> = [];
  for (const word of line.split(/\s+/).filter(Boolean))
    word
      .split(BRACKETS)
      .filter(Boolean)
      .forEach((piece, i) => {
        const arabic = isRightToLeft(piece);
        const neutral = !/[\p{L}\p{N}]/u.test(piece);
        const last = runs.at(-1);
        if (last && i === 0 && !neutral && !last.neutral && last.arabic === arabic)
          last.text += ` ${piece}`;
        else runs.push({ text: piece, arabic, neutral, ...(i > 0 ? { joined: true } : {}) });
      });
  return runs.map(({ neutral: _, ...run }) => run);
}

/** Size in points, Naskh/Helvetica bold or regular, and fill colour (`#1b1b1b` if none). */
export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

function useFont(doc: Doc, arabic: boolean, style: TextStyle) {
  doc
    .font(arabic ? 'plain' : style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size)
    .fillColor(style.color ?? '#1b1b1b');
}

/** Width of a run in points: Arabic script as shaped, the rest in Helvetica. */
function runWidth(doc: Doc, run: Run, style: TextStyle): number {
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
function drawArabicRun(doc: Doc, text: string, left: number, y: number, style: TextStyle) {
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
export function lineWidth(doc: Doc, line: string, style: TextStyle): number {
  const runs = scriptRuns(line);
  useFont(doc, false, style);
  const gap = doc.widthOfString(' ');
  const gaps = runs.filter((run, i) => i > 0 && !run.joined).length;
  return runs.reduce((sum, run) => sum + runWidth(doc, run, style), 0) + gaps * gap;
}

/**
 * Sets one line of `doc` (made by `urduPdfDocument`): `at` is its start edge (the right edge for
 * right-to-left, the left otherwise) and `y` its top, in points. Returns how far it advanced in
 * points: the line's width and one space after it. Leaves the fill colour at `style.color`.
 */
export function drawLine(
  doc: Doc,
  line: string,
  at: number,
  y: number,
  rtl: boolean,
  style: TextStyle,
): number {
  let x = at;
  useFont(doc, false, style);
  const gap = doc.widthOfString(' ');
  scriptRuns(line).forEach((run, i) => {
    if (i > 0 && !run.joined) x += rtl ? -gap : gap;
    const text = rtl ? run.text.replace(/[()[\]{}«»]/g, (b) => MIRRORED[b] ?? b) : run.text;
    const width = runWidth(doc, { ...run, text }, style);
    const left = rtl ? x - width : x;
    if (run.arabic) drawArabicRun(doc, text, left, y, style);
    else {
      useFont(doc, false, style);
      // pdfkit puts Helvetica's baseline its ascender (0.718 em) below the given top.
      doc.text(text, left, y + style.size * (BASELINE_EM - 0.718), { lineBreak: false });
    }
    x = rtl ? left : left + width;
  });
  return Math.abs(x - at) + gap;
}
