// One ESLint set-up for the whole repository (`npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Which folder may import which. The web client is layered common -> product areas -> app: a
 * product area (public site, site administration, hifz portal) never reaches into another, and the
 * common layer knows no area. In functions, a resource may use `api/` and `lib/` but not another
 * resource. `domain` imports neither side.
 */
const WEB_AREAS = ['public-site', 'site-admin', 'hifz-portal'];
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
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.emulators/**',
      'test-results/**',
      'playwright-report/**',
      'web/public/**',
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
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
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
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...domainZones] }],
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
