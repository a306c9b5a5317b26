// Writes functions/assets/fonts/generated/: Noto Nastaliq Urdu (from @fontsource/noto-nastaliq-urdu,
// SIL Open Font License) as TrueType for the shareable jamat pictures (src/eid/share-picture.ts).
// The pictures' text is set by libvips through Pango and HarfBuzz (sharp's `text` input), whose
// fontconfig reads TrueType but not the package's WOFF files; subset-font (HarfBuzz's subsetter)
// rewrites each WOFF as TrueType with every glyph and its layout tables (Nastaliq's joining and
// positioning). Fontsource splits the font by script: the Arabic-script file and the Latin one
// (its own Latin letters and Western digits, which the site uses in Urdu too) share the family
// name, so Pango picks the file per character. Run by build.mjs; not committed (git-ignored). A
// file already written is kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = join(
  dirname(require.resolve('@fontsource/noto-nastaliq-urdu/package.json')),
  'files',
);
const out = new URL('./assets/fonts/generated/', import.meta.url);

/** Every character either file can hold: Latin, punctuation, Arabic and its presentation forms. */
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const EVERY =
  range(0x20, 0x24f) + range(0x600, 0x77f) + range(0x2000, 0x2bff) + range(0xfb50, 0xfeff);

mkdirSync(out, { recursive: true });
for (const script of ['arabic', 'latin']) {
  for (const weight of [400, 700]) {
    const name = `noto-nastaliq-urdu-${script}-${weight}-normal`;
    const target = new URL(`${name}.ttf`, out);
    if (existsSync(target)) continue;
    const woff = readFileSync(join(source, `${name}.woff`));
    writeFileSync(target, await subsetFont(woff, EVERY, { targetFormat: 'truetype' }));
  }
}
