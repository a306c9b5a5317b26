/**
 * Options of every function, set before any function is defined (index.ts imports this first:
 * ES modules run in import order, and a trigger module imported later takes the options then).
 * Mumbai is the Cloud Functions region nearest to Karachi; the Firestore database should be in
 * asia-south1 too, so its triggers stay in the region.
 *
 * Sizes and caps are chosen to bound the bill of a scripted flood (docs/security.md): a function
 * cannot run more than `maxInstances` instances, each for at most `timeoutSeconds` per request.
 */
import { setGlobalOptions, type GlobalOptions } from 'firebase-functions/v2';

/** Defaults of every function: one small instance, one minute. */
setGlobalOptions({ region: 'asia-south1', maxInstances: 1, memory: '256MiB', timeoutSeconds: 60 });

/** The HTTP functions' size: up to 4 instances of 1 vCPU, 80 requests each, 512 MiB. */
const HTTP_SERVING = { maxInstances: 4, concurrency: 80, cpu: 1, memory: '512MiB' } as const;

/** The background functions' size: one instance, 256 MiB. */
const ONE_SMALL_INSTANCE = { maxInstances: 1, memory: '256MiB' } as const;

/**
 * The REST API: up to 4 instances of 1 vCPU serving 80 requests each (320 at once: far above a
 * mosque's traffic, which Hosting's CDN mostly serves from cache); 512 MiB because a multipart
 * upload (at most 32 MB) is held in memory; 300 s so a 32 MB upload over a slow phone link
 * (about 1 Mbit/s) finishes.
 */
export const API_OPTIONS = {
  ...HTTP_SERVING,
  timeoutSeconds: 300,
} as const satisfies GlobalOptions & { concurrency: number; cpu: number };

/**
 * The data pages' HTML (`pages`): Hosting's CDN answers most requests, and an address with a query
 * the page does not take is redirected, not rendered (pages/serve.ts), so what reaches a render is
 * bounded: at most 4 instances of 1 vCPU, each rendering at most 16 pages at once (a render is
 * a few Firestore reads and tens of milliseconds of CPU: 16 queue for well under a second, and a
 * flood past 64 at once is turned away by the platform instead of queueing), 512 MiB for the page
 * renderer (React and the site's pages), and 20 s per request (a render that takes longer is
 * stuck, not slow; the margin is for a cold instance loading the renderer).
 */
export const PAGES_OPTIONS = {
  ...HTTP_SERVING,
  concurrency: 16,
  timeoutSeconds: 20,
} as const satisfies GlobalOptions & { concurrency: number; cpu: number };

/**
 * The push triggers: one instance each (a change notifies once; the send is claimed in
 * `pushSends`), 256 MiB, and 540 s (the longest an event trigger may run) for tens of thousands of
 * devices in batches of 500.
 */
export const TRIGGER_OPTIONS = {
  ...ONE_SMALL_INSTANCE,
  timeoutSeconds: 540,
} as const satisfies GlobalOptions;

/**
 * The sign-up blocking function: it only throws, so the smallest size; 7 s, the most a blocking
 * function may take (Identity Platform fails the sign-up after 7 s, and firebase-tools refuses a
 * longer timeout). One instance: every call is a refused sign-up.
 */
export const BLOCKING_OPTIONS = {
  ...ONE_SMALL_INSTANCE,
  timeoutSeconds: 7,
} as const satisfies GlobalOptions;

/**
 * Scheduled clean-ups (abandoned uploads): one instance, the smallest size, 300 s for a backlog
 * swept in small batches.
 */
export const SCHEDULE_OPTIONS = {
  ...ONE_SMALL_INSTANCE,
  timeoutSeconds: 300,
} as const satisfies GlobalOptions;
