/**
 * `npm run bootstrap` on the emulators (no `--project`): the first hifz owner and site admin are
 * created with their claims, the printed password-reset link lets them choose a password and sign
 * in with the role, a second run changes nothing and says "already", a claim is merged into an
 * existing account's claims, and a refused person or a bad e-mail changes nothing at all.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { callApi } from '../api/client.ts';
import { passwordSignIn, testUser } from '../api/tokens.ts';
import { AUTH, DEMO_PROJECT_ID, SITE_ORIGIN, runScript } from '../emulators.ts';

const run = Math.random().toString(36).slice(2, 8);
const email = (name: string) => `${name}-${run}@bootstrap.test`;
const created: string[] = [];

function adminAuth() {
  const app =
    getApps().find((a) => a.name === 'bootstrap-test') ??
    initializeApp({ projectId: DEMO_PROJECT_ID }, 'bootstrap-test');
  return getAuth(app);
}

/** Runs scripts/bootstrap.ts with `args` against the emulators; status and output. */
const bootstrap = (...args: string[]) => runScript('scripts/bootstrap.ts', args);

/** The account's custom claims and the time before which its tokens are refused. */
async function account(address: string) {
  const user = await adminAuth().getUserByEmail(address);
  if (!created.includes(user.uid)) created.push(user.uid);
  return { claims: user.customClaims ?? {}, validAfter: user.tokensValidAfterTime };
}

async function exists(address: string): Promise<boolean> {
  return adminAuth()
    .getUserByEmail(address)
    .then(() => true)
    .catch(() => false);
}

/** The reset link printed for `address`, followed as the person would: a new password is set. */
async function choosePassword(out: string, address: string, password: string): Promise<void> {
  const block = out.slice(out.indexOf(`${address} has no password yet`));
  const link = /https?:\/\/\S+/.exec(block)?.[0];
  expect(link, out).toBeDefined();
  const oobCode = new URL(link ?? '').searchParams.get('oobCode');
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: password }),
    },
  );
  expect(res.status, await res.text()).toBe(200);
}

/** The claims inside an ID token (its payload, unverified: the emulator signed it just now). */
function tokenClaims(token: string) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return z
    .object({ role: z.optional(z.string()), siteAdmin: z.optional(z.boolean()) })
    .parse(payload);
}

afterAll(async () => {
  await Promise.all(
    created.map((uid) =>
      adminAuth()
        .deleteUser(uid)
        .catch(() => undefined),
    ),
  );
});

describe('npm run bootstrap on the emulators', () => {
  const owner = email('owner');
  const siteAdmin = email('site-admin');

  it('creates the owner and the site admin and prints a reset link for each', async () => {
    const first = bootstrap('--owner', owner, '--site-admin', siteAdmin);
    expect(first.status, first.err).toBe(0);
    expect(first.out).toContain(`hifz owner ${owner}: created`);
    expect(first.out).toContain(`site admin ${siteAdmin}: created`);
    expect(first.out).toContain(`${owner} has no password yet`);
    expect(first.out).toContain(`${siteAdmin} has no password yet`);
    expect(first.out).toContain(`they sign in at ${SITE_ORIGIN}/hifz-login`);
    expect(first.out).toContain(`they sign in at ${SITE_ORIGIN}/login`);
    expect((await account(owner)).claims).toEqual({ role: 'admin' });
    expect((await account(siteAdmin)).claims).toEqual({ siteAdmin: true });

    // The owner follows the link, chooses a password, signs in and uses the owner's API.
    await choosePassword(first.out, owner, 'owner-chosen-pass-1');
    const token = await passwordSignIn(owner, 'owner-chosen-pass-1');
    expect(tokenClaims(token).role).toBe('admin');
    const teachers = await callApi('/teachers', { headers: { authorization: `Bearer ${token}` } });
    expect(teachers.status, teachers.text).toBe(200);
  });

  it('changes nothing when run again, and says "already"', async () => {
    const before = await Promise.all([account(owner), account(siteAdmin)]);
    const again = bootstrap('--owner', owner, '--site-admin', siteAdmin);
    expect(again.status, again.err).toBe(0);
    expect(again.out).toContain(`${owner}: already the hifz owner; nothing changed`);
    expect(again.out).toContain(`${siteAdmin}: already the site admin; nothing changed`);
    expect(again.out).toContain(`${owner} signs in with their own password`);
    // The site admin has not used the first link yet: a new one.
    expect(again.out).toContain(`${siteAdmin} has no password yet`);
    expect(await Promise.all([account(owner), account(siteAdmin)])).toEqual(before);
    // The owner's session goes on.
    await passwordSignIn(owner, 'owner-chosen-pass-1');
  });

  it('merges the role into an existing account’s claims and ends its old sessions', async () => {
    const existing = await testUser(`bootstrap-existing-${run}`, { siteAdmin: true });
    created.push(existing.uid);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const result = bootstrap('--owner', existing.email);
    expect(result.status, result.err).toBe(0);
    expect(result.out).toContain(`${existing.email}: role added`);
    expect(result.out).toContain(`${existing.email} signs in with their own password`);
    expect((await account(existing.email)).claims).toEqual({ siteAdmin: true, role: 'admin' });
    // The old token (without the owner's role) is refused by the API.
    const old = await callApi('/teachers', {
      headers: { authorization: `Bearer ${existing.token}` },
    });
    expect(old.status).toBe(401);
  });

  it('gives one person both roles', async () => {
    const both = email('both');
    const result = bootstrap('--owner', both, '--site-admin', both);
    expect(result.status, result.err).toBe(0);
    expect((await account(both)).claims).toEqual({ role: 'admin', siteAdmin: true });
    expect(result.out.match(/has no password yet/g)).toHaveLength(1);
    expect(result.out).toContain(`${SITE_ORIGIN}/hifz-login and ${SITE_ORIGIN}/login`);
  });

  it('refuses a qari as the owner, and then changes nothing for anyone', async () => {
    const qari = await testUser(`bootstrap-qari-${run}`, { role: 'qari' });
    created.push(qari.uid);
    const newAdmin = email('not-made');
    const result = bootstrap('--owner', qari.email, '--site-admin', newAdmin);
    expect(result.status).toBe(1);
    expect(result.err).toContain('Nothing was changed on the local emulators');
    expect(result.err).toContain(`${qari.email}: holds the hifz role "qari"`);
    expect((await account(qari.email)).claims).toEqual({ role: 'qari' });
    expect(await exists(newAdmin)).toBe(false);
  });

  it('refuses a disabled account, a bad e-mail and a missing person', async () => {
    const disabled = await testUser(`bootstrap-disabled-${run}`, {});
    created.push(disabled.uid);
    await adminAuth().updateUser(disabled.uid, { disabled: true });
    const refused = bootstrap('--site-admin', disabled.email);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain('the account is disabled');
    expect((await account(disabled.email)).claims).toEqual({});

    const bad = bootstrap('--owner', 'not-an-email', '--site-admin', email('unused'));
    expect(bad.status).toBe(1);
    expect(bad.err).toContain('Not an e-mail address: "not-an-email"');
    expect(await exists(email('unused'))).toBe(false);

    const none = bootstrap();
    expect(none.status).toBe(1);
    expect(none.err).toContain('Usage: npm run bootstrap');

    // A real project with the emulator variables set would silently go to the emulators.
    const mixed = bootstrap('--project', 'masjid-real-one', '--owner', email('unused'));
    expect(mixed.status).toBe(1);
    expect(mixed.err).toContain('unset them to change the real project masjid-real-one');
  });
});
