/**
 * Figures under load (issue 41 §5), run by `npm run bench:load` inside the Firestore and Auth
 * emulators (scripts/bench.mjs `--load`: no functions or hosting emulator, no build), on loopback
 * only, stopping by itself. The figures are of our code, not of the functions emulator (which
 * starts a worker process per request in flight and could not carry 20 readers on 2 cores):
 *
 * - **the API**: functions/src/app.ts in a Node process of its own (scripts/bench-load-api.ts), as
 *   one Cloud Functions instance serves it, against the real emulators. Static files are not
 *   measured: Hosting's CDN serves them, not our code.
 * - **readers**: autocannon, `BENCH_LOAD_CONNECTIONS` (200) concurrent connections for
 *   `BENCH_LOAD_SECONDS` (30) s on each of `GET /api/jamat-timings`, `/api/events`, the seeded
 *   Friday bayan's `/api/get-recording/{id}` and the seeded parent's link month
 *   (`/api/students/by-token/{token}/progress`), one target after another, each after an
 *   unmeasured 3 s warm-up. None of these reads counts against a throttle (the link's counter
 *   counts wrong links only), so all readers come from 127.0.0.1 as they are; 429 answers are
 *   still counted apart, and the run fails on any.
 * - **teachers**: `BENCH_LOAD_TEACHERS` (20) qaris, each with a student of their own, each signed
 *   in through the Auth emulator with the web SDK, save days for `BENCH_LOAD_SECONDS` s at once,
 *   each qari one day after the other (going back from yesterday), exactly as the portal saves
 *   them: `setDoc(…, dayWrite(…), { merge: true })` straight to Firestore under the rules
 *   (web/src/hifz-portal/progress/day-saves.ts). A save counts when the server acknowledged it.
 *   Then every student's days are read back with the Admin SDK: every acknowledged day must be
 *   there with the grade saved. (The functions' triggers on days do not run here: in production
 *   they run afterwards, on instances of their own.)
 *
 * Prints requests per second, p50/p95/p99 latency (ms), errors (socket errors, timeouts after
 * 10 s, non-2xx answers other than 429), 429s and the API process's CPU time per request per
 * target, and writes
 * bench/load.json. Exits 1 when any request failed or was throttled, or a save is missing (the
 * drill's pass condition), 0 otherwise.
 */
import { fork } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, setDoc } from 'firebase/firestore';
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import { PROGRESS_SUBCOLLECTION, isoDay, type Grade } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { dayWrite } from '../web/src/hifz-portal/progress/day-write.ts';
import { DEMO_RECORDINGS, DEMO_PROGRESS_STUDENT } from '../seed/demo-data.ts';
import { seedDemoData } from '../seed/seed.ts';
import { AUTH, DEMO_PROJECT_ID, FIRESTORE, ROOT } from '../tests/emulators.ts';

const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return n;
};
const SECONDS = envNumber('BENCH_LOAD_SECONDS', 30);
const CONNECTIONS = envNumber('BENCH_LOAD_CONNECTIONS', 200);
const TEACHERS = envNumber('BENCH_LOAD_TEACHERS', 20);
/** Seconds a request may take before autocannon counts it as timed out (an error). */
const TIMEOUT_SECONDS = 10;

/** One target's figures: requests per second, latency percentiles in ms, errors, 429s. */
interface TargetFigures {
  target: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  throttled: number;
  seconds: number;
  /** Of `errors`, requests unanswered after TIMEOUT_SECONDS (readers only). */
  timeouts?: number;
  /** Requests still unanswered when the run stopped (readers only; not errors). */
  inFlightAtEnd?: number;
  /** CPU time of the API's process per answered request, ms (readers only): our code's cost. */
  apiCpuMsPerRequest?: number;
  /** The API process's CPU time over the run's wall time (1 = one core busy throughout). */
  apiCpuShare?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

/** Figures of a run from each answer's time (ms, any order); `errors` and `throttled` counted. */
function figures(
  target: string,
  times: number[],
  seconds: number,
  counts: { errors: number; throttled: number },
): TargetFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    target,
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / seconds),
    p50Ms: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    p99Ms: Math.round(percentile(sorted, 99)),
    ...counts,
    seconds: Math.round(seconds),
  };
}

// --- The API, in a process of its own -------------------------------------------------------------

/** Forks scripts/bench-load-api.ts; its origin once it listens, and a way to stop it. */
async function startApi() {
  const child = fork(join(ROOT, 'scripts', 'bench-load-api.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) =>
      typeof m === 'object' && m !== null && 'base' in m && typeof m.base === 'string'
        ? resolve(m.base)
        : reject(new Error('The API process sent no origin')),
    );
    child.once('exit', (code) => reject(new Error(`The API process exited (${code})`)));
  });
  /** The API process's CPU time so far (user + system, ms). */
  const cpuMs = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) =>
        resolve(typeof m === 'object' && m !== null && 'cpuMs' in m ? Number(m.cpuMs) : NaN),
      );
      child.send('cpu');
    });
  return { base, cpuMs, stop: () => child.disconnect() };
}

