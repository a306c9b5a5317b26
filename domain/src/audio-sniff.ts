/**
 * Recognising audio from a file's first bytes (uploads are checked by content, not by name
 * or declared type), with the file-type library. Its own module so that pages which only list
 * recordings do not load file-type.
 */
import { fileTypeFromBuffer } from 'file-type/core';

/** Bytes at the start of a file that are enough to recognise its format. */
export const AUDIO_SNIFF_BYTES = 4100;

/** An audio format recognised from a file's first bytes. */
export interface AudioKind {
  mime: string;
  ext: string;
}

/**
 * Recognises audio from the first bytes of a file (at least `AUDIO_SNIFF_BYTES` when the file is
 * that long), with the file-type library; undefined when the bytes are not an audio format,
 * whatever the file's name or declared type says.
 */
export async function sniffAudio(bytes: Uint8Array): Promise<AudioKind | undefined> {
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind) return undefined;
  if (kind.mime.startsWith('audio/')) return { mime: kind.mime, ext: kind.ext };
  // Matroska/WebM with only an audio track is what browsers record; file-type calls it video.
  if (kind.mime === 'video/webm') return { mime: 'audio/webm', ext: 'webm' };
  return undefined;
}
