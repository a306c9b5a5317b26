/**
 * An English place inside an Urdu date line (issue 39): an event's location or a janaza notice's
 * place typed in English, after an Urdu date, is an isolated `<bdi>` marked English, left to right,
 * and kept in one piece (`typed-inline`, styles.css), so a line break cannot split it between the
 * left end of one line and the right end of the next ("Masjid Al-" … "Noor main gate").
 */
import { describe, expect, it, vi } from 'vitest';
import type { MosqueEvent } from '@masjid/domain/event';
import type { JanazaNotice } from '@masjid/domain/janaza';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { JanazaNoticeList } from '../janaza/JanazaNotices.tsx';
import { EventCard } from './EventCard.tsx';

// The list is given its notices; the home page's data source is not needed.
vi.mock('../../common/janaza/janaza-data.ts', () => ({ useJanazaNotices: () => undefined }));

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;

const event: MosqueEvent = {
  id: 'winter-clothes-drive',
  title: 'Winter Clothes Drive',
  titleUr: 'سردیوں کے کپڑوں کی مہم',
  imageUrl: '/images/events/winter-drive.webp',
  date: '2026-12-05T05:00:00.000Z',
  registrationLink: 'https://forms.gle/WinterDrive',
  description: 'Bring warm clothes.',
  location: 'Masjid Al-Noor main gate, DHA Phase 8',
  isUpcoming: true,
};

const notice: JanazaNotice = {
  id: 'j1',
  nameUrdu: 'حاجی عبدالرحیم صدیقی',
  prayerAt: '2026-12-05T10:30:00.000Z',
  place: 'Jamia Masjid Al-Noor, Khayaban-e-Shamsheer',
};

/** The element holding `text` in `root`, with how it is isolated and marked. */
function placeOf(root: Element, text: string) {
  const element = Array.from(root.querySelectorAll('*')).find((el) => el.textContent === text);
  return {
    tag: element?.tagName.toLowerCase(),
    lang: element?.getAttribute('lang'),
    dir: element?.getAttribute('dir'),
    whole: element?.classList.contains('typed-inline'),
  };
}

const ISOLATED_ENGLISH = { tag: 'bdi', lang: 'en', dir: 'ltr', whole: true };

describe('an English place in an Urdu date line', () => {
  it("is an event card's isolated, whole English piece after the Urdu date", async () => {
    const { container } = await renderInLanguage(<EventCard event={event} />, PUBLIC, 'ur');
    const line = container.querySelector('.event-meta')!;
    expect(line.querySelector('time')?.textContent).toMatch(/^\u2067.*دسمبر.*\u2069$/);
    expect(placeOf(line, event.location!)).toEqual(ISOLATED_ENGLISH);
  });

  it("is a janaza notice's isolated, whole English piece after the Urdu time", async () => {
    const { container } = await renderInLanguage(
      <JanazaNoticeList notices={[notice]} />,
      PUBLIC,
      'ur',
    );
    const line = container.querySelector('.janaza-when')!;
    expect(line.textContent).toContain('3:30 سہ پہر');
    expect(placeOf(line, notice.place!)).toEqual(ISOLATED_ENGLISH);
  });

  it('keeps an Urdu place whole in an English line too', async () => {
    const urduPlace = { ...event, location: 'مسجد النور کا صحن، ڈی ایچ اے فیز 8' };
    const { container } = await renderInLanguage(<EventCard event={urduPlace} />, PUBLIC, 'en');
    expect(placeOf(container.querySelector('.event-meta')!, urduPlace.location)).toEqual({
      tag: 'bdi',
      lang: 'ur',
      dir: 'rtl',
      whole: true,
    });
  });
});
