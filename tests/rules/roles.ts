/**
 * Role matrix of the Firestore security-rules tests. Each role is a test context of
 * @firebase/rules-unit-testing with the custom claims of `@masjid/domain/roles`; an access table
 * says which roles may do which operation on a document, and `describeAccessMatrix` turns the
 * table into one test per (document, operation, role): allowed must succeed, everything else must
 * be denied by the rules. New collections and roles add rows here.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  connectFirestoreEmulator,
  getFirestore as getWebFirestore,
  setLogLevel,
  type Firestore as WebFirestore,
} from 'firebase/firestore';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { RoleClaims } from '@masjid/domain/roles';
import { PUBLIC_LIST_LIMIT } from '@masjid/domain/firestore-converter';
import { FIRESTORE, RULES_PROJECT_ID } from '../emulators.ts';

/** Every kind of caller the rules distinguish. */
export const ROLES = [
  'visitor',
  'signedIn',
  'siteAdmin',
  'admin',
  'qari',
  'otherQari',
  'student',
] as const;
export type RoleName = (typeof ROLES)[number];

/**
 * The server's time in a write of the harness's clients (`serverTimestamp()` of their compat SDK):
 * what the rules see as `request.time`, as the app writes a progress change's `at`.
 */
export const serverTime = () => firebase.firestore.FieldValue.serverTimestamp();

/** Shorthands for the access table. */
export const EVERYONE: readonly RoleName[] = ROLES;
export const NOBODY: readonly RoleName[] = [];

/** How each role signs in: undefined for the visitor, else a uid and its custom claims. */
export const ROLE_IDENTITIES: Record<RoleName, { uid: string; claims: RoleClaims } | undefined> = {
  visitor: undefined,
  signedIn: { uid: 'rules-signed-in', claims: {} },
  siteAdmin: { uid: 'rules-site-admin', claims: { siteAdmin: true } },
  admin: { uid: 'rules-hifz-admin', claims: { role: 'admin' } },
  /** The qari of the test student (`students/rules-student` has `teacherId: 'rules-qari'`). */
  qari: { uid: 'rules-qari', claims: { role: 'qari' } },
  /** A qari with other students. */
  otherQari: { uid: 'rules-other-qari', claims: { role: 'qari' } },
  student: { uid: 'rules-student', claims: { role: 'student' } },
};

/** The test context of a role: unauthenticated for the visitor, else signed in with its claims. */
export function contextFor(env: RulesTestEnvironment, role: RoleName): RulesTestContext {
  const identity = ROLE_IDENTITIES[role];
  return identity
    ? env.authenticatedContext(identity.uid, {
        email: `${identity.uid}@rules.test`,
        ...identity.claims,
      })
    : env.unauthenticatedContext();
}

/** A rules test environment with one client per role and a rules-bypassing Admin SDK client. */
export interface RulesHarness {
  env: RulesTestEnvironment;
  /** One Firestore client per role, made once (making one per test is slow). */
  clients: Record<RoleName, ReturnType<RulesTestContext['firestore']>>;
  /** Admin SDK Firestore of the same project: puts documents into their starting state. */
  admin: Firestore;
  /** Clears the project's data and releases every client. */
  close(): Promise<void>;
}

/**
 * Starts a rules test environment on the running Firestore emulator in the project `projectId`.
 * Default: the rules-test project (never the demo project, so the demo data is never cleared)
 * with `firestore.rules`, which the global setup loaded once for the whole run: loading rules again
 * would reset the emulator's coverage report. With `rules`, loads those into `projectId` first.
 */
export async function startRulesHarness(
  projectId = RULES_PROJECT_ID,
  rules?: string,
): Promise<RulesHarness> {
  // Denied requests are the point of these tests; the SDK would log each as a warning.
  setLogLevel('error');
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { host: FIRESTORE.host, port: FIRESTORE.port, ...(rules ? { rules } : {}) },
  });
  const clients = Object.fromEntries(
    ROLES.map((role) => [role, contextFor(env, role).firestore()]),
  ) as RulesHarness['clients'];
  const adminApp = initializeApp({ projectId }, `rules-admin-${projectId}-${Date.now()}`);
  return {
    env,
    clients,
    admin: getFirestore(adminApp),
    async close() {
      await env.clearFirestore();
      await env.cleanup();
      await deleteApp(adminApp);
    },
  };
}

