import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
// Relative, so Vite bundles it into the config (a workspace package would be loaded as .ts).
import { site } from '../domain/src/site.ts';
import { resolveBuildConfig } from './src/common/build-config.ts';

/** The name of the entry of a served reading page's own script (src/app/reader-start/). */
const READER_ENTRY = 'reader-start';

/**
 * The modules a served reading page's own script shares with the app, bundled as one file (the
 * page-behaviour chunk) rather than one each. What only that script uses (reader-start/) stays in
 * its entry, so the app's start-up does not load it.
 */
const PAGE_BEHAVIOUR = [
  'src/app/layout/menu-behaviour.ts',
  'src/app/layout/preloader.ts',
  'src/common/ui/plain-click.ts',
  'src/app/i18n/language-storage.ts',
  'src/public-site/home/slideshow-behaviour.ts',
  'src/public-site/timetable/webcal-links.ts',
  'src/common/data/refresh-interval.ts',
  'src/common/data/site-saves.ts',
  'src/hifz-portal/students/parent-token-store.ts',
  'src/hifz-portal/students/parent-page-head.ts',
  'domain/src/page-data-keys.ts',
  'domain/src/language-address.ts',
];

/**
 * The steps of the app's start-up (main.tsx, issue 17), each evaluated in a task of its own: the
 * modules each step's module statically needs, beyond the earlier steps', are bundled as one file
 * per step (`step-<step>-[hash].js`) rather than one file each. Every page runs every step, so
 * nothing in these files is loaded for nothing, and a first visit asks for about six scripts
 * instead of about fifty: on a slow phone network each request is a round trip, and the Hosting
 * emulator of the tests spends about 10 ms of CPU on each (docs/ci.md).
 */
const START_UP_STEPS: ReadonlyArray<readonly [string, string]> = [
  ['i18n', 'src/app/i18n/index.ts'],
  ['data', 'src/common/data/live-query.ts'],
  ['app', 'src/app/start-app.tsx'],
];

/**
 * Returns the name of the start-up step file (`step-<step>`, see START_UP_STEPS) that a module
 * `id` belongs to: the first step whose module needs it statically. Null for a module that no
 * step needs statically, one the entry itself imports (main.tsx's own file), or one `excluded`
 * keeps out (the framework's and the page behaviour's files). Worked out on its first call from
 * the build's module graph (`ctx.getModuleInfo`).
 */
function startUpStepOf(excluded: (id: string) => boolean) {
  let steps: Map<string, string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!steps) {
      const found = new Map<string, string>();
      // What the entry (main.tsx) imports statically is loaded before any step, in its own file.
      const entry = [fileURLToPath(new URL('./src/app/main.tsx', import.meta.url))];
      const beforeSteps = new Set<string>();
      while (entry.length > 0) {
        const next = entry.pop()!;
        if (beforeSteps.has(next)) continue;
        beforeSteps.add(next);
        entry.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      for (const [step, file] of START_UP_STEPS) {
        const queue = [fileURLToPath(new URL(`./${file}`, import.meta.url))];
        while (queue.length > 0) {
          const next = queue.pop()!;
          if (found.has(next) || beforeSteps.has(next) || excluded(next)) continue;
          const info = ctx.getModuleInfo(next);
          if (!info) continue;
          found.set(next, `step-${step}`);
          queue.push(...info.importedIds);
        }
      }
      steps = found;
    }
    return steps.get(id) ?? null;
  };
}

/** React, its DOM renderer and the router: the `framework` file. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/;

/** Whether `id` is one of PAGE_BEHAVIOUR's modules. */
function isPageBehaviour(id: string): boolean {
  return PAGE_BEHAVIOUR.some((file) => id.replaceAll('\\', '/').endsWith(file));
}

/** Whether `id` goes into the framework's or the page behaviour's file. */
function isFrameworkOrPageBehaviour(id: string): boolean {
  return FRAMEWORK.test(id) || isPageBehaviour(id);
}

/** A namespace's catalogue of strings: `src/<area>/i18n/<language>.ts`. */
const STRINGS_MODULE = /\/src\/(common|public-site|site-admin|hifz-portal)\/i18n\/(en|ur)\.ts$/;
/** The i18n namespace of each folder's strings (src/app/i18n/index.ts). */
const STRINGS_NAMESPACE: Partial<Record<string, string>> = {
  common: 'common',
  'public-site': 'public',
  'site-admin': 'admin',
  'hifz-portal': 'hifz',
};

/** The path of `file` in React Router's production build (react-router/dist/production). */
function reactRouterBuild(file: string): string {
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  return join(dirname(pkg), 'dist', 'production', file);
}

