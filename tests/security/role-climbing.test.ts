/**
 * Attack: the hifz owner (role `admin`) climbs into or across other roles through the portal's
 * account management: disabling or resetting the password of an account that also holds the
 * site-admin claim, of another hifz admin, or of an account with no portal role; or replacing a
 * disabled site-admin account by "creating" a teacher with its e-mail.
 *
 * Expected: 403 (409 for the e-mail) and nothing changed: the account stays enabled, its old
 * password still works, its claims are the same.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import type { RoleClaims } from '@masjid/domain/roles';
import { adminDb, closeAdmin, expectApiError, sendJson } from '../api/client.ts';
import { deleteUsers, passwordSignIn, testUser, TEST_PASSWORD } from '../api/tokens.ts';
import { DEMO_PROJECT_ID } from '../emulators.ts';

const auth = () =>
  getAuth(
    getApps().find((a) => a.name === 'role-climbing') ??
      initializeApp({ projectId: DEMO_PROJECT_ID }, 'role-climbing'),
  );

const uids: string[] = [];
let owner: string;

/** An account with `claims` that also has a teacher profile (so the portal lists it). */
async function withTeacherProfile(name: string, claims: RoleClaims) {
  const user = await testUser(name, claims);
  uids.push(user.uid);
  await adminDb()
    .collection(TEACHERS_COLLECTION)
    .doc(user.uid)
    .set({ name, email: user.email, disabled: false });
  return user;
}

beforeAll(async () => {
  const o = await testUser('climb-owner', { role: 'admin' });
  uids.push(o.uid);
  owner = o.token;
});

afterAll(async () => {
  for (const uid of uids)
    await adminDb()
      .collection(TEACHERS_COLLECTION)
      .doc(uid)
      .delete()
      .catch(() => undefined);
  await deleteUsers(uids);
  await closeAdmin();
});

describe.each([
  ['a site admin who is also a qari', { siteAdmin: true, role: 'qari' } satisfies RoleClaims],
  ['a site admin without a portal role', { siteAdmin: true } satisfies RoleClaims],
  ['another hifz admin', { role: 'admin' } satisfies RoleClaims],
  ['an account without any role', {} satisfies RoleClaims],
])('the hifz owner against %s', (name, claims) => {
  let target: { uid: string; email: string };
  beforeAll(async () => {
    target = await withTeacherProfile(
      `climb-${Object.keys(claims).join('-').toLowerCase() || 'none'}`,
      claims,
    );
  });

  it('cannot disable it: 403, still enabled, profile unchanged', async () => {
    expectApiError(
      await sendJson('PUT', `/users/${target.uid}/disabled`, { disabled: true }, owner),
      403,
      'forbidden',
    );
    expect((await auth().getUser(target.uid)).disabled).toBe(false);
    expect(
      (await adminDb().collection(TEACHERS_COLLECTION).doc(target.uid).get()).get('disabled'),
    ).toBe(false);
  });

  it('cannot set its password: 403, the old password still signs in, claims unchanged', async () => {
    expectApiError(
      await sendJson('PUT', `/users/${target.uid}/password`, { password: 'taken-over-1' }, owner),
      403,
      'forbidden',
    );
    await expect(passwordSignIn(target.email, TEST_PASSWORD)).resolves.toEqual(expect.any(String));
    expect((await auth().getUser(target.uid)).customClaims ?? {}).toEqual(claims);
  });
});

describe('the hifz owner and a disabled site admin', () => {
  it('cannot replace the account by creating a teacher with its e-mail: 409, account kept', async () => {
    const admin = await testUser('climb-disabled-admin', { siteAdmin: true });
    uids.push(admin.uid);
    await auth().updateUser(admin.uid, { disabled: true });
    expectApiError(
      await sendJson(
        'POST',
        '/teachers',
        { name: 'Impostor', email: admin.email, password: 'impostor-pass-1' },
        owner,
      ),
      409,
      'conflict',
    );
    const after = await auth().getUser(admin.uid);
    expect(after.customClaims).toEqual({ siteAdmin: true });
    expect(after.disabled).toBe(true);
  });
});
