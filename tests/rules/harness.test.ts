/**
 * The role-matrix harness itself can fail: against deliberately wrong rules (everything open,
 * everything closed, in projects of their own) the checks that `firestore.rules` passes must
 * reject. Guards against a matrix that passes whatever the rules say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccess, startRulesHarness, type AccessRow, type RulesHarness } from './roles.ts';

const row: AccessRow = {
  doc: 'events/harness-event',
  existing: { title: 'Existing' },
  write: { title: 'Written' },
  allow: {},
};

const OPEN = `rules_version = '2';
service cloud.firestore { match /databases/{db}/documents { match /{d=**} { allow read, write: if true; } } }`;
const CLOSED = `rules_version = '2';
service cloud.firestore { match /databases/{db}/documents { match /{d=**} { allow read, write: if false; } } }`;

describe('role-matrix harness', () => {
  let open: RulesHarness;
  let closed: RulesHarness;
  beforeAll(async () => {
    open = await startRulesHarness('demo-masjid-harness-open', OPEN);
    closed = await startRulesHarness('demo-masjid-harness-closed', CLOSED);
  });
  afterAll(async () => {
    await Promise.all([open.close(), closed.close()]);
  });

  it.each(['create', 'update', 'delete'] as const)(
    'a denied %s fails the check under open rules',
    async (op) => {
      await expect(checkAccess(open, row, op, 'visitor', false)).rejects.toThrow();
      await expect(checkAccess(open, row, op, 'visitor', true)).resolves.toBeUndefined();
    },
  );

  it.each(['get', 'list'] as const)(
    'an allowed %s fails the check under closed rules',
    async (op) => {
      await expect(checkAccess(closed, row, op, 'student', true)).rejects.toThrow();
      await expect(checkAccess(closed, row, op, 'student', false)).resolves.toBeUndefined();
    },
  );
});
