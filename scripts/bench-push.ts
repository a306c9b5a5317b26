/**
 * Benchmark of the congregation's push fan-out (issue 40 §1): the time and the peak memory of one
 * notification to 100,000 devices (`--devices N` for another count), sent by the real
 * `notifyCongregation` (functions/src/push/fan-out.ts) through the emulator's FCM stand-in
 * (functions/src/lib/fcm.ts: each batch appended to a JSON-lines file, as the emulator suite
 * does), reading the devices from the Firestore emulator. Not part of `npm test`.
 *
 * `npm run bench:push [-- --devices N]` (under the emulators' lock: it starts the Firestore
 * emulator alone, `firebase emulators:exec --only firestore`, and runs itself inside it). Inside,
 * it seeds N devices (3 English to 1 Urdu) into `pushTokens` with the Admin SDK, then runs the
 * fan-out in a fresh Node process of its own, so that process's memory is the fan-out's: resident
 * set (`process.memoryUsage().rss` sampled every 10 ms, and `process.resourceUsage().maxRSS`, the
 * kernel's peak) and V8's used heap, before the send (the modules loaded) and at its peak, both
 * as it comes and after a full collection each second (what the send really holds).
 * The figures are compared with 256 MiB, the push triggers' memory (`TRIGGER_OPTIONS`), and 540 s,
 * their timeout. `--fan-out-module PATH` (repeatable) measures another version of fan-out.ts
 * (e.g. main's, copied beside it) against the same devices; `--heap-mb N` (repeatable; 0 = Node's
 * default) runs each with V8's old space capped (`--max-old-space-size`), which shows whether the
 * send fits a small heap at all rather than how lazily V8 collects. Prints each run's figures and
 * a JSON object.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';

const ROOT = resolve(import.meta.dirname, '..');
const PROJECT_ID = 'demo-masjid';
const DEFAULT_FAN_OUT = join(ROOT, 'functions', 'src', 'push', 'fan-out.ts');
/** The push triggers' memory and timeout (functions/src/lib/global-options.ts). */
const FUNCTION_MEMORY_MB = 256;
const FUNCTION_TIMEOUT_S = 540;

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '100000' },
    'fan-out-module': { type: 'string', multiple: true, default: [DEFAULT_FAN_OUT] },
    'heap-mb': { type: 'string', multiple: true, default: ['0'] },
    child: { type: 'boolean', default: false },
  },
  strict: true,
});
const devices = Number(values.devices);
if (!Number.isInteger(devices) || devices < 1) throw new Error('--devices is a whole number');
const heaps = values['heap-mb'].map(Number);
if (heaps.some((h) => !Number.isInteger(h) || h < 0))
  throw new Error('--heap-mb is a whole number');

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** What the fan-out's own process reports. */
const figuresSchema = z.object({
  ms: z.number(),
  summary: z.optional(z.object({ recipients: z.number(), sent: z.number(), batches: z.number() })),
  rssBeforeMb: z.number(),
  rssPeakMb: z.number(),
  maxRssMb: z.number(),
  heapBeforeMb: z.number(),
  heapPeakMb: z.number(),
  liveHeapPeakMb: z.number(),
});
type FanOutFigures = z.infer<typeof figuresSchema>;

/** A module's export `name` when it is a function. */
async function exported(path: string, name: string): Promise<(...args: unknown[]) => unknown> {
  const module: unknown = await import(pathToFileURL(path).href);
  const value: unknown = Reflect.get(Object(module), name);
  if (typeof value !== 'function') throw new Error(`No function ${name} in ${path}`);
  return (...args) => Reflect.apply(value, undefined, args);
}

/** In the child: one notification to every stored device, measured. */
async function fanOut(): Promise<void> {
  const notify = await exported(resolve(values['fan-out-module'][0]!), 'notifyCongregation');
  const compose = (lang: 'en' | 'ur') => ({
    kind: 'event' as const,
    title: lang === 'ur' ? 'آنے والا پروگرام' : 'Upcoming event',
    body: 'Seerat conference · Sat 5 Dec, 7:00 PM',
    link: lang === 'ur' ? '/ur/events/bench' : '/events/bench',
    lang,
    tag: 'bench-push',
  });
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 10);
  // What the send holds, not what V8 has yet to collect: the heap after a full collection, each
  // second (the process runs with --expose-gc).
  const gc: unknown = Reflect.get(globalThis, 'gc');
  if (typeof gc !== 'function') throw new Error('Run with --expose-gc');
  Reflect.apply(gc, undefined, []);
  const liveBefore = process.memoryUsage().heapUsed;
  let livePeak = liveBefore;
  const collect = setInterval(() => {
    Reflect.apply(gc, undefined, []);
    livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
  }, 1000);
  const started = performance.now();
  const summary = await notify(`bench-push-${Date.now()}`, compose, 3600);
  const ms = Math.round(performance.now() - started);
  clearInterval(sample);
  clearInterval(collect);
  const after = process.memoryUsage();
  const figures: FanOutFigures = {
    ms,
    summary: z.parse(figuresSchema.shape.summary, summary),
    rssBeforeMb: mb(before.rss),
    rssPeakMb: mb(Math.max(rssPeak, after.rss)),
    // resourceUsage's maxRSS is in kilobytes.
    maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
    heapBeforeMb: mb(liveBefore),
    heapPeakMb: mb(Math.max(heapPeak, after.heapUsed)),
    liveHeapPeakMb: mb(livePeak),
  };
  process.stdout.write(`\nFIGURES ${JSON.stringify(figures)}\n`);
  process.exit(0);
}

/**
 * Runs `node [--max-old-space-size=heapMb] --import tsx` on this file with `args` and `env`;
 * resolves its exit code (or signal) and output.
 */
