/**
 * Global setup of the `emulator` test project: refuses to run outside the emulators, and after the
 * last test writes the Firestore emulator's rule coverage report of the rules-test project to
 * test-results/firestore-coverage.html.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { FIRESTORE, RULES_COVERAGE_FILE, RULES_PROJECT_ID, SITE_ORIGIN } from './emulators.ts';

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

export async function setup(): Promise<() => Promise<void>> {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    if (!process.env[name]) {
      throw new Error(
        `${name} is not set: the emulator tests run only inside the emulators (\`npm test\`).`,
      );
    }
  }
  await assertAnswers('The Firestore emulator', `http://${FIRESTORE.host}:${FIRESTORE.port}/`);
  await assertAnswers('The Hosting emulator', `${SITE_ORIGIN}/`);

  return async () => {
    const url = `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Rule coverage report: HTTP ${res.status} from ${url}`);
    mkdirSync(dirname(RULES_COVERAGE_FILE), { recursive: true });
    writeFileSync(RULES_COVERAGE_FILE, await res.text());
    console.log(`Firestore rule coverage report: ${RULES_COVERAGE_FILE}`);
  };
}
