// The page half of `npm run bench` (run by bench-inner.mjs inside the emulators): each page is
// measured beside its static copy, the same page's rendered HTML with its scripts removed, both
// served by one local proxy with the same compression, so the difference is what the page's
// JavaScript and data loading cost.
//
// For each page: open it in Chromium at Lighthouse's phone size, scroll to its end, and count
// every response's transfer size until 15 s after `load` (fonts, images, scripts, data, what the
// service worker fetches),
// then take the rendered DOM, drop every script and module preload, and keep it as the static
// copy. The static copy is served at the same path and query from a second port of the proxy (so
// every relative address resolves the same), its bytes counted the same way. Then Lighthouse 12
// (default mobile configuration: simulated slow 4G, 4x CPU slowdown) runs on the page and on its
// static copy in turn, `runs` times each, in one Chromium per page.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { ROOT } from './process-utils.mjs';

// chrome-launcher is Lighthouse's own dependency: load the copy Lighthouse uses.
const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const chromeLauncher = await import(
  pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href
);

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The fonts of the phones the congregation reads on: Chromium here sees Noto Naskh Arabic (as
 * Android ships it; functions/assets/fonts) besides the machine's own, through a fontconfig file
 * of its own, so an Urdu page's first paint is measured in the face an Android phone draws it in
 * (decision 52) rather than in whatever a bare Linux machine has (DejaVu, with boxes for ہ ے ں).
 * The Nastaliq web font is not among them: it stays a download, as on Android.
 */
function androidFontsEnv() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fonts-'));
  symlinkSync(
    join(ROOT, 'functions/assets/fonts/noto-naskh-arabic-plain.ttf'),
    join(dir, 'naskh.ttf'),
  );
  const conf = join(dir, 'fonts.conf');
  writeFileSync(
    conf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${dir}</dir>\n` +
      `  <cachedir>${dir}/cache</cachedir>\n</fontconfig>\n`,
  );
  return { ...process.env, FONTCONFIG_FILE: conf };
}
const CHROME_ENV = androidFontsEnv();

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** How long a visit is watched after `load`: the service worker registers 10 s after settling. */
const AFTER_LOAD_MS = 15_000;
/** A static copy has no scripts: nothing comes late. */
const STATIC_AFTER_LOAD_MS = 3_000;
/** Pages visited at the same time while counting bytes and taking the static copies. */
const VISITS_AT_ONCE = 3;
/** Lighthouse's mobile screen (moto g power): the page's layout and image sizes depend on it. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

// Firebase Hosting's CDN serves text compressed (gzip or brotli); the Hosting emulator does not.
// The proxy gzips text answers, as production does; everything else (the files, the API, the
// Firestore emulator) is the emulator's own.
const COMPRESSIBLE = /text\/|javascript|json|svg|css|xml/;
/** Headers of the live page's answer not to repeat on its static copy (the body differs). */
const BODY_HEADERS = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'etag',
  'last-modified',
];

/**
 * Starts the proxy in front of `siteUrl` (the Hosting emulator): `liveOrigin` forwards everything;
 * `staticOrigin` answers the addresses given to `setStaticCopy` with their static copy and
 * forwards the rest. Both gzip text when the browser accepts it.
 */
export async function startProxy(siteUrl) {
  const target = new URL(siteUrl);
  const staticCopies = new Map();
  // The same file is compressed once: the proxy's own CPU time stays out of the measured pages.
  const gzipCache = new Map();
  const gzip = (body) => {
    const key = createHash('sha1').update(body).digest('hex');
    let zipped = gzipCache.get(key);
    if (!zipped) {
      zipped = gzipSync(body);
      gzipCache.set(key, zipped);
    }
    return zipped;
  };
  const send = (req, res, status, headers, body) => {
    const type = String(headers['content-type'] ?? '');
    const accepts = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
    const out = { ...headers };
    delete out['transfer-encoding'];
    let payload = body;
    if (COMPRESSIBLE.test(type) && accepts && body.length > 0) {
      payload = gzip(body);
      out['content-encoding'] = 'gzip';
    }
    out['content-length'] = payload.length;
    res.writeHead(status, out);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
  const forward = (req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () =>
          send(req, res, answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks)),
        );
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const live = http.createServer(forward);
  const copies = http.createServer((req, res) => {
    const copy =
      req.method === 'GET' || req.method === 'HEAD' ? staticCopies.get(req.url) : undefined;
    if (copy) send(req, res, 200, copy.headers, copy.body);
    else forward(req, res);
  });
  // Free ports: a run never collides with anything else on the machine.
  const origin = async (server) => {
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}`;
  };
  return {
    liveOrigin: await origin(live),
    staticOrigin: await origin(copies),
    /** Serves `html` at `path` (with its query) on the static origin, with the live `headers`. */
    setStaticCopy(path, html, headers) {
      const kept = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !BODY_HEADERS.includes(name.toLowerCase())),
      );
      staticCopies.set(path, { headers: kept, body: Buffer.from(html, 'utf8') });
    },
    close: () => Promise.all([live, copies].map((s) => new Promise((r) => s.close(r)))),
  };
}

