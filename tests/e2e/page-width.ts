/**
 * The one check that a page does not scroll sideways, used by every spec that asks it.
 *
 * Why not `scrollWidth <= innerWidth`: the tests emulate a phone (`isMobile: true`, viewports.ts).
 * When a page is wider than the screen, Chromium on a phone zooms out to show all of it and
 * widens the visual viewport with the page, as a phone's browser does: `window.innerWidth` grows
 * with `scrollWidth`, and a 414 px wide page "fits" a 375 px phone. (`clientWidth` stayed at the
 * screen's width in our Chromium, but nothing promises it on a phone's zoomed-out page.) So the
 * page is compared with the viewport's width as the test set it (`page.viewportSize()`, 375 px on
 * the phone), narrowed only where a vertical scrollbar takes room of its own (`clientWidth`
 * smaller, on a desktop without overlay scrollbars).
 */
import { expect, type Page } from '@playwright/test';

/**
 * What a page must fit in: the viewport's width as set, less a classic vertical scrollbar (see the
 * file's comment).
 */
async function measure(
  page: Page,
  controls: string | undefined,
): Promise<{ width: number; scrollWidth: number; outside: string[] }> {
  const viewport = page.viewportSize()?.width;
  if (!viewport) throw new Error('page-width: the page has no viewport size set');
  return page.evaluate(
    ({ viewport, controls }) => {
      const root = document.documentElement;
      const width = Math.min(viewport, root.clientWidth);
      const outside = controls
        ? Array.from(document.querySelectorAll<HTMLElement>(controls))
            .filter((el) => {
              const box = el.getBoundingClientRect();
              if (box.width === 0 && box.height === 0) return false; // not shown (folded menu)
              if (el.closest('.visually-hidden')) return false;
              return box.left < -1 || box.right > width + 1;
            })
            .map((el) =>
              [
                el.tagName.toLowerCase(),
                `"${(el.textContent ?? '').trim().slice(0, 40)}"`,
                el.getAttribute('name') ?? '',
              ]
                .join(' ')
                .trim(),
            )
        : [];
      return { width, scrollWidth: root.scrollWidth, outside };
    },
    { viewport, controls },
  );
}

/**
 * The page at `where` is no wider than the viewport as set (see the file's comment: not
 * `innerWidth`, which a phone widens with the page). With `controls` (a CSS selector), every
 * visible element it matches also lies inside that width: reachable without scrolling sideways.
 */
export async function expectNoSidewaysScroll(
  page: Page,
  where: string,
  { controls }: { controls?: string } = {},
): Promise<void> {
  const { width, scrollWidth, outside } = await measure(page, controls);
  expect(
    scrollWidth,
    `page width (px) at ${where}, on a ${width} px wide screen`,
  ).toBeLessThanOrEqual(width);
  if (controls) expect(outside, `controls outside the ${width} px window at ${where}`).toEqual([]);
}
