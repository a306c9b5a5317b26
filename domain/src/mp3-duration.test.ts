import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mp3DurationSeconds } from './mp3-duration.ts';

const demo = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../seed/audio/${name}.mp3`, import.meta.url)));

describe('mp3DurationSeconds', () => {
  it('sums the frames of a demo recording (32 kbit/s after a header frame: bytes × 8 / 32,000, ±1 s)', () => {
    const bytes = demo('demo-dars-01');
    const seconds = mp3DurationSeconds(bytes);
    expect(seconds).toBeDefined();
    expect(Math.abs((seconds ?? 0) - (bytes.length * 8) / 32_000)).toBeLessThanOrEqual(1);
  });

  it('finds nothing in bytes that are not MP3', () => {
    expect(mp3DurationSeconds(new TextEncoder().encode('not audio at all'))).toBeUndefined();
  });
});
