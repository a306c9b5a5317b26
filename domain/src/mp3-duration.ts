/**
 * The length of an MP3 file from its frames (the seed's demo recordings; the site admin's browser
 * reads a file's length itself). Pure: bytes in, seconds out.
 */

/** Kbit/s by bitrate index, Layer III: MPEG-1, then MPEG-2 and 2.5. */
const BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
/** Hz by sample-rate index, per version bits (3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5). */
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** Bytes of an ID3v2 tag at the start of `bytes` (0 when there is none). */
function id3Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
  return 10 + size;
}

/**
 * Seconds of MPEG Layer III audio in `bytes`, summed frame by frame (constant or variable
 * bitrate), rounded to whole seconds; `undefined` when no frame is found.
 */
export function mp3DurationSeconds(bytes: Uint8Array): number | undefined {
  let at = id3Length(bytes);
  let seconds = 0;
  let frames = 0;
  while (at + 4 <= bytes.length) {
    const b1 = bytes[at + 1] ?? 0;
    const b2 = bytes[at + 2] ?? 0;
    const version = (b1 >> 3) & 3;
    const rates = SAMPLE_RATES[version];
    const kbps = (version === 3 ? BITRATES.mpeg1 : BITRATES.mpeg2)[b2 >> 4];
    const rate = rates?.[(b2 >> 2) & 3];
    const isFrame = bytes[at] === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 1) & 3) === 1;
    if (!isFrame || !kbps || !rate) {
      at += 1;
      continue;
    }
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / rate) + ((b2 >> 1) & 1);
    seconds += samples / rate;
    frames += 1;
    at += length;
  }
  return frames > 0 ? Math.max(1, Math.round(seconds)) : undefined;
}
