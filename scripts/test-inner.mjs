// Runs inside `firebase emulators:exec` (see scripts/test.mjs), where FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and friends are set. Steps, in order, each run even if an earlier
// one failed: the emulator tests (with the checks of the build and the unit and component tests
// beside them), the demo seed, Playwright (only when playwright.config.ts exists). Prints one line
// per step and exits non-zero when any step failed. TEST_STEPS and TEST_FILES narrow a run while
// working on one part (e2e needs the seed: TEST_STEPS=seed,e2e).
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT, run } from './process-utils.mjs';

const VITEST = join(ROOT, 'node_modules', '.bin', 'vitest');
const results = [];
/** `TEST_STEPS=unit,build,emulator,seed,e2e` (any subset) runs only those steps; default all. */
const wanted = (process.env.TEST_STEPS ?? 'unit,build,emulator,seed,e2e').split(',');
/** `TEST_FILES="a b"` narrows the vitest and Playwright steps to those files or patterns. */
const files = (process.env.TEST_FILES ?? '').split(/\s+/).filter(Boolean);
/** Vitest's arguments for a narrowed run: the files, and no failure where a project has none. */
const narrowed = files.length > 0 ? ['--passWithNoTests', ...files] : [];

/**
 * Runs one step if wanted and records its result and time: `action` answers true (passed), false
 * (failed) or 'skipped', or `{ ok, ms }` for work that ran before its turn (the unit tests').
 */
async function step(name, action) {
  if (!wanted.some((w) => name.startsWith(w))) return;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok;
  let ms;
  try {
    const answer = await action();
    ({ ok, ms } = typeof answer === 'object' ? answer : { ok: answer, ms: undefined });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    ok = false;
  }
  results.push({
    name,
    status: ok === 'skipped' ? 'skipped' : ok ? 'passed' : 'FAILED',
    ms: ms ?? Date.now() - started,
  });
}

/**
 * Starts a step's vitest run now, beside the steps that follow, at the priority `nice` (the
 * emulators and these steps share one session, so nice counts here); its output goes to a file,
 * printed in one piece when the step is reported (`reportBackground`). Undefined when the step is
 * not wanted.
 */
function inBackground(name, nice, args) {
  if (!wanted.some((w) => name.startsWith(w))) return undefined;
  const log = join(tmpdir(), `masjid-${name.split(' ')[0]}-tests-${process.pid}.log`);
  const out = openSync(log, 'w');
  const started = Date.now();
  const done = run('nice', ['-n', String(nice), VITEST, 'run', ...args, ...narrowed], {
    stdio: ['ignore', out, out],
  }).then((code) => ({ code, ended: Date.now() }));
  return { name, log, started, done };
}

/** Waits for a step started by `inBackground` and reports it, with its output and time. */
async function reportBackground(background) {
  if (!background) return;
  await step(background.name, async () => {
    const { code, ended } = await background.done;
    process.stdout.write(readFileSync(background.log, 'utf8'));
    rmSync(background.log, { force: true });
    console.log('(run beside the emulator tests)');
    return { ok: code === 0, ms: ended - background.started };
  });
}

/**
 * The unit and component tests run beside the emulator tests, which leave part of the CPU idle
 * (the API tests wait on the emulators), and are reported after them. At a lower priority
 * (`nice -n 5`): at an equal one their two threads took the cores from the emulator lanes, the
 * step everything after waits for, in its first minutes, and then left the CPU idle while the
 * lanes waited on the emulators (docs/ci.md).
 */
const unitRun = inBackground('unit and component tests (vitest --project unit, components)', 5, [
  '--project',
  'unit',
  '--project',
  'components',
]);
/**
 * The checks of the built site read web/dist and functions/lib only: beside the emulator tests
 * too, instead of a few seconds before them.
 */
const buildRun = inBackground('build checks (vitest --project build)', 0, ['--project', 'build']);
// The rules tests (their own Firestore project) and the API tests (the demo project) share no
// data: three lanes side by side, each file after file. The rules lane then runs API tests that
// share nothing with the others (vitest.config.ts API_AFTER_RULES); the API tests of their own
// data (API_OWN) run beside the ones that share push devices and seeded lists (docs/ci.md).
const LANES = [
  ['emulator-rules', 'emulator-api-after-rules'],
  ['emulator-api'],
  ['emulator-api-own'],
];
await step(
  'emulator tests (vitest: emulator-rules then emulator-api-after-rules, beside emulator-api and emulator-api-own)',
  async () => {
    const codes = await Promise.all(
      LANES.map(async (projects) => {
        let ok = true;
        for (const project of projects)
          ok = (await run(VITEST, ['run', '--project', project, ...narrowed])) === 0 && ok;
        return ok;
      }),
    );
    return codes.every(Boolean);
  },
);
await reportBackground(buildRun);
await reportBackground(unitRun);

/**
 * Turns the functions emulator's Firestore triggers off (`false`) or on again through the
 * Emulator Hub (FIREBASE_EMULATOR_HUB, set by emulators:exec). Seeding writes about 400 documents
 * whose triggers (a parent's day notice, a new recording's push, image tidying) have no one to
 * notify: run, they kept the functions emulator busy through the first minute of the browser
 * tests. On again, the emulator reloads the triggers for the tests that need them.
 */
async function backgroundTriggers(on) {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return;
  const path = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const answer = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!answer.ok) throw new Error(`emulator hub: ${path} answered ${answer.status}`);
}

await step('seed demo data', async () => {
  const { seedDemoData, formatSummary } = await tsImport('../seed/seed.ts', import.meta.url);
  await backgroundTriggers(false);
  try {
    console.log(formatSummary(await seedDemoData()));
  } finally {
    await backgroundTriggers(true);
  }
  return true;
});
await step('e2e tests (playwright)', async () => {
  if (!existsSync(join(ROOT, 'playwright.config.ts'))) {
    console.log('No playwright.config.ts: skipped.');
    return 'skipped';
  }
  if (files.length === 0) return (await run('npx', ['playwright', 'test'])) === 0;
  // A narrowed run runs the setup projects first (the site answers; each role signs in once),
  // then the named specs without dependencies, each test in its own project (`@serial` ones one
  // at a time): through them, a serial test would run every other test first.
  const setup = ['tests/e2e/site.setup.ts', 'tests/e2e/auth.setup.ts'];
  if ((await run('npx', ['playwright', 'test', ...setup])) !== 0) return false;
  // `PLAYWRIGHT_ARGS="--project serial-site"` narrows further.
  const extra = (process.env.PLAYWRIGHT_ARGS ?? '').split(/\s+/).filter(Boolean);
  return (await run('npx', ['playwright', 'test', '--no-deps', ...extra, ...files])) === 0;
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
