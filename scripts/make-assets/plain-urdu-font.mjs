// Writes functions/assets/fonts/noto-naskh-arabic-plain.ttf: Noto Naskh Arabic (400) without its
// layout tables (GSUB, GPOS, GDEF), so every letter keeps a glyph of its own. The PDFs (monthly
// report, jamat timetable; functions/src/lib/urdu-pdf.ts) draw their Urdu twice: shaped glyphs
// you see, and under them this font's unshaped letters, invisible, which is the text that search,
// copy and text extraction read (a shaped Naskh glyph is shared by several letters, so the shaped
// text alone cannot be read back). Run once:
// `node scripts/make-assets/plain-urdu-font.mjs` (the output is committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

const DIR = new URL('../../functions/assets/fonts/', import.meta.url);
const woff = readFileSync(new URL('noto-naskh-arabic-arabic-400-normal.woff', DIR));
if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1 file');
const flavor = woff.readUInt32BE(4);
const count = woff.readUInt16BE(12);
const DROP = new Set(['GSUB', 'GPOS', 'GDEF']);
const tables = [];
for (let i = 0; i < count; i++) {
  const at = 44 + i * 20;
  const tag = woff.toString('latin1', at, at + 4);
  const offset = woff.readUInt32BE(at + 4);
  const compLength = woff.readUInt32BE(at + 8);
  const origLength = woff.readUInt32BE(at + 12);
  const checksum = woff.readUInt32BE(at + 16);
  if (DROP.has(tag)) continue;
  const raw = woff.subarray(offset, offset + compLength);
  tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw });
}
tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));
const power = 2 ** Math.floor(Math.log2(tables.length));
const header = Buffer.alloc(12 + tables.length * 16);
header.writeUInt32BE(flavor, 0);
header.writeUInt16BE(tables.length, 4);
header.writeUInt16BE(power * 16, 6);
header.writeUInt16BE(Math.log2(power), 8);
header.writeUInt16BE(tables.length * 16 - power * 16, 10);
const parts = [header];
let offset = header.length;
tables.forEach((table, i) => {
  const at = 12 + i * 16;
  header.write(table.tag, at, 'latin1');
  header.writeUInt32BE(table.checksum, at + 4);
  header.writeUInt32BE(offset, at + 8);
  header.writeUInt32BE(table.data.length, at + 12);
  const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
  table.data.copy(padded);
  parts.push(padded);
  offset += padded.length;
});
writeFileSync(new URL('noto-naskh-arabic-plain.ttf', DIR), Buffer.concat(parts));
console.log(`Wrote ${tables.length} tables (dropped ${[...DROP].join(', ')})`);
