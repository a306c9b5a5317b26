// One ESLint set-up for the whole repository (`npm run lint`).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The folders directly inside `dir` (relative to this file), read when the config loads. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Which folder may import which. The web client is layered common -> product areas -> app: a
 * product area (public site, site administration, hifz portal) never reaches into another, and the
 * common layer knows no area. `domain` imports neither side. Every folder of web/src but `common`
 * and `app` is an area, so a new area (or a new feature inside one) is covered without an edit here.
 */
const WEB_LAYERS = ['common', 'app'];
const WEB_AREAS = foldersIn('./web/src').filter((name) => !WEB_LAYERS.includes(name));
const webZones = [
  {
    target: './web/src/common',
    from: [...WEB_AREAS.map((a) => `./web/src/${a}`), './web/src/app'],
    message: 'The common layer is used by every area and imports none of them.',
  },
  ...WEB_AREAS.map((area) => ({
    target: `./web/src/${area}`,
    from: [...WEB_AREAS.filter((a) => a !== area).map((a) => `./web/src/${a}`), './web/src/app'],
    message:
      'A product area never imports another area or the app shell: move what both need to web/src/common.',
  })),
];
/**
 * functions/src: each resource (a folder of endpoints or triggers) uses `api/` (the request
 * wrapper, errors, auth, throttle) and `lib/` (Firebase, configuration, stored documents, the
 * media store), never another resource; `api/` knows no resource, and `lib/` neither `api/` nor a
 * resource. Only the entry (`index.ts`, `app.ts`, `page-reads.ts`) composes the resources. Every
 * folder of functions/src but `api` and `lib` is a resource, so a new one is covered at once.
 */
const FUNCTION_LAYERS = ['api', 'lib'];
const FUNCTION_ENTRY = [
  './functions/src/app.ts',
  './functions/src/index.ts',
  './functions/src/page-reads.ts',
];
const FUNCTION_RESOURCES = foldersIn('./functions/src').filter(
  (name) => !FUNCTION_LAYERS.includes(name),
);
const functionsZones = [
  ...FUNCTION_RESOURCES.map((resource) => ({
    target: `./functions/src/${resource}`,
    from: [
      ...FUNCTION_RESOURCES.filter((r) => r !== resource).map((r) => `./functions/src/${r}`),
      ...FUNCTION_ENTRY,
    ],
    message: 'A resource uses functions/src/api and functions/src/lib, never another resource.',
  })),
  {
    target: './functions/src/api',
    from: [...FUNCTION_RESOURCES.map((r) => `./functions/src/${r}`), ...FUNCTION_ENTRY],
    message: 'api/ is used by every resource and imports none of them.',
  },
  {
    target: './functions/src/lib',
    from: [
      ...FUNCTION_RESOURCES.map((r) => `./functions/src/${r}`),
      './functions/src/api',
      ...FUNCTION_ENTRY,
    ],
    message: 'lib/ is the bottom layer: it imports neither api/ nor a resource.',
  },
];
const domainZones = [
  {
    target: './domain',
    from: ['./web', './functions'],
    message: 'domain is shared by web and functions and imports neither.',
  },
  {
    target: './web',
    from: ['./functions'],
    message: 'The web client never imports functions code: share it through domain.',
  },
  {
    target: './functions',
    from: ['./web'],
    message: 'functions never import web code: share it through domain.',
  },
];

export default tseslint.config(
  {
    // What builds and test runs write (.gitignore): lint runs beside npm test (.ci/run), whose
    // build makes and removes web/dist-ssr while ESLint walks the tree.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-pages/**',
      'functions/lib/**',
      '.emulators/**',
      '.firebase/**',
      'coverage/**',
      'scratch/**',
      'test-results/**',
      'playwright-report/**',
      'web/public/**',
      'web/src/app/fonts/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files: no-cycle saw no TypeScript module at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'domain/tsconfig.json',
            'functions/tsconfig.json',
            'web/tsconfig.json',
            'tests/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webZones, ...functionsZones, ...domainZones] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
