/**
 * The part of fontkit (pdfkit's own font engine, installed with it) that lib/urdu-pdf.ts uses to
 * draw shaped Urdu as outlines: open a font, lay out a string, read each glyph's path.
 */
declare module 'fontkit' {
  interface Glyph {
    path: { toSVG(): string };
  }
  interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    layout(text: string, features?: string[]): GlyphRun;
  }
  export function openSync(path: string): Font | { fonts: Font[] };
}
