/**
 * The checks of a chosen recording before anything is sent: not empty, at most 200 MB,
 * and audio by its declared type and by its first bytes.
 */
import { MAX_RECORDING_BYTES } from '@masjid/domain/recording';
import { AUDIO_SNIFF_BYTES, sniffAudio } from '@masjid/domain/audio-sniff';

const MB = 1024 * 1024;

/** Size in megabytes for people, e.g. `3.4 MB`. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * Checks a chosen file: returns the audio content type to declare, or the message to show (empty,
 * over 200 MB, a type that is not audio, or first bytes that are not an audio format).
 */
export async function checkAudioFile(
  file: File,
): Promise<{ ok: true; contentType: string } | { ok: false; message: string }> {
  if (file.size === 0)
    return { ok: false, message: 'This file is empty. Choose the recording again.' };
  if (file.size > MAX_RECORDING_BYTES)
    return {
      ok: false,
      message: `This file is ${formatMegabytes(file.size)}; recordings can be at most 200 MB.`,
    };
  const notAudio = 'This file is not audio. Choose an MP3, M4A, OGG, OPUS, WAV or FLAC recording.';
  if (file.type && !file.type.startsWith('audio/') && file.type !== 'video/webm')
    return { ok: false, message: notAudio };
  const head = new Uint8Array(await file.slice(0, AUDIO_SNIFF_BYTES).arrayBuffer());
  const kind = await sniffAudio(head);
  if (!kind) return { ok: false, message: notAudio };
  return { ok: true, contentType: file.type.startsWith('audio/') ? file.type : kind.mime };
}
