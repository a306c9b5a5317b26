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

/** Why a chosen file was refused; `size` (e.g. `203.4 MB`) when it is too big. */
export type AudioFileProblem =
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'tooBig'; size: string }
  | { ok: false; reason: 'notAudio' };

/**
 * Checks a chosen file: returns the audio content type to declare, or why it is refused (empty,
 * over 200 MB, a type that is not audio, or first bytes that are not an audio format); the page
 * words the reason in its language.
 */
export async function checkAudioFile(
  file: File,
): Promise<{ ok: true; contentType: string } | AudioFileProblem> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_RECORDING_BYTES)
    return { ok: false, reason: 'tooBig', size: formatMegabytes(file.size) };
  if (file.type && !file.type.startsWith('audio/') && file.type !== 'video/webm')
    return { ok: false, reason: 'notAudio' };
  const head = new Uint8Array(await file.slice(0, AUDIO_SNIFF_BYTES).arrayBuffer());
  const kind = await sniffAudio(head);
  if (!kind) return { ok: false, reason: 'notAudio' };
  return { ok: true, contentType: file.type.startsWith('audio/') ? file.type : kind.mime };
}

/** How long the browser may take to read a file's length before the upload goes on without it. */
const DURATION_TIMEOUT_MS = 10_000;

/**
 * The length of a chosen audio file in whole seconds, read by the browser's own player from its
 * metadata (a `blob:` address; firebase.json's media-src allows it), or `undefined` when the
 * browser cannot tell within 10 s: the length is a help to listeners, never a reason to refuse.
 */
export function readAudioDuration(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (seconds: number | undefined) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(undefined), DURATION_TIMEOUT_MS);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () =>
      done(
        Number.isFinite(audio.duration) && audio.duration >= 1
          ? Math.round(audio.duration)
          : undefined,
      );
    audio.onerror = () => done(undefined);
    audio.src = url;
  });
}
