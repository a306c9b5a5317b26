/**
 * A site admin's save, as the device that made it remembers it (docs/decisions/0007, "How soon a
 * saved change shows"). Other visitors see a saved change within two minutes (the API's CDN copy
 * lives 60 s, then a page in view reads again within a minute); the admin's own device shows it at
 * once: after a save (`noteSiteSave`, localStorage `site:saved-at`, epoch ms of this device's
 * clock), for `AFTER_SAVE_MS`
 * - its public API reads ask past the CDN's copies (`freshAfterSave`: `?fresh=<savedAt>`, a URL
 *   the CDN has not kept; the API ignores the parameter);
 * - a served page starts the app at once (app/reader-start/) and its served values are read again
 *   once it has settled (data/query-client.ts), whatever the page's `servedAt` says;
 * - every tab of the site forgets its values read before (the `storage` event, `onSiteSave`).
 * Kept free of imports but one constant: a served page's own script (app/reader-start/) uses it
 * without the data layer.
 */
import { FRESH_QUERY_KEY } from '@masjid/domain/api-query';

/** The localStorage key of the last save's time (epoch ms). */
export const SITE_SAVED_AT_KEY = 'site:saved-at';

/**
 * How long after a save this device reads around the caches (ms): twice the CDN's 60 s, so that
 * a copy the CDN made just before the save has expired, with a margin for slow saves.
 */
export const AFTER_SAVE_MS = 120_000;

/** The stored time of the last save, or null (none, or a browser that forbids storage). */
function storedSave(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(SITE_SAVED_AT_KEY);
  } catch {
    // Forbidden storage: the device then waits like any visitor's.
    return null;
  }
}

/** Remembers that this device has just saved a change of the public site. */
export function noteSiteSave(now: number = Date.now()): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(SITE_SAVED_AT_KEY, String(now));
  } catch {
    // Storage full or forbidden: as above.
  }
}

/**
 * The time of this device's last save (epoch ms) when it was under `AFTER_SAVE_MS` before `now`,
 * else undefined (none, too old, or a time in the future: the device's clock was moved back).
 */
export function savedRecently(now: number = Date.now()): number | undefined {
  const at = Number(storedSave());
  return Number.isFinite(at) && at > 0 && at <= now && now - at < AFTER_SAVE_MS ? at : undefined;
}

/**
 * `path` (an API path, with or without a query) as this device reads it: with `fresh=<savedAt>`
 * added within `AFTER_SAVE_MS` of a save, so that the CDN's copy of the plain address is passed
 * by; unchanged otherwise.
 */
export function freshAfterSave(path: string, now: number = Date.now()): string {
  const at = savedRecently(now);
  if (at === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${FRESH_QUERY_KEY}=${at}`;
}

/** Calls `listener` when another tab of the site notes a save; returns its stop. */
export function onSiteSave(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const heard = (event: StorageEvent) => {
    if (event.key === SITE_SAVED_AT_KEY && event.newValue) listener();
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}
