/**
 * A notification as the functions send it and the service worker shows it. Kept
 * apart from push.ts (the request schemas) so the service worker bundles no validation library.
 */

/** The languages of the site and of its notifications. */
export const PUSH_LANGUAGES = ['en', 'ur'] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

/**
 * What notifies: three changes to the congregation, a janaza notice, a reminder before jamat, and a
 * parent's news of their child (progress, report).
 */
export const PUSH_KINDS = [
  'event',
  'recording',
  'jamat',
  'janaza',
  'reminder',
  'progress',
  'report',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** A notification as the service worker shows it: the `data` of the FCM message (all strings). */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** Same-origin path the notification opens, e.g. `/bayan/abc`. */
  link: string;
  lang: PushLanguage;
  /** Replaces an earlier notification with the same tag (one per event, recording, or jamat). */
  tag: string;
}
