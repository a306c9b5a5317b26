// `npm run bench [-- options]`: builds functions and web, starts the emulators once
// (`firebase emulators:exec`) and runs scripts/bench-inner.mjs inside them: each public page and
// the parent's link, in English and Urdu, beside its static copy (Lighthouse mobile, median of 3),
// the bytes of a first visit, the hifz portal's month view, the owner's reports, the Firestore
// reads of a parent's view (a month and three years of days: bench-reads.ts), the hall
// screen and its week (bench-hall-week.ts). Options (BENCH_USAGE in bench-summary.ts) measure a subset, e.g.
// `npm run bench -- --quick --pages /events,/ur/events`. Writes bench/results.json. It reports;
// figures over their goals do not fail it (the exit code is non-zero only when something could not
// be measured). `npm run bench:load` (`--load`) runs scripts/bench-load.ts instead, inside the
// Auth and Firestore emulators only and without a build (it serves the API in a process of its
// own): the figures under load (issue 41 §5; its sizes in BENCH_LOAD_* variables, see that file).
import { spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { emulatorEnv } from './firestore-launcher.mjs';
import { emulatorArgs, writeEmulatorConfig } from './emulator-config.mjs';
import { EMULATORS, FIREBASE_BIN, PROJECT_ID, ROOT, buildAll, stopTree } from './process-utils.mjs';

const started = Date.now();
const { parseBenchOptions } = await tsImport('./bench-summary.ts', import.meta.url);
const load = process.argv[2] === '--load';
const args = process.argv.slice(load ? 3 : 2);
const inner = load ? 'node --import tsx scripts/bench-load.ts' : 'node scripts/bench-inner.mjs';
let options;
try {
  options = parseBenchOptions(args);
} catch (err) {
  console.error(`bench: ${err.message}`);
  process.exit(2);
}

if (options.build && !load) {
  const failed = await buildAll();
  if (failed) {
    console.error(`\nbench: ${failed} failed; nothing measured.`);
    process.exit(1);
  }
}

const only = load ? 'auth,firestore' : EMULATORS;
console.log(`\n> firebase emulators:exec --only ${only} --project ${PROJECT_ID} "${inner}"`);
const firebaseArgs = load
  ? ['emulators:exec', ...writeEmulatorConfig(), '--only', only, '--project', PROJECT_ID, inner]
  : emulatorArgs('emulators:exec', inner);
const child = spawn(FIREBASE_BIN, firebaseArgs, {
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
