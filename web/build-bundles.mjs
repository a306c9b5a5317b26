// The two Vite builds of `npm run build` side by side: the browser's bundle (dist/) and the
// prerendering's (`--ssr`, dist-ssr/). Neither reads the other's output (prerender.mjs, after
// them, reads both), and each keeps one core busy for a few seconds while the other core idles:
// together they take the time of the longer one. The prerendering's output is printed after the
// browser's; the exit code is non-zero when either build failed.
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Runs `vite build` with `args`; resolves to its exit code and, when kept, its output. */
function viteBuild(args, keepOutput) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vite', 'build', ...args], {
      cwd: here,
      stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => resolve({ code: 1, output: `cannot start vite: ${err.message}` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const [browser, prerendering] = await Promise.all([
  viteBuild([], false),
  viteBuild(['--ssr', 'src/app/prerender.tsx', '--outDir', 'dist-ssr', '--emptyOutDir'], true),
]);
process.stdout.write(prerendering.output);
process.exit(browser.code === 0 && prerendering.code === 0 ? 0 : 1);
