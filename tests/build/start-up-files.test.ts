/**
 * A first visit asks for few scripts, and the app still starts in steps (web/vite.config.ts,
 * START_UP_STEPS; main.tsx, issue 17). Each request is a round trip on a slow phone network, and
 * about 10 ms of the Hosting emulator's CPU in the tests (docs/ci.md): the home page named 54
 * scripts before the start-up steps had a file each. Read from the build (`npm test` builds
 * first; alone: `VITE_USE_EMULATORS=true npm run build`, then `npx vitest run --project build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, namedScripts, staticGraph, TEMPLATES } from './built-scripts.ts';

/** The most script files the home page may name (it named 13 when this was written). */
const MOST_SCRIPTS = 16;

/** The start-up steps' files, in the order main.tsx evaluates them. */
const STEPS = ['step-i18n', 'step-data', 'step-app'];

describe.each(['index.html', 'ur.html'])('the home page (%s)', (template) => {
  const built = existsSync(join(TEMPLATES, template));

  it('finds the build (npm test builds it; see the header)', () => {
    expect(built).toBe(true);
  });

  it.runIf(built)('names few scripts, a file per start-up step', () => {
    const html = readFileSync(join(TEMPLATES, template), 'utf8');
    const named = [...new Set(namedScripts(html))];
    expect(named.length).toBeLessThanOrEqual(MOST_SCRIPTS);
    const names = named.map((file) => file.replace(/^assets\//, ''));
    for (const step of STEPS)
      expect(names.filter((name) => name.startsWith(`${step}-`))).toHaveLength(1);
    // No Firebase SDK before the first paint (issue 17): the public site asks the API.
    const loaded = [...staticGraph(named)].map((file) => readFileSync(join(DIST, file), 'utf8'));
    expect(loaded.filter((code) => code.includes('@firebase/firestore'))).toEqual([]);
  });

  it.runIf(built)("the page's own script loads none of the app's start-up", () => {
    const html = readFileSync(join(TEMPLATES, template), 'utf8');
    // A reader who only reads runs the page-reader script alone (app/reader-start, issue 17):
    // what it shares with the app belongs in the page-behaviour chunk (web/vite.config.ts
    // PAGE_BEHAVIOUR), not in a step's file, which would bring the framework with it.
    const reader = /<meta name="page-reader" content="\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(reader).not.toBe('');
    const reached = [...staticGraph([reader])].map((file) => file.replace(/^assets\//, ''));
    expect(reached.filter((name) => STEPS.some((step) => name.startsWith(`${step}-`)))).toEqual([]);
    expect(reached.filter((name) => name.startsWith('framework-'))).toEqual([]);
  });

  it.runIf(built)('evaluates each step only when main.tsx comes to it', () => {
    const html = readFileSync(join(TEMPLATES, template), 'utf8');
    // The app's entry, which a served page's own script starts after the first paint.
    const entry = /<meta name="app-entry" content="\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(entry).not.toBe('');
    const stepFile = (step: string) =>
      namedScripts(html).find((file) => file.startsWith(`assets/${step}-`)) ?? '';
    // What a file imports statically is evaluated with it: the entry takes no step, and a step
    // takes no later one.
    const laterThan = (files: string[]) =>
      [...staticGraph(files)].filter((file) =>
        STEPS.some((step) => file.startsWith(`assets/${step}-`)),
      );
    expect(laterThan([entry])).toEqual([]);
    STEPS.forEach((step, i) => {
      const reached = laterThan([stepFile(step)]);
      expect(reached).toContain(stepFile(step));
      expect(
        reached.filter(
          (file) =>
            !STEPS.slice(0, i + 1)
              .map(stepFile)
              .includes(file),
        ),
      ).toEqual([]);
    });
  });
});
