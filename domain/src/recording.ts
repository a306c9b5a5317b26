/**
 * Recorded bayans: categories, the stored document, the upload limits and
 * the check that a file really is audio. Shared by the functions, the web client and the seed.
 */
import * as z from 'zod/mini';
import { storedTimestampSchema } from './timestamp.ts';
import { karachiIsoToday } from './karachi-calendar.ts';

/** Recording categories: Friday bayan and morning dars. */
export const RECORDING_CATEGORIES = ['friday', 'morningdars'] as const;
export type RecordingCategory = (typeof RECORDING_CATEGORIES)[number];
export const recordingCategorySchema = z.enum(RECORDING_CATEGORIES);

/** Firestore collection of published recordings (written only by the functions). */
export const RECORDINGS_COLLECTION = 'recordings';
/** Firestore collection of uploads in progress (functions only; closed to every client). */
export const RECORDING_UPLOADS_COLLECTION = 'recordingUploads';

/** Recordings per listing page (the morning, admin and 12-size Friday listings). */
export const RECORDINGS_PAGE_SIZE = 12;

/** Largest audio file accepted, in bytes (up to 200 MB). */
export const MAX_RECORDING_BYTES = 200 * 1024 * 1024;

/**
 * Largest request a Cloud Function accepts (32 MB, platform limit, also enforced by the
 * emulator): the multipart `POST /post-recording` carries at most this; larger files go through
 * the resumable upload.
 */
export const MAX_FUNCTION_REQUEST_BYTES = 32 * 1024 * 1024;

/**
 * Chunk size of the resumable upload, in bytes: a multiple of 256 KiB (Cloud Storage's rule for
 * every chunk but the last) and well under the function request limit (the local store's chunks
 * pass through a function).
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** The speaker line shown on a single recording (a fixed Urdu line). */
export const BAYAN_SPEAKER_LINE = 'بیان: امام و خطیب، مسجد النور';

const titleSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200, 'At most 200 characters'));

/**
 * The day of the bayan as `YYYY-MM-DD` (a calendar day in Asia/Karachi). The spec keeps it as free
 * text; a real date lets the listings sort by it (docs/spec-differences.md).
 */
export const recordingDateSchema = z.iso.date({ error: 'Choose the date of the bayan' });

/** The optional Urdu title, shown on Urdu pages instead of the English one; blank means none. */
const titleUrSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(200, 'At most 200 characters'),
    z.minLength(1, 'Write the Urdu title, or leave the field empty'),
  );

/** The weekday each category is held on (0 Sunday … 6 Saturday): Friday bayan, Sunday's dars. */
const BAYAN_WEEKDAY: Readonly<Record<RecordingCategory, number>> = {
  friday: 5,
  morningdars: 0,
};

/**
 * The date a new recording's form starts at: the last day of its category up to today in Karachi
 * (today when it is that day), `YYYY-MM-DD`. A recording is uploaded after it was given, so the
 * last Friday for a Friday bayan and the last Sunday for a morning dars (issue 39 §5).
 */
export function lastBayanDate(
  category: RecordingCategory,
  now: Date | number = new Date(),
): string {
  const today = karachiIsoToday(now);
  const day = new Date(`${today}T00:00:00Z`);
  const back = (day.getUTCDay() - BAYAN_WEEKDAY[category] + 7) % 7;
  day.setUTCDate(day.getUTCDate() - back);
  return day.toISOString().slice(0, 10);
}

/** The fields the site admin enters (title, optional Urdu title, file and date). */
export const recordingFieldsShape = {
  title: titleSchema,
  titleUr: z.optional(titleUrSchema),
  date: recordingDateSchema,
};
export const recordingFieldsSchema = z.object(recordingFieldsShape);
export type RecordingFields = z.infer<typeof recordingFieldsSchema>;

/**
 * `PUT /update-recording/{id}` body: a published recording's text, corrected (title, optional
 * Urdu title, date); its audio stays. Strict: nothing else of a stored recording can be sent.
 */
export const recordingEditSchema = z.strictObject(recordingFieldsShape);

/**
 * The fields as a site admin's form sends them: a blank Urdu title is left out (so a stored
 * document never holds an empty one, and Firestore is never given `undefined`).
 */
export function recordingFieldsInput(input: {
  title?: unknown;
  titleUr?: unknown;
  date?: unknown;
}): Record<string, unknown> {
  const titleUr = typeof input.titleUr === 'string' ? input.titleUr.trim() : input.titleUr;
  return {
    title: input.title,
    date: input.date,
    ...(titleUr === undefined || titleUr === '' ? {} : { titleUr }),
  };
}

