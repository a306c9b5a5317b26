// Generates the two looping videos of the Bayanat page (spec 2.6) and their posters:
// web/public/videos/{friday-bayan,morning-dars}.{webm,mp4,webp}. 640x360, 7 s at 24 fps, no audio.
// Each frame is an SVG scene of art.mjs at time t in [0, 1); everything that moves (pattern drift
// of exactly one tile, twinkling stars, swinging lanterns, breathing light) is periodic in t, so
// the last frame runs into the first without a jump. Run from the repository root:
//   node scripts/make-assets/videos.mjs
// Needs Chromium (see render.mjs), ffmpeg with libvpx-vp9 and libx264, and ImageMagick.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { duskScene, quranScene } from './art.mjs';
import { withRenderer, writeWebp } from './render.mjs';

const W = 640;
const H = 360;
const FPS = 24;
const SECONDS = 7;
const FRAMES = FPS * SECONDS;
const MAX_BYTES = 400 * 1024;
const OUT = 'web/public/videos';

const videos = [
  {
    name: 'friday-bayan',
    scene: (t) =>
      duskScene(W, H, {
        t,
        seed: 23,
        mosqueX: 0.5,
        sky: ['#10304f', '#2b6474', '#e2a35a'],
        driftPattern: true,
      }),
  },
  { name: 'morning-dars', scene: (t) => quranScene(W, H, { t, dawn: true, bookX: 0.5 }) },
];

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

await withRenderer(async (render) => {
  for (const v of videos) {
    const dir = mkdtempSync(join(tmpdir(), `${v.name}-`));
    try {
      for (let i = 0; i < FRAMES; i++) {
        const png = await render(v.scene(i / FRAMES), W, H);
        writeFileSync(join(dir, `f${String(i).padStart(4, '0')}.png`), png);
        if (i === 0) writeWebp(png, `${OUT}/${v.name}.webp`, { maxBytes: 30 * 1024 });
      }
      const input = ['-framerate', String(FPS), '-i', join(dir, 'f%04d.png')];
      for (const [ext, codec] of [
        [
          'webm',
          (crf) => [
            '-c:v',
            'libvpx-vp9',
            '-b:v',
            '0',
            '-crf',
            String(crf),
            '-row-mt',
            '1',
            '-deadline',
            'good',
            '-cpu-used',
            '1',
          ],
        ],
        [
          'mp4',
          (crf) => [
            '-c:v',
            'libx264',
            '-profile:v',
            'baseline',
            '-level',
            '3.0',
            '-preset',
            'slow',
            '-crf',
            String(crf),
            '-movflags',
            '+faststart',
          ],
        ],
      ]) {
        const out = `${OUT}/${v.name}.${ext}`;
        for (let crf = ext === 'webm' ? 30 : 22; ; crf += 2) {
          ffmpeg([...input, ...codec(crf), '-pix_fmt', 'yuv420p', '-an', out]);
          const size = statSync(out).size;
          if (size <= MAX_BYTES || crf > 50) {
            console.log(`${out}  ${(size / 1024).toFixed(1)} KB  crf ${crf}`);
            break;
          }
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});
