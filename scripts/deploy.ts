/**
 * Deploys the site to a real Firebase project, after checking everything it needs:
 *
 *   npm run deploy -- --project ID              checks, builds, then `firebase deploy`
 *   npm run deploy -- --project ID --dry-run    checks and builds; deploys nothing, needs no network
 *
 * Before building it checks (scripts/deploy-preflight.ts) the web configuration (the
 * VITE_FIREBASE_* variables, as `vite build` reads them from web/.env.production(.local) and the
 * environment), the functions' parameters (functions/.env and functions/.env.<ID>) and, except in
 * a dry run, the DEEP_LINK_SECRET in Secret Manager and Identity Platform's guards of password
 * sign-in (`checkIdentityPlatform`), and lists every problem in one message. Then
 * it builds the functions and the web site for production and checks that neither build holds a
 * demo value or an emulator address. Only then, and not in a dry run, it runs `firebase deploy`
 * for the Firestore rules and indexes (with the TTL policies), the Storage rules, the functions
 * and Hosting. docs/deploy.md describes each value.
 *
 * `--env-dir DIR` (dry run only) reads `DIR/web.env` and `DIR/functions.env` in place of the
 * files above: CI's throw-away configuration (.ci/deploy-dry-run/).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { loadEnv } from 'vite';
import * as z from 'zod/mini';
import {
  FUNCTIONS_SECRETS,
  checkFunctionsParams,
  checkIdentityPlatform,
  checkProjectId,
  checkSecret,
  checkWebConfig,
  emulatorPorts,
  formatProblems,
  readFunctionsParams,
  scanBuild,
  type Problem,
} from './deploy-preflight.ts';
import { FIREBASE_ENV } from '../web/src/common/build-config.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
/** What `firebase deploy` sends: rules and indexes (with TTL policies), functions, the site. */
const DEPLOY_TARGETS = 'firestore:rules,firestore:indexes,storage,functions,hosting';

const { values: args } = parseArgs({
  options: {
    project: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'env-dir': { type: 'string' },
  },
});
const projectId = args.project;
const dryRun = args['dry-run'];
const envDir = args['env-dir'] ? resolve(args['env-dir']) : undefined;
const rel = (path: string) => relative(ROOT, path) || '.';

if (envDir && !dryRun) {
  console.error('--env-dir is for dry runs only: a deploy reads the files firebase-tools reads.');
  process.exit(2);
}

function fail(problems: Problem[]): never {
  console.error(formatProblems(problems));
  process.exit(1);
}

/** Runs a command with inherited output; true when it exits 0. */
function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n> ${command === FIREBASE_BIN ? 'firebase' : command} ${commandArgs.join(' ')}`);
  return spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env }).status === 0;
}

/** A secret's value through firebase-tools; the value is never printed. */
function readSecret(name: string, project: string) {
  const result = spawnSync(
    FIREBASE_BIN,
    ['functions:secrets:access', name, '--project', project, '--non-interactive'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status === 0) return { ok: true as const, value: result.stdout };
  const error = (result.stderr || result.stdout || 'firebase-tools failed').trim().split('\n');
  return { ok: false as const, error: error[error.length - 1] ?? 'firebase-tools failed' };
}

/**
 * Identity Platform's guards of password sign-in (`checkIdentityPlatform`), read through the
 * Admin SDK with the machine's Application Default Credentials.
 */
async function readPasswordGuards(project: string): Promise<Problem[]> {
  try {
    const auth = getAuth(initializeApp({ projectId: project }, 'deploy-preflight'));
    return checkIdentityPlatform(await auth.projectConfigManager().getProjectConfig());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        name: 'Identity Platform settings',
        where: 'Identity Platform',
        message: `could not be read (${message}). gcloud auth application-default login (docs/deploy.md)`,
      },
    ];
  }
}

// 1. The configuration, all of it before anything is built.
const problems = checkProjectId(projectId);
if (!projectId || problems.length > 0) fail(problems);

const webDir = join(ROOT, 'web');
const webWhere = envDir
  ? rel(join(envDir, 'web.env'))
  : 'web/.env.production.local (or web/.env.production, or the environment)';
const webEnv = {
  ...loadEnv('production', webDir, 'VITE_'),
  ...(envDir
    ? z
        .record(z.string(), z.string())
        .parse(parseEnv(readFileSync(join(envDir, 'web.env'), 'utf8')))
    : {}),
};
problems.push(...checkWebConfig(webEnv, projectId, webWhere));

const functionsDir = join(ROOT, 'functions');
const params = readFunctionsParams(
  functionsDir,
  projectId,
  envDir ? join(envDir, 'functions.env') : undefined,
);
const paramsWhere = `${rel(join(functionsDir, '.env'))} + ${
  envDir ? rel(join(envDir, 'functions.env')) : `functions/.env.${projectId}`
}`;
problems.push(...checkFunctionsParams(params.values, webEnv[FIREBASE_ENV.apiKey], paramsWhere));

if (dryRun)
  console.log(
    `Dry run: ${FUNCTIONS_SECRETS.join(', ')} in Secret Manager and Identity Platform not read.`,
  );
else {
  for (const name of FUNCTIONS_SECRETS)
    problems.push(...checkSecret(name, readSecret(name, projectId)));
  problems.push(...(await readPasswordGuards(projectId)));
}

if (problems.length > 0) fail(problems);
console.log(`Configuration of ${projectId}: every value present and well-formed.`);

// 2. The production builds, then what they hold.
const buildEnv: NodeJS.ProcessEnv = { ...process.env, ...webEnv };
delete buildEnv.VITE_USE_EMULATORS;
if (
  !run('npm', ['run', 'build', '-w', 'functions']) ||
  !run('npm', ['run', 'build', '-w', 'web'], buildEnv)
)
  fail([{ name: 'npm run build', where: 'build', message: 'failed (see its output above)' }]);

const ports = emulatorPorts(JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')));
const found = [
  ...scanBuild(join(webDir, 'dist'), { ports, mapSources: true, root: ROOT }),
  ...scanBuild(join(functionsDir, 'lib'), { ports, mapSources: false, root: ROOT }),
];
if (found.length > 0) fail(found);
console.log('Builds: no demo value and no emulator address in web/dist and functions/lib.');

// 3. The deploy.
const deployArgs = ['deploy', '--only', DEPLOY_TARGETS, '--project', projectId];
if (dryRun) {
  console.log(
    `\nDry run: every check passed; nothing deployed. A deploy would run:\n  firebase ${deployArgs.join(' ')}`,
  );
  process.exit(0);
}
if (!run(FIREBASE_BIN, deployArgs)) {
  console.error(
    '\nfirebase deploy failed (see above). Fix the cause and run npm run deploy again.',
  );
  process.exit(1);
}
console.log(
  `\nDeployed to ${projectId}. First time? Create the first accounts: npm run bootstrap -- --project ${projectId} --owner EMAIL --site-admin EMAIL`,
);
