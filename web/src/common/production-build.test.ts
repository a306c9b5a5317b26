import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// Three real builds (a few seconds each): without configuration the client build must fail naming
// each missing variable; with one, its output must hold no demo key and no emulator address, and
// it and the prerendering's build must hold React Router's production build (its package exports
// name only the development one).
it('a production build needs its configuration, carries nothing of the emulators and no development router', () => {
  const script = fileURLToPath(new URL('../../check-production-build.mjs', import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain('without configuration the build fails');
  expect(run.stdout).toContain('no demo key and no emulator address');
  expect(run.stdout).toContain("React Router's production build is bundled in the browser's build");
  expect(run.stdout).toContain("React Router's production build is bundled in the prerendering");
  expect(run.status).toBe(0);
}, 120_000);
