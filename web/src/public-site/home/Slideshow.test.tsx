/**
 * The home slideshow's movement (spec: autoplay every 5000 ms, an endless loop, dots and arrows;
 * paused while hovered; still for a reader who prefers reduced motion), on the component the home
 * page renders, with the timers faked so "after 5 s" is exact. That the served page moves on its
 * own, and which file a phone downloads, is tests/e2e/slideshow.spec.ts.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '@masjid/domain/slide';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { Slideshow } from './Slideshow.tsx';
import { SLIDE_INTERVAL_MS } from './slideshow-behaviour.ts';

/** Slide `n` (1-based) with a 640 px WebP file. */
const slide = (n: number): Slide => ({
  id: `s${n}`,
  order: n,
  createdAt: '2026-11-01T09:00:00.000Z',
  altEn: `Slide ${n}`,
  altUr: `سلائیڈ ${n}`,
  headingEn: `Heading ${n}`,
  image: {
    width: 640,
    height: 270,
    sources: [
      {
        url: `https://example.test/s${n}-640.webp`,
        path: `slides/s${n}-640.webp`,
        type: 'image/webp',
        width: 640,
        height: 270,
      },
    ],
  },
});

vi.mock('../../common/media/slides-data.ts', () => ({
  useSlides: () => ({ status: 'ready', data: [slide(1), slide(2), slide(3)] }),
}));
vi.mock('../../common/site-content/site-details-data.ts', () => ({
  useSiteDetails: () => ({ name: { en: 'Masjid' } }),
}));

/** Whether the reader prefers reduced motion, as `matchMedia` answers. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Renders the slideshow, its timers faked. */
async function renderSlideshow() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await renderInLanguage(<Slideshow />, { namespace: 'public', en: publicEn, ur: publicUr });
  return document.querySelector<HTMLElement>('.slideshow')!;
}

/** The shown slide (0-based): its dot is current and only it is shown. */
function expectShown(n: number) {
  const dots = [...document.querySelectorAll('.slide-dot')];
  expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(
    [0, 1, 2].map((i) => String(i === n)),
  );
  const active = [...document.querySelectorAll('.slide.is-active')];
  expect(active.map((s) => s.getAttribute('data-slide'))).toEqual([String(n)]);
  expect(document.querySelector(`.slide[data-slide="${n}"]`)?.getAttribute('aria-hidden')).toBe(
    'false',
  );
}

describe('Slideshow', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances by itself every 5 s and loops', async () => {
    preferReducedMotion(false);
    await renderSlideshow();
    expectShown(0);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 200);
    expectShown(0);
    vi.advanceTimersByTime(200);
    expectShown(1);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expectShown(2);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expectShown(0);
  });

  it('dots and arrows change the shown slide', async () => {
    preferReducedMotion(false);
    await renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expectShown(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expectShown(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expectShown(2);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expectShown(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expectShown(0);
  });

  it('hovering pauses it; leaving resumes it', async () => {
    preferReducedMotion(false);
    const show = await renderSlideshow();
    fireEvent.mouseEnter(show);
    expect(show.getAttribute('data-paused')).toBe('true');
    vi.advanceTimersByTime(12_000);
    expectShown(0);
    fireEvent.mouseLeave(show);
    expect(show.getAttribute('data-paused')).toBe('false');
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS + 200);
    expectShown(1);
  });

  it('with reduced motion it does not move by itself, and moves by hand', async () => {
    preferReducedMotion(true);
    const show = await renderSlideshow();
    expect(show.getAttribute('data-paused')).toBe('true');
    vi.advanceTimersByTime(16_000);
    expectShown(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expectShown(1);
  });
});
