/**
 * Test projects:
 * - `unit`: pure code (domain, functions, web), no emulator, `npm run test:unit`.
 * - `components`: React components (`*.test.tsx`) rendered in happy-dom with Testing Library,
 *   no emulator and no browser; `npm run test:unit` runs it with `unit`.
 * - `build`: checks of the built site (web/dist, functions/lib/pages), no emulator; `npm test`
 *   runs them after its build.
 * - `emulator-rules` (security rules, in the rules-test project) and `emulator-api` (REST API,
 *   seed, attacks and deploy tests, in the demo project). They need the running emulators (auth,
 *   firestore, functions, hosting) and run only inside `npm test` (scripts/test.mjs starts the
 *   emulators once and runs three lanes side by side inside them: the rules tests followed by
 *   `emulator-api-after-rules`, `emulator-api` (push devices and sends, the seed and the seeded
 *   lists) and `emulator-api-own` (API tests of their own data). Within a project files run one
 *   after another: they share its data.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The unit and component tests' pool: worker threads, one per core. Vitest's default (a forked
 * process per file on all cores but one) ran them one at a time on our 2-core machines: 65 s
 * with a third of the CPU idle, 37 s so (docs/ci.md). Their files share no state but the module
 * graph each thread loads for itself.
 */
const IN_THREADS = { pool: 'threads', maxWorkers: availableParallelism() } as const;

/**
 * The security-rules tests: they run in the rules-test project of the Firestore emulator (never
 * the demo project), so they share nothing with the API tests and the two run side by side.
 */
const RULES_TESTS = ['tests/rules/**/*.test.ts', 'tests/security/rules-zod-parity.test.ts'];

/**
 * API tests that run after the rules tests, in their lane (`emulator-api-after-rules`), beside the
 * other two API lanes: they share nothing with those. No push devices or sends, no jamat times,
 * events or recordings that push-triggers would send for, no seeded list another file counts
 * (the seed test writes them again): their own accounts (bootstrap, revoked sessions), their own
 * two devices' days, the hosting headers, and the backup's restore drill in projects of its own.
 * Chosen so that the three lanes end together (per-file times of an idle run, docs/ci.md).
 */
const API_AFTER_RULES = [
  'tests/api/two-devices.test.ts',
  'tests/deploy/backup-restore.test.ts',
  'tests/deploy/bootstrap.test.ts',
  'tests/security/hosting-headers.test.ts',
  'tests/security/revoked-accounts.test.ts',
];

/**
 * API tests of their own data (`emulator-api-own`), a lane beside `emulator-api`: no push devices
 * but the parents' (their own collection), no write that push-triggers would send for (events,
 * recordings, jamat times, janaza, moon sighting), no seeded list the seed test writes again. The
 * throttle counters are per file: each file calls from addresses of its own (tests/api/client.ts
 * `FILE_ADDRESS`, `randomAddress`) and resets only those, so the floods of hifz, login and
 * throttle-spoofing here and data-pages and push-fakes there meet no other file's counter.
 */
const API_OWN = [
  'tests/api/hifz.test.ts',
  'tests/api/login.test.ts',
  'tests/api/media-content.test.ts',
  'tests/api/memorisation.test.ts',
  'tests/api/month-report.test.ts',
  'tests/api/owner-month.test.ts',
  'tests/api/parent-push.test.ts',
  'tests/api/progress.test.ts',
  'tests/security/api-fuzz.test.ts',
  'tests/security/client-sign-up.test.ts',
  'tests/security/cost-abuse.test.ts',
  'tests/security/demand-abuse.test.ts',
  'tests/security/forged-host.test.ts',
  'tests/security/forged-progress.test.ts',
  'tests/security/parent-link-follows-child.test.ts',
  'tests/security/read-costs.test.ts',
  'tests/security/role-climbing.test.ts',
  'tests/security/throttle-spoofing.test.ts',
];

/**
 * On CI a failed emulator test runs once more, as Playwright's do (playwright.config.ts): the
 * trigger tests wait on the functions emulator, which a busy 2-core machine can hold up past a
 * wait. Vitest names a test that passed on its retry (`retry x1`) in the run's output.
 */
const CI_RETRY = process.env.CI ? 1 : 0;

/** What the three API projects share: the emulators' demo project, one file at a time. */
const API_PROJECT = {
  retry: CI_RETRY,
  globalSetup: ['tests/emulator-api-setup.ts'],
  environment: 'node',
  fileParallelism: false,
  // The Admin SDK's Google client probes the GCE metadata server (and warns); not here.
  env: { METADATA_SERVER_DETECTION: 'none' },
  testTimeout: 20_000,
  // Hooks make accounts and data for a whole file; on a busy 2-core CI machine that took over 30 s.
  hookTimeout: 90_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...IN_THREADS,
          environment: 'node',
          // npm test runs them beside the emulator tests at a lower priority (scripts/test-inner.mjs):
          // a PDF test of 1 s took over 5 s there with the CPU busy.
          testTimeout: 15_000,
          include: [
            'domain/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', 'functions/lib/**'],
        },
      },
      {
        test: {
          name: 'components',
          ...IN_THREADS,
          // Once more on CI, as the emulator tests: beside them on a busy 2-core machine one
          // dialog test once found the language of the test before it (to be found; vitest names
          // a test that passed on its retry).
          retry: CI_RETRY,
          environment: 'happy-dom',
          include: ['web/src/**/*.test.tsx'],
          setupFiles: ['web/src/common/testing/setup-components.ts'],
          // Beside the emulator tests on two cores, at a lower priority (npm test): room for the
          // 5 s waits above.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'emulator-rules',
          include: [...RULES_TESTS],
          retry: CI_RETRY,
          globalSetup: ['tests/emulator-global-setup.ts'],
          environment: 'node',
          fileParallelism: false,
          // The Admin SDK's Google client probes the GCE metadata server (and warns); not here.
          env: { METADATA_SERVER_DETECTION: 'none' },
          testTimeout: 20_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'emulator-api',
          include: [
            'tests/api/**/*.test.ts',
            'tests/seed/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          exclude: [...RULES_TESTS, ...API_AFTER_RULES, ...API_OWN, '**/node_modules/**'],
          ...API_PROJECT,
        },
      },
      {
        test: {
          name: 'emulator-api-own',
          include: API_OWN,
          ...API_PROJECT,
        },
      },
      {
        test: {
          name: 'emulator-api-after-rules',
          include: API_AFTER_RULES,
          ...API_PROJECT,
        },
      },
    ],
  },
});
