/**
 * Helpers of the REST API tests: calls through the Hosting origin (the site's real `/api` path),
 * an Admin SDK Firestore on the emulator to write test data, and the checks every error answer must
 * pass (one shape, no stack trace).
 */
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
import { API_BASE, DEMO_PROJECT_ID } from '../emulators.ts';

/** An API answer with its body read as text and, when it is JSON, parsed. */
export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** Calls `API_BASE + path` (e.g. `/events`) and reads the whole answer. */
export async function callApi(path: string, init: RequestInit = {}): Promise<ApiResponse> {
  return readAnswer(await fetch(`${API_BASE}${path}`, { redirect: 'manual', ...init }));
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
 * Deletes every throttle counter. In the emulator every request counts against the socket's
 * address (the test runner's), so tests that fail on purpose start and end with clean counters and
 * leave none for the next file.
 */
export async function resetThrottle(): Promise<void> {
  await adminDb().recursiveDelete(adminDb().collection('throttle'));
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