// --- The readers ------------------------------------------------------------------------------------

/** `connections` readers on `url` for `seconds` s; every answer's time and the counts. */
async function readers(label: string, url: string, connections: number, seconds: number) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: TIMEOUT_SECONDS },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  const throttled = result.statusCodeStats?.['429']?.count ?? 0;
  return {
    // autocannon's `errors` are socket errors and timeouts together.
    ...figures(label, times, result.duration, {
      throttled,
      errors: result.errors + result.non2xx - throttled,
    }),
    timeouts: result.timeouts,
    // Requests sent when the run stopped (at most one per connection): cut off by the end of the
    // run, not failed; one stuck longer than TIMEOUT_SECONDS would be a timeout above.
    inFlightAtEnd: Math.max(0, result.requests.sent - result.requests.total),
  };
}

/** One request to `url`: refuses to measure a target that does not answer 200 with JSON. */
async function checkTarget(label: string, url: string) {
  const res = await fetch(url);
  const text = await res.text();
  if (res.status !== 200 || !res.headers.get('content-type')?.includes('application/json'))
    throw new Error(`${label} answered ${res.status}: ${text.slice(0, 200)}`);
}

// --- The teachers -----------------------------------------------------------------------------------

const admin = initializeAdmin({ projectId: DEMO_PROJECT_ID }, 'bench-load');
const adminAuth = getAdminAuth(admin);
const adminDb = getAdminFirestore(admin);
const PASSWORD = 'bench-load-pass';
const GRADES: readonly Grade[] = ['very-good', 'weak', 'not-memorised'];
const gradeOf = (teacher: number, save: number) => GRADES[(teacher + save) % GRADES.length]!;

/** The `n`-th day back from yesterday in Karachi, as year, month, day. */
function dayBack(n: number) {
  const today = karachiDay();
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day - 1 - n));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** A qari (account, teacher profile) and their student for this run, the qari signed in. */
async function teacherAndStudent(i: number, run: string) {
  const email = `load-qari-${run}-${i}@bench.test`;
  const qari = await adminAuth.createUser({ email, password: PASSWORD });
  await adminAuth.setCustomUserClaims(qari.uid, { role: 'qari' });
  await adminDb
    .collection(TEACHERS_COLLECTION)
    .doc(qari.uid)
    .set({ name: `Load Qari ${i}`, email });
  const studentId = `load-student-${run}-${i}`;
  await adminDb
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .set({ name: `Load Student ${i}`, email: `${studentId}@bench.test`, teacherId: qari.uid });
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, apiKey: 'demo-key' }, `load-${run}-${i}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH.host}:${AUTH.port}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, FIRESTORE.host, FIRESTORE.port);
  return { i, app, db, qariUid: qari.uid, studentId, saved: [] as string[] };
}

/**
 * Every qari saves days one after another for `SECONDS` s, all at once, as the portal does; then
 * each student's days are read back: every save the server acknowledged must be there.
 */
async function teachersSaving() {
  const run = Date.now().toString(36);
  const teachers = [];
  for (let i = 0; i < TEACHERS; i++) teachers.push(await teacherAndStudent(i, run));
  const latencies: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    teachers.map(async (t) => {
      for (let n = 0; performance.now() < end; n++) {
        const { year, month, day } = dayBack(n);
        const date = isoDay(year, month, day);
        const data = dayWrite(
          {
            date: { year, month, day },
            fields: { attendance: 'on-time', sabaq: gradeOf(t.i, n) },
            changed: ['attendance', 'sabaq'],
            by: t.qariUid,
          },
          crypto.randomUUID(),
          `load-${run}-${t.i}`,
        );
        const t0 = performance.now();
        try {
          await setDoc(
            doc(t.db, STUDENTS_COLLECTION, t.studentId, PROGRESS_SUBCOLLECTION, date),
            data,
            { merge: true },
          );
          t.saved.push(date);
          latencies.push(performance.now() - t0);
        } catch (err) {
          failures.push(`${t.studentId} ${date}: ${String(err)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Count the days afterwards: every acknowledged save is there, with the grade it saved.
  const lost: string[] = [];
  let stored = 0;
  for (const t of teachers) {
    const days = await adminDb
      .collection(STUDENTS_COLLECTION)
      .doc(t.studentId)
      .collection(PROGRESS_SUBCOLLECTION)
      .get();
    stored += days.size;
    const byId = new Map(days.docs.map((d) => [d.id, d]));
    t.saved.forEach((date, n) => {
      if (byId.get(date)?.get('sabaq') !== gradeOf(t.i, n)) lost.push(`${t.studentId} ${date}`);
    });
  }
  // Leave the emulators as the seed left them.
  for (const t of teachers) {
    await deleteApp(t.app);
    await adminDb.recursiveDelete(adminDb.collection(STUDENTS_COLLECTION).doc(t.studentId));
    await adminDb.collection(TEACHERS_COLLECTION).doc(t.qariUid).delete();
    await adminAuth.deleteUser(t.qariUid);
  }
  const acknowledged = teachers.reduce((sum, t) => sum + t.saved.length, 0);
  return {
    figures: figures(
      `${TEACHERS} qaris saving days (web SDK setDoc under the rules)`,
      latencies,
      seconds,
      { errors: failures.length, throttled: 0 },
    ),
    failures,
    acknowledged,
    stored,
    lost,
  };
}

