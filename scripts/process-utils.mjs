// Process helpers of the start and test scripts: run a command, wait for an HTTP endpoint, and
// stop a process tree by the ids of the processes it started (the Java Firestore emulator runs in a
// process group of its own, firebase-tools spawns it detached, so killing a group is not enough).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** firebase-tools of this repository (pinned to 14.x, see ../shared/ENVIRONMENT.md). */
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

/** The emulators the site needs (Storage and the UI do not run on these machines). */
export const EMULATORS = 'auth,firestore,functions,hosting';

/** Project id of the emulators (.firebaserc). */
export const PROJECT_ID = 'demo-masjid';

/** Addresses from firebase.json. */
export const SITE_URL = 'http://127.0.0.1:5000';
export const FIRESTORE_URL = 'http://127.0.0.1:8080';
export const AUTH_URL = 'http://127.0.0.1:9099';

/**
 * Runs a command with inherited output; resolves with its exit code (1 when killed by a signal or
 * when it cannot start).
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (err) => {
      console.error(`Cannot run ${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `{pid: {ppid, start}}` of every process, from /proc (Linux). */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(fields[1]), start: fields[19] });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

/** Ids and start times of `pid` and all its descendants, whatever their process group. */
export function processTree(pid) {
  const table = processTable();
  const tree = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift();
    const info = table.get(current);
    if (!info) continue;
    tree.push({ pid: current, start: info.start });
    for (const [child, childInfo] of table) if (childInfo.ppid === current) queue.push(child);
  }
  return tree;
}

/** True while the very process of the snapshot runs (same id and start time: no reused id). */
function stillRunning({ pid, start }) {
  if (!existsSync(`/proc/${pid}/stat`)) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] === start && fields[0] !== 'Z';
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Stops `child` and everything it started: SIGINT to it (firebase-tools then shuts its emulators
 * down cleanly, Java included), up to `graceMs` milliseconds to finish, then SIGKILL to each
 * remaining process of the tree as it was before the stop.
 */
export async function stopTree(child, graceMs = 20_000) {
  if (!child.pid) return;
  const tree = processTree(child.pid);
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(child.pid, 'SIGINT');
  } catch {
    // Already gone.
  }
  await Promise.race([exited, sleep(graceMs)]);
  // Give the emulators a moment to exit after firebase-tools itself.
  for (let i = 0; i < 20 && tree.some(stillRunning); i++) await sleep(250);
  for (const proc of tree.filter(stillRunning)) {
    try {
      process.kill(proc.pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}

/** Resolves once `url` answers HTTP (optionally with `status`); rejects after `timeoutMs`. */
export async function waitForHttp(
  url,
  { timeoutMs = 120_000, status, isAborted = () => false } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isAborted()) throw new Error(`stopped waiting for ${url}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (status === undefined || res.status === status) return;
    } catch {
      // Not up yet.
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Builds functions and web (`npm run build -w ...`) for the local emulators: the web build runs in
 * emulator mode (VITE_USE_EMULATORS=true), so it talks to the emulators with the demo project's
 * configuration. Returns the name of the failed step, if any.
 */
export async function buildAll() {
  for (const workspace of ['functions', 'web']) {
    console.log(`\n> npm run build -w ${workspace}`);
    const env = { ...process.env, VITE_USE_EMULATORS: 'true' };
    const code = await run('npm', ['run', 'build', '-w', workspace], { env });
    if (code !== 0) return `build ${workspace}`;
  }
  return undefined;
}
