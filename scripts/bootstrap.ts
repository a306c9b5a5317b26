/**
 * Makes the first accounts of a new site: the hifz owner (custom claim `role: 'admin'`, who then
 * creates the qaris and students in the portal) and the site administrator (`siteAdmin: true`,
 * who edits jamat times, events and recordings; more with `npm run grant-site-admin`):
 *
 *   npm run bootstrap -- --project ID --owner EMAIL --site-admin EMAIL
 *   npm run bootstrap -- --owner EMAIL --site-admin EMAIL        (the local emulators)
 *
 * Either option may be left out, and both may name the same person. With `--project` it changes the
 * real project through the Application Default Credentials of the machine (`gcloud auth
 * application-default login`); without it, the emulators of firebase.json (project demo-masjid).
 *
 * Idempotent: an account that exists is kept and only the missing claim is merged into its claims
 * (functions/src/lib/account-status.ts `changeClaims`, which also ends its sessions); one that
 * already holds the role is left alone and reported as "already". It first checks every person and
 * changes nothing when any is refused (a disabled account, or an owner who is a qari or student).
 *
 * The first sign-in: a new account has no password. The script prints a password-reset link
 * (Auth's `generatePasswordResetLink`: single use, valid for an hour) with which the person chooses
 * their own password, rather than a password of ours that would stay in the terminal's history and
 * keep working; run it again for a new link while they have not chosen one.
 *
 * On a real project it also sets Identity Platform's guards of password sign-in (an enforced
 * password policy, email enumeration protection, reCAPTCHA enforced for e-mail/password sign-in:
 * `identityPlatformConfig` of deploy-preflight.ts), which `npm run deploy` checks. The Auth
 * emulator has no project config, so on the emulators this step is skipped.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { parseRoleClaims, type RoleClaims } from '@masjid/domain/roles';
import { changeClaims } from '../functions/src/lib/account-status.ts';
import { checkProjectId, identityPlatformConfig, readFunctionsParams } from './deploy-preflight.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EMULATOR_PROJECT = 'demo-masjid';

/** The two first roles: what each claim is and where its holder signs in. */
const ROLES = {
  owner: {
    label: 'hifz owner',
    signInPath: '/hifz-login',
    holds: (claims: RoleClaims) => claims.role === 'admin',
    grant: (claims: Record<string, unknown>) => ({ ...claims, role: 'admin' }),
    /** The portal has one role per account: a qari or student cannot also be the owner. */
    refusal: (claims: RoleClaims) =>
      claims.role && claims.role !== 'admin'
        ? `holds the hifz role "${claims.role}"; an account has one portal role, so give the owner another e-mail`
        : undefined,
  },
  siteAdmin: {
    label: 'site admin',
    signInPath: '/login',
    holds: (claims: RoleClaims) => claims.siteAdmin === true,
    grant: (claims: Record<string, unknown>) => ({ ...claims, siteAdmin: true }),
    refusal: (): string | undefined => undefined,
  },
} as const;

const usage =
  'Usage: npm run bootstrap -- [--project ID] [--owner EMAIL] [--site-admin EMAIL] (at least one person)';

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    project: { type: 'string' },
    owner: { type: 'string' },
    'site-admin': { type: 'string' },
  },
});
const people = (
  [
    ['owner', args.owner],
    ['siteAdmin', args['site-admin']],
  ] as const
).flatMap(([role, email]) => (email === undefined ? [] : [{ role, email: email.trim() }]));
if (people.length === 0) stop(usage);
const badEmails = people.filter((p) => !z.email().safeParse(p.email).success);
if (badEmails.length > 0)
  stop(`Not an e-mail address: ${badEmails.map((p) => `"${p.email}"`).join(', ')}.\n${usage}`);

