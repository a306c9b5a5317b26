/**
 * What keeps a hall screen running for days unattended: the screen kept awake, the page and its
 * code kept for offline use, and a new version of the site taken at once (no one is there to press
 * "Reload").
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HALL_SCREENS, type HallScreen } from '@masjid/domain/display-settings';
import { isOneOf } from '@masjid/domain/field-problems';
import {
  applyUpdate,
  registerServiceWorker,
  useUpdateOffer,
} from '../../common/pwa/service-worker-updates.ts';

/**
 * Keeps the screen on with the Wake Lock API where the browser has it, taking the lock again each
 * time the page becomes visible (browsers release it when the tab is hidden).
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await navigator.wakeLock.request('screen');
        if (stopped) void sentinel.release();
      } catch (error) {
        // Refused (battery saver, no user gesture on some browsers): the screen may sleep.
        console.warn('Wake lock refused', error);
      }
    };
    void acquire();
    const onVisible = () => void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, []);
}

/**
 * While the browser has no network (`navigator.onLine` false), the instant (epoch ms) it went: the
 * times on the screen were current until then (the live listeners kept them), so the screen can
 * say "Offline: times as last seen …" at once rather than only after a reload; `undefined` when
 * online. A connected Wi-Fi without internet still reads as online (the browser's own signal).
 */
export function useOfflineSince(): number | undefined {
  const [since, setSince] = useState(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? Date.now() : undefined,
  );
  useEffect(() => {
    const offline = () => setSince((known) => known ?? Date.now());
    const online = () => setSince(undefined);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return since;
}

/**
 * The hall screen's own web app manifests (written by web/prerender.mjs from
 * app/pwa/web-manifest.ts `displayManifestFor`): installed from `/display`, the app opens the
 * screen itself, full screen, so a TV box or tablet set to open it on boot comes back to it.
 */
export const DISPLAY_MANIFEST = {
  en: '/manifest-display.webmanifest',
  ur: '/manifest-display-ur.webmanifest',
} as const;

/**
 * Points the page's `<link rel="manifest">` at the hall screen's manifest in `lang` while the
 * screen is open, and back at the site's when it is left.
 */
export function useDisplayManifest(lang: 'en' | 'ur'): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const site = link.getAttribute('href');
    link.setAttribute('href', DISPLAY_MANIFEST[lang]);
    return () => {
      if (site !== null) link.setAttribute('href', site);
    };
  }, [lang]);
}

/** How often an open screen asks for a new version. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the service worker at once, keeps this page's code, styles and fonts in its caches
 * (the page was loaded before the worker controlled it, so they were not kept on the way), checks
 * for a new version every half hour and reloads into it as soon as it is waiting.
 */
export function useStandaloneScreen(): void {
  const updateWaiting = useUpdateOffer();
  useEffect(() => {
    if (updateWaiting) applyUpdate();
  }, [updateWaiting]);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    void registerServiceWorker().then(async (registration) => {
      if (!registration) return;
      await navigator.serviceWorker.ready;
      await keepLoadedFiles();
      timer = setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    });
    return () => clearInterval(timer);
  }, []);
}

/**
 * Puts the page (at its address and at its path alone, the installed app's start URL) and the
 * same-origin scripts, styles and fonts it loaded into the worker's caches.
 */
async function keepLoadedFiles(): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.onLine) return;
  try {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin);
    const scripts = loaded
      .filter((url) => url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname))
      .map((url) => url.pathname);
    const fonts = loaded.filter((url) => url.pathname.endsWith('.woff2')).map((url) => url.href);
    await Promise.all([
      addMissing('assets', scripts),
      addMissing('fonts', fonts),
      // The address as opened (`?screen=…`) and as the installed app opens it (no parameter).
      addMissing('pages', [...new Set([location.pathname + location.search, location.pathname])]),
    ]);
  } catch (error) {
    console.warn('Could not keep the hall screen for offline use', error);
  }
}

/** Adds to the cache `name` each address it does not hold yet. */
async function addMissing(name: string, urls: string[]): Promise<void> {
  const cache = await caches.open(name);
  const missing = (
    await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? undefined : url)))
  ).filter((url): url is string => url !== undefined);
  await cache.addAll(missing);
}

/** Where the device keeps which hall screen it is (localStorage). */
export const HALL_SCREEN_KEY = 'masjid.hallScreen';

/**
 * Which of the mosque's hall screens this device is (docs/hall-screen.md): `?screen=…` in the
 * address (`mainHall`, `womensSection`, `entrance`) sets it and the device keeps it, so the
 * installed app, which always opens `/display`, stays the screen it was set up as; without one,
 * the device's kept choice; else the main hall. An unknown value is ignored.
 */
export function useHallScreen(): HallScreen {
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('screen');
  const [screen] = useState<HallScreen>(() => {
    if (isOneOf(HALL_SCREENS, asked)) return asked;
    const kept = readKept();
    return isOneOf(HALL_SCREENS, kept) ? kept : 'mainHall';
  });
  useEffect(() => {
    if (!isOneOf(HALL_SCREENS, asked)) return;
    try {
      window.localStorage.setItem(HALL_SCREEN_KEY, asked);
    } catch {
      // Storage refused (private mode): the address still says which screen it is.
    }
  }, [asked]);
  return isOneOf(HALL_SCREENS, asked) ? asked : screen;
}

function readKept(): string | null {
  try {
    return window.localStorage.getItem(HALL_SCREEN_KEY);
  } catch {
    return null;
  }
}
