/**
 * Helpers of the REST API tests: calls through the Hosting origin (the site's real `/api` path),
 * an Admin SDK Firestore on the emulator to write test data, and the checks every error answer must
 * pass (one shape, no stack trace).
 */
import { createHash } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  apiErrorBodySchema,
  isApiErrorReason,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiErrorReason,
} from '@masjid/domain/api-error';
import { isFieldProblemCode } from '@masjid/domain/field-problems';
import { THROTTLE_COLLECTION } from '@masjid/domain/throttle';
import { API_BASE, DEMO_PROJECT_ID } from '../emulators.ts';

/** An API answer with its body read as text and, when it is JSON, parsed. */
export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/**
 * This test file's client address (a random `10.x.y.z`, drawn when the file loads this module):
 * the Hosting emulator appends none, so without a header every call of every file was counted as
 * `unknown`, one counter for all the API lanes that run side by side (scripts/test-inner.mjs).
 */
export const FILE_ADDRESS = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.1`;

/**
 * Calls `API_BASE + path` (e.g. `/events`) and reads the whole answer. A call that names no
 * `x-forwarded-for` comes from `FILE_ADDRESS`.
 */
export async function callApi(path: string, init: RequestInit = {}): Promise<ApiResponse> {
  const headers = new Headers(init.headers);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', FILE_ADDRESS);
  noteCounted(headers, init.body);
  return readAnswer(await fetch(`${API_BASE}${path}`, { redirect: 'manual', ...init, headers }));
}

/** The whole of an answer: its status, headers, text and, when the text is JSON, its value. */
export async function readAnswer(res: Response): Promise<ApiResponse> {
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Asserts a JSON content type (`application/json`, any charset). */
export function expectJson(res: ApiResponse): void {
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json\b/);
  expect(res.json).not.toBeUndefined();
}

/** Signs of a leaked stack trace or source location in a body. */
const STACK_SIGNS = [
  /\n\s+at\s/,
  /\bat .+:\d+:\d+/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /"stack"/,
];

/**
 * Asserts the one error answer of the API: the status, JSON content type, a body matching
 * `apiErrorBodySchema` with `code` (and `reason` when given), a reason and field problem codes
 * the clients know how to word, a non-empty English message and no stack trace. Returns the body.
 */
export function expectApiError(
  res: ApiResponse,
  status: number,
  code: ApiErrorCode,
  reason?: ApiErrorReason,
): ApiErrorBody {
  expect(res.status, res.text).toBe(status);
  expectJson(res);
  const body = apiErrorBodySchema.parse(res.json);
  expect(body.error.code).toBe(code);
  if (reason) expect(body.error.reason).toBe(reason);
  expect(isApiErrorReason(body.error.reason), body.error.reason).toBe(true);
  for (const [field, problem] of Object.entries(body.error.fields ?? {}))
    expect(isFieldProblemCode(problem.code), `${field}: ${problem.code}`).toBe(true);
  expect(body.error.message.length).toBeGreaterThan(0);
  for (const sign of STACK_SIGNS) expect(res.text).not.toMatch(sign);
  return body;
}

let adminApp: App | undefined;

/** Admin SDK Firestore of the demo project on the emulator (bypasses the rules). */
export function adminDb(): Firestore {
  adminApp ??= initializeApp({ projectId: DEMO_PROJECT_ID }, `api-tests-${process.pid}`);
  return getFirestore(adminApp);
}

/**
 * The counters a file's calls may have started (ids as `throttleKey` of
 * functions/src/api/throttle.ts makes them): per client address, sign-in failures (`ip`), wrong
 * parents' links (`link`), device saves (`push`), reminder requests (`reminders`) and built files
 * (`build-timetable`, `build-report`); per account, sign-in failures (`acct`).
 */
const ADDRESS_KINDS = ['ip', 'link', 'push', 'reminders', 'build-timetable', 'build-report'];

/** The id of a throttle counter, as `throttleKey` (functions/src/api/throttle.ts) makes it. */
export function counterId(kind: string, value: string): string {
  return `${kind}_${createHash('sha256').update(value).digest('hex').slice(0, 40)}`;
}

/** The addresses and sign-in accounts this file's calls were counted under (`resetThrottle`). */
const counted = { addresses: new Set<string>([FILE_ADDRESS]), accounts: new Set<string>() };

/**
 * Notes a client address whose counters `resetThrottle` deletes, for calls made without
 * `callApi` (which notes its own); returns it.
 */
export function countedAddress(address: string): string {
  counted.addresses.add(address.trim());
  return address;
}

/** Notes an e-mail address whose sign-in counter `resetThrottle` deletes; returns it. */
export function countedAccount(email: string): string {
  counted.accounts.add(email.trim().toLowerCase());
  return email;
}

/** Notes what a call through `callApi` is counted under: every forwarded address, a sign-in's account. */
function noteCounted(headers: Headers, body: RequestInit['body']): void {
  for (const entry of (headers.get('x-forwarded-for') ?? '').split(',')) {
    if (entry.trim()) countedAddress(entry);
  }
  if (typeof body !== 'string') return;
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      typeof parsed === 'object' &&
      parsed &&
      'email' in parsed &&
      typeof parsed.email === 'string'
    )
      countedAccount(parsed.email);
  } catch {
    // Not JSON: no account named.
  }
}

/**
 * A client address of this file's own (`10.x.y.n`, beside `FILE_ADDRESS`), noted for
 * `resetThrottle`: a test that wants a counter of its own takes one, and no file in another lane
 * can meet it.
 */
export function randomAddress(): string {
  return countedAddress(
    `${FILE_ADDRESS.replace(/\.1$/, '')}.${Math.floor(Math.random() * 252) + 2}`,
  );
}

/**
 * Deletes the throttle counters of the addresses and accounts this file's calls were counted
 * under (`countedAddress`, `countedAccount`, and every call through `callApi`), so tests that
 * fail on purpose start and end with clean counters and leave none for the next file. Only its
 * own: the API lanes run side by side (scripts/test-inner.mjs), and a reset of every counter undid
 * a flood of another file in the middle.
 */
export async function resetThrottle(): Promise<void> {
  const ids = [
    ...[...counted.addresses].flatMap((address) => ADDRESS_KINDS.map((k) => counterId(k, address))),
    ...[...counted.accounts].map((email) => counterId('acct', email)),
  ];
  const throttle = adminDb().collection(THROTTLE_COLLECTION);
  const writer = adminDb().bulkWriter();
  for (const id of ids) void writer.delete(throttle.doc(id));
  await writer.close();
}

/** Releases the Admin SDK app (call in afterAll). */
export async function closeAdmin(): Promise<void> {
  if (adminApp) await deleteApp(adminApp);
  adminApp = undefined;
}

/**
 * Calls the API with a JSON body (when given), as the holder of `token` (when given), with any
 * extra headers (e.g. `x-forwarded-for` to be another client address).
 */
export function sendJson(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return callApi(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Lets the calling `describe` own a document while it runs: what was stored before is put back
 * afterwards (or the document deleted if there was none). Call `closeAdmin` in a file-level
 * `afterAll`, which runs after this one.
 */
export function restoreAfterwards(ref: () => DocumentReference): void {
  let before: DocumentData | undefined;
  beforeAll(async () => {
    before = (await ref().get()).data();
  });
  afterAll(async () => {
    if (before) await ref().set(before);
    else await ref().delete();
  });
}
