/**
 * Grants or revokes the site-admin role (custom claim `siteAdmin: true`, @masjid/domain/roles):
 *
 *   npm run grant-site-admin -- someone@example.com
 *   npm run revoke-site-admin -- someone@example.com
 *
 * Against the local emulators by default (project demo-masjid, Auth on 127.0.0.1:9099). With
 * `--project <id>` it changes the real project, using the Application Default Credentials of the
 * machine (`gcloud auth application-default login`). Revoking also ends the person's open sessions:
 * their refresh tokens are revoked, so the API refuses their tokens at once and the rules within an
 * hour at most (when the last ID token expires). Other claims (hifz roles) are kept.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { parseRoleClaims } from '@masjid/domain/roles';

const [action, ...rest] = process.argv.slice(2);
const projectFlag = rest.indexOf('--project');
const project = projectFlag >= 0 ? rest[projectFlag + 1] : undefined;
const email = rest.find((arg, i) => !arg.startsWith('--') && i !== projectFlag + 1);

if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('Usage: site-admin-role.ts grant|revoke EMAIL [--project PROJECT_ID]');
  process.exit(2);
}
if (!project) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const auth = getAuth(initializeApp({ projectId: project ?? 'demo-masjid' }));
try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (action === 'grant') claims.siteAdmin = true;
  else delete claims.siteAdmin;
  await auth.setCustomUserClaims(user.uid, claims);
  if (action === 'revoke') await auth.revokeRefreshTokens(user.uid);
  const now = parseRoleClaims((await auth.getUser(user.uid)).customClaims);
  console.log(
    `${email} (${user.uid}) is ${now.siteAdmin ? 'now a site administrator' : 'no longer a site administrator'}` +
      ` on ${project ?? 'the local emulators'}.` +
      (action === 'grant'
        ? ' They get the role at their next sign-in.'
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
