/**
 * Videos of the public site: naats (/naat) and video bayans (/hazrat), each a YouTube video shown
 * behind a click-to-load poster. Stored in Firestore `videos/{id}`; the site admin adds, edits,
 * orders and deletes them.
 */
import * as z from 'zod/mini';
import { problemParams } from './field-problems.ts';

/** Firestore collection of the videos. */
export const VIDEOS_COLLECTION = 'videos';

/** What a video is: a naat (on /naat) or a bayan (on /hazrat). */
export const VIDEO_KINDS = ['naat', 'bayan'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** A YouTube video id: 11 characters of letters, digits, `-` and `_`. Same pattern in the rules. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
]);

/**
 * The video id in what an admin pastes: a bare 11-character id, or a YouTube address
 * (`youtube.com/watch?v=ID`, `youtu.be/ID`, `youtube.com/shorts/ID`, `/embed/ID`, `/live/ID`,
 * with or without `https://` and `www.`). Undefined when it is neither.
 */
export function parseYoutubeId(input: string): string | undefined {
  const text = input.trim();
  if (YOUTUBE_ID_PATTERN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID_PATTERN.test(id) ? id : undefined;
}

/** The embed address of a YouTube video id (the player iframe's `src`). */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube.com/embed/${id}`;

const text = (max: number, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, `At most ${max} characters`),
    );

/** Highest `order`: the list is short, and a bound keeps the rules' check simple. */
export const MAX_VIDEO_ORDER = 100_000;

/** The stored fields of a video. `order` sorts a kind's videos, lowest first. */
export const videoShape = {
  youtubeId: z.string().check(z.regex(YOUTUBE_ID_PATTERN, 'Not a YouTube video id')),
  title: text(200, 'Title is required'),
  titleUrdu: z.optional(text(200)),
  /** The naat khwan or the speaker. */
  artist: z.optional(text(120)),
  kind: z.enum(VIDEO_KINDS),
  order: z.int().check(z.gte(0), z.lte(MAX_VIDEO_ORDER)),
};
export const videoSchema = z.object(videoShape);
export type VideoData = z.infer<typeof videoSchema>;
/** A video document as a client may write it: the rules refuse unknown keys too. */
export const videoDocSchema = z.strictObject(videoShape);
export type Video = VideoData & { id: string };
/** A video as the API answers it: the stored fields and the id. */
export const videoWithIdSchema = z.extend(videoSchema, { id: z.string() });

/**
 * What the admin form asks for: the YouTube link or id (turned into the id, or the message
 * "Paste a YouTube link or its 11-character id"), the titles, the artist and the kind.
 */
export const videoFormSchema = z.object({
  youtube: z.pipe(
    z.string(),
    z.transform((value, ctx) => {
      const id = parseYoutubeId(value);
      if (id) return id;
      ctx.issues.push({
        code: 'custom',
        input: value,
        params: problemParams(value.trim() ? 'youtube-link' : 'required'),
        message: value.trim()
          ? 'Paste a YouTube link (youtube.com/watch?v=…, youtu.be/…, /shorts/…) or its 11-character id'
          : 'A YouTube link or id is required',
      });
      return z.NEVER;
    }),
  ),
  title: videoShape.title,
  titleUrdu: videoShape.titleUrdu,
  artist: videoShape.artist,
  kind: videoShape.kind,
});
export type VideoForm = z.input<typeof videoFormSchema>;

/** A kind's videos in display order (then by title, for equal orders). */
export function sortVideos<T extends Pick<VideoData, 'order' | 'title'>>(videos: T[]): T[] {
  return [...videos].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}
