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
import { eidDate } from '@masjid/domain/eid';
import { ramadanMonth } from '@masjid/domain/ramadan';
import { addDays } from '@masjid/domain/jamat-schedule';
import { karachiWallTime } from '@masjid/domain/jamat-instants';
import { HALL_SCREEN_KEY } from './display-device.ts';

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
/** Two current notices: one for every screen, one for the women's section's screen only. */
const NOTICES = [
  { id: 'all', text: 'Dars after Maghrib', startDay: '2026-12-01', endDay: '2027-12-31' },
  {
    id: 'women',
    text: 'Sisters’ dars after Asr',
    startDay: '2026-12-01',
    endDay: '2027-12-31',
    screens: ['womensSection'],
  },
];
vi.mock('../../common/site-content/announcements-data.ts', () => ({
  useAnnouncements: () => ({ status: 'ready', data: NOTICES }),
}));
vi.mock('../../common/jamat/jumuah-data.ts', () => ({
  useJumuah: () => ({
    status: 'ready',
    data: {
      jamats: [
        { bayanTime: '12:45', jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
        { bayanTime: '14:00', jamatTime: '14:30', place: 'courtyard', language: 'english' },
      ],
    },
  }),
}));
vi.mock('../../common/eid/eid-data.ts', () => ({
  useEidJamats: () => ({
    status: 'ready',
    data: [
      {
        id: '1448-fitr',
        hijriYear: 1448,
        eid: 'fitr',
        published: true,
        jamats: [
          { time: '06:30', place: 'courtyard', language: 'urdu', imam: 'Mufti Abdul Rahman' },
          { time: '07:30', place: 'mainHall', language: 'urdu' },
        ],
      },
    ],
  }),
}));
vi.mock('../../common/ramadan/ramadan-data.ts', () => ({
  useRamadanYears: () => ({
    status: 'ready',
    data: [
      {
        id: '1448',
        hijriYear: 1448,
        published: true,
        taraweehTime: '20:30',
        fitrana: { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 },
        fidya: { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 },
        amountsAuthority: 'Darul Ifta',
        amountsAnnouncedOn: '2027-02-01',
      },
    ],
  }),
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

  /** The texts of the rotation's slides, in order. */
  const slides = () =>
    [...document.querySelectorAll('.hall-slide')].map((el) => el.textContent ?? '');
  /** Sets the device's clock to 10:00 in Karachi on `day`. */
  const morningOf = (day: string) =>
    vi.setSystemTime(new Date(karachiWallTime(day, '10:00').getTime()));

  it.each([
    ['en', 'Jumu’ah jamats', ['1:30 PM', 'Main hall', 'bayan 12:45 PM, Urdu'], '2:30 PM'],
    ['ur', 'جمعہ کی جماعتیں', ['مرکزی ہال', 'بیان'], 'صحن'],
  ] as const)(
    'in %s, on a Friday lists both Jumu’ah jamats beside the times',
    async (lang, heading, first, second) => {
      // Friday 18 December 2026.
      morningOf('2026-12-18');
      await renderInLanguage(<DisplayPage />, PUBLIC, lang, ['/display']);
      const slide = screen.getByTestId('hall-jumuah');
      expect(slide.querySelector('h2')?.textContent).toBe(heading);
      const items = [...slide.querySelectorAll('li')].map((li) => li.textContent ?? '');
      expect(items).toHaveLength(2);
      for (const part of first) expect(items[0]).toContain(part);
      expect(items[1]).toContain(second);
      // The times and the clock stay: every prayer row and the clock are there.
      expect(document.querySelectorAll('.hall-times tbody tr')).toHaveLength(7);
      expect(screen.getByTestId('hall-clock').textContent).not.toBe('');
    },
  );

  it('shows no Jumu’ah jamats on a Monday', async () => {
    await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display']);
    expect(screen.queryByTestId('hall-jumuah')).toBeNull();
  });

  it.each([
    ['en', 'Eid ul-Fitr 1448 AH', 'Expected on', 'Mufti Abdul Rahman'],
    ['ur', 'عید الفطر', 'متوقع', 'صحن'],
  ] as const)(
    'in %s, five days before Eid lists its jamats, the day expected',
    async (lang, heading, day, jamat) => {
      morningOf(addDays(eidDate(1448, 'fitr').date, -5));
      await renderInLanguage(<DisplayPage />, PUBLIC, lang, ['/display']);
      const slide = screen.getByTestId('hall-eid');
      expect(slide.querySelector('h2')?.textContent).toContain(heading);
      expect(slide.querySelector('.hall-eid-day')?.textContent).toContain(day);
      expect(slide.querySelectorAll('li')).toHaveLength(3);
      expect(slide.textContent).toContain(jamat);
    },
  );

  it('shows no Eid jamats eight days before Eid', async () => {
    morningOf(addDays(eidDate(1448, 'fitr').date, -8));
    await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display']);
    expect(screen.queryByTestId('hall-eid')).toBeNull();
  });

  it.each([
    ['en', 'Fitrana and fidya', 'Wheat: fitrana Rs 300 · fidya Rs 300'],
    ['ur', 'فطرانہ اور فدیہ', 'گندم'],
  ] as const)(
    'in %s, in Ramadan lists fitrana and fidya per commodity',
    async (lang, heading, wheat) => {
      morningOf(addDays(ramadanMonth(1448).start, 3));
      await renderInLanguage(<DisplayPage />, PUBLIC, lang, ['/display']);
      const slide = screen.getByTestId('hall-ramadan');
      expect(slide.querySelector('h2')?.textContent).toBe(heading);
      expect(slide.querySelector('[data-commodity="wheat"]')?.textContent).toContain(wheat);
      expect(slide.querySelectorAll('[data-commodity]')).toHaveLength(4);
      expect(slide.textContent).toContain('Darul Ifta');
    },
  );

  it('shows no fitrana outside Ramadan', async () => {
    await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display']);
    expect(screen.queryByTestId('hall-ramadan')).toBeNull();
  });

  describe('which screen it is', () => {
    beforeEach(() => localStorage.removeItem(HALL_SCREEN_KEY));

    it('is the main hall by default: the notices for every screen, not the women’s section’s', async () => {
      await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display']);
      expect(document.querySelector('.hall')?.getAttribute('data-screen')).toBe('mainHall');
      expect(slides().some((s) => s.includes('Dars after Maghrib'))).toBe(true);
      expect(slides().some((s) => s.includes('Sisters’ dars'))).toBe(false);
    });

    it('takes ?screen= and keeps it on the device for the installed app, which opens /display', async () => {
      const first = await renderInLanguage(<DisplayPage />, PUBLIC, 'en', [
        '/display?screen=womensSection',
      ]);
      expect(slides().some((s) => s.includes('Sisters’ dars'))).toBe(true);
      expect(slides().some((s) => s.includes('Dars after Maghrib'))).toBe(true);
      first.unmount();
      // Opened again without the parameter (the installed app's start URL): still that screen.
      await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display']);
      expect(document.querySelector('.hall')?.getAttribute('data-screen')).toBe('womensSection');
      expect(slides().some((s) => s.includes('Sisters’ dars'))).toBe(true);
    });

    it('ignores an unknown screen', async () => {
      await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display?screen=rooftop']);
      expect(document.querySelector('.hall')?.getAttribute('data-screen')).toBe('mainHall');
      expect(localStorage.getItem(HALL_SCREEN_KEY)).toBeNull();
    });
  });

  it('puts the clock warning under the clock in the header, not among the notices', async () => {
    serverClock(() => new Date('2026-12-14T08:55:00Z'));
    await renderInLanguage(<DisplayPage />, PUBLIC, 'en', ['/display']);
    await answered();
    const warning = screen.getByTestId('hall-clock-warning');
    expect(warning.closest('header')).not.toBeNull();
    expect(warning.closest('.hall-side')).toBeNull();
  });
});
