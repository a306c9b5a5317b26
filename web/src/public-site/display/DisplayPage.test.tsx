/**
 * The hall screen (`/display`) through what its week brings (issue 41 §5, scripts/bench-hall-week.ts),
 * on a fixed clock (Monday 14 December 2026, 14:00 in Karachi) with the live data faked: when the
 * network drops while the screen is open, it says at once that its times are as last seen when
 * the network went, in the screen's language, and stops saying it when the network returns.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
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
beforeEach(() => vi.setSystemTime(new Date('2026-12-14T09:00:00Z')));
afterEach(() => network(true));
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
});
