/**
 * The state of this device's push notifications, small enough for every page's first
 * bundle: the footer's control reads it at once, and the work itself (permission, FCM token, the
 * API calls: push-subscription.ts) loads only when pressed or, on a subscribed device, after start.
 */
import { useSyncExternalStore } from 'react';

export type PushStatus =
  | 'off'
  | 'working'
  | 'on'
  /** Permission denied (now or earlier, in the browser's settings). */
  | 'blocked'
  /** The permission question was closed without an answer. */
  | 'dismissed'
  | 'unsupported'
  /** iPhone or iPad Safari: web push works only from a Home Screen app. */
  | 'install-first'
  | 'offline'
  /** Permission given but no token (FCM unreachable, as on our machines). */
  | 'unavailable'
  | 'save-failed'
  /** FCM did not accept this browser's token, so the server stored nothing (issue 40). */
  | 'rejected'
  | 'off-failed';

/** localStorage: this device's FCM token while notifications are on, and when it was last saved. */
export const TOKEN_KEY = 'pushToken';
export const REFRESHED_KEY = 'pushRefreshedAt';

/** localStorage that never throws (private mode, storage full). */
export const storage = {
  get: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode: the subscription then lasts for this visit only.
    }
  },
  remove: (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing stored
    }
  },
};

/** Why this browser cannot have web push, or `undefined` when it may. */
export function missingSupport(): PushStatus | undefined {
  if (typeof window === 'undefined') return undefined;
  const apple = /iPad|iPhone|iPod/.test(navigator.userAgent);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return apple && !standalone ? 'install-first' : 'unsupported';
  return undefined;
}

function initialStatus(): PushStatus {
  if (typeof window === 'undefined') return 'off';
  const missing = missingSupport();
  if (missing) return missing;
  if (storage.get(TOKEN_KEY)) return 'on';
  return Notification.permission === 'denied' ? 'blocked' : 'off';
}

let status: PushStatus | undefined;
const subscribers = new Set<() => void>();

/** Sets the state every control shows. */
export function setPushStatus(next: PushStatus): void {
  status = next;
  subscribers.forEach((notify) => notify());
}

function currentStatus(): PushStatus {
  status ??= initialStatus();
  return status;
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** The state of this device's notifications, for the control. */
export function usePushStatus(): PushStatus {
  return useSyncExternalStore(subscribe, currentStatus, () => 'off');
}