/**
 * Starts one rules harness for the enclosing `describe` (before its tests) and closes it after
 * them; returns a getter for it (the harness exists only once the tests run).
 */
export function useRulesHarness(...args: Parameters<typeof startRulesHarness>): () => RulesHarness {
  let harness: RulesHarness | undefined;
  beforeAll(async () => {
    harness = await startRulesHarness(...args);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('the rules harness is used outside a test');
    return harness;
  };
}

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** One row of the access table: a document and who may do what with it. */
export interface AccessRow {
  /** Document path, e.g. `events/some-event`; `list` reads its collection. */
  doc: string;
  /** Content the document has before get, list, update and delete (absent before create). */
  existing: Record<string, unknown>;
  /** Content written by create and update (or made for the writer's uid; a visitor's: `visitor`). */
  write: Record<string, unknown> | ((uid: string) => Record<string, unknown>);
  /** Other documents that must exist first (path → content), e.g. the student a rule reads. */
  also?: Record<string, Record<string, unknown>>;
  /** Roles allowed per operation; every other role must be denied. Missing operation: nobody. */
  allow: Partial<Record<Operation, readonly RoleName[]>>;
}

/** Collection path of a document path. */
function collectionOf(docPath: string): string {
  return docPath.split('/').slice(0, -1).join('/');
}

/**
 * Puts the document into its starting state for `op` (through the Admin SDK), then performs `op`
 * as `role` and asserts that the rules allow it (`expectAllowed`) or deny it with
 * permission-denied. Rejects when the rules disagree with the expectation.
 */
export async function checkAccess(
  harness: RulesHarness,
  row: AccessRow,
  op: Operation,
  role: RoleName,
  expectAllowed: boolean,
): Promise<void> {
  for (const [path, data] of Object.entries(row.also ?? {}))
    await harness.admin.doc(path).set(data);
  const start = harness.admin.doc(row.doc);
  if (op === 'create') await start.delete();
  else await start.set(row.existing);
  const db = harness.clients[role];
  const ref = db.doc(row.doc);
  const uid = ROLE_IDENTITIES[role]?.uid ?? 'visitor';
  const write = typeof row.write === 'function' ? row.write(uid) : row.write;
  const attempt: Promise<unknown> = {
    get: () => ref.get(),
    // A list as the web client asks it: with a limit (the rules refuse a visitor's unlimited
    // list of a public collection; tests/security/read-costs.test.ts).
    list: () => db.collection(collectionOf(row.doc)).limit(PUBLIC_LIST_LIMIT).get(),
    create: () => ref.set(write),
    update: () => ref.update(write),
    delete: () => ref.delete(),
  }[op]();
  await (expectAllowed ? assertSucceeds(attempt) : assertFails(attempt));
}

/**
 * Declares the tests of an access table: for each row, operation and role one test named e.g.
 * `visitor may get` or `student may not update` under the document's path. The environment starts
 * once per call, on the rules-test project, with firestore.rules.
 */
export function describeAccessMatrix(title: string, rows: AccessRow[]): void {
  describe(title, () => {
    const harness = useRulesHarness();

    for (const row of rows) {
      describe(row.doc, () => {
        for (const op of OPERATIONS) {
          for (const role of ROLES) {
            const allowed = (row.allow[op] ?? NOBODY).includes(role);
            it(`${role} ${allowed ? 'may' : 'may not'} ${op}`, async () => {
              await checkAccess(harness(), row, op, role, allowed);
            });
          }
        }
      });
    }
  });
}

/**
 * A modular web-SDK Firestore client signed in as `role` (a mock token, as the rules-unit-testing
 * contexts use), for running the app's own query builders against the rules: those take the
 * modular `Firestore`, which the harness's compat clients are not. Call `close()` when done.
 */
export function appFirestore(
  role: RoleName,
  projectId = RULES_PROJECT_ID,
): { db: WebFirestore; close(): Promise<void> } {
  const app = initializeWebApp({ projectId }, `rules-app-${role}-${projectId}-${Date.now()}`);
  const db = getWebFirestore(app);
  const identity = ROLE_IDENTITIES[role];
  connectFirestoreEmulator(
    db,
    FIRESTORE.host,
    FIRESTORE.port,
    identity
      ? {
          mockUserToken: {
            sub: identity.uid,
            email: `${identity.uid}@rules.test`,
            ...identity.claims,
          },
        }
      : {},
  );
  return { db, close: () => deleteWebApp(app) };
}
