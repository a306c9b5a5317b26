import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, i18next, i18nReady } from './i18n/index.ts';
import { registerServiceWorker } from '../common/pwa/service-worker-updates.ts';
import { cacheLoadedScripts } from '../common/pwa/offline-assets.ts';
import { routerReady, SiteRouterProvider, startRouter } from './language-router.tsx';
import {
  isHallScreenPath,
  isHifzPortalPath,
  opensFirebase,
  opensWithoutFirebase,
} from './route-kinds.ts';
import { keepFirestoreOfflineWhere } from '../common/firebase/firebase.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { listenLiveWhere } from '../common/data/live-query.ts';
import { queryClient } from '../common/data/query-client.ts';
import { pageSettled, servedTime } from '../common/page-data.ts';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { DrawnFromClock } from './route-handles.ts';
import { HYDRATION_FELL_BACK } from './hydration.ts';
import { nextTask } from './next-task.ts';

/**
 * Starts the app on the page (main.tsx, once React's chunk and the language's catalogue have been
 * evaluated in tasks of their own): Firestore listeners where the page keeps live values, the
 * router, then hydrating the served HTML or rendering over it once `intlWarm` (ICU's data in a
 * worker) has resolved, inside the app's one QueryClient (common/data/query-client.ts), then the
 * service worker. Resolves once the first render has been started.
 */
export async function startApp(intlWarm: Promise<void>): Promise<void> {
  // The hall screen shows a change at once, and the signed-in areas load the Firestore SDK anyway:
  // there public values are kept current by Firestore listeners; a reader's page asks the API again.
  // A parent's link is a signed-in page that opens without Firebase: it asks the API, like a reader.
  listenLiveWhere(
    (pathname) => isHallScreenPath(pathname) || opensFirebase(pathname, location.search),
  );
  keepFirestoreOfflineWhere(isHifzPortalPath);

  // The router starts in a task of its own: evaluating the app's scripts and matching the address
  // against the route table each hold a slow phone's main thread for a while (issue 17).
  await nextTask();
  const router = startRouter();

  /**
   * Whether the app may hydrate the HTML in `container` (reuse its elements, attach its handlers)
   * rather than render over it: the HTML was written in the app's language (`data-prerendered`; an
   * Urdu reader moved from an English address is not shown its English copy), its page is neither
   * drawn from the clock (DrawnFromClock) nor one of the signed-in areas that opens Firebase, and a
   * page served with data was served on this Karachi day (a CDN's or the service worker's copy from
   * yesterday has other times). Hydrating spares a slow phone building and laying out the page
   * again (issue 17).
   */
  function hydratable(container: HTMLElement): boolean {
    if (container.dataset.prerendered !== currentLanguage()) return false;
    if (router.state.matches.some((match) => match.route.handle instanceof DrawnFromClock))
      return false;
    // A signed-in page that opens Firebase: the server left the page to the device (its HTML is
    // the layout around the loading line), which hydrating would report as an error.
    if (opensFirebase(location.pathname, location.search)) return false;
    const served = servedTime();
    return served === undefined || karachiIsoToday(served) === karachiIsoToday(Date.now());
  }

  // Keep the prerendered HTML on screen until the page's own code and its language's catalogue
  // have loaded and ICU's data is in (intlWarmedUp), then hydrate it, or render over it (rendering
  // earlier would blank the page while a lazy route loads). Either is a transition, as Remix and
  // Next.js hydrate: React yields to the browser every few milliseconds instead of holding a slow
  // phone's main thread for the whole page, and the HTML stays until it is done.
  await Promise.all([routerReady(router), i18nReady, intlWarm]);

  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SiteRouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (hydratable(container))
    startTransition(() => {
      // Where the HTML differs after all, React renders the page again on the device and says why.
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) =>
          console.warn(HYDRATION_FELL_BACK, error, info.componentStack),
      });
    });
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }

  // The service worker (web/sw/service-worker.ts): the app shell and visited pages open offline, a
  // new version is offered as a reload, push messages are shown. On the public site it registers
  // once the page has settled and the reader has had 10 s undisturbed (its precache must not compete
  // with the first paint on a slow phone); portal pages register at once, since offline entry
  // depends on it (not a parent's link, which is only read online). The scripts the page loaded
  // before it (its route, its language's catalogue) are then kept for offline use. Then a device
  // with notifications on refreshes its push token (at most daily).
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    const register = () =>
      void registerServiceWorker().then(async () => {
        await cacheLoadedScripts();
        const push = await import('../public-site/notifications/push-subscription.ts');
        await push.refreshNotifications();
        i18next.on('languageChanged', () => void push.resaveDevice());
        await push.followSignIn();
      });
    // A parent's link is read like a public page: its precache waits too.
    const portal =
      isHifzPortalPath(location.pathname) &&
      !opensWithoutFirebase(location.pathname, location.search);
    if (portal) register();
    else void pageSettled.then(() => setTimeout(register, 10_000));
  }
}
