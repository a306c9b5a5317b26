// `npm run bench`: builds functions and web, starts the emulators once (`firebase emulators:exec`)
// and runs scripts/bench-inner.mjs inside them: demo seed, initial JS/CSS of `/` (gzip), and
// Lighthouse (mobile, simulated throttling) on `/` and `/events`, three runs each, medians compared
// with the budgets. Writes bench/results.json. It reports; over-budget figures do not fail it (the
// exit code is non-zero only when something could not be measured).
import { spawn } from 'node:child_process';
import { emulatorEnv } from './firestore-launcher.mjs';
import { emulatorArgs } from './emulator-config.mjs';
import { EMULATORS, FIREBASE_BIN, PROJECT_ID, ROOT, buildAll, stopTree } from './process-utils.mjs';

const started = Date.now();
const noBuild = process.argv.includes('--no-build');

if (!noBuild) {
  const failed = await buildAll();
  if (failed) {
    console.error(`\nbench: ${failed} failed; nothing measured.`);
    process.exit(1);
  }
}

console.log(
  `\n> firebase emulators:exec --only ${EMULATORS} --project ${PROJECT_ID} "node scripts/bench-inner.mjs"`,
);
const child = spawn(FIREBASE_BIN, emulatorArgs('emulators:exec', 'node scripts/bench-inner.mjs'), {
  cwd: ROOT,
  env: emulatorEnv(),
  stdio: 'inherit',
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the emulators...`);
    void stopTree(child).then(() => process.exit(1));
  });
}
child.on('error', (err) => {
  console.error(`bench: cannot start firebase-tools: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code) => {
  if (stopping) return;
  console.log(
    `\nbench: ${code === 0 ? 'done' : `emulators:exec exited with ${code}`} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  process.exit(code ?? 1);
});
