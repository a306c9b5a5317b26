// `npm start`: builds functions and web, starts the emulators (auth, firestore, functions, hosting),
// waits until the site and its API answer, loads the demo data, and prints the site address and
// the demo accounts. Ctrl-C (SIGINT) or SIGTERM stops every process it started, the Java Firestore
// emulator included. `--no-build` skips the builds (uses functions/lib and web/dist as they are).
import { spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { emulatorEnv } from './firestore-launcher.mjs';
import { emulatorArgs } from './emulator-config.mjs';
import {
  AUTH_URL,
  EMULATORS,
  FIREBASE_BIN,
  FIRESTORE_URL,
  PROJECT_ID,
  ROOT,
  SITE_URL,
  buildAll,
  stopTree,
  waitForHttp,
} from './process-utils.mjs';

const noBuild = process.argv.includes('--no-build');

if (!noBuild) {
  const failed = await buildAll();
  if (failed) {
    console.error(
      `\n${failed} failed; not starting. (\`npm start -- --no-build\` serves the last build.)`,
    );
    process.exit(1);
  }
}

console.log(`\n> firebase emulators:start --only ${EMULATORS} --project ${PROJECT_ID}`);
// Its own process group: a Ctrl-C in the terminal reaches only this script, which then stops
// firebase-tools in order (and the emulators it started) instead of killing it half-way.
const firebase = spawn(FIREBASE_BIN, emulatorArgs('emulators:start'), {
  cwd: ROOT,
  env: emulatorEnv(),
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

let stopping = false;
let firebaseExited = false;

async function shutdown(reason, exitCode) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping the emulators...`);
  await stopTree(firebase);
  console.log('Emulators stopped.');
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
process.on('SIGHUP', () => void shutdown('SIGHUP', 0));

firebase.on('error', (err) => {
  console.error(`Cannot start firebase-tools: ${err.message}`);
  process.exit(1);
});
firebase.on('exit', (code, signal) => {
  firebaseExited = true;
  if (!stopping) void shutdown(`firebase-tools exited (${signal ?? code})`, 1);
});

try {
  const isAborted = () => stopping || firebaseExited;
  await waitForHttp(`${FIRESTORE_URL}/`, { isAborted });
  await waitForHttp(`${AUTH_URL}/`, { isAborted });
  await waitForHttp(`${SITE_URL}/`, { isAborted });
  // The function answers through Hosting: the whole chain is up.
  await waitForHttp(`${SITE_URL}/api/jamat-timings`, { status: 200, isAborted });
  // And the home page, which the `pages` function renders with its data.
  await waitForHttp(`${SITE_URL}/`, { status: 200, isAborted });

  process.env.FIRESTORE_EMULATOR_HOST ||= FIRESTORE_URL.replace('http://', '');
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= AUTH_URL.replace('http://', '');
  const { seedDemoData, formatSummary } = await tsImport('../seed/seed.ts', import.meta.url);
  const summary = await seedDemoData();
  if (stopping) throw new Error('stopped');

  console.log(`\n${formatSummary(summary)}`);
  console.log(`
Site:          ${SITE_URL}
API example:   ${SITE_URL}/api/jamat-timings
               ${SITE_URL}/api/events
               ${SITE_URL}/api/get-recordings/friday?page=1
Media store:   ${summary.recordings.store === 'local-disk' ? `local disk at ${process.env.MEDIA_STORE_DIR} (no Storage emulator answers)` : summary.recordings.store}
Emulators:     Firestore ${FIRESTORE_URL}, Auth ${AUTH_URL} (project ${PROJECT_ID})
Password of every demo account: ${summary.accounts[0]?.password}

Press Ctrl-C to stop.`);
} catch (err) {
  if (!stopping) {
    console.error(`\nStart-up failed: ${err instanceof Error ? err.message : err}`);
    await shutdown('start-up failed', 1);
  }
}