/**
 * The paths of the built files that hold Firebase SDK code (`web/dist/assets/*.js` naming an
 * `@firebase/` package): a reader who downloads one of them downloads the SDK.
 */
export function firebaseSdkFiles() {
  const assets = join(ROOT, 'web', 'dist', 'assets');
  return new Set(
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => readFileSync(join(assets, name), 'utf8').includes('@firebase/'))
      .map((name) => `/assets/${name}`),
  );
}

/**
 * Opens `url` in a fresh context of `browser` (phone size) and counts every response's transfer
 * size (headers and encoded body), the service worker's included, until `afterLoadMs` after
 * `load`. Returns the bytes (shape of VisitBytes in bench-summary.ts), the page's answer headers
 * and, when `keepDom`, the rendered DOM with every script and module preload removed.
 */
export async function visit(browser, url, { afterLoadMs, keepDom, sdkFiles }) {
  const context = await browser.newContext(PHONE);
  const sizes = [];
  const open = new Set();
  const startedAt = new Map();
  let loadedAt = Number.POSITIVE_INFINITY;
  context.on('request', (request) => {
    startedAt.set(request, Date.now());
    if (!request.url().startsWith('data:')) open.add(request);
  });
  context.on('requestfailed', (request) => open.delete(request));
  context.on('requestfinished', (request) => {
    const afterLoad = (startedAt.get(request) ?? 0) >= loadedAt;
    sizes.push(
      request
        .sizes()
        .then((s) => ({
          url: request.url(),
          bytes: s.responseHeadersSize + s.responseBodySize,
          afterLoad,
          byServiceWorker: request.serviceWorker() !== null,
        }))
        .catch(() => undefined)
        .finally(() => open.delete(request)),
    );
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    loadedAt = Date.now();
    // A reader reads to the end: what loads on the way down (lazy images) counts, as it does in
    // Lighthouse's byte weight (its full-page screenshot shows the whole page).
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle', { timeout: afterLoadMs }).catch(() => undefined);
    await page.waitForTimeout(Math.max(0, loadedAt + afterLoadMs - Date.now()));
    const html = keepDom
      ? await page.evaluate(() => {
          const root = document.documentElement.cloneNode(true);
          for (const el of root.querySelectorAll(
            'script, link[rel="modulepreload"], link[rel="preload"][as="script"]',
          ))
            el.remove();
          return `<!DOCTYPE html>\n${root.outerHTML}`;
        })
      : undefined;
    const counted = (await Promise.all(sizes)).filter(Boolean);
    const firebaseSdk = counted
      .filter((r) => sdkFiles.has(new URL(r.url).pathname))
      .map((r) => ({
        path: new URL(r.url).pathname,
        bytes: r.bytes,
        byServiceWorker: r.byServiceWorker,
      }));
    return {
      bytes: {
        total: counted.reduce((sum, r) => sum + r.bytes, 0),
        afterLoad: counted.filter((r) => r.afterLoad).reduce((sum, r) => sum + r.bytes, 0),
        requests: counted.length,
        firebaseSdk,
        openRequests: open.size,
      },
      headers: response?.headers() ?? {},
      html,
      finalUrl: page.url(),
    };
  } finally {
    await context.close();
  }
}

/** The HTML snippet of the first element an audit names (e.g. the LCP element). */
function firstNode(audit) {
  const walk = (items) => {
    for (const item of items ?? []) {
      if (item?.node?.snippet) return item.node.snippet;
      const inner = walk(item?.items);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(audit?.details?.items);
}

/** One Lighthouse run (performance only) on `url` in the Chrome at `port`. */
async function lighthouseRun(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A first visit each run: Lighthouse empties the HTTP cache, so the local storage goes too
    // (by default Lighthouse keeps it): a page remembering that the device has the Urdu font
    // (web/index.html) would otherwise wait for a font the cache no longer holds.
    clearStorageTypes: [
      'file_systems',
      'shader_cache',
      'service_workers',
      'cache_storage',
      'local_storage',
    ],
  });
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id];
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpSeconds: Math.round(audit('largest-contentful-paint').numericValue) / 1000,
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Math.round(audit('cumulative-layout-shift').numericValue * 1000) / 1000,
    fcpSeconds: Math.round(audit('first-contentful-paint').numericValue) / 1000,
    totalBytes: audit('total-byte-weight')?.numericValue ?? 0,
    // The web fonts' share of it, and the main thread's style and layout (issue 44: the Urdu
    // page's cost beside the English one is its font and the layout of its Nastaliq text).
    fontBytes: (audit('network-requests')?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Font')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    styleLayoutMs: Math.round(
      (audit('mainthread-work-breakdown')?.details?.items ?? []).find(
        (item) => item.group === 'styleLayout',
      )?.duration ?? 0,
    ),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    lcpElement: firstNode(audit('largest-contentful-paint-element')),
    layoutShiftElements: (audit('layout-shifts')?.details?.items ?? [])
      .map((item) => item.node?.snippet)
      .filter(Boolean)
      .slice(0, 3),
    // Where the blocking time comes from: the main thread's longest tasks and the scripts that
    // cost the most (simulated ms, file names only).
    longTasks: (audit('long-tasks')?.details?.items ?? []).slice(0, 5).map((item) => ({
      script: scriptName(item.url),
      startMs: Math.round(item.startTime),
      ms: Math.round(item.duration),
    })),
    // The main thread's time by kind (style and layout, parsing, script, painting), in ms.
    work: Object.fromEntries(
      (audit('mainthread-work-breakdown')?.details?.items ?? []).map((item) => [
        item.group,
        Math.round(item.duration),
      ]),
    ),
    scripts: (audit('bootup-time')?.details?.items ?? []).slice(0, 5).map((item) => ({
      script: scriptName(item.url),
      scriptingMs: Math.round(item.scripting),
      compileMs: Math.round(item.scriptParseCompile),
    })),
  };
}

