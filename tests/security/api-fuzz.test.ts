/**
 * Drill: bad input, tried in bulk (issue 41 §4). For every operation of the API's description
 * (`GET /api/openapi.json`, made from the endpoints' own declarations), fast-check sends
 * malformed and boundary requests (fuzz-requests.ts: a wrong or missing caller, a method the path
 * does not take, unknown or refused query keys, odd path parameters, bad JSON, other content
 * types, huge and unicode strings, odd numbers, unknown keys, missing fields), each as a caller of
 * every role where the operation has one. Every answer must be a 4xx JSON error of the one shape
 * (domain/src/api-error.ts: a reason and field codes the clients know, no stack trace), never a
 * 5xx; and nothing is written: no Firestore document (but the throttle's counters, which count
 * refusals) and no account, counted by proxies in front of the emulators (read-counter.ts names
 * every document a Commit writes; the Auth proxy every request but a look-up).
 *
 * The API runs in this process (functions/src/app.ts, as the functions framework serves it: the
 * body's bytes in `rawBody`) against the real Firestore and Auth emulators of the demo project:
 * thousands of requests through the functions emulator would take minutes. Its throttle counters
 * are cleared afterwards. `npm test` sends
 * FUZZ_RUNS (default 20) requests per operation with a fixed seed; `npm run fuzz` sends 200 with a
 * new seed each time (FUZZ_SEED repeats one). A counterexample goes into FIXED_CASES below.
 */
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { API_ERROR_CODES, API_ERROR_STATUS } from '@masjid/domain/api-error';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { THROTTLE_COLLECTION } from '@masjid/domain/throttle';
import { AUTH, DEMO_PROJECT_ID, FIRESTORE } from '../emulators.ts';
import {
  adminDb,
  closeAdmin,
  expectApiError,
  readAnswer,
  countedAddress,
  resetThrottle,
  type ApiResponse,
} from '../api/client.ts';
import { testUser } from '../api/tokens.ts';
import { loadFunctionsEnv } from '../api/functions-env.ts';
import { serveInProcess } from '../api/in-process-api.ts';
import { startReadCounter, useCountedFirestore, type ReadCounter } from './read-counter.ts';
import {
  malformedRequests,
  type Callers,
  type FuzzRequest,
  type JsonSchema,
  type Operation,
} from './fuzz-requests.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RUNS
    ? undefined
    : 41;

let counter: ReadCounter;
let authProxy: AuthWrites;
let server: Server;
let base = '';
/** The in-process API's callers: the loopback socket, or no address at all. */
countedAddress('127.0.0.1');
countedAddress('unknown');
let functionsApp: App;
let operations: Operation[] = [];
let studentId = '';
const callers: Callers = { tokens: {}, roles: {} };
const uids: string[] = [];

/** The Auth emulator's requests that change an account (all but look-ups), counted by a proxy. */
interface AuthWrites {
  host: string;
  changes: string[];
  close(): Promise<void>;
}

/**
 * A proxy in front of the Auth emulator that passes every request on and names each that may
 * change an account: any POST but a look-up (`accounts:lookup`, `accounts:query`).
 */
