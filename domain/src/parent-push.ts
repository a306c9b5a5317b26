/**
 * Parents' notifications about their child, subscribed from the parent's link: the day's
 * attendance and sabaq when the qari saves the day (at most one a day), and the monthly report
 * when the month ends. A device is stored in `parentPushTokens/{sha256 of its FCM token}` with
 * the student and the hash of the link it subscribed through; replacing the link deletes them.
 * Both collections are closed to clients (only the functions read and write them).
 */
import * as z from 'zod/mini';
import { PUSH_LANGUAGES } from './push-message.ts';
import { pushTokenSchema } from './push.ts';
import { storedTimestampSchema } from './timestamp.ts';

/** Devices subscribed to a child's news. */
export const PARENT_PUSH_TOKENS_COLLECTION = 'parentPushTokens';
/**
 * Notifications already sent, one document per child and day (`{studentId}_{YYYY-MM-DD}`) or
 * month (`{studentId}_report_{YYYY-MM}`): the first claim wins, so a day saved again sends nothing.
 */
export const PARENT_PUSH_SENDS_COLLECTION = 'parentPushSends';

/** Devices one child may have subscribed (both parents' phones and a tablet, with room to spare). */
export const MAX_PARENT_DEVICES = 10;

/** `POST /students/by-token/{token}/notifications` body: this device's FCM token and language. */
export const parentSubscribeBody = z.strictObject({
  pushToken: pushTokenSchema,
  language: z.optional(z.enum(PUSH_LANGUAGES, { error: 'Language is en or ur' })),
});
export type ParentSubscribeBody = z.infer<typeof parentSubscribeBody>;

/** `POST /students/by-token/{token}/notifications/remove` body: the device to forget. */
export const parentUnsubscribeBody = z.strictObject({ pushToken: pushTokenSchema });

/** `parentPushTokens/{sha256 of the FCM token}`. */
export const parentPushTokenSchema = z.object({
  token: z.string(),
  studentId: z.string(),
  /** `deepLinks` id (the link token's SHA-256) the device subscribed through. */
  linkHash: z.string(),
  language: z.enum(PUSH_LANGUAGES),
  createdAt: storedTimestampSchema,
  lastSeenAt: storedTimestampSchema,
});
export type ParentPushToken = z.infer<typeof parentPushTokenSchema>;
