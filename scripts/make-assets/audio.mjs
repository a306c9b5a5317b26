// Generates the demo recordings' audio (issue 4 §5): seed/audio/{id}.mp3, one short spoken clip
// per recording of seed/demo-data.ts, made with espeak-ng and encoded to MP3 (mono, 22.05 kHz,
// 32 kbit/s) with ffmpeg's libmp3lame. The files are committed, so the seed and CI need neither
// tool. Run from the repository root:
//   node scripts/make-assets/audio.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const OUT = 'seed/audio';
const { DEMO_RECORDINGS } = await tsImport('../../seed/demo-data.ts', import.meta.url);
const VOICES = ['en-gb', 'en-gb-x-rp', 'en-us'];

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'audio-'));
let total = 0;
try {
  DEMO_RECORDINGS.forEach((recording, i) => {
    const wav = join(work, `${recording.id}.wav`);
    const voice = VOICES[i % VOICES.length];
    execFileSync('espeak-ng', [
      '-v',
      voice,
      '-s',
      '150',
      '-p',
      String(35 + (i % 4) * 5),
      '-w',
      wav,
      recording.speech,
    ]);
    const mp3 = join(OUT, `${recording.id}.mp3`);
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      wav,
      '-ac',
      '1',
      '-ar',
      '22050',
      '-codec:a',
      'libmp3lame',
      '-b:a',
      '32k',
      '-map_metadata',
      '-1',
      mp3,
    ]);
    total += statSync(mp3).size;
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`${DEMO_RECORDINGS.length} recordings, ${(total / 1024).toFixed(0)} KB in ${OUT}`);
