import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAudioFile, formatMegabytes } from './check-audio-file.ts';

const mp3 = readFileSync(new URL('../../../../seed/audio/demo-dars-01.mp3', import.meta.url));

describe('checkAudioFile', () => {
  it('accepts a real MP3 and declares its type', async () => {
    expect(await checkAudioFile(new File([mp3], 'dars.mp3', { type: 'audio/mpeg' }))).toEqual({
      ok: true,
      contentType: 'audio/mpeg',
    });
  });

  it('accepts an MP3 the browser gave no type, declaring the type found in its bytes', async () => {
    expect(await checkAudioFile(new File([mp3], 'dars', { type: '' }))).toEqual({
      ok: true,
      contentType: 'audio/mpeg',
    });
  });

  it('refuses a document named and typed as audio', async () => {
    const pdf = new File(['%PDF-1.7\n' + 'x'.repeat(5000)], 'bayan.mp3', { type: 'audio/mpeg' });
    expect(await checkAudioFile(pdf)).toEqual({ ok: false, reason: 'notAudio' });
  });

  it('refuses a file whose type is not audio, whatever its bytes', async () => {
    const result = await checkAudioFile(new File([mp3], 'dars.png', { type: 'image/png' }));
    expect(result).toEqual({ ok: false, reason: 'notAudio' });
  });

  it('refuses an empty file', async () => {
    expect(await checkAudioFile(new File([], 'empty.mp3', { type: 'audio/mpeg' }))).toEqual({
      ok: false,
      reason: 'empty',
    });
  });

  it('refuses a file over 200 MB with its size', async () => {
    const megabyte = new Uint8Array(1024 * 1024);
    const big = new File([mp3, ...Array.from({ length: 200 }, () => megabyte)], 'long.mp3', {
      type: 'audio/mpeg',
    });
    expect(await checkAudioFile(big)).toEqual({ ok: false, reason: 'tooBig', size: '200.0 MB' });
    // A 200 MB File in memory: 5 s was too short beside the emulator tests on 2 cores.
  }, 30_000);

  it('formats sizes for people', () => {
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatMegabytes(150 * 1024 * 1024)).toBe('150.0 MB');
  });
});
