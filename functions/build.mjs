// Bundles the functions into lib/index.js. The domain package (and zod) is bundled in, so the
// deployed package needs only the dependencies listed in package.json.
import { build } from 'esbuild';
// The shareable pictures' fonts as TrueType (make-fonts.mjs).
import './make-fonts.mjs';

await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outfile: 'lib/index.js',
  sourcemap: true,
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    'express',
    'compression',
    // Native image library: installed by npm on the server, never bundled.
    'sharp',
    // pdfkit reads its font metrics from files beside its own code at run time; fontkit comes with it.
    'pdfkit',
    'fontkit',
  ],
  banner: {
    js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
