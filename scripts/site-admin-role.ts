/**
 * Grants or revokes the site-admin role (custom claim `siteAdmin: true`, @masjid/domain/roles):
 *
 *   npm run grant-site-admin -- someone@example.com
 *   npm run revoke-site-admin -- someone@example.com
 *
 * Against the local emulators by default (project demo-masjid, Auth on 127.0.0.1:9099). With
 * `--project <id>` it changes the real project, using the Application Default Credentials of the
 * machine (`gcloud auth application-default login`). A change ends the person's open sessions
 * (functions/src/lib/account-status.ts): their refresh tokens are revoked and `accountStatus/{uid}`
 * is written, so the API and the Firestore rules refuse their earlier tokens at once; they sign in
 * again to get the new claims. Other claims (hifz roles) are kept; a grant to a site admin, or a
 * revoke from someone who is none, changes nothing.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { changeClaims } from '../functions/src/lib/account-status.ts';
import { parseRoleClaims } from '@masjid/domain/roles';

const [action, ...rest] = process.argv.slice(2);
const projectFlag = rest.indexOf('--project');
const project = projectFlag >= 0 ? rest[projectFlag + 1] : undefined;
// Not the value of `--project` (without the flag, the e-mail is the first argument).
const email = rest.find(
  (arg, i) => !arg.startsWith('--') && (projectFlag < 0 || i !== projectFlag + 1),
);

if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('Usage: site-admin-role.ts grant|revoke EMAIL [--project PROJECT_ID]');
  process.exit(2);
}
if (!project) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

if (!project) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const app = initializeApp({ projectId: project ?? 'demo-masjid' });
const auth = getAuth(app);
try {
  const user = await auth.getUserByEmail(email);
  // Either way the old tokens carry the old claims: a change ends them for the API and the rules.
  const changed = await changeClaims(auth, getFirestore(app), user.uid, (claims) => {
    if (action === 'grant') claims.siteAdmin = true;
    else delete claims.siteAdmin;
    return claims;
  });
  const now = parseRoleClaims((await auth.getUser(user.uid)).customClaims);
  console.log(
    `${email} (${user.uid}) is ${now.siteAdmin ? 'now a site administrator' : 'no longer a site administrator'}` +
      ` on ${project ?? 'the local emulators'}.` +
      (!changed
        ? ' (already; nothing changed)'
        : action === 'grant'
          ? ' They get the role at their next sign-in (their sessions were ended).'
          : ' Their sessions were ended.'),
  );
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'auth/user-not-found'
      ? `No account with the e-mail ${email}.`
      : `Could not change the role: ${(error as Error).message}`,
  );
  process.exit(1);
}
