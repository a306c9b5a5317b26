/**
 * Whether the app hydrated the HTML a page arrived with (web/src/app/start-app.tsx) instead of
 * building it again: the served landmarks (header, h1, main, footer inside #root) are still the
 * same elements once the app has started, and React reported no difference (HYDRATION_FELL_BACK).
 * Used by hydration.spec.ts and by the public sweep on every page it opens.
 */
import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { HYDRATION_FELL_BACK } from '../../web/src/app/hydration.ts';

/**
 * Installed before the page's scripts: keeps the served page's landmarks once the HTML is parsed,
 * to compare after the app has started.
 */
const KEEP_SERVED = `
  document.addEventListener('DOMContentLoaded', () => {
    window.__served = [...document.querySelectorAll('#root header, #root h1, #root main, #root footer')];
  });
`;

/** What `servedLandmarks` answers: served landmarks still shown, of how many, React's reports. */
export interface Hydration {
  kept: number;
  served: number;
  fellBack: string[];
}

/**
 * Starts watching `page` (call before it opens an address): every document it loads keeps its
 * served landmarks, and React's fallback reports are collected. `landmarks()` answers for the
 * document shown now, once the app has taken it over.
 */
export async function watchHydration(page: Page): Promise<{ landmarks: () => Promise<Hydration> }> {
  const fellBack: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(HYDRATION_FELL_BACK)) fellBack.push(message.text());
  });
  await page.addInitScript(KEEP_SERVED);
  return {
    landmarks: async () => {
      // Effects after the first commit (a fallback render reports before it commits).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const nodes = z.object({ kept: z.number(), served: z.number() }).parse(
        await page.evaluate(() => {
          const value: unknown = Reflect.get(window, '__served');
          const served = Array.isArray(value) ? value.filter((node) => node instanceof Node) : [];
          return {
            kept: served.filter((node) => document.contains(node)).length,
            served: served.length,
          };
        }),
      );
      return { ...nodes, fellBack: fellBack.splice(0) };
    },
  };
}
