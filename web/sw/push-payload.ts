/**
 * Reading a push message in the service worker: the functions send FCM data messages
 * whose `data` is a `PushPayload` (functions/src/lib/fcm.ts); FCM delivers them to the browser as
 * `{data: {...}, from, fcmMessageId, ...}`. Anything malformed is refused rather than shown half,
 * and the link must be a path of this site (a push can never open another origin).
 */
import { PUSH_KINDS, type PushKind, type PushPayload } from '@masjid/domain/push-message';

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim().length > 0 ? value.slice(0, max) : undefined;

/** The notification to show for a push message's JSON, or `undefined` when it is not ours. */
export function readPushPayload(json: unknown): PushPayload | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const outer = json as { data?: unknown };
  const data = (
    typeof outer.data === 'object' && outer.data !== null ? outer.data : json
  ) as Record<string, unknown>;
  const kind = data.kind as PushKind;
  const title = text(data.title, 120);
  const body = text(data.body, 400);
  const link = typeof data.link === 'string' ? data.link : '';
  if (!PUSH_KINDS.includes(kind) || !title || !body) return undefined;
  // A same-origin path only: '/x', never '//host' or 'https://…'.
  if (!/^\/(?!\/)[^\s\\]*$/.test(link)) return undefined;
  return {
    kind,
    title,
    body,
    link,
    lang: data.lang === 'ur' ? 'ur' : 'en',
    tag: text(data.tag, 200) ?? kind,
  };
}
