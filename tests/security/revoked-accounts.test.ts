/**
 * Attack: keep using an ID token after the account was disabled or its password reset. The token
 * stays cryptographically valid for up to an hour, so the rules alone would go on trusting its
 * claims; `accountStatus/{uid}` (written by the functions) makes the rules refuse it at once, and
 * the API refuses it through the revocation check.
 *
 * A qari signs in (real ID token from the Auth emulator), reads a student and writes the student's
 * fees directly through the Firestore REST API, and reads the fees through the REST API of the
 * functions. The hifz admin then disables the qari (or resets the password) through the API; the
 * qari's old token must then be refused by all three: 403, 403 and 401. Likewise a site admin
 * whose role is revoked with scripts/site-admin-role.ts: no direct event write, no API call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import { adminDb, closeAdmin, sendJson } from '../api/client.ts';
import { deleteUsers, passwordSignIn, testUser } from '../api/tokens.ts';
import { DEMO_PROJECT_ID, FIRESTORE, runScript } from '../emulators.ts';

const run = Math.random().toString(36).slice(2, 8);
const DOCUMENTS = `http://${FIRESTORE.host}:${FIRESTORE.port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

/** Reads a document through the Firestore REST API as the token's account; the HTTP status. */
async function firestoreRead(path: string, token: string): Promise<number> {
  const res = await fetch(`${DOCUMENTS}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await res.text();
  return res.status;
}

/** Writes the student's fees status through the Firestore REST API; the HTTP status. */
async function firestoreWriteFees(studentId: string, uid: string, token: string): Promise<number> {
  const res = await fetch(`${DOCUMENTS}/${STUDENTS_COLLECTION}/${studentId}/fees/2026-11`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      fields: {
        status: { stringValue: 'Paid' },
        by: { stringValue: uid },
        at: { stringValue: new Date().toISOString() },
      },
    }),
  });
  await res.text();
  return res.status;
}

const uids: string[] = [];
let adminToken: string;

/** A qari with a profile and one student of theirs, and the qari's ID token. */
async function qariWithStudent(name: string) {
  const qari = await testUser(`${name}-${run}`, { role: 'qari' });
  uids.push(qari.uid);
  await adminDb()
    .collection(TEACHERS_COLLECTION)
    .doc(qari.uid)
    .set({ name: 'Qari Revoked', email: qari.email, disabled: false });
  const studentId = `${name}-student-${run}`;
  await adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .set({
      name: 'Student',
      email: `${studentId}@hifz.test`,
      teacherId: qari.uid,
      disabled: false,
    });
  return { ...qari, studentId };
}

/** What the qari's token may do: direct read, direct write, API read (HTTP statuses). */
async function attempts(qari: { uid: string; token: string; studentId: string }) {
  return {
    read: await firestoreRead(`${STUDENTS_COLLECTION}/${qari.studentId}`, qari.token),
    write: await firestoreWriteFees(qari.studentId, qari.uid, qari.token),
    api: (await sendJson('GET', `/users/${qari.studentId}/fees`, undefined, qari.token)).status,
  };
}

beforeAll(async () => {
  const admin = await testUser(`revoke-admin-${run}`, { role: 'admin' });
  uids.push(admin.uid);
  adminToken = admin.token;
});
afterAll(async () => {
  await deleteUsers(uids);
  await closeAdmin();
});

describe('an ended session stops at once', () => {
  it("a disabled qari's old token: no direct read or write, no API call", async () => {
    const qari = await qariWithStudent('disabled-qari');
    expect(await attempts(qari)).toEqual({ read: 200, write: 200, api: 200 });

    const off = await sendJson(
      'PUT',
      `/users/${qari.uid}/disabled`,
      { disabled: true },
      adminToken,
    );
    expect(off.status).toBeLessThan(300);

    expect(await attempts(qari)).toEqual({ read: 403, write: 403, api: 401 });
  });

  it('after a password reset the old token is refused and a new sign-in works', async () => {
    const qari = await qariWithStudent('reset-qari');
    expect(await attempts(qari)).toEqual({ read: 200, write: 200, api: 200 });
    // Token times are whole seconds: reset in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const password = 'a-new-pass-456';
    const reset = await sendJson('PUT', `/users/${qari.uid}/password`, { password }, adminToken);
    expect(reset.status).toBeLessThan(300);

    expect(await attempts(qari)).toEqual({ read: 403, write: 403, api: 401 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = { ...qari, token: await passwordSignIn(qari.email, password) };
    expect(await attempts(fresh)).toEqual({ read: 200, write: 200, api: 200 });
  });
});

/** Creates an event through the Firestore REST API as the token's account; the HTTP status. */
async function firestoreWriteEvent(id: string, token: string): Promise<number> {
  const res = await fetch(`${DOCUMENTS}/events/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      fields: {
        title: { stringValue: 'Revocation test' },
        imageUrl: { stringValue: '/images/x.png' },
        date: { stringValue: '2026-12-05T14:00:00.000Z' },
        registrationLink: { stringValue: 'https://example.org/register' },
        description: { stringValue: 'Removed by the test.' },
        isUpcoming: { booleanValue: true },
      },
    }),
  });
  await res.text();
  return res.status;
}

describe('a revoked site admin stops at once', () => {
  it('after `npm run revoke-site-admin` the old token writes nothing, directly or through the API', async () => {
    const siteAdmin = await testUser(`revoked-site-admin-${run}`, { siteAdmin: true });
    uids.push(siteAdmin.uid);
    const eventId = `revoked-site-admin-${run}`;
    // An empty body: refused as invalid (400) while the caller is a site admin, 401 once not.
    const apiStatus = async () =>
      (await sendJson('PUT', '/jamat-timings', {}, siteAdmin.token)).status;
    expect(await firestoreWriteEvent(eventId, siteAdmin.token)).toBe(200);
    expect(await apiStatus()).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const script = runScript('scripts/site-admin-role.ts', ['revoke', siteAdmin.email]);
    expect(script.status, script.err).toBe(0);

    expect(await firestoreWriteEvent(`${eventId}-after`, siteAdmin.token)).toBe(403);
    expect(await apiStatus()).toBe(401);
    await adminDb().collection('events').doc(eventId).delete();
  });
});
