/**
 * Attack: anyone holding the site's public Web API key creates an Auth account by e-mail sign-up
 * (`accounts:signUp`, what the client SDK's `createUserWithEmailAndPassword` calls) and so gets a
 * signed-in account.
 *
 * Expected: the sign-up answers an error (the `beforeUserCreated` blocking function refuses it) and
 * no account with that e-mail exists; the API's own account creation (the hifz owner adding a
 * teacher, through the Admin SDK) still works.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TEACHERS_COLLECTION, teacherAnswerSchema } from '@masjid/domain/hifz';
import { adminDb, closeAdmin, sendJson } from '../api/client.ts';
import { deleteUsers, passwordSignIn, testUser } from '../api/tokens.ts';
import { AUTH, DEMO_PROJECT_ID } from '../emulators.ts';

const auth = () =>
  getAuth(
    getApps().find((a) => a.name === 'client-sign-up') ??
      initializeApp({ projectId: DEMO_PROJECT_ID }, 'client-sign-up'),
  );

const run = Math.random().toString(36).slice(2, 8);
const uids: string[] = [];
let owner: string;

/** Whether an Auth account with this e-mail exists (Admin SDK). */
async function accountExists(email: string): Promise<boolean> {
  return auth()
    .getUserByEmail(email)
    .then(
      () => true,
      () => false,
    );
}

beforeAll(async () => {
  const o = await testUser('sign-up-owner', { role: 'admin' });
  owner = o.token;
  uids.push(o.uid);
});

afterAll(async () => {
  await deleteUsers(uids);
  await Promise.all(uids.map((uid) => adminDb().collection(TEACHERS_COLLECTION).doc(uid).delete()));
  await closeAdmin();
});

describe('client sign-up', () => {
  it('an e-mail sign-up with the public key is refused and makes no account', async () => {
    const email = `intruder-${run}@sign-up.test`;
    const res = await fetch(
      `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'intruder-pass-123', returnSecureToken: true }),
      },
    );
    const body: unknown = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(z.safeParse(z.object({ idToken: z.string() }), body).success).toBe(false);
    expect(JSON.stringify(body)).toMatch(/BLOCKING_FUNCTION_ERROR_RESPONSE|permission/i);
    expect(await accountExists(email)).toBe(false);
  });

  it('the owner still creates a teacher account through the API', async () => {
    const email = `qari-${run}@sign-up.test`;
    const res = await sendJson(
      'POST',
      '/teachers',
      { name: 'Qari Sign-up', email, password: 'qari-pass-123' },
      owner,
    );
    expect(res.status, res.text).toBe(201);
    const teacher = z.parse(teacherAnswerSchema, res.json);
    uids.push(teacher.id);
    expect(await accountExists(email)).toBe(true);
    // The new account signs in (the blocking function runs only on creation).
    expect(await passwordSignIn(email, 'qari-pass-123')).toMatch(/\S/);
  });
});