/**
 * A recording's length in whole seconds (1 s to 24 h), read in the browser when the site admin
 * chooses the file and shown beside the player before it plays (issue 39 §4). Optional: a
 * recording published before it was stored, or through the multipart route, has none.
 */
const recordingDurationSchema = z.number().check(z.int(), z.minimum(1), z.maximum(86_400));

/** A published recording as stored in `recordings/{id}`. */
export const recordingSchema = z.object({
  ...recordingFieldsShape,
  category: recordingCategorySchema,
  /** Where the audio plays from: the Cloud Storage download address or the local store's path. */
  downloadURL: z.string().check(z.minLength(1), z.maxLength(2048)),
  /** The object's path in the media store, e.g. `recordings/{id}/audio.mp3`. */
  storagePath: z.string().check(z.minLength(1), z.maxLength(1024)),
  contentType: z.string().check(z.regex(/^audio\/[\w.+-]+$/)),
  /** Size of the audio file in bytes. */
  size: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_RECORDING_BYTES)),
  /** Length of the audio in seconds, when known. */
  durationSeconds: z.optional(recordingDurationSchema),
  /** When it was published, ISO 8601 instant. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type RecordingData = z.infer<typeof recordingSchema>;
export type Recording = RecordingData & { id: string };

/** A recording as the API answers it: the stored fields and the id. */
export const recordingAnswerSchema = z.extend(recordingSchema, { id: z.string() });

/** `GET /get-recordings-count/{category}` answer. */
export const recordingsCountSchema = z.object({ bayantCount: z.number() });

/** `POST /recording-uploads/{category}` body: the fields and what the browser says of the file. */
export const uploadRequestSchema = z.strictObject({
  ...recordingFieldsShape,
  contentType: z.string().check(z.regex(/^audio\/[\w.+-]+$/, 'Only audio files can be uploaded')),
  /** Bytes; over `MAX_RECORDING_BYTES` the API answers 413. */
  size: z.number().check(z.int(), z.minimum(1, 'The file is empty')),
  /** The length the browser read from the file, when it could. */
  durationSeconds: z.optional(recordingDurationSchema),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** `POST /recording-uploads/{category}` answer: where to send the file's bytes. */
export const uploadSessionSchema = z.object({
  /** The recording's id once published; also names the upload. */
  uploadId: z.string(),
  /** Resumable upload address: PUT chunks with `Content-Range` (Cloud Storage's protocol). */
  uploadUrl: z.string(),
  /** Chunk size to use, bytes. */
  chunkBytes: z.number(),
  /** ISO instant after which the upload is abandoned and cleaned up. */
  expiresAt: z.string(),
});
export type UploadSession = z.infer<typeof uploadSessionSchema>;

/**
 * `recordingUploads/{id}`: a resumable upload in progress (functions only). The id is the
 * recording's id once published; past `expiresAt` the upload is abandoned and swept away.
 */
export const uploadRecordSchema = z.object({
  ...recordingFieldsShape,
  category: recordingCategorySchema,
  contentType: z.string(),
  /** Bytes announced by the browser. */
  size: z.number(),
  /** Seconds announced by the browser, when it could read them. */
  durationSeconds: z.optional(recordingDurationSchema),
  storagePath: z.string().check(z.minLength(1)),
  /** Uid of the site admin who started it. */
  createdBy: z.string(),
  expiresAt: storedTimestampSchema,
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/**
 * The page number of `?page=`: absent means 1; anything but a whole number of at least 1
 * is undefined (the API answers 400, the site shows page 1).
 */
export function parsePageParam(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 ? page : undefined;
}

/** Number of pages for `count` recordings (count / page size, rounded up; at least 1). */
export function pageCount(count: number, pageSize: number = RECORDINGS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * A length for people, `m:ss` or `h:mm:ss` (`754` → `12:34`, `3723` → `1:02:03`), in Latin
 * digits as the site writes times in both languages.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The same length as an ISO 8601 duration for `<time dateTime>` (`754` → `PT12M34S`). */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${whole % 60}S`;
}

/** File extension of an audio content type, for the stored object's name. */
export function audioExtension(contentType: string): string {
  const known: Record<string, string> = {
    'audio/mpeg': 'mp3',
    'audio/mp3': 'mp3',
    'audio/mp4': 'm4a',
    'audio/x-m4a': 'm4a',
    'audio/aac': 'aac',
    'audio/ogg': 'ogg',
    'audio/opus': 'opus',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'audio/wave': 'wav',
    'audio/flac': 'flac',
    'audio/x-flac': 'flac',
    'audio/webm': 'webm',
  };
  return known[contentType.toLowerCase()] ?? 'audio';
}

/** The media-store path of a recording's audio. */
export function recordingStoragePath(id: string, contentType: string): string {
  return `recordings/${id}/audio.${audioExtension(contentType)}`;
}
