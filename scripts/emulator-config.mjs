// The firebase-tools configuration of the local emulators: firebase.json with one change. The
// Content-Security-Policy in firebase.json is production's, and production pages must never be
// allowed to talk to 127.0.0.1; a build for the emulators, though, calls the Auth and Firestore
// emulators on their own ports. So `npm start`, `npm test` and `npm run bench` start firebase-tools
// with `--config firebase.emulators.json`, written here from firebase.json with those two emulator
// origins (read from its `emulators` block) added to `connect-src` and nothing else changed.
// firebase.json stays the one source of every header; tests/security/hosting-headers.test.ts checks
// that the emulator serves exactly these.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATORS, PROJECT_ID, ROOT } from './process-utils.mjs';

/** The derived file, beside firebase.json (firebase-tools resolves paths from its folder). */
export const EMULATOR_CONFIG = 'firebase.emulators.json';

/** The origins the emulator build's browser code calls directly (not through Hosting). */
export function emulatorOrigins(config) {
  return ['auth', 'firestore'].map((name) => {
    const { host, port } = config.emulators[name];
    return `http://${host}:${port}`;
  });
}

/** The CSP of `value` with `origins` appended to its connect-src directive. */
export function withConnectOrigins(value, origins) {
  const directives = value.split(';').map((d) => d.trim());
  const at = directives.findIndex((d) => d.startsWith('connect-src '));
  if (at < 0) throw new Error('The Content-Security-Policy in firebase.json has no connect-src');
  directives[at] = [directives[at], ...origins].join(' ');
  return directives.join('; ');
}

/** firebase.json as the emulators use it (see the module comment); `config` is left unchanged. */
export function emulatorConfig(config) {
  const origins = emulatorOrigins(config);
  const copy = structuredClone(config);
  let found = 0;
  for (const rule of copy.hosting.headers)
    for (const header of rule.headers)
      if (header.key === 'Content-Security-Policy') {
        header.value = withConnectOrigins(header.value, origins);
        found += 1;
      }
  if (found === 0) throw new Error('firebase.json sets no Content-Security-Policy');
  return copy;
}

/** Writes firebase.emulators.json from firebase.json; returns firebase-tools' `--config` arguments. */
export function writeEmulatorConfig() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  writeFileSync(
    join(ROOT, EMULATOR_CONFIG),
    `${JSON.stringify(emulatorConfig(config), null, 2)}\n`,
  );
  return ['--config', EMULATOR_CONFIG];
}

/**
 * firebase-tools' arguments for `command` (`emulators:start`, `emulators:exec`) on the emulators
 * the site needs, with the derived configuration (written now), then `rest`.
 */
export function emulatorArgs(command, ...rest) {
  return [command, ...writeEmulatorConfig(), '--only', EMULATORS, '--project', PROJECT_ID, ...rest];
}