// --- The run ----------------------------------------------------------------------------------------

const loadAtStart = loadavg();
const seeded = await seedDemoData();
const bayanId = DEMO_RECORDINGS.find((r) => r.category === 'friday')?.id;
const parentToken = seeded.deepLinks[DEMO_PROGRESS_STUDENT];
if (!bayanId || !parentToken) throw new Error('The seed wrote no Friday bayan or no parent link');
const { year, month } = karachiDay();
const api = await startApi();

const READ_TARGETS = [
  ['GET /api/jamat-timings', '/api/jamat-timings'],
  ['GET /api/events', '/api/events'],
  ['GET /api/get-recording/{id} (a bayan)', `/api/get-recording/${encodeURIComponent(bayanId)}`],
  [
    "GET /api/students/by-token/{token}/progress (a parent's link, this month)",
    `/api/students/by-token/${encodeURIComponent(parentToken)}/progress?year=${year}&month=${month}`,
  ],
] as const;

console.log(
  `Load: ${CONNECTIONS} readers × ${SECONDS} s per target, then ${TEACHERS} qaris saving days for ${SECONDS} s.`,
);
const rows: TargetFigures[] = [];
let saving: Awaited<ReturnType<typeof teachersSaving>>;
try {
  for (const [label, path] of READ_TARGETS) {
    await checkTarget(label, `${api.base}${path}`);
    await readers(label, `${api.base}${path}`, Math.min(20, CONNECTIONS), 3); // warm-up
    const cpuBefore = await api.cpuMs();
    const row = await readers(label, `${api.base}${path}`, CONNECTIONS, SECONDS);
    const apiCpuMs = (await api.cpuMs()) - cpuBefore;
    rows.push({
      ...row,
      apiCpuMsPerRequest: Math.round((apiCpuMs / Math.max(1, row.requests)) * 100) / 100,
      apiCpuShare: Math.round((apiCpuMs / (row.seconds * 1000)) * 100) / 100,
    });
    console.log(`  ${label}: done`);
  }
  saving = await teachersSaving();
  rows.push(saving.figures);
} finally {
  api.stop();
}

const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model,
  loadAverageAtStart: loadAtStart.map((n) => Math.round(n * 100) / 100),
  loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100),
};
const lines = [
  '',
  `=== load, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (our API in-process, Firestore and Auth emulators, loopback) ===`,
  '| target | requests | req/s | p50 | p95 | p99 | errors | 429 | cut off at the end | API CPU per request (share of a core) |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.target} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p95Ms} ms | ${r.p99Ms} ms | ${r.errors} | ${r.throttled} | ${r.inFlightAtEnd ?? '–'} | ${r.apiCpuMsPerRequest === undefined ? '–' : `${r.apiCpuMsPerRequest} ms (${r.apiCpuShare})`} |`,
  ),
  `days: ${saving.acknowledged} saves acknowledged, ${saving.stored} days stored, ${saving.lost.length} lost or wrong`,
  ...saving.failures.slice(0, 10).map((f) => `  failed save: ${f}`),
  ...saving.lost.slice(0, 10).map((f) => `  lost day: ${f}`),
  `machine: ${machine.cores} cores (${machine.cpu ?? '?'}), load average ${machine.loadAverageAtStart.join(' ')} at start, ${machine.loadAverageAtEnd.join(' ')} at end`,
];
console.log(lines.join('\n'));
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench', 'load.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      seconds: SECONDS,
      connections: CONNECTIONS,
      teachers: TEACHERS,
      rows,
      days: {
        acknowledged: saving.acknowledged,
        stored: saving.stored,
        lost: saving.lost,
        failures: saving.failures,
      },
      machine,
    },
    null,
    2,
  )}\n`,
);
const failed =
  rows.some((r) => r.errors > 0 || r.throttled > 0) ||
  saving.lost.length > 0 ||
  saving.acknowledged === 0;
if (failed) console.log('load: FAILED (errors or 429s above 0, or a save lost)');
process.exit(failed ? 1 : 0);
