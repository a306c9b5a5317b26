/**
 * Registration of the service worker (web/sw/service-worker.ts) through workbox-window, and the
 * reload offer: when a new version has installed and is waiting, `useUpdateOffer`
 * turns true; `applyUpdate` tells it to take over and reloads the page once it controls it.
 * An open app checks for a new version when it comes back to the foreground, at most hourly.
 */
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { stopOfflineCopy } from './offline-assets.ts';

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;
let workbox: Workbox | undefined;
let waiting = false;
const subscribers = new Set<() => void>();

const CHECK_EVERY_MS = 60 * 60 * 1000;

function setWaiting(value: boolean) {
  waiting = value;
  subscribers.forEach((notify) => notify());
}

/**
 * Registers the service worker once (later calls return the same promise). Resolves to the
 * registration, or `undefined` where there is none (no support, the dev server, a failure).
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return Promise.resolve(undefined);
  registration ??= import('workbox-window')
    .then(async ({ Workbox }) => {
      const wb = new Workbox('/sw.js');
      workbox = wb;
      wb.addEventListener('waiting', () => setWaiting(true));
      const reg = await wb.register();
      let lastCheck = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || Date.now() - lastCheck < CHECK_EVERY_MS)
          return;
        lastCheck = Date.now();
        void wb.update();
      });
      return reg;
    })
    .catch((error: unknown) => {
      console.error('The service worker could not be registered', error);
      return undefined;
    });
  return registration;
}

/**
 * Lets the waiting version take over, then reloads the page into it. The worker in control is
 * told first to end its offline copy (web/sw/offline-copy.ts), which would hold the new one back.
 */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  stopOfflineCopy();
  wb.messageSkipWaiting();
}

/** Hides the offer until the next new version (the update then applies when tabs close). */
export function dismissUpdate(): void {
  setWaiting(false);
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** True while a new version waits for the reader's go-ahead. */
export function useUpdateOffer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => false,
  );
}
