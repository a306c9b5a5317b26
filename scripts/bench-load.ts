/**
 * Figures under load (issue 41 §5), run by `npm run bench:load` inside the emulators (see
 * scripts/bench.mjs `--load`), on loopback only, stopping by itself:
 *
 * - **readers**: autocannon, `BENCH_LOAD_CONNECTIONS` (200) concurrent connections for
 *   `BENCH_LOAD_SECONDS` (30) s on each of `/api/jamat-timings`, `/events`, the seeded Friday
 *   bayan's page and the seeded parent's link, one target after another;
 * - **teachers**: `BENCH_LOAD_TEACHERS` (20) qaris, each with a student of their own, all saving
 *   `BENCH_LOAD_DAYS` (20) days of last month at once through `POST /users/{id}/progress`, each
 *   qari one day after the other; then every student's days are counted and read back.
 *
 * Prints requests per second, p50/p95/p99 latency (ms) and errors (connection errors, timeouts,
 * non-2xx answers) per target, and writes bench/load.json. Exits 1 when any request failed or a
 * save is missing (the drill's pass condition), 0 otherwise.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { DEMO_RECORDINGS, DEMO_PROGRESS_STUDENT } from '../seed/demo-data.ts';
import { seedDemoData } from '../seed/seed.ts';
import { AUTH, DEMO_PROJECT_ID, ROOT, SITE_ORIGIN } from '../tests/emulators.ts';

const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return n;
};
const SECONDS = envNumber('BENCH_LOAD_SECONDS', 30);
const CONNECTIONS = envNumber('BENCH_LOAD_CONNECTIONS', 200);
const TEACHERS = envNumber('BENCH_LOAD_TEACHERS', 20);
const DAYS = Math.min(envNumber('BENCH_LOAD_DAYS', 20), 28);

/** One target's figures: requests per second, latency percentiles in ms, errors. */
interface TargetFigures {
  target: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  seconds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

/**
 * Unmeasured warm-up: connections 1, 2, 4, … up to `CONNECTIONS`, 2 s each. The functions emulator
 * runs one Node process per request in flight and loads the functions' code in each new one; a
 * cold start of many at once on 2 cores times out ("Failed to load function"), so the processes
 * are started a few at a time, as production instances would be by then.
 */
async function warmUp(path: string) {
  for (let c = 1; c < CONNECTIONS * 2; c *= 2)
    await autocannon({
      url: `${SITE_ORIGIN}${path}`,
      connections: Math.min(c, CONNECTIONS),
      duration: 2,
      timeout: 30,
    });
}

/** `CONNECTIONS` readers on `path` for `SECONDS` s. Errors: failed connections, timeouts, non-2xx. */
async function readers(label: string, path: string): Promise<TargetFigures> {
  // Every answer's time, for exact percentiles (autocannon's summary has no p95).
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${SITE_ORIGIN}${path}`, connections: CONNECTIONS, duration: SECONDS, timeout: 30 },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    target: label,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    p99Ms: Math.round(percentile(times, 99)),
    // Requests still unanswered when the run ended count as errors too.
    errors:
      result.errors +
      result.timeouts +
      result.non2xx +
      Math.max(0, result.requests.sent - result.requests.total),
    seconds: result.duration,
  };
}

// --- The teachers ---------------------------------------------------------------------------------

const app = initializeApp({ projectId: DEMO_PROJECT_ID }, 'bench-load');
const auth = getAuth(app);
const db = getFirestore(app);

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return z.parse(z.object({ idToken: z.string() }), await res.json()).idToken;
}

/** A qari and their student for this run: ids, the qari's ID token. */
async function teacherAndStudent(i: number, run: string) {
  const password = 'bench-load-pass';
  const qari = await auth.createUser({ email: `load-qari-${run}-${i}@bench.test`, password });
  await auth.setCustomUserClaims(qari.uid, { role: 'qari' });
  const studentId = `load-student-${run}-${i}`;
  await db
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .set({
      name: `Load Student ${i}`,
      email: `load-student-${run}-${i}@bench.test`,
      teacherId: qari.uid,
      disabled: false,
    });
  return { qariUid: qari.uid, studentId, token: await signIn(qari.email!, password) };
}

const last = new Date();
last.setUTCDate(1);
last.setUTCMonth(last.getUTCMonth() - 1);
const YEAR = last.getUTCFullYear();
const MONTH = last.getUTCMonth() + 1;
const GRADES = ['very-good', 'weak', 'not-memorised'] as const;
const gradeOf = (i: number, day: number) => GRADES[(i + day) % GRADES.length]!;

/** Every qari saves `DAYS` days at once with the others; latency of each save and its failures. */
async function teachersSaving() {
  const run = Date.now().toString(36);
  const teachers = [];
  for (let i = 0; i < TEACHERS; i++) teachers.push(await teacherAndStudent(i, run));
  const latencies: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  await Promise.all(
    teachers.map(async (t, i) => {
      for (let day = 1; day <= DAYS; day++) {
        const t0 = performance.now();
        try {
          const res = await fetch(`${SITE_ORIGIN}/api/users/${t.studentId}/progress`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
            body: JSON.stringify({
              day,
              month: MONTH,
              year: YEAR,
              attendance: 'on-time',
              sabaq: gradeOf(i, day),
            }),
          });
          const text = await res.text();
          if (!res.ok)
            failures.push(`${t.studentId} day ${day}: ${res.status} ${text.slice(0, 200)}`);
        } catch (err) {
          failures.push(`${t.studentId} day ${day}: ${String(err)}`);
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const figures: TargetFigures = {
    target: `POST /api/users/{id}/progress, ${TEACHERS} qaris × ${DAYS} days`,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    p99Ms: Math.round(percentile(latencies, 99)),
    errors: failures.length,
    seconds: Math.round(seconds),
  };

  // Count the days afterwards: each student has exactly DAYS days, each with its own grade.
  const lost: string[] = [];
  let stored = 0;
  for (const [i, t] of teachers.entries()) {
    const days = await db
      .collection(STUDENTS_COLLECTION)
      .doc(t.studentId)
      .collection('progress')
      .get();
    stored += days.size;
    for (let day = 1; day <= DAYS; day++) {
      const id = `${YEAR}-${String(MONTH).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const doc = days.docs.find((d) => d.id === id);
      if (doc?.get('sabaq') !== gradeOf(i, day)) lost.push(`${t.studentId} ${id}`);
    }
  }
  // Leave the emulator as the seed left it.
  for (const t of teachers) {
    await db.recursiveDelete(db.collection(STUDENTS_COLLECTION).doc(t.studentId));
    await auth.deleteUser(t.qariUid);
  }
  return { figures, failures, expected: TEACHERS * DAYS, stored, lost };
}

