/**
 * The Urdu web font's preload, for the `<head>` of prerendered Urdu pages only (English pages
 * never need the font). The address is the hashed one Vite gives the subset file
 * (web/subset-urdu-font.mjs), the same in the client and the prerender build.
 */
import regularFont from './generated/noto-nastaliq-urdu-400.woff2?url';

/** The address of the regular (400) Urdu font file, e.g. `/assets/noto-nastaliq-urdu-400-Ab12.woff2`. */
export const URDU_FONT_URL: string = regularFont;

/** `<link rel="preload">` of the regular Urdu font, to put in an Urdu page's `<head>`. */
export function urduFontPreload(): string {
  return `<link rel="preload" href="${URDU_FONT_URL}" as="font" type="font/woff2" crossorigin>`;
}
