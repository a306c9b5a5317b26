/**
 * Each role signs in once per run (project `auth`, after the site check): through the sign-in form
 * its people use (the site admin at /login, the hifz portal's roles at /hifz-login), then the
 * browser's state is saved with IndexedDB, where Firebase Auth keeps the session, for
 * `signedInAs(role)`. Only Firebase Auth's database is kept: Firestore's offline cache and the
 * page's remembered choices (language, refresh interval) belong to each test.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as z from 'zod/mini';
import {
  expect,
  open,
  SIGNED_IN_ROLES,
  signedInAs,
  submitSignIn,
  test,
  type SignedInRole,
} from './support.ts';

/** Where each role signs in, and the page it lands on. */
const SIGN_IN: Record<SignedInRole, { form: string; lands: RegExp }> = {
  siteAdmin: { form: '/login', lands: /\/update-jamat$/ },
  owner: { form: '/hifz-login', lands: /\/dashboard-admin$/ },
  qari: { form: '/hifz-login', lands: /\/dashboard-qari$/ },
  student: { form: '/hifz-login', lands: /\/dashboard-student$/ },
};

/** The database in which Firebase Auth's web SDK keeps the signed-in user. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

const storageStateSchema = z.looseObject({
  cookies: z.array(z.unknown()),
  origins: z.array(
    z.looseObject({
      origin: z.string(),
      localStorage: z.array(z.unknown()),
      indexedDB: z.optional(z.array(z.looseObject({ name: z.string() }))),
    }),
  ),
});

for (const role of Object.keys(SIGN_IN) as SignedInRole[]) {
  test(`${role} signs in once for the run`, async ({ page }) => {
    const { form, lands } = SIGN_IN[role];
    await open(page, form);
    await submitSignIn(page, SIGNED_IN_ROLES[role]);
    // The first sign-in of a run starts the functions' and Auth's cold paths: up to 30 s.
    await expect(page).toHaveURL(lands, { timeout: 30_000 });
    const file = signedInAs(role);
    await page.context().storageState({ path: file, indexedDB: true });
    const state = z.parse(storageStateSchema, JSON.parse(readFileSync(file, 'utf8')));
    const origins = state.origins.map((origin) => ({
      ...origin,
      localStorage: [],
      indexedDB: (origin.indexedDB ?? []).filter((db) => db.name === AUTH_DATABASE),
    }));
    expect(
      origins.some((origin) => origin.indexedDB.length > 0),
      `Firebase Auth's session of ${role} is in the saved state`,
    ).toBe(true);
    writeFileSync(file, JSON.stringify({ ...state, origins }));
  });
}