const project = args.project;
const functionsDir = join(ROOT, 'functions');
let siteUrl: string;
if (project) {
  const problems = checkProjectId(project);
  if (problems.length > 0) stop(problems.map((p) => `${p.name}: ${p.message}`).join('\n'));
  const emulatorVars = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'].filter(
    (name) => process.env[name],
  );
  if (emulatorVars.length > 0)
    stop(`${emulatorVars.join(' and ')} set: unset them to change the real project ${project}.`);
  siteUrl =
    readFunctionsParams(functionsDir, project).values.SITE_URL ?? `https://${project}.web.app`;
} else {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  siteUrl =
    readFunctionsParams(functionsDir, EMULATOR_PROJECT, join(functionsDir, '.env.local')).values
      .SITE_URL ?? 'http://127.0.0.1:5000';
}
const target = project ?? 'the local emulators';

const app = initializeApp({ projectId: project ?? EMULATOR_PROJECT });
const auth = getAuth(app);
const db = getFirestore(app);

/** The account with this e-mail, or undefined. */
async function findUser(authApi: Auth, email: string): Promise<UserRecord | undefined> {
  return authApi.getUserByEmail(email).catch((error: unknown) => {
    if (z.object({ code: z.literal('auth/user-not-found') }).safeParse(error).success)
      return undefined;
    throw error;
  });
}

/** Why Auth refused, with the usual fix for credentials on a real project. */
function explain(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return project && /quota project|credential|permission|PERMISSION_DENIED/i.test(message)
    ? `${message}\nOn a real project: gcloud auth application-default login, then ` +
        `gcloud auth application-default set-quota-project ${project} (docs/deploy.md).`
    : message;
}

try {
  // 1. Check everyone before changing anything.
  const refusals: string[] = [];
  for (const { role, email } of people) {
    const user = await findUser(auth, email);
    if (!user) continue;
    if (user.disabled)
      refusals.push(`${email}: the account is disabled; enable it first (Authentication > Users).`);
    const why = ROLES[role].refusal(parseRoleClaims(user.customClaims));
    if (why) refusals.push(`${email}: ${why}.`);
  }
  if (refusals.length > 0) stop(`Nothing was changed on ${target}:\n  ${refusals.join('\n  ')}`);

  // The guards of password sign-in, where sign-in happens (Identity Toolkit).
  if (project) {
    await auth.projectConfigManager().updateProjectConfig(identityPlatformConfig());
    console.log(
      'Identity Platform: password policy (8+ characters) enforced, email enumeration ' +
        'protection on, reCAPTCHA enforced for e-mail/password sign-in.',
    );
  }

  // 2. Create what is missing and merge each role into the account's claims.
  console.log(`Accounts on ${target}:`);
  for (const { role, email } of people) {
    const { label } = ROLES[role];
    const existing = await findUser(auth, email);
    const user = existing ?? (await auth.createUser({ email, emailVerified: false }));
    const changed = await changeClaims(auth, db, user.uid, ROLES[role].grant);
    const what = !existing
      ? 'created'
      : changed
        ? 'role added (their open sessions were ended)'
        : `already the ${label}; nothing changed`;
    console.log(`  ${label.padEnd(10)} ${email}: ${what}`);
  }

  // 3. How each person signs in the first time.
  console.log('\nFirst sign-in:');
  for (const email of new Set(people.map((p) => p.email))) {
    const user = await auth.getUserByEmail(email);
    const where = people
      .filter((p) => p.email === email)
      .map((p) => `${siteUrl}${ROLES[p.role].signInPath}`)
      .join(' and ');
    if (user.providerData.some((provider) => provider.providerId === 'password')) {
      console.log(`  ${email} signs in with their own password at ${where}.`);
      continue;
    }
    const link = await auth.generatePasswordResetLink(email);
    console.log(
      `  ${email} has no password yet. Give them this link, and only them (it sets the password;` +
        ' single use, valid for one hour; run this command again for a new one):\n' +
        `    ${link}\n` +
        `  After choosing a password there, they sign in at ${where}.`,
    );
  }
} catch (error) {
  stop(`Could not set up the accounts on ${target}: ${explain(error)}`);
}
