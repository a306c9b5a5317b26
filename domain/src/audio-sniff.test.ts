import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sniffAudio } from './audio-sniff.ts';

const seedAudio = new URL('../../seed/audio/demo-friday-01.mp3', import.meta.url);

describe('sniffAudio (audio recognised by its first bytes)', () => {
  it('recognises the demo MP3', async () => {
    expect(await sniffAudio(new Uint8Array(readFileSync(seedAudio)))).toEqual({
      mime: 'audio/mpeg',
      ext: 'mp3',
    });
  });

  it('recognises Ogg, WAV and FLAC headers', async () => {
    const wav = new Uint8Array(64);
    wav.set(new TextEncoder().encode('RIFF'), 0);
    wav.set(new TextEncoder().encode('WAVEfmt '), 8);
    expect((await sniffAudio(wav))?.mime).toMatch(/^audio\/(x-)?wav$/);
    const flac = new Uint8Array(64);
    flac.set(new TextEncoder().encode('fLaC'), 0);
    expect((await sniffAudio(flac))?.mime).toMatch(/^audio\/(x-)?flac$/);
  });

  it('refuses a PDF, a PNG, text and an empty file, whatever they are called', async () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(await sniffAudio(enc('%PDF-1.7\n1 0 obj'))).toBeUndefined();
    expect(
      await sniffAudio(
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      ),
    ).toBeUndefined();
    expect(await sniffAudio(enc('just some words, not a recording'))).toBeUndefined();
    expect(await sniffAudio(new Uint8Array())).toBeUndefined();
  });
});
