// Proves three things the production build promises (the configuration's in
// src/common/build-config.ts, the router's in vite.config.ts):
// 1. without the VITE_FIREBASE_* variables, `vite build` fails and names each missing one;
// 2. with a (throw-away) configuration, no script or page it writes, nor any of our sources in its
//    source maps, holds the demo project's key or an emulator address (the same scan as the
//    deploy's, scripts/deploy-preflight.ts);
// 3. it bundles React Router's production build, not the development build its package exports
//    name (vite.config.ts), into the browser's bundle and into the prerendering's.
// Builds the client bundle and the prerendering's (`--ssr`), into temporary folders, in a mode of
// its own so that a developer's web/.env.production.local cannot hide a failure. `npm run check:production -w web`
// (run with tsx, which loads the TypeScript scan).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { emulatorPorts, scanBuild } from '../scripts/deploy-preflight.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
// The CI's throw-away configuration of the deploy dry run: well-formed values of no real project.
const VARIABLES = parseEnv(readFileSync(join(root, '.ci', 'deploy-dry-run', 'web.env'), 'utf8'));
const ports = emulatorPorts(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')));

/** The environment without any VITE_* variable (a developer's own must not hide a failure). */
function cleanEnv(extra) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
  return { ...env, ...extra };
}

function build(outDir, env, extra = []) {
  return spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'build-check', '--outDir', outDir, '--emptyOutDir', ...extra],
    { cwd: here, env, encoding: 'utf8' },
  );
}

/** The sources named by every source map under `dir` (a build's output), at any depth. */
function mapSources(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')).sources);
}

/** Fails the check unless the build in `dir` (`what` names it) bundles React Router's production build. */
function expectProductionRouter(dir, what) {
  const router = mapSources(dir).filter((source) => source.includes('/react-router/dist/'));
  const development = router.filter((source) => source.includes('/dist/development/'));
  if (router.length === 0) {
    failed = true;
    console.error(`FAIL: no source map of ${what} names React Router`);
  } else if (development.length > 0) {
    failed = true;
    console.error(
      `FAIL: React Router's development build is bundled in ${what}:\n  ${development.join('\n  ')}`,
    );
  } else console.log(`ok: React Router's production build is bundled in ${what}`);
}

let failed = false;
const work = mkdtempSync(join(tmpdir(), 'masjid-build-check-'));
try {
  const missing = build(join(work, 'missing'), cleanEnv({}));
  const output = missing.stdout + missing.stderr;
  const unnamed = Object.keys(VARIABLES).filter((name) => !output.includes(name));
  if (missing.status === 0 || unnamed.length > 0) {
    failed = true;
    console.error(
      missing.status === 0
        ? 'FAIL: the build without configuration succeeded.'
        : `FAIL: the failed build did not name ${unnamed.join(', ')}.`,
    );
  } else console.log('ok: without configuration the build fails, naming every variable');

  const outDir = join(work, 'configured');
  const configured = build(outDir, cleanEnv(VARIABLES));
  if (configured.status !== 0) {
    failed = true;
    console.error('FAIL: the build with configuration failed:\n' + configured.stderr);
  } else {
    const found = scanBuild(outDir, { ports, mapSources: true, root: outDir }).map(
      (p) => `${p.name} ${p.message}`,
    );
    if (found.length > 0) {
      failed = true;
      console.error(`FAIL: the production build holds:\n  ${found.join('\n  ')}`);
    } else console.log('ok: with configuration the output has no demo key and no emulator address');
    expectProductionRouter(outDir, "the browser's build");
  }

  const ssrDir = join(work, 'ssr');
  const ssr = build(ssrDir, cleanEnv(VARIABLES), ['--ssr', 'src/app/prerender.tsx']);
  if (ssr.status !== 0) {
    failed = true;
    console.error('FAIL: the prerendering build failed:\n' + ssr.stderr);
  } else expectProductionRouter(ssrDir, 'the prerendering');
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
