// `npm run lint`: the guard rails CI runs before any test (.ci/run), side by side since each tool
// uses one core: ESLint with the import zones and no-cycle (eslint.config.js, no warning allowed),
// Prettier's check, and TypeScript for every package (the projects of `npm run typecheck`, each a
// check of its own). Each tool's output is printed whole once it ends, with its time; the exit
// code is non-zero when any of them found something.
import { spawn } from 'node:child_process';
import { ROOT } from './process-utils.mjs';

/**
 * The TypeScript projects (`npm run typecheck` checks them one after another): here each is a
 * check of its own, side by side. CI runs lint at a low priority beside the tests (.ci/run), where
 * it gets the CPU the tests leave idle: one after another they were 75 core-seconds on one core,
 * lint's longest path, which a busy machine could push past the tests' end.
 */
const TYPESCRIPT_PROJECTS = ['domain', 'functions', 'web', 'web/sw', 'tests'];

const CHECKS = [
  ['ESLint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['Prettier', 'npx', ['prettier', '--check', '.']],
  ...TYPESCRIPT_PROJECTS.map((project) => [
    `TypeScript (${project})`,
    'npx',
    ['tsc', '-p', project],
  ]),
];

/** Runs `command` with its output kept; resolves to its exit code, output and seconds. */
function check(command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    child.on('error', (err) => done(`cannot start: ${err.message}`));
    child.on('exit', (code, signal) => done(code ?? signal));
  });
}

const results = await Promise.all(
  CHECKS.map(async ([name, command, args]) => ({ name, ...(await check(command, args)) })),
);
let failed = 0;
for (const { name, code, output, seconds } of results) {
  const ok = code === 0;
  if (!ok) failed += 1;
  console.log(`\n=== ${name}: ${ok ? 'passed' : `FAILED (${code})`} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
}
console.log(failed === 0 ? '\nlint: every check passed' : `\nlint: ${failed} check(s) FAILED`);
process.exit(failed === 0 ? 0 : 1);