async function startAuthProxy(): Promise<AuthWrites> {
  const changes: string[] = [];
  const proxy = createServer((req, res) => {
    const url = req.url ?? '';
    if (req.method === 'POST' && !/accounts:(lookup|query)\b/.test(url)) changes.push(url);
    const upstream = httpRequest(
      { host: AUTH.host, port: AUTH.port, method: req.method, path: url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    changes,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

beforeAll(async () => {
  loadFunctionsEnv();
  // As the functions emulator runs the API: uploads go to a local folder (here the test's own).
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.MEDIA_STORE_DIR = await mkdtemp(join(tmpdir(), 'api-fuzz-media-'));
  counter = await startReadCounter(FIRESTORE);
  authProxy = await startAuthProxy();
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authProxy.host;
  const loaded = await useCountedFirestore(counter, DEMO_PROJECT_ID, async () => ({
    ...(await import('../../functions/src/app.ts')),
    app: (await import('../../functions/src/lib/firebase.ts')).app,
  }));
  functionsApp = loaded.app;
  ({ server, base } = await serveInProcess(loaded.createApp()));

  // The callers (made straight on the emulator, not through the proxy): one per role, and a
  // signed-in account without one; the student is the qari's.
  if (authHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const made = await Promise.all(
    (
      [
        ['siteAdmin', { siteAdmin: true }],
        ['admin', { role: 'admin' }],
        ['qari', { role: 'qari' }],
        ['student', { role: 'student' }],
        [undefined, {}],
      ] as const
    ).map(async ([role, claims]) => ({
      role,
      user: await testUser(`fuzz-${role ?? 'plain'}`, claims),
    })),
  );
  for (const { role, user } of made) {
    callers.tokens[user.uid] = user.token;
    callers.roles[user.uid] = role;
    uids.push(user.uid);
    if (role === 'student') studentId = user.uid;
  }
  const qari = made.find((m) => m.role === 'qari')!.user.uid;
  await adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .set({ name: 'Fuzz Student', email: `${studentId}@api.test`, teacherId: qari });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authProxy.host;

  const description = await call({
    kind: 'description',
    method: 'GET',
    url: '/api/openapi.json',
    headers: {},
  });
  expect(description.status).toBe(200);
  operations = operationsOf(description.json);
}, 60_000);

afterAll(async () => {
  if (studentId) await adminDb().collection(STUDENTS_COLLECTION).doc(studentId).delete();
  await Promise.all(uids.map((uid) => getAuth(functionsApp).deleteUser(uid)));
  await resetThrottle();
  if (process.env.MEDIA_STORE_DIR)
    await rm(process.env.MEDIA_STORE_DIR, { recursive: true, force: true });
  await new Promise((resolve) => server?.close(resolve));
  if (functionsApp) await deleteApp(functionsApp);
  await counter?.close();
  await authProxy?.close();
  await closeAdmin();
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The operations of the description, as the fuzzer reads them. */
function operationsOf(description: unknown): Operation[] {
  const paths = isObject(description) && isObject(description.paths) ? description.paths : {};
  return Object.entries(paths).flatMap(([path, item]) => {
    if (!isObject(item)) return [];
    const allowed = Object.keys(item).map((m) => m.toUpperCase());
    return Object.entries(item).flatMap(([method, op]) => {
      if (!isObject(op)) return [];
      const content =
        isObject(op.requestBody) && isObject(op.requestBody.content) ? op.requestBody.content : {};
      const json = isObject(content['application/json'])
        ? content['application/json'].schema
        : undefined;
      const form = Object.keys(content).find((type) => type !== 'application/json');
      const role = op['x-role'];
      return [
        {
          method: method.toUpperCase(),
          path: `/api${path}`,
          allowed,
          role: Array.isArray(role) ? role.map(String) : String(role),
          parameters: Array.isArray(op.parameters)
            ? op.parameters.filter(isObject).map((p) => ({
                name: String(p.name),
                in: p.in === 'path' || p.in === 'header' ? p.in : ('query' as const),
                required: p.required === true,
                schema: isObject(p.schema) ? p.schema : {},
              }))
            : [],
          body: isObject(json) ? { json: json as JsonSchema } : form ? { form } : undefined,
        },
      ];
    });
  });
}

async function call(request: FuzzRequest): Promise<ApiResponse> {
  const res = await fetch(`${base}${request.url}`, {
    method: request.method,
    headers: {
      ...request.headers,
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    body:
      typeof request.body === 'string' ? request.body : request.body && Buffer.from(request.body),
    redirect: 'manual',
  });
  return readAnswer(res);
}

/** What the API wrote since `from` (Firestore documents but throttle counters, accounts). */
function writesSince(from: { documents: number; accounts: number }): string[] {
  return [
    ...counter.written
      .slice(from.documents)
      .filter((name) => !name.includes(`/documents/${THROTTLE_COLLECTION}/`)),
    ...authProxy.changes.slice(from.accounts),
  ];
}

/** The answer must be a 4xx error of the one shape: its code the status's, known reason and field codes, no stack. */
async function expectRefused(request: FuzzRequest): Promise<void> {
  const res = await call(request);
  const what = `${request.method} ${request.url.slice(0, 200)} (${request.kind}, ${request.caller ?? 'no caller'})`;
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  const code = API_ERROR_CODES.find((c) => API_ERROR_STATUS[c] === res.status);
  expect(code, `${what}: status ${res.status} has no code`).toBeDefined();
  expectApiError(res, res.status, code!);
}

/**
 * Counterexamples the fuzzer found, kept as fixed cases (each failed before its fix): the
 * operation's method and path, and the request.
 */
const FIXED_CASES: FuzzRequest[] = [
  // A broken `%` escape in a path parameter: Express's URIError answered 500 (now 404).
  { kind: 'path', method: 'GET', url: '/api/events/%E0%A4%A', headers: {} },
  { kind: 'path', method: 'GET', url: '/api/timetable/%C0%AF/1', headers: {} },
];

describe('every malformed request is refused with a 4xx error and changes nothing', () => {
  it('the description names every operation the fuzzer tries', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it.each(FIXED_CASES.map((c) => [`${c.method} ${c.url.slice(0, 80)} (${c.kind})`, c] as const))(
    'fixed case: %s',
    async (_name, request) => {
      await expectRefused(request);
    },
  );

  it(`${RUNS} requests per operation`, async () => {
    const started = Date.now();
    let sent = 0;
    const failures: string[] = [];
    for (const op of operations) {
      const before = { documents: counter.written.length, accounts: authProxy.changes.length };
      try {
        await fc.assert(
          fc.asyncProperty(
            malformedRequests(op, callers, [studentId, 'fuzz-1']),
            async (request) => {
              sent++;
              await expectRefused(request);
            },
          ),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      } catch (err) {
        // Every operation is tried before the test fails: one run names every defect.
        const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
        failures.push(`${op.method} ${op.path}: ${String(err)}\n${cause}`);
      }
      const wrote = writesSince(before);
      if (wrote.length) failures.push(`${op.method} ${op.path} wrote ${wrote.join(', ')}`);
    }
    console.log(
      `api-fuzz: ${sent} requests to ${operations.length} operations in ${Date.now() - started} ms (seed ${SEED ?? 'random'})`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
