/**
 * Three test projects:
 * - `unit`: pure code (domain, functions, web), no emulator, `npm run test:unit`.
 * - `build`: checks of the built site (web/dist, functions/lib/pages), no emulator; `npm test`
 *   runs them after its build.
 * - `emulator`: security rules, REST API and seed tests. They need the running emulators (auth,
 *   firestore, functions, hosting) and run only inside `npm test` (scripts/test.mjs starts the
 *   emulators once and runs `vitest run --project emulator` inside them). Files run one after
 *   another because they share one emulator.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'domain/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/src/**/*.test.tsx',
            'web/sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', 'functions/lib/**'],
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
          name: 'emulator',
          environment: 'node',
          include: [
            'tests/rules/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/seed/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          globalSetup: ['tests/emulator-global-setup.ts'],
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
