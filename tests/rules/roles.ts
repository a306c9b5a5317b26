/**
 * Role matrix of the Firestore security-rules tests (spec 6). Each role is a test context of
 * @firebase/rules-unit-testing with the custom claims of `@masjid/domain/roles`; an access table
 * says which roles may do which operation on a document, and `describeAccessMatrix` turns the
 * table into one test per (document, operation, role): allowed must succeed, everything else must
 * be denied by the rules. Later issues add rows (collections) and roles here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { RoleClaims } from '@masjid/domain/roles';
import { FIRESTORE, ROOT, RULES_PROJECT_ID } from '../emulators.ts';

/** Every kind of caller the rules distinguish. */
export const ROLES = ['visitor', 'signedIn', 'siteAdmin', 'admin', 'qari', 'student'] as const;
export type RoleName = (typeof ROLES)[number];

/** Shorthands for the access table. */
export const EVERYONE: readonly RoleName[] = ROLES;
export const NOBODY: readonly RoleName[] = [];

/** How each role signs in: undefined for the visitor, else a uid and its custom claims. */
export const ROLE_IDENTITIES: Record<RoleName, { uid: string; claims: RoleClaims } | undefined> = {
  visitor: undefined,
  signedIn: { uid: 'rules-signed-in', claims: {} },
  siteAdmin: { uid: 'rules-site-admin', claims: { siteAdmin: true } },
  admin: { uid: 'rules-hifz-admin', claims: { role: 'admin' } },
  qari: { uid: 'rules-qari', claims: { role: 'qari' } },
  student: { uid: 'rules-student', claims: { role: 'student' } },
};

/** The test context of a role: unauthenticated for the visitor, else signed in with its claims. */
export function contextFor(env: RulesTestEnvironment, role: RoleName): RulesTestContext {
  const identity = ROLE_IDENTITIES[role];
  return identity
    ? env.authenticatedContext(identity.uid, { email: `${identity.uid}@rules.test`, ...identity.claims })
    : env.unauthenticatedContext();
}

/** Starts a rules test environment on the running Firestore emulator with `firestore.rules`. */
export async function startRulesEnv(projectId = RULES_PROJECT_ID, rules?: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: {
      host: FIRESTORE.host,
      port: FIRESTORE.port,
      rules: rules ?? readFileSync(join(ROOT, 'firestore.rules'), 'utf8'),
    },
  });
}

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** One row of the access table: a document and who may do what with it. */
export interface AccessRow {
  /** Document path, e.g. `events/some-event`; `list` reads its collection. */
  doc: string;
  /** Content the document has before get, list, update and delete (absent before create). */
  existing: Record<string, unknown>;
  /** Content written by create and update. */
  write: Record<string, unknown>;
  /** Roles allowed per operation; every other role must be denied. Missing operation: nobody. */
  allow: Partial<Record<Operation, readonly RoleName[]>>;
}

/** Collection path of a document path. */
function collectionOf(docPath: string): string {
  return docPath.split('/').slice(0, -1).join('/');
}

/**
 * Puts the document into its starting state for `op` (rules disabled), then performs `op` as
 * `role` and asserts that the rules allow it (`expectAllowed`) or deny it with permission-denied.
 * Rejects when the rules disagree with the expectation.
 */
export async function checkAccess(
  env: RulesTestEnvironment,
  row: AccessRow,
  op: Operation,
  role: RoleName,
  expectAllowed: boolean,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (admin) => {
    const ref = admin.firestore().doc(row.doc);
    if (op === 'create') await ref.delete();
    else await ref.set(row.existing);
  });
  const db = contextFor(env, role).firestore();
  const ref = db.doc(row.doc);
  const attempt: Promise<unknown> = {
    get: () => ref.get(),
    list: () => db.collection(collectionOf(row.doc)).get(),
    create: () => ref.set(row.write),
    update: () => ref.update(row.write),
    delete: () => ref.delete(),
  }[op]();
  await (expectAllowed ? assertSucceeds(attempt) : assertFails(attempt));
}

/**
 * Declares the tests of an access table: for each row, operation and role one test named e.g.
 * `visitor may get events/x` or `student may not update events/x`. The environment starts once
 * per call, on the rules-test project, with firestore.rules.
 */
export function describeAccessMatrix(title: string, rows: AccessRow[]): void {
  describe(title, () => {
    let env: RulesTestEnvironment;
    beforeAll(async () => {
      env = await startRulesEnv();
    });
    afterAll(async () => {
      await env.clearFirestore();
      await env.cleanup();
    });

    for (const row of rows) {
      describe(row.doc, () => {
        const cases = OPERATIONS.flatMap((op) =>
          ROLES.map((role) => {
            const allowed = (row.allow[op] ?? NOBODY).includes(role);
            return { op, role, allowed, verdict: allowed ? 'may' : 'may not' };
          }),
        );
        it.each(cases)('$role $verdict $op', async ({ op, role, allowed }) => {
          await checkAccess(env, row, op, role, allowed);
        });
      });
    }
  });
}
