// Proves the two promises of the production build's configuration (src/common/build-config.ts):
// 1. without the VITE_FIREBASE_* variables, `vite build` fails and names each missing one;
// 2. with a (throw-away) configuration, no script or page it writes, nor any of our sources in its
//    source maps, holds the demo project's key or an emulator address.
// Builds only the client bundle, into temporary folders. `npm run check:production -w web`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const VARIABLES = {
  VITE_FIREBASE_API_KEY: 'AIzaThrowAwayKeyForTheBuildCheck',
  VITE_FIREBASE_AUTH_DOMAIN: 'masjid-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'masjid-check',
  VITE_FIREBASE_STORAGE_BUCKET: 'masjid-check.appspot.com',
  VITE_FIREBASE_APP_ID: '1:111111111111:web:check',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '111111111111',
};
const FORBIDDEN = ['demo-api-key', 'demo-masjid', '127.0.0.1', 'localhost:9099', ':9099', ':8080'];

/** The environment without any VITE_* variable (a developer's own must not hide a failure). */
function cleanEnv(extra) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
  return { ...env, ...extra };
}

function build(outDir, env) {
  return spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: here,
    env,
    encoding: 'utf8',
  });
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
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
    const found = files(outDir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      if (!file.endsWith('.map'))
        return FORBIDDEN.filter((s) => text.includes(s)).map((s) => `${s} in ${file}`);
      // A source map also carries the sources: ours must not hold them either (the Firebase
      // SDK's own sources mention emulator addresses in their documentation comments).
      const map = JSON.parse(text);
      return map.sources.flatMap((source, i) =>
        source.includes('node_modules')
          ? []
          : FORBIDDEN.filter((s) => (map.sourcesContent?.[i] ?? '').includes(s)).map(
              (s) => `${s} in ${source} (source map ${file})`,
            ),
      );
    });
    if (found.length > 0) {
      failed = true;
      console.error(`FAIL: the production build holds:\n  ${found.join('\n  ')}`);
    } else console.log('ok: with configuration the output has no demo key and no emulator address');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
