/**
 * Pictures of text (the shareable jamat pictures, decision 0051), drawn by sharp: each piece of
 * text is set by libvips through Pango, HarfBuzz and FriBidi (`sharp({ text })`), so Urdu is
 * shaped in Noto Nastaliq Urdu with its letters joined and its lines right to left, and a line
 * that mixes scripts (an English imam's name in an Urdu picture, Western digits in an Urdu time)
 * is ordered by the Unicode bidirectional algorithm. The pieces are then laid on a background
 * drawn as SVG (librsvg) and written as one PNG. Every text is in the bundled Noto Nastaliq Urdu
 * (its Arabic-script and Latin files, TrueType written at build by functions/make-fonts.mjs), so
 * the picture looks the same on any server, with or without system fonts.
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { fontsDir } from './urdu-pdf.ts';

/** The font family of both bundled files. */
const FAMILY = 'Noto Nastaliq Urdu';
const FONT_FILES = ['arabic', 'latin'].flatMap((script) =>
  [400, 700].map((weight) => `generated/noto-nastaliq-urdu-${script}-${weight}-normal.ttf`),
);

/**
 * libvips adds a `fontfile` to the process's fontconfig for good the first time a text names it;
 * each file is named once here, so every later text finds the whole family, whichever file it
 * names.
 */
let registered: Promise<void> | undefined;
function registerFonts(): Promise<void> {
  registered ??= (async () => {
    for (const file of FONT_FILES) {
      const fontfile = fileURLToPath(new URL(file, `file://${fontsDir()}`));
      await sharp({ text: { text: '.', font: `${FAMILY} 8`, fontfile } }).png().toBuffer();
    }
  })();
  return registered;
}

/** The Pango markup of plain text: `&`, `<` and `>` escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One piece of text: plain text (it is escaped here), its size and colour, wrapped to `width`. */
export interface TextPiece {
  text: string;
  /** Font size in pixels (the text is set at 72 dpi, where a point is a pixel). */
  size: number;
  /** `#rrggbb`. */
  colour: string;
  /** Widest line in pixels: longer text wraps between words. */
  width: number;
  bold?: boolean;
}

/** A piece of text drawn: transparent PNG bytes just the text's size. */
export interface DrawnText {
  png: Buffer;
  width: number;
  height: number;
}

/** Arabic-script letters: a text with any keeps the Nastaliq font's own (tall) line height. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
/** Line height of Latin-only text, in sizes (the family's own is Nastaliq's, twice as tall). */
const LATIN_LINE_HEIGHT = 1.3;

/**
 * Draws `piece` (see TextPiece) as a transparent PNG the size of its lines. Lines of Latin-only
 * text are `LATIN_LINE_HEIGHT` apart; text with Urdu keeps Nastaliq's line height, which leaves
 * room for its deep descents and stacked dots.
 */
export async function drawText(piece: TextPiece): Promise<DrawnText> {
  await registerFonts();
  const weight = piece.bold ? 'bold' : 'normal';
  // Pango's line_height: an absolute height in 1024ths of a point (a point is a pixel here).
  const lineHeight = ARABIC_SCRIPT.test(piece.text)
    ? ''
    : ` line_height="${Math.round(piece.size * LATIN_LINE_HEIGHT * 1024)}"`;
  const markup = `<span foreground="${piece.colour}" font_weight="${weight}"${lineHeight}>${escapeMarkup(piece.text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FAMILY} ${piece.size}`,
      width: piece.width,
      dpi: 72,
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** A filled rectangle of the background, in pixels. */
export interface Panel {
  left: number;
  top: number;
  width: number;
  height: number;
  fill: string;
  /** Corner radius. */
  radius?: number;
}

/** A drawn text placed at `left`, `top` (its top-left corner, in pixels). */
export interface Placed {
  text: DrawnText;
  left: number;
  top: number;
}

/**
 * The PNG of a `width` × `height` picture: `background` colour, the `panels` over it, then the
 * texts. Written as a 256-colour palette PNG (libimagequant): text on flat colours loses nothing
 * visible and the file is a third of a full-colour one, which WhatsApp sends faster.
 */
export async function composePicture(picture: {
  width: number;
  height: number;
  background: string;
  panels: readonly Panel[];
  texts: readonly Placed[];
}): Promise<Buffer> {
  const rects = picture.panels
    .map(
      (p) =>
        `<rect x="${p.left}" y="${p.top}" width="${p.width}" height="${p.height}" rx="${p.radius ?? 0}" fill="${p.fill}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${picture.width}" height="${picture.height}"><rect width="100%" height="100%" fill="${picture.background}"/>${rects}</svg>`;
  return sharp(Buffer.from(svg))
    .composite(
      picture.texts.map((t) => ({
        input: t.text.png,
        left: Math.round(t.left),
        top: Math.round(t.top),
      })),
    )
    .png({ palette: true, effort: 7 })
    .toBuffer();
}
