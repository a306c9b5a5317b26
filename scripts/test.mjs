// `npm test`: builds functions and web, then starts the emulators ONCE (auth, firestore, functions,
// hosting; `firebase emulators:exec`) and runs scripts/test-inner.mjs inside them: unit tests,
// emulator tests (security rules, REST API through Hosting), the demo seed, and the Playwright
// suite when playwright.config.ts exists. `--no-build` skips the builds (uses functions/lib and
// web/dist as they are). Exit code non-zero when any step fails.
import { spawn } from 'node:child_process';
import { emulatorEnv } from './firestore-launcher.mjs';
import { emulatorArgs } from './emulator-config.mjs';
import { EMULATORS, FIREBASE_BIN, PROJECT_ID, ROOT, buildAll, stopTree } from './process-utils.mjs';

const started = Date.now();
const noBuild = process.argv.includes('--no-build');
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

function finish(ok, detail) {
  console.log(`\n${ok ? 'npm test: PASSED' : 'npm test: FAILED'} - ${detail} (${seconds()})`);
  process.exit(ok ? 0 : 1);
}

if (!noBuild) {
  const failed = await buildAll();
  if (failed) finish(false, `${failed} failed; no tests ran`);
}

console.log(
  `\n> firebase emulators:exec --only ${EMULATORS} --project ${PROJECT_ID} "node scripts/test-inner.mjs"`,
);
const child = spawn(
  FIREBASE_BIN,
  emulatorArgs('emulators:exec', 'node scripts/test-inner.mjs'),
  // Own process group: a Ctrl-C reaches only this script, which stops firebase-tools in order.
  { cwd: ROOT, env: emulatorEnv(), stdio: ['ignore', 'inherit', 'inherit'], detached: true },
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the emulators...`);
    void stopTree(child).then(() => finish(false, `interrupted by ${signal}`));
  });
}

child.on('error', (err) => finish(false, `cannot start firebase-tools: ${err.message}`));
child.on('exit', (code) => {
  if (stopping) return;
  finish(
    code === 0,
    code === 0 ? 'every step passed (see the summary above)' : `emulators:exec exited with ${code}`,
  );
});
