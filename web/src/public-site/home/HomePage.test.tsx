/**
 * 'Get notifications' where a visitor looks (issue 39 §4): in the home page's jamat card, not only
 * 8,500 px down in the footer; and while it works the button keeps its words, with no stray
 * 'Please wait…'.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { HomePage } from './HomePage.tsx';

vi.mock('../../common/jamat/jamat-timings.ts', () => ({
  useJamatTimings: () => ({ status: 'loading' }),
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
