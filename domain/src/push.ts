/**
 * Push notifications for the congregation: the
 * request bodies of the token calls, the stored token, the kinds of notification and the limits.
 * Web and functions both validate with these schemas.
 */
import * as z from 'zod/mini';
import { PUSH_KINDS, PUSH_LANGUAGES, type PushPayload } from './push-message.ts';
import { storedTimestampSchema } from './timestamp.ts';

export * from './push-message.ts';

/** Firestore collection of device tokens (functions only; closed to every client by the rules). */
export const PUSH_TOKENS_COLLECTION = 'pushTokens';

/**
 * Firestore collection of the notifications already sent, one document per trigger event id, so a
 * trigger that Cloud Functions delivers twice sends once (functions only).
 */
export const PUSH_SENDS_COLLECTION = 'pushSends';

/**
 * Shortest and longest token accepted, in characters. FCM web registration tokens are about 150 to
 * 200 characters of `[A-Za-z0-9_:-]`; the bounds leave room for format changes without letting a
 * caller store kilobytes under one document.
 */
export const PUSH_TOKEN_MIN_LENGTH = 32;
export const PUSH_TOKEN_MAX_LENGTH = 1024;
export const PUSH_TOKEN_PATTERN = /^[A-Za-z0-9_:-]+$/;

/**
 * Most devices kept per signed-in user; saving one more drops the one seen longest ago (a parent
 * with a phone, a tablet and a laptop, each with a browser or two, stays well under it).
 */
export const MAX_TOKENS_PER_USER = 10;

/**
 * New visitor tokens (no user) accepted from one client address within the throttle window
 * (15 minutes, functions/src/api/throttle.ts); a family behind one home router stays under it.
 */
export const MAX_NEW_VISITOR_TOKENS_PER_ADDRESS = 20;

/** Tokens not seen for this many days are not sent to and are removed (FCM's own advice: ~2 months). */
export const STALE_TOKEN_DAYS = 60;

/** Most tokens in one FCM multicast request (`sendEachForMulticast` limit). */
export const FCM_BATCH_SIZE = 500;

export const pushTokenSchema = z
  .string({ error: 'Send the device token as text' })
  .check(
    z.minLength(
      PUSH_TOKEN_MIN_LENGTH,
      `A device token has at least ${PUSH_TOKEN_MIN_LENGTH} characters`,
    ),
    z.maxLength(
      PUSH_TOKEN_MAX_LENGTH,
      `A device token has at most ${PUSH_TOKEN_MAX_LENGTH} characters`,
    ),
    z.regex(PUSH_TOKEN_PATTERN, 'A device token has only letters, digits, _, : and -'),
  );

/**
 * `POST /save-token` body: the device's FCM token, the signed-in
 * user's id or `null`/absent for a visitor (it must be the caller's own id), and the reader's
 * language for the notifications' text (English when absent).
 */
export const saveTokenBody = z.strictObject({
  token: pushTokenSchema,
  userId: z.optional(
    z.nullable(
      z
        .string({ error: 'userId is the signed-in user id, or null' })
        .check(z.minLength(1, 'userId is the signed-in user id, or null'), z.maxLength(128)),
    ),
  ),
  language: z.optional(z.enum(PUSH_LANGUAGES, { error: 'Language is en or ur' })),
});
export type SaveTokenBody = z.infer<typeof saveTokenBody>;

/** `POST /remove-token` body ('Turn off notifications'): the device's token. */
export const removeTokenBody = z.strictObject({ token: pushTokenSchema });
export type RemoveTokenBody = z.infer<typeof removeTokenBody>;

/**
 * `pushTokens/{sha256 of the token}`: one subscribed device, its user (`null` for a visitor), the
 * language of its notifications, and when it was first and last seen.
 */
export const pushTokenDocSchema = z.object({
  token: z.string(),
  userId: z.nullable(z.string()),
  language: z.enum(PUSH_LANGUAGES),
  createdAt: storedTimestampSchema,
  lastSeenAt: storedTimestampSchema,
});
export type PushTokenDoc = z.infer<typeof pushTokenDocSchema>;

/** A notification's `data` as FCM carries it (readers of sent messages check it with this). */
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  lang: z.enum(PUSH_LANGUAGES),
  tag: z.string(),
}) satisfies z.ZodMiniType<PushPayload>;
