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
 *   emulators once and runs the two projects side by side inside them). Within a project files
 *   run one after another: they share its data and its throttle counters.
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

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...IN_THREADS,
          environment: 'node',
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
          globalSetup: ['tests/emulator-global-setup.ts'],
          environment: 'node',
          fileParallelism: false,
          // The Admin SDK's Google client probes the GCE metadata server (and warns); not here.
          env: { METADATA_SERVER_DETECTION: 'none' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
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
          exclude: [...RULES_TESTS, '**/node_modules/**'],
          globalSetup: ['tests/emulator-api-setup.ts'],
          environment: 'node',
          fileParallelism: false,
          // The Admin SDK's Google client probes the GCE metadata server (and warns); not here.
          env: { METADATA_SERVER_DETECTION: 'none' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
