// `npm run bench [-- options]`: builds functions and web, starts the emulators once
// (`firebase emulators:exec`) and runs scripts/bench-inner.mjs inside them: each public page and
// the parent's link, in English and Urdu, beside its static copy (Lighthouse mobile, median of 3),
// the bytes of a first visit, the hifz portal's month view, the owner's reports, the Firestore
// reads of a parent's view (a month and three years of days: bench-reads.ts), the hall
// screen and its week (bench-hall-week.ts). Options (BENCH_USAGE in bench-summary.ts) measure a subset, e.g.
// `npm run bench -- --quick --pages /events,/ur/events`. Writes bench/results.json. It reports;
// figures over their goals do not fail it (the exit code is non-zero only when something could not
// be measured).
import { spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { emulatorEnv } from './firestore-launcher.mjs';
import { emulatorArgs } from './emulator-config.mjs';
import { EMULATORS, FIREBASE_BIN, PROJECT_ID, ROOT, buildAll, stopTree } from './process-utils.mjs';

const started = Date.now();
const { parseBenchOptions } = await tsImport('./bench-summary.ts', import.meta.url);
const args = process.argv.slice(2);
let options;
try {
  options = parseBenchOptions(args);
} catch (err) {
  console.error(`bench: ${err.message}`);
  process.exit(2);
}

if (options.build) {
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
  env: { ...emulatorEnv(), BENCH_ARGS: JSON.stringify(args) },
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
