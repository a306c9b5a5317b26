// Subsets Noto Nastaliq Urdu (from @fontsource/noto-nastaliq-urdu, weight 400: bold Urdu text is
// the browser's emboldening of it, see src/app/fonts/urdu-font.css) to the
// characters the site uses, before `vite build` (and the dev server): the files are written to
// src/app/fonts/generated/ (not committed), which src/app/fonts/urdu-font.css imports, so Vite
// gives them hashed, long-cached names. The font is about 160 KB; the subset about 115 KB.
//
// Which characters: every Arabic-script character written in web/src and domain/src (the Urdu
// catalogues, the Urdu labels of the prayers and the progress form, the speaker line), plus a
// safety margin for what site admins type in Urdu (event titles, announcements, pages): the
// whole Urdu alphabet with hamza forms, the Arabic letters Urdu words borrow (ث ذ ص ض ط ظ ع غ ق
// ة ى), the harakat and the superscript alef, the honorific signs (ؒ ؓ ؑ ؐ ﷺ ﷲ), Urdu
// punctuation (، ؛ ؟ ۔ ٫ ٬), Urdu digits ۰-۹ (the site writes Western digits, but an admin may
// type Urdu ones), tatweel and the joiners. Arabic-only or Persian/Sindhi/Pashto letters
// outside this set fall back to the device's font. Latin letters and digits are never taken
// from this font (see urdu-font.css: its unicode-range is the Arabic blocks only).
//
// Subsetting takes a few seconds a weight, so the result is kept in node_modules/.cache by a
// hash of the source font and the characters: a build with unchanged texts reuses it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const require = createRequire(import.meta.url);
const fontDir = join(
  dirname(require.resolve('@fontsource/noto-nastaliq-urdu/package.json')),
  'files',
);
const outDir = join(here, 'src', 'app', 'fonts', 'generated');
const cacheDir = join(root, 'node_modules', '.cache', 'urdu-font');

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

const MARGIN =
  // Urdu alphabet and the Arabic letters it borrows, with hamza forms.
  range(0x0621, 0x063a) +
  range(0x0641, 0x064a) +
  '\u0679\u067e\u0686\u0688\u0691\u0698\u06a9\u06af\u06ba\u06be\u06c0\u06c1\u06c2\u06c3\u06cc\u06d2\u06d3' +
  // Harakat, superscript alef, honorific and Quranic signs, the ligatures ﷺ ﷲ.
  range(0x064b, 0x065f) +
  '\u0670' +
  range(0x0610, 0x061a) +
  '\ufdf2\ufdfa' +
  // Punctuation, Urdu digits, tatweel, joiners.
  '\u060c\u061b\u061f\u06d4\u066b\u066c\u0640\u200c\u200d' +
  range(0x06f0, 0x06f9);

const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/gu;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The characters to keep: those the code writes, and the margin above. */
export function urduCharacters() {
  const used = new Set(MARGIN);
  for (const dir of [join(here, 'src'), join(root, 'domain', 'src')])
    for (const file of sourceFiles(dir))
      for (const ch of readFileSync(file, 'utf8').match(ARABIC_SCRIPT) ?? []) used.add(ch);
  return [...used].sort().join('');
}

const text = urduCharacters();
mkdirSync(outDir, { recursive: true });
mkdirSync(cacheDir, { recursive: true });
for (const weight of [400]) {
  const source = readFileSync(join(fontDir, `noto-nastaliq-urdu-arabic-${weight}-normal.woff2`));
  const key = createHash('sha256').update(source).update(text).digest('hex').slice(0, 16);
  const cached = join(cacheDir, `${weight}-${key}.woff2`);
  if (!existsSync(cached))
    writeFileSync(cached, await subsetFont(source, text, { targetFormat: 'woff2' }));
  const subset = readFileSync(cached);
  writeFileSync(join(outDir, `noto-nastaliq-urdu-${weight}.woff2`), subset);
  console.log(
    `Noto Nastaliq Urdu ${weight}: ${text.length} characters, ${subset.length} bytes (from ${source.length})`,
  );
}
