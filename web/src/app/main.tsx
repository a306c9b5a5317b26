/**
 * The app's entry (index.html; on a page that paints without JavaScript, started by its loader
 * after the first paint). It starts the app in steps, each in a task of its own: evaluating all of
 * the app's modules at once held a slow phone's main thread for 230-340 ms at 4x CPU in one task,
 * all but 50 ms of it Total Blocking Time (issue 17). First ICU's data starts loading in a worker,
 * then React, its DOM renderer and the router are evaluated (one chunk), then i18next with the
 * language's common strings (the page's area's come with its route), then the live data layer
 * (common/data/live-query.ts with TanStack Query, the page data, the API client and zod's own
 * modules, which they are the first to use: zod's code ran for about half of the rest of the
 * app's evaluation, one task of 140-160 ms at 4x), then the rest of the app (start-app.tsx, which
 * starts the router in a task of its own).
 */
import './styles.css';
import './preloader.css';
import { intlWarmedUp } from './intl-warmup/intl-warmup.ts';
import { nextTask } from './next-task.ts';

// ICU's data loads in a worker while the route's code and the catalogue load.
const intlWarm = intlWarmedUp();
await import('react-dom/client');
await nextTask();
await import('./i18n/index.ts');
await nextTask();
await import('../common/data/live-query.ts');
await nextTask();
const { startApp } = await import('./start-app.tsx');
await startApp(intlWarm);
