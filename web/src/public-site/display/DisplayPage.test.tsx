/**
 * The hall screen (`/display`) through what its week brings (issue 41 §5, scripts/bench-hall-week.ts),
 * on a fixed clock (Monday 14 December 2026, 14:00 in Karachi) with the live data faked: when the
 * network drops while the screen is open, it says at once that its times are as last seen when
 * the network went, in the screen's language, and stops saying it when the network returns.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { siteDetailsFallback } from '@masjid/domain/site-details';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { DisplayPage } from './DisplayPage.tsx';

vi.mock('../../common/jamat/jamat-timings.ts', () => ({
  useJamatTimings: () => ({
    status: 'ready',
    data: {
      fajr: '05:45',
      zuhr: '13:15',
      asr: '16:30',
      maghrib: '17:40',
      isha: '19:30',
      jumma: '13:30',
    },
  }),
}));
vi.mock('../../common/jamat/jamat-changes.ts', () => ({
  useJamatChanges: () => ({ status: 'ready', data: { noticeDays: 7, changes: [] } }),
}));
vi.mock('../../common/time/hijri-months.ts', () => ({
  useHijriMonthStarts: () => ({ status: 'ready', data: [] }),
}));
vi.mock('../../common/janaza/janaza-data.ts', () => ({
  useJanazaNotices: () => ({ status: 'ready', data: [] }),
}));
vi.mock('../../common/site-content/announcements-data.ts', () => ({
  useAnnouncements: () => ({ status: 'ready', data: [] }),
}));
vi.mock('../../common/site-content/site-details-data.ts', () => ({
  useSiteDetails: () => siteDetailsFallback,
}));
vi.mock('../../common/site-content/display-settings-data.ts', () => ({
  useDisplaySettings: () => ({ nightFrom: '22:00', nightUntil: '04:30' }),
}));
vi.mock('../../common/ui/use-page-title.ts', () => ({ usePageTitle: () => {} }));
vi.mock('../prayer-times/JamatChangeNotice.tsx', () => ({ JamatChangeNotice: () => null }));
// No service worker or wake lock in the test's browser.
vi.mock('./display-device.ts', async (original) => ({
  ...(await original<typeof import('./display-device.ts')>()),
  useWakeLock: () => {},
  useStandaloneScreen: () => {},
}));

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;

/** Sets what `navigator.onLine` says and sends the window the event the browser sends. */
function network(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const note = () => document.querySelector('.hall-offline');

beforeAll(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
/** The server's answer to the clock check: its `Date` header says `serverNow`. */
function serverClock(serverNow: () => Date) {
  const fetch = vi.fn(
    async () => new Response(null, { headers: { date: serverNow().toUTCString() } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
/** Lets the clock check's answer arrive (promises only: the timers are fake). */
const answered = () => act(async () => void (await new Promise((r) => queueMicrotask(() => r(0)))));

beforeEach(() => {
  vi.setSystemTime(new Date('2026-12-14T09:00:00Z'));
  // The server agrees with the device unless a test says otherwise.
  serverClock(() => new Date());
});
afterEach(() => {
  network(true);
  vi.unstubAllGlobals();
});
afterAll(() => vi.useRealTimers());

describe('DisplayPage', () => {
  it.each([
    ['en', 'Offline: times as last seen 2:00 PM'],
    ['ur', 'آف لائن: اوقات جو آخری بار 2:00 دیکھے گئے'],
  ] as const)(
    'in %s, says it is offline as soon as the network drops, and no more once it is back',
    async (lang, text) => {
      await renderInLanguage(<DisplayPage />, PUBLIC, lang, ['/display']);
      expect(note()).toBeNull();
      network(false);
      // Half an hour later the screen still says when it last had the network.
      act(() => void vi.advanceTimersByTime(30 * 60_000));
      expect(note()?.textContent).toBe(text);
      expect(note()?.getAttribute('role')).toBe('status');
      network(true);
      expect(note()).toBeNull();
    },
  );

  it.each([
    ['en', 'Tomorrow’s times'],
    ['ur', 'کل کے اوقات'],
  ] as const)(
    'in %s, at 23:30 shows tomorrow’s times under a heading that says so',
    async (lang, text) => {
      // Monday 14 December, 23:30 in Karachi: the Isha jamat (19:30) is long over.
      vi.setSystemTime(new Date('2026-12-14T18:30:00Z'));
      await renderInLanguage(<DisplayPage />, PUBLIC, lang, ['/display']);
      expect(screen.getByTestId('hall-tomorrow').textContent).toBe(text);
      expect(document.querySelector('.hall-times')?.getAttribute('data-day')).toBe('2026-12-15');
      // The next jamat is tomorrow's Fajr, still counted down.
      expect(screen.getByTestId('hall-next').getAttribute('data-prayer')).toBe('fajr');
    },
  );

  it('at 14:00 shows today’s times, with no “tomorrow” heading', async () => {
    await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display']);
    expect(screen.queryByTestId('hall-tomorrow')).toBeNull();
    expect(document.querySelector('.hall-times')?.getAttribute('data-day')).toBe('2026-12-14');
  });

  it.each([
    ['en', ['Sunrise', 'Zawal', 'Sunset']],
    ['ur', ['طلوعِ آفتاب', 'زوال', 'غروبِ آفتاب']],
  ] as const)(
    'in %s, lists the day’s three makruh windows with their times',
    async (lang, names) => {
      await renderInLanguage(<DisplayPage />, PUBLIC, lang, ['/display']);
      const items = [...screen.getByTestId('hall-makruh').querySelectorAll('li')];
      expect(items.map((li) => li.getAttribute('data-window'))).toEqual([
        'sunrise',
        'zawal',
        'sunset',
      ]);
      items.forEach((li, i) => {
        expect(li.textContent).toContain(names[i]);
        // A from–to pair of clock times.
        expect(li.textContent).toMatch(/\d{1,2}:\d{2}.*–\d{1,2}:\d{2}/);
      });
    },
  );

  it.each([
    ['en', 'This screen’s clock is 5 min fast: set the device’s date and time'],
    ['ur', 'اس اسکرین کی گھڑی 5 منٹ آگے ہے: آلے کی تاریخ اور وقت درست کریں'],
  ] as const)(
    'in %s, warns when the device’s clock is five minutes ahead of the server’s',
    async (lang, text) => {
      // The server says 13:55 in Karachi while the device says 14:00.
      const fetch = serverClock(() => new Date('2026-12-14T08:55:00Z'));
      await renderInLanguage(<DisplayPage />, PUBLIC, lang, ['/display']);
      await answered();
      expect(screen.getByTestId('hall-clock-warning').textContent).toBe(text);
      expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/favicon\.svg\?clock=/), {
        method: 'HEAD',
        cache: 'no-store',
      });
    },
  );

  it('gives no clock warning when the device agrees with the server', async () => {
    await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display']);
    await answered();
    expect(screen.queryByTestId('hall-clock-warning')).toBeNull();
  });

  it.each([
    ['02:00', '2026-12-14T21:00:00Z', 'true'],
    ['23:30', '2026-12-14T18:30:00Z', 'true'],
    ['21:00', '2026-12-14T16:00:00Z', 'false'],
    ['14:00', '2026-12-14T09:00:00Z', 'false'],
  ] as const)(
    'at %s in Karachi, dims by the admin’s 22:00–04:30 night window: %s',
    async (_at, utc, dim) => {
      vi.setSystemTime(new Date(utc));
      await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display']);
      expect(document.querySelector('.hall')?.getAttribute('data-night')).toBe(dim);
      // The clock stays on the screen, dimmed or not.
      expect(screen.getByTestId('hall-clock').textContent).not.toBe('');
    },
  );

  it.each([
    ['en', '/manifest-display.webmanifest'],
    ['ur', '/manifest-display-ur.webmanifest'],
  ] as const)(
    'in %s, links its own installable manifest while open, and the site’s after',
    async (lang, href) => {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/manifest.webmanifest';
      document.head.append(link);
      try {
        const { unmount } = await renderInLanguage(<DisplayPage />, PUBLIC, lang, ['/display']);
        expect(link.getAttribute('href')).toBe(href);
        unmount();
        expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
      } finally {
        link.remove();
      }
    },
  );

  it.each([
    ['en', 'Offline: times as last seen Mon 14 Dec, 2:00 PM', '5:52 AM'],
    ['ur', 'آف لائن: اوقات جو آخری بار پیر، 14 دسمبر، 2:00 دوپہر دیکھے گئے', '5:52'],
  ] as const)(
    'in %s, ten days offline: still the day’s own times, and since when it has had no update',
    async (lang, text, fajr) => {
      await renderInLanguage(<DisplayPage />, PUBLIC, lang, ['/display']);
      network(false);
      // Thursday 24 December, 14:00 in Karachi, the network still down.
      act(() => {
        vi.setSystemTime(new Date('2026-12-24T09:00:00Z'));
        vi.advanceTimersByTime(2000);
      });
      expect(document.querySelector('.hall-times')?.getAttribute('data-day')).toBe('2026-12-24');
      expect(note()?.textContent).toBe(text);
      // The start times are that day's, computed on the device (5:46 on the 14th).
      expect(document.querySelector('[data-row="fajr"] [data-time="start"]')?.textContent).toBe(
        fajr,
      );
    },
  );
});
