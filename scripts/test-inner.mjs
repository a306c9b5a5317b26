// Runs inside `firebase emulators:exec` (see scripts/test.mjs), where FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and friends are set. Steps, in order, each run even if an earlier
// one failed: unit tests, checks of the build, emulator tests, the demo seed, Playwright (only when playwright.config.ts
// exists). Prints one line per step and exits non-zero when any step failed. TEST_STEPS and
// TEST_FILES narrow a run while working on one part (e2e needs the seed: TEST_STEPS=seed,e2e).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT, run } from './process-utils.mjs';

const VITEST = join(ROOT, 'node_modules', '.bin', 'vitest');
const results = [];
/** `TEST_STEPS=unit,build,emulator,seed,e2e` (any subset) runs only those steps; default all. */
const wanted = (process.env.TEST_STEPS ?? 'unit,build,emulator,seed,e2e').split(',');
/** `TEST_FILES="a b"` narrows the vitest and Playwright steps to those files or patterns. */
const files = (process.env.TEST_FILES ?? '').split(/\s+/).filter(Boolean);

async function step(name, action) {
  if (!wanted.some((w) => name.startsWith(w))) return;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok;
  try {
    ok = await action();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    ok = false;
  }
  results.push({
    name,
    status: ok === 'skipped' ? 'skipped' : ok ? 'passed' : 'FAILED',
    ms: Date.now() - started,
  });
}

await step(
  'unit tests (vitest --project unit)',
  async () => (await run(VITEST, ['run', '--project', 'unit', ...files])) === 0,
);
await step(
  'build checks (vitest --project build)',
  async () => (await run(VITEST, ['run', '--project', 'build', ...files])) === 0,
);
await step(
  'emulator tests (vitest --project emulator)',
  async () => (await run(VITEST, ['run', '--project', 'emulator', ...files])) === 0,
);
await step('seed demo data', async () => {
  const { seedDemoData, formatSummary } = await tsImport('../seed/seed.ts', import.meta.url);
  console.log(formatSummary(await seedDemoData()));
  return true;
});
await step('e2e tests (playwright)', async () => {
  if (!existsSync(join(ROOT, 'playwright.config.ts'))) {
    console.log('No playwright.config.ts: skipped.');
    return 'skipped';
  }
  if (files.length === 0) return (await run('npx', ['playwright', 'test'])) === 0;
  // A narrowed run runs the setup project's check on its own first (it waits until the functions
  // answer), then the named specs without dependencies: through them, a live spec would run every
  // read-only spec first (and live-alone both live groups). Named live specs of different live
  // projects then run side by side: name pwa.live.spec.ts on its own.
  if ((await run('npx', ['playwright', 'test', '--no-deps', 'tests/e2e/setup.ts'])) !== 0)
    return false;
  return (await run('npx', ['playwright', 'test', '--no-deps', ...files])) === 0;
});

console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.status.padEnd(8)} ${r.name} (${(r.ms / 1000).toFixed(1)} s)`);
const failed = results.filter((r) => r.status === 'FAILED');
console.log(
  failed.length === 0
    ? 'All test steps passed.'
    : `${failed.length} step(s) FAILED: ${failed.map((r) => r.name).join('; ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