function runSelf(
  args: string[],
  heapMb: number,
  env: NodeJS.ProcessEnv,
): Promise<{ exit: string; out: string }> {
  return new Promise((done, fail) => {
    const heap = heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : [];
    const node = [...heap, '--expose-gc', '--import', 'tsx', import.meta.filename, ...args];
    const child = spawn(process.execPath, node, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      const exit = signal ?? String(code);
      if (exit !== '0') out += `\n${err.split('\n').slice(-8).join('\n')}`;
      done({ exit, out });
    });
  });
}

/** One run of the fan-out: `module` with V8's old space capped at `heapMb` (0: Node's default). */
async function measure(module: string, heapMb: number): Promise<void> {
  const outbox = mkdtempSync(join(tmpdir(), 'bench-push-'));
  const label = `${module.replace(`${ROOT}/`, '')}, heap ${heapMb > 0 ? `${heapMb} MB` : "Node's default"}`;
  try {
    const started = performance.now();
    const { exit, out } = await runSelf(
      ['--child', '--devices', String(devices), '--fan-out-module', module],
      heapMb,
      {
        ...process.env,
        GCLOUD_PROJECT: PROJECT_ID,
        // The FCM boundary's emulator stand-in (lib/fcm.ts), writing here.
        FUNCTIONS_EMULATOR: 'true',
        PUSH_OUTBOX_DIR: outbox,
        METADATA_SERVER_DETECTION: 'none',
      },
    );
    const line = out.split('\n').find((l) => l.startsWith('FIGURES '));
    if (exit !== '0' || !line) {
      const seconds = Math.round((performance.now() - started) / 1000);
      const oom = /heap out of memory|Allocation failed/i.test(out);
      console.log(
        `\n=== push fan-out, ${devices} devices: ${label} ===\nFAILED after ${seconds} s ` +
          `(exit ${exit}${oom ? ': JavaScript heap out of memory' : ''})\n${out.trim().slice(-600)}`,
      );
      return;
    }
    report(label, z.parse(figuresSchema, JSON.parse(line.slice('FIGURES '.length))), outbox);
  } finally {
    rmSync(outbox, { recursive: true, force: true });
  }
}

/** Prints one run's figures. */
function report(label: string, figures: FanOutFigures, outbox: string): void {
  const seconds = figures.ms / 1000;
  const batches = figures.summary?.batches ?? 0;
  console.log(
    [
      '',
      `=== push fan-out, ${devices} devices, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${label} ===`,
      `sent ${figures.summary?.sent ?? '?'} of ${figures.summary?.recipients ?? '?'} in ${batches} batches, ` +
        `${seconds} s (${Math.round(figures.ms / Math.max(1, batches))} ms a batch; ` +
        `timeout ${FUNCTION_TIMEOUT_S} s); the stand-in wrote ` +
        `${mb(statSync(join(outbox, 'sent.jsonl')).size)} MB of batches`,
      `resident memory: ${figures.rssBeforeMb} MB before the send, peak ${figures.rssPeakMb} MB ` +
        `(maxRSS ${figures.maxRssMb} MB; the function has ${FUNCTION_MEMORY_MB} MiB)`,
      `V8 heap used: ${figures.heapBeforeMb} MB before (after a full GC), peak ${figures.heapPeakMb} MB, ` +
        `peak after a full GC each second ${figures.liveHeapPeakMb} MB (what the send holds)`,
      JSON.stringify({ devices, ...figures }),
    ].join('\n'),
  );
}

/** Inside the emulator: seeds, measures in a child process, cleans up, prints. */
async function inner(): Promise<void> {
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const { PUSH_SENDS_COLLECTION, PUSH_TOKENS_COLLECTION } = await import('@masjid/domain/push');
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-push'));
  const tokens = db.collection(PUSH_TOKENS_COLLECTION);
  const id = (i: number) => `bench-push-${String(i).padStart(6, '0')}`;

  const seedStarted = performance.now();
  const now = Timestamp.now();
  const writer = db.bulkWriter({ throttling: false });
  for (let i = 0; i < devices; i++)
    void writer.set(tokens.doc(id(i)), {
      token: `bench${i}:APA91b${String(i).padStart(8, '0')}${'x'.repeat(140)}`,
      userId: null,
      language: i % 4 === 3 ? 'ur' : 'en',
      createdAt: now,
      lastSeenAt: now,
    });
  await writer.close();
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  console.log(`Seeded ${devices} devices in ${seedSeconds} s; sending...`);

  for (const module of values['fan-out-module'])
    for (const heapMb of heaps) await measure(resolve(module), heapMb);

  const cleanup = db.bulkWriter({ throttling: false });
  for (let i = 0; i < devices; i++) void cleanup.delete(tokens.doc(id(i)));
  await cleanup.close();
  await db.recursiveDelete(db.collection(PUSH_SENDS_COLLECTION));
}

/** Outside the emulators: starts the Firestore emulator alone and runs `inner` inside it. */
async function outer(): Promise<void> {
  const emulatorEnv = await exported(
    join(ROOT, 'scripts', 'firestore-launcher.mjs'),
    'emulatorEnv',
  );
  const env = z.parse(z.record(z.string(), z.optional(z.string())), emulatorEnv());
  const args = process.argv.slice(2).map((a) => JSON.stringify(a));
  const command = `node --import tsx scripts/bench-push.ts ${args.join(' ')}`;
  const firebase = join(ROOT, 'node_modules', '.bin', 'firebase');
  const child = spawn(
    firebase,
    ['emulators:exec', '--only', 'firestore', '--project', PROJECT_ID, command],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
}

if (values.child) await fanOut();
else if (process.env.FIRESTORE_EMULATOR_HOST) await inner();
else await outer();
