/**
 * What the public pages may know of a session without loading Firebase (issue 39 §5: the header
 * showed 'Login' to a signed-in site admin): the signed-in areas' SessionProvider writes who is
 * signed in and where they work to localStorage, and removes it when the session ends; the header
 * reads it on the device to offer the way back instead of 'Login'. A hint only: the signed-in pages
 * still check the real session, and the rules and the API decide every write.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { HIFZ_ROLES, hifzRole, isSiteAdmin, type RoleClaims } from '@masjid/domain/roles';

/** The localStorage key of the hint. */
export const SESSION_HINT_KEY = 'sessionHint';

/** The hint: the account's e-mail and its place, the site administration or a hifz role. */
const sessionHintSchema = z.object({
  email: z.string().check(z.maxLength(320)),
  place: z.enum(['siteAdmin', ...HIFZ_ROLES]),
});
export type SessionHint = z.infer<typeof sessionHintSchema>;

const listeners = new Set<() => void>();
let cache: { raw: string | null; hint: SessionHint | undefined } | undefined;

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_HINT_KEY);
  } catch {
    return null;
  }
}

/** The stored hint, or `undefined` when there is none or it is malformed. */
export function readSessionHint(): SessionHint | undefined {
  const raw = readRaw();
  if (cache?.raw === raw) return cache.hint;
  let hint: SessionHint | undefined;
  try {
    const parsed = raw === null ? undefined : z.safeParse(sessionHintSchema, JSON.parse(raw));
    hint = parsed?.success ? parsed.data : undefined;
  } catch {
    hint = undefined;
  }
  cache = { raw, hint };
  return hint;
}

/**
 * Stores the hint for a session with `claims` (`undefined`, or claims of no place: removes it);
 * the site administration wins over a hifz role.
 */
export function writeSessionHint(email: string | undefined, claims: RoleClaims | undefined): void {
  const role = claims ? hifzRole(claims) : undefined;
  const place = claims && isSiteAdmin(claims) ? 'siteAdmin' : role;
  try {
    if (place === undefined) localStorage.removeItem(SESSION_HINT_KEY);
    else localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ email: email ?? '', place }));
  } catch {
    // Private mode, storage full: the header then offers 'Login', as before.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The hint for React, on the device only: the HTML rendered at build time and its hydration see
 * none (it shows 'Login'), the device's render then the stored hint.
 */
export function useSessionHint(): SessionHint | undefined {
  return useSyncExternalStore(subscribe, readSessionHint, () => undefined);
}