// --- The run ----------------------------------------------------------------------------------------

const loadAtStart = loadavg();
const seeded = await seedDemoData();
const bayanId = DEMO_RECORDINGS.find((r) => r.category === 'friday')?.id;
const parentToken = seeded.deepLinks[DEMO_PROGRESS_STUDENT];
if (!bayanId || !parentToken) throw new Error('The seed wrote no Friday bayan or no parent link');

const READ_TARGETS = [
  ['GET /api/jamat-timings', '/api/jamat-timings'],
  ['GET /events', '/events'],
  ['GET /bayan/{id}', `/bayan/${encodeURIComponent(bayanId)}`],
  [
    'GET /dashboard-student?token=… (parent link)',
    `/dashboard-student?token=${encodeURIComponent(parentToken)}`,
  ],
] as const;

console.log(
  `Load: ${CONNECTIONS} readers × ${SECONDS} s per target, then ${TEACHERS} qaris × ${DAYS} days.`,
);
const rows: TargetFigures[] = [];
for (const [label, path] of READ_TARGETS) {
  await warmUp(path);
  rows.push(await readers(label, path));
  console.log(`  ${label}: done`);
}
const saving = await teachersSaving();
rows.push(saving.figures);

const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model,
  loadAverageAtStart: loadAtStart.map((n) => Math.round(n * 100) / 100),
  loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100),
};
const lines = [
  '',
  `=== load, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (emulators on loopback, not production) ===`,
  '| target | requests | req/s | p50 | p95 | p99 | errors |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.target} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p95Ms} ms | ${r.p99Ms} ms | ${r.errors} |`,
  ),
  `days saved: ${saving.stored} of ${saving.expected} stored, ${saving.lost.length} lost or wrong`,
  ...saving.failures.slice(0, 10).map((f) => `  failed save: ${f}`),
  ...saving.lost.slice(0, 10).map((f) => `  lost day: ${f}`),
  `machine: ${machine.cores} cores (${machine.cpu ?? '?'}), load average ${machine.loadAverageAtStart.join(' ')} at start, ${machine.loadAverageAtEnd.join(' ')} at end`,
];
console.log(lines.join('\n'));
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench', 'load.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, rows, saving, machine }, null, 2)}\n`,
);
const failed = rows.some((r) => r.errors > 0) || saving.lost.length > 0;
if (failed) console.log('load: FAILED (errors above 0 or a save lost)');
process.exit(failed ? 1 : 0);
