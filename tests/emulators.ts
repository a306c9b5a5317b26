/**
 * Addresses of the local emulators, read from firebase.json (the one place that fixes the ports)
 * and, where firebase-tools sets them, from the *_EMULATOR_HOST variables.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface EmulatorAddress {
  host: string;
  port: number;
}

const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<'auth' | 'firestore' | 'functions' | 'hosting', EmulatorAddress>;
};

/** `host:port` from a variable such as FIRESTORE_EMULATOR_HOST, else from firebase.json. */
function address(envName: string, fallback: EmulatorAddress): EmulatorAddress {
  const value = process.env[envName];
  if (!value) return fallback;
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

export const FIRESTORE = address('FIRESTORE_EMULATOR_HOST', config.emulators.firestore);
export const AUTH = address('FIREBASE_AUTH_EMULATOR_HOST', config.emulators.auth);
export const HOSTING = config.emulators.hosting;
export const FUNCTIONS = config.emulators.functions;

/** The site as the Hosting emulator serves it, e.g. http://127.0.0.1:5000. */
export const SITE_ORIGIN = `http://${HOSTING.host}:${HOSTING.port}`;

/** The REST API under the site's real path (Hosting rewrites /api/** to the function). */
export const API_BASE = `${SITE_ORIGIN}/api`;

/** Project of the demo data and of the API tests (.firebaserc). */
export const DEMO_PROJECT_ID = 'demo-masjid';

/** Separate project of the security-rules tests: clearing it never touches the demo data. */
export const RULES_PROJECT_ID = 'demo-masjid-rules';

/** Where the rules tests leave the emulator's rule coverage report. */
export const RULES_COVERAGE_FILE = join(ROOT, 'test-results', 'firestore-coverage.html');

/**
 * Runs one of our TypeScript scripts (e.g. `scripts/bootstrap.ts`) with tsx against these
 * emulators, as a developer would run it; its exit status and output.
 */
export function runScript(script: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: `${AUTH.host}:${AUTH.port}`,
      FIRESTORE_EMULATOR_HOST: `${FIRESTORE.host}:${FIRESTORE.port}`,
    },
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}
