import { INTL_WARM } from './intl-warm-message.ts';

/**
 * Resolves once ICU has loaded the data of the site's formats in a worker
 * (intl-warmup.worker.ts), marked `INTL_WARM` on the page's performance timeline, or after
 * `timeoutMs` (default 1000 ms), or at once where workers are not available or the worker fails;
 * never rejects. A worker still busy at the time limit is left to finish (the page formats more
 * later, and ICU's data is the same either way) and ended when it answers or fails.
 *
 * Why: the first Intl object of a page makes ICU load its locale and time-zone data, 40-140 ms of
 * one task on this project's 2-core machine and about four times that on the slow phone
 * Lighthouse simulates, all of it Total Blocking Time when it happens on the main thread (issue 17,
 * docs/benchmarks.md). ICU's data is shared by the page's threads, so loaded by a worker the main
 * thread's first formatter costs about 1 ms. main.tsx starts this first and start-app.tsx awaits
 * it before it renders, alongside the route's code and the language's catalogue; the domain's
 * formatters are made on first use (`dateTimeFormat` of domain/src/intl-locale.ts), so no module
 * makes one while the app's scripts are evaluated.
 */
export function intlWarmedUp(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const stopWaiting = () => {
      clearTimeout(timer);
      resolve();
    };
    const end = () => {
      worker?.terminate();
      stopWaiting();
    };
    const timer = setTimeout(stopWaiting, timeoutMs);
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
        type: 'module',
        name: 'intl-warmup',
      });
    } catch {
      end();
      return;
    }
    worker.addEventListener('message', (event) => {
      if (event.data !== INTL_WARM) return;
      // On the page's performance timeline: when ICU was ready (a field measure, and what
      // hydration.spec checks).
      performance.mark(INTL_WARM);
      end();
    });
    worker.addEventListener('error', end);
  });
}
