/**
 * When a served reading page starts the app (issue 17). A data page served with its content (the
 * `pages` function's render: `#page-data` with the time it was served) is whole without the app:
 * its menus and slides move by the page's own behaviour, its links are links. The app (React, the
 * router, i18next, the data layer: about 280 KB and, on a slow phone, more than a second of the
 * main thread) starts only once it has something to do:
 * - the reader presses, focuses or types in a control that needs it (a button without
 *   `data-without-app`, a field); a click made before the app has taken the page over is kept
 *   (the loading bar shows) and given to the app once it has; or starts a player (the app lets
 *   one play at a time);
 * - the page's values are due to be read again: the first refresh (`servedAt` + the refresh
 *   interval, refresh-interval.ts) or the end of the Karachi day it was served on, whichever comes
 *   first, and at once when that time has passed already (a CDN's copy kept a while);
 * - the page comes back into view, or the network returns (the app reads the values again then);
 * - on a site admin's device, at once within two minutes of a save there, and when another tab
 *   saves (the page may have come from a cache that does not have the change yet:
 *   common/data/site-saves.ts).
 * A reader who only reads downloads none of it. index.html's loader starts the app on
 * START_APP_EVENT.
 */
import { PAGE_DATA_ELEMENT_ID, SERVED_AT_KEY } from '@masjid/domain/page-data-keys';
import { liveRefreshMs } from '../../common/data/refresh-interval.ts';
import { onSiteSave, savedRecently } from '../../common/data/site-saves.ts';
import { START_APP_EVENT } from './start-app-event.ts';
import { showPreloader } from '../layout/preloader.ts';
import { isPlainClick } from '../../common/ui/plain-click.ts';

/**
 * What a reader may press, focus or type in that needs the app (a `<details>` summary opens
 * without it, and links are links).
 */
const APP_CONTROL =
  'button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

/** How long a press waits for the app to take over before it is let through as it is (ms). */
const KEEP_PRESS_MS = 15_000;

/** Controls that work without the app (menus, slides): React marks them with this attribute. */
const WITHOUT_APP = '[data-without-app]';

/** Karachi keeps UTC+5 all year (no daylight saving since 2009). */
const KARACHI_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant (ms since the epoch) the Karachi day of `ms` ends. */
export function karachiDayEnd(ms: number): number {
  return (Math.floor((ms + KARACHI_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - KARACHI_OFFSET_MS;
}

/**
 * By when (ms since the epoch) a page served at `servedAt` must have started the app: its first
 * refresh, `refreshMs` later, or the end of its Karachi day (today's times change), whichever
 * comes first.
 */
export function startAppBy(servedAt: number, refreshMs: number): number {
  return Math.min(servedAt + refreshMs, karachiDayEnd(servedAt));
}

/** The value named `key` in the page's data block (`#page-data`), or undefined without one. */
export function pageDataValue(key: string): unknown {
  try {
    const block: unknown = JSON.parse(
      document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? 'null',
    );
    return typeof block === 'object' && block !== null ? Reflect.get(block, key) : undefined;
  } catch {
    return undefined;
  }
}

/** The time the page was served (the page-data block's `servedAt`), if it says. */
function servedAt(): number | undefined {
  const at = pageDataValue(SERVED_AT_KEY);
  return typeof at === 'number' ? at : undefined;
}

/**
 * Starts the app (by START_APP_EVENT) as this module's comment says: at once on a page that does
 * not say when it was served or that is due already, else on the first of its triggers. With
 * `linksNeedApp` (a parent's link), a plain press on a link of the page is kept for the app too.
 */
export function startAppWhenNeeded({ linksNeedApp = false } = {}): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.dispatchEvent(new Event(START_APP_EVENT));
  };
  const root = document.getElementById('root');
  const at = servedAt();
  // The app has taken over already (started by the loader's own paths).
  if (root && !root.hasAttribute('data-prerendered')) return;
  if (!root || at === undefined) return start();
  const by = startAppBy(at, liveRefreshMs());
  if (Date.now() >= by || savedRecently() !== undefined) return start();

  const stops: (() => void)[] = [];
  const on = (
    target: EventTarget,
    type: string,
    listener: (event: Event) => void,
    options: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, listener, options);
    stops.push(() => target.removeEventListener(type, listener, options));
  };
  const controls = linksNeedApp ? `${APP_CONTROL}, a[href]` : APP_CONTROL;
  const appControl = (target: EventTarget | null): HTMLElement | undefined => {
    const control = target instanceof Element ? target.closest(controls) : null;
    return control instanceof HTMLElement && !control.closest(WITHOUT_APP) && root.contains(control)
      ? control
      : undefined;
  };
  // At most one refresh interval away, whatever the device's clock says of `servedAt`.
  const timer = setTimeout(start, Math.min(by - Date.now(), liveRefreshMs()));
  stops.push(() => clearTimeout(timer));
  on(document, 'visibilitychange', () => document.visibilityState === 'visible' && start(), {});
  on(window, 'online', start, {});
  stops.push(onSiteSave(start));
  // Focus or a key on such a control (a press is the click below; a touch that only scrolls the
  // page starts nothing).
  const intent = (event: Event) => appControl(event.target) && start();
  for (const type of ['keydown', 'focusin'])
    on(document, type, intent, { capture: true, passive: true });
  // A player started from its own controls, which work without the app: the app lets one play at
  // a time (SiteLayout). `play` does not bubble: caught on its way down.
  on(document, 'play', start, { capture: true });

  // A click on such a control before the app has taken the page over would find no handler: it
  // is kept, with the loading bar shown, and given again once the app has (SiteLayout removes
  // `data-prerendered`). Should the app not take over within KEEP_PRESS_MS (it failed to load),
  // presses go through as they are again.
  let kept: HTMLElement | undefined;
  const letPressesThrough = () => {
    stops.forEach((stop) => stop());
    showPreloader(false);
  };
  on(
    document,
    'click',
    (event) => {
      const control = appControl(event.target);
      if (!control) return;
      // A link opened in a new tab or window goes as it is.
      if (
        control instanceof HTMLAnchorElement &&
        event instanceof MouseEvent &&
        !isPlainClick(event)
      )
        return;
      event.preventDefault();
      event.stopImmediatePropagation();
      kept = control;
      showPreloader(true);
      start();
      setTimeout(letPressesThrough, KEEP_PRESS_MS);
    },
    { capture: true },
  );
  const takeover = new MutationObserver(() => {
    if (root.hasAttribute('data-prerendered')) return;
    takeover.disconnect();
    stops.forEach((stop) => stop());
    if (kept?.isConnected) kept.click();
    kept = undefined;
  });
  takeover.observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
}