// The production build served by Firebase Hosting, and in emulator mode (`--mode emulator` or
// VITE_USE_EMULATORS=true) the build served by the Hosting emulator (`npm start`, `npm test`).
// The Firebase configuration is resolved here once; a production build without it stops with a
// message naming each missing variable.
export default defineConfig(({ command, mode }) => {
  // Worked out once per build, from that build's module graph.
  const stepOf = startUpStepOf(isFrameworkOrPageBehaviour);
  // loadEnv reads web/.env* and the VITE_* variables of the environment.
  const config = resolveBuildConfig(mode, loadEnv(mode, import.meta.dirname));
  return {
    define: {
      __FIREBASE_CONFIG__: JSON.stringify(config.firebase),
      __FIREBASE_VAPID_KEY__: JSON.stringify(config.vapidKey),
      __USE_EMULATORS__: JSON.stringify(config.useEmulators),
    },
    plugins: [
      react(),
      {
        // The page title and description of index.html come from the site configuration.
        name: 'site-name',
        transformIndexHtml: (html: string) => html.replaceAll('%SITE_NAME%', site.name),
      },
      {
        // main.tsx starts the app in steps with dynamic imports (issue 17); the page still names
        // every module of those steps up front (modulepreload), as it did when they were static
        // imports, so they load side by side rather than one step after another.
        name: 'preload-start-up-steps',
        transformIndexHtml: {
          order: 'post',
          handler: (_html, { bundle, chunk }) => {
            if (!bundle || !chunk) return [];
            const named = new Set(chunk.imports);
            const files: string[] = [];
            const add = (file: string) => {
              const step = bundle[file];
              if (named.has(file) || step?.type !== 'chunk') return;
              named.add(file);
              files.push(file);
              step.imports.forEach(add);
            };
            chunk.dynamicImports.forEach(add);
            return files.map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            }));
          },
        },
      },
      {
        // A served reading page's own script (src/app/reader-start/, issue 17) is an entry of its
        // own; the page names it for index.html's loader.
        name: 'page-reader',
        transformIndexHtml: {
          order: 'post',
          handler: (_html, { bundle }) => {
            const reader = Object.values(bundle ?? {}).find(
              (file) => file.type === 'chunk' && file.isEntry && file.name === READER_ENTRY,
            );
            if (!reader) return [];
            return [
              {
                tag: 'meta',
                attrs: { name: 'page-reader', content: `/${reader.fileName}` },
                injectTo: 'head' as const,
              },
            ];
          },
        },
      },
    ],
    resolve: {
      alias: [
        // reactfire imports every Firebase SDK; the ones this site never uses are left out.
        ...['database', 'functions', 'remote-config', 'storage'].map((sdk) => ({
          find: `firebase/${sdk}`,
          replacement: fileURLToPath(
            new URL('./src/common/firebase/unused-firebase-sdks.ts', import.meta.url),
          ),
        })),
        // React Router 7's package exports name only its development build, whose checks and
        // warnings stay on in production (ENABLE_DEV_WARNINGS, remix-run/react-router#14102). The
        // browser's build, the prerendering's (ssr.noExternal below) and the functions' pages
        // bundle take the production build the package ships beside it.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            ]
          : []),
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      assetsInlineLimit: 2048,
      // One stylesheet for every page: prerendered HTML is styled before any page chunk loads.
      cssCodeSplit: false,
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          [READER_ENTRY]: fileURLToPath(
            new URL('./src/app/reader-start/reader-start.ts', import.meta.url),
          ),
        },
        output: {
          // Each (namespace, language) of the strings is named for what it is,
          // `strings-<namespace>-<language>-<hash>.js` (src/app/i18n/index.ts imports them): the
          // service worker precaches the public ones by name (service-worker.mjs), and a test
          // reads which a page loads (tests/build/home-strings.test.ts).
          chunkFileNames: (chunk) => {
            const [, folder = '', lang = ''] =
              STRINGS_MODULE.exec(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '') ?? [];
            const ns = STRINGS_NAMESPACE[folder];
            return ns ? `assets/strings-${ns}-${lang}-[hash].js` : 'assets/[name]-[hash].js';
          },
          // React, its DOM renderer and the router in one chunk: every page needs them, and on a slow
          // phone network each extra file of the first page costs a round trip.
          advancedChunks: {
            groups: [
              {
                name: 'framework',
                test: FRAMEWORK,
              },
              {
                // What a served reading page's own script shares with the app (the menus, the
                // slides, the preloader, the refresh interval): one file rather than one each.
                name: 'page-behaviour',
                test: isPageBehaviour,
              },
              // Then each start-up step's modules, a file per step (START_UP_STEPS). A step's set
              // already holds all it needs statically beyond the files above and the earlier
              // steps, so nothing more is pulled in: a step's file must not take the next one's.
              ...START_UP_STEPS.map(([step]) => ({
                name: (id: string, ctx: ChunkingContext) =>
                  stepOf(id, ctx) === `step-${step}` ? `step-${step}` : null,
                includeDependenciesRecursively: false,
              })),
            ],
          },
        },
      },
    },
    // The router is bundled into the prerendering too, so it takes the alias above: every page
    // is rendered by the one build of React Router the browser then hydrates with.
    ssr: { noExternal: ['@masjid/domain', 'react-router', 'react-router-dom'] },
    server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5000' } },
  };
});
