/**
 * 'Get notifications' where a visitor looks (issue 39 §4): in the home page's jamat card, not only
 * 8,500 px down in the footer; and while it works the button keeps its words, with no stray
 * 'Please wait…'. Under the jamat table, every Jumu'ah jamat with its place and bayan language
 * (the first at the table's Jumma time); the coming Eid's jamats from a week before its day, not
 * earlier (issue 42 §1). Fixed clocks.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eidDate } from '@masjid/domain/eid';
import { addDays } from '@masjid/domain/jamat-schedule';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { HomePage } from './HomePage.tsx';

const data = vi.hoisted(() => ({
  timings: { status: 'loading' } as object,
  jumuah: { status: 'loading' } as object,
  eids: { status: 'loading' } as object,
}));
vi.mock('../../common/jamat/jamat-timings.ts', () => ({ useJamatTimings: () => data.timings }));
vi.mock('../../common/jamat/jumuah-data.ts', () => ({ useJumuah: () => data.jumuah }));
vi.mock('../../common/eid/eid-data.ts', () => ({ useEidJamats: () => data.eids }));
vi.mock('../../common/time/hijri-months.ts', () => ({
  useHijriMonthStarts: () => ({ status: 'ready', data: [] }),
  monthStartsOf: () => [],
}));
vi.mock('../../common/site-content/site-details-data.ts', () => ({
  useSiteDetails: () => ({ name: { en: 'Masjid Al-Noor' } }),
}));
vi.mock('../../common/ui/use-page-title.ts', () => ({ usePageTitle: () => {} }));
vi.mock('../prayer-times/HijriDateLine.tsx', () => ({ HijriDateLine: () => null }));
vi.mock('../prayer-times/JamatChangeNotice.tsx', () => ({ JamatChangeNotice: () => null }));
vi.mock('../prayer-times/next-jamat.ts', () => ({ useNextJamat: () => undefined }));
vi.mock('../janaza/JanazaNotices.tsx', () => ({ JanazaNotices: () => null }));
vi.mock('../events/UpcomingEvents.tsx', () => ({ UpcomingEvents: () => null }));
vi.mock('./Slideshow.tsx', () => ({ Slideshow: () => null }));
vi.mock('./QuranPlayer.tsx', () => ({ QuranPlayer: () => null }));
vi.mock('./ExploreTiles.tsx', () => ({ ExploreTiles: () => null }));
vi.mock('./HighlightsVideo.tsx', () => ({ HighlightsVideo: () => null }));
vi.mock('./Announcements.tsx', () => ({ Announcements: () => null }));
// The permission question never answers: the control stays at work.
vi.mock('../notifications/push-subscription.ts', () => ({
  turnOnNotifications: () => new Promise(() => {}),
  turnOffNotifications: () => new Promise(() => {}),
}));

// A browser that can have web push, not yet asked.
vi.stubGlobal('PushManager', class {});
vi.stubGlobal('Notification', { permission: 'default' });
Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;

describe('HomePage', () => {
  it("offers 'Get notifications' in the jamat card, busy without a stray 'Please wait'", async () => {
    const { container } = await renderInLanguage(<HomePage />, PUBLIC);
    const card = container.querySelector<HTMLElement>('.jamat-card');
    expect(card).not.toBeNull();
    const button = within(card!).getByRole('button', { name: 'Get notifications' });
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button).toHaveProperty('disabled', true);
    expect(button.textContent).toBe('Get notifications');
    expect(card!.textContent).not.toMatch(/wait/i);
  });

  it('offers it in Urdu', async () => {
    const { container } = await renderInLanguage(<HomePage />, PUBLIC, 'ur');
    const card = container.querySelector<HTMLElement>('.jamat-card');
    expect(within(card!).getByRole('button', { name: 'اطلاعات حاصل کریں' })).toBeTruthy();
    expect(screen.queryByText(/انتظار/)).toBeNull();
  });
});

describe("HomePage: Jumu'ah and Eid jamats", () => {
  afterEach(() => {
    vi.useRealTimers();
    data.timings = { status: 'loading' };
    data.jumuah = { status: 'loading' };
    data.eids = { status: 'loading' };
  });

  const eid = eidDate(1448, 'fitr', []);
  const at = (day: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 9 AM in Karachi.
    vi.setSystemTime(new Date(`${day}T04:00:00Z`));
  };
  const published = {
    status: 'ready',
    data: [
      {
        id: '1448-fitr',
        hijriYear: 1448,
        eid: 'fitr',
        published: true,
        jamats: [
          { time: '07:00', place: 'mainHall', language: 'urdu', imam: 'Mufti Abdul Rahman' },
          { time: '08:30', place: 'courtyard', language: 'english' },
        ],
      },
    ],
  };

  it("lists every Jumu'ah jamat under the table, the first at the Jumma time, in English and Urdu", async () => {
    data.timings = { status: 'ready', data: { zuhr: '13:15', jumma: '13:45' } };
    data.jumuah = {
      status: 'ready',
      data: {
        jamats: [
          { bayanTime: '13:00', jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
          { jamatTime: '14:30', place: 'womensSection', language: 'english' },
        ],
      },
    };
    await renderInLanguage(<HomePage />, PUBLIC);
    const list = screen.getByRole('list', { name: 'Jumu’ah jamats' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Jamat 1 · 1:45 PM Main hall · bayan in Urdu from 1:00 PM',
      "Jamat 2 · 2:30 PM Women's section · bayan in English",
    ]);
    document.body.innerHTML = '';
    await renderInLanguage(<HomePage />, PUBLIC, 'ur');
    const urdu = screen.getByRole('list', { name: 'جمعہ کی جماعتیں' });
    expect(within(urdu).getAllByRole('listitem')[1]!.textContent).toContain('خواتین کا حصہ');
    expect(within(urdu).getAllByRole('listitem')[1]!.textContent).toContain('بیان انگریزی میں');
  });

  it("shows the coming Eid's jamats from a week before its day, with a link to /eid", async () => {
    data.eids = published;
    at(addDays(eid.date, -7));
    await renderInLanguage(<HomePage />, PUBLIC);
    const section = screen.getByRole('region', { name: 'Eid jamats' });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(
      'Eid ul-Fitr 1448 AH',
    );
    expect(section.textContent).toContain('Expected on');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(section.textContent).toContain('Mufti Abdul Rahman');
    expect(within(section).getByRole('link', { name: 'The Eid page' }).getAttribute('href')).toBe(
      '/eid',
    );
  });

  it('shows no Eid eight days before, and says so in Urdu on the day before publication', async () => {
    data.eids = published;
    at(addDays(eid.date, -8));
    await renderInLanguage(<HomePage />, PUBLIC);
    expect(screen.queryByRole('region', { name: 'Eid jamats' })).toBeNull();
    document.body.innerHTML = '';
    data.eids = { status: 'ready', data: [] };
    at(addDays(eid.date, -1));
    await renderInLanguage(<HomePage />, PUBLIC, 'ur');
    const section = screen.getByRole('region', { name: 'عید کی جماعتیں' });
    expect(section.textContent).toContain('عید کی جماعتوں کا اعلان');
  });
});
