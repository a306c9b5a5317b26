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
 *   emulators once and runs the two projects side by side inside them, the rules tests followed
 *   by `emulator-api-after-rules`, API tests that share nothing with the others). Within a
 *   project files run one after another: they share its data and its throttle counters.
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
 * other API tests: they share nothing with those. No throttle counter (the others reset and flood
 * the one address of every test), no jamat times, push devices or sends (push-triggers counts the
 * sends and clears the devices), no seeded list that another file counts (recordings, events,
 * text pages, site details, which the seed test writes again): their own books and slides and
 * their files, their own accounts (bootstrap, revoked sessions, role climbing, sign-up), their
 * own teacher's month, their own two devices' days; the attacks that read only or keep to their
 * own data and addresses (cost and demand abuse, headers, forged progress, a moved child's link,
 * read costs and the backup's restore drill in projects of their own). About a third of the API tests' time; the rules lane idled after its 110 s while
 * the API lane ran 170 s more (docs/ci.md).
 */
const API_AFTER_RULES = [
  'tests/api/media-content.test.ts',
  'tests/api/owner-month.test.ts',
  'tests/api/two-devices.test.ts',
  'tests/deploy/backup-restore.test.ts',
  'tests/deploy/bootstrap.test.ts',
  'tests/security/client-sign-up.test.ts',
  'tests/security/cost-abuse.test.ts',
  'tests/security/demand-abuse.test.ts',
  'tests/security/forged-progress.test.ts',
  'tests/security/hosting-headers.test.ts',
  'tests/security/parent-link-follows-child.test.ts',
  'tests/security/read-costs.test.ts',
  'tests/security/revoked-accounts.test.ts',
  'tests/security/role-climbing.test.ts',
];

/**
 * On CI a failed emulator test runs once more, as Playwright's do (playwright.config.ts): the
 * trigger tests wait on the functions emulator, which a busy 2-core machine can hold up past a
 * wait. Vitest names a test that passed on its retry (`retry x1`) in the run's output.
 */
const CI_RETRY = process.env.CI ? 1 : 0;

/** What the two API projects share: the emulators' demo project, one file at a time. */
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
          exclude: [...RULES_TESTS, ...API_AFTER_RULES, '**/node_modules/**'],
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
