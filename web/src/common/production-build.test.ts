import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// Two real client builds (a few seconds): without configuration it must fail naming each missing
// variable; with one, the output must hold no demo key and no emulator address.
it('a production build needs its configuration and carries nothing of the emulators', () => {
  const script = fileURLToPath(new URL('../../check-production-build.mjs', import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain('without configuration the build fails');
  expect(run.stdout).toContain('no demo key and no emulator address');
  expect(run.status).toBe(0);
}, 120_000);
