/**
 * Global setup of the `emulator-rules` test project: refuses to run outside the emulators, loads
 * firestore.rules into the rules-test project once (each load resets the emulator's coverage
 * counts, so the test files must not load them again), and after the last test writes the rule
 * coverage report of that project to test-results/firestore-coverage.html.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  FIRESTORE,
  ROOT,
  RULES_COVERAGE_FILE,
  RULES_PROJECT_ID,
  SITE_ORIGIN,
} from './emulators.ts';

/** Throws unless `url` answers over HTTP within 3 s (any status). */
async function assertAnswers(name: string, url: string): Promise<void> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(
      `${name} does not answer at ${url}. The emulator tests run inside the emulators: use \`npm test\`.`,
    );
  }
}

/** Throws unless the test runs inside the emulators and Firestore and Hosting answer. */
export async function assertEmulators(): Promise<void> {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    if (!process.env[name]) {
      throw new Error(
        `${name} is not set: the emulator tests run only inside the emulators (\`npm test\`).`,
      );
    }
  }
  await assertAnswers('The Firestore emulator', `http://${FIRESTORE.host}:${FIRESTORE.port}/`);
  // A static page: `/` is the `pages` function's, which may still be starting.
  await assertAnswers('The Hosting emulator', `${SITE_ORIGIN}/about`);
}

export async function setup(): Promise<() => Promise<void>> {
  await assertEmulators();
  const rulesEnv = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      host: FIRESTORE.host,
      port: FIRESTORE.port,
      rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8'),
    },
  });
  await rulesEnv.clearFirestore();
  await rulesEnv.cleanup();

  return async () => {
    const url = `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Rule coverage report: HTTP ${res.status} from ${url}`);
    mkdirSync(dirname(RULES_COVERAGE_FILE), { recursive: true });
    writeFileSync(RULES_COVERAGE_FILE, await res.text());
    console.log(`Firestore rule coverage report: ${RULES_COVERAGE_FILE}`);
  };
}