/** The last part of a script's address (`framework-Ab12.js`), or what Lighthouse named it. */
function scriptName(url) {
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return String(url);
  }
}

/**
 * Lighthouse on `liveUrl` and `staticUrl` in turn, `runs` times each, in one headless Chromium
 * (Lighthouse clears the cache and the origin's storage before each run). Logs each run.
 */
export async function lighthouseSideBySide(name, liveUrl, staticUrl, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    envVars: CHROME_ENV,
  });
  const page = [];
  const staticCopy = [];
  try {
    for (let i = 1; i <= runs; i++) {
      for (const [which, url, into] of [
        ['page', liveUrl, page],
        ['static copy', staticUrl, staticCopy],
      ]) {
        const started = Date.now();
        const run = await lighthouseRun(url, chrome.port);
        into.push(run);
        console.log(
          `Lighthouse ${name} ${which} ${i}/${runs}: score ${run.performance}, LCP ${run.lcpSeconds} s, ` +
            `TBT ${run.tbtMs} ms, CLS ${run.cls} (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return { page, staticCopy };
}

/**
 * Measures `pages` (BenchPage of bench-summary.ts) against their static copies through a proxy in
 * front of `siteUrl`. Returns, per page, the Lighthouse runs of both, the bytes of both visits,
 * the LCP element and shifted elements of the first page run.
 */
export async function benchPagesSideBySide(siteUrl, pages, runs) {
  const proxy = await startProxy(siteUrl);
  const sdkFiles = firebaseSdkFiles();
  const results = [];
  try {
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
    const visits = new Map();
    const visitBoth = async (page) => {
      const started = Date.now();
      const live = await visit(browser, proxy.liveOrigin + page.path, {
        afterLoadMs: AFTER_LOAD_MS,
        keepDom: true,
        sdkFiles,
      });
      proxy.setStaticCopy(page.path, live.html, live.headers);
      const copy = await visit(browser, proxy.staticOrigin + page.path, {
        afterLoadMs: STATIC_AFTER_LOAD_MS,
        keepDom: false,
        sdkFiles,
      });
      visits.set(page.name, { live, copy });
      console.log(
        `Visit ${page.name}: ${Math.round(live.bytes.total / 1024)} KB in ${live.bytes.requests} responses ` +
          `(${Math.round(live.bytes.afterLoad / 1024)} KB after load), static copy ` +
          `${Math.round(live.html.length / 1024)} KB of HTML, ${Math.round(copy.bytes.total / 1024)} KB moved ` +
          `(${Math.round((Date.now() - started) / 1000)} s)`,
      );
    };
    try {
      // Bytes do not depend on speed, and a visit mostly waits: a few at a time save minutes.
      for (let i = 0; i < pages.length; i += VISITS_AT_ONCE)
        await Promise.all(pages.slice(i, i + VISITS_AT_ONCE).map(visitBoth));
    } finally {
      await browser.close();
    }
    for (const page of pages) {
      const lh = await lighthouseSideBySide(
        page.name,
        proxy.liveOrigin + page.path,
        proxy.staticOrigin + page.path,
        runs,
      );
      const { live, copy } = visits.get(page.name);
      results.push({
        ...page,
        url: proxy.liveOrigin + page.path,
        pageBytes: live.bytes,
        staticBytes: copy.bytes,
        staticHtmlBytes: Buffer.byteLength(live.html ?? ''),
        finalUrl: live.finalUrl,
        lighthouse: lh,
      });
    }
  } finally {
    await proxy.close();
  }
  return results;
}

/**
 * Issue 44's measure: each page beside its twin in the other language (`pages` in table order,
 * English then Urdu), Lighthouse on the two alternately, `runs` times each, in one headless
 * Chromium per pair, so the ratio of their LCPs is read within one run on the same machine load.
 * No static copies and no byte-counting visits. Returns the same shape as benchPagesSideBySide
 * with no static copy runs.
 */
export async function benchLanguagePairs(siteUrl, pages, runs) {
  const proxy = await startProxy(siteUrl);
  const results = [];
  try {
    const groups = [];
    for (const page of pages) {
      const twin = groups.at(-1);
      const base = page.name === '/ur' ? '/' : page.name.replace(/^\/ur\//, '/');
      if (twin && twin.base === base) twin.pages.push(page);
      else groups.push({ base, pages: [page] });
    }
    for (const group of groups) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        envVars: CHROME_ENV,
      });
      const byPage = new Map(group.pages.map((p) => [p.name, []]));
      try {
        for (let i = 1; i <= runs; i++) {
          for (const page of group.pages) {
            const started = Date.now();
            const run = await lighthouseRun(proxy.liveOrigin + page.path, chrome.port);
            byPage.get(page.name).push(run);
            console.log(
              `Lighthouse ${page.name} ${i}/${runs}: score ${run.performance}, LCP ${run.lcpSeconds} s, ` +
                `TBT ${run.tbtMs} ms, CLS ${run.cls}, fonts ${Math.round(run.fontBytes / 1024)} KB, ` +
                `style & layout ${run.styleLayoutMs} ms (${Math.round((Date.now() - started) / 1000)} s)`,
            );
          }
        }
      } finally {
        await chrome.kill();
      }
      for (const page of group.pages)
        results.push({
          ...page,
          url: proxy.liveOrigin + page.path,
          lighthouse: { page: byPage.get(page.name), staticCopy: [] },
        });
    }
  } finally {
    await proxy.close();
  }
  return results;
}
