/**
 * Urdu in the Urdu face (issue 39): on the Urdu home page every run of Urdu text in the top strip,
 * the header's sun times and the jamat card (the sunrise and sunset line included) is drawn in
 * Nastaliq. An element marked `latin` is set in the Latin font (styles.css), where Nastaliq-only
 * letters such as "ہ" come out as boxes on phones without an Urdu system font; so no element
 * holding Urdu text may carry it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JamatTimings } from '@masjid/domain/jamat';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { JamatTimingBlock } from './JamatTimingBlock.tsx';
import { PrayerTimeStrip } from './PrayerTimeStrip.tsx';
import { SunTimes } from './SunTimes.tsx';

const timings: JamatTimings = {
  fajr: '05:45',
  zuhr: '13:15',
  asr: '16:15',
  maghrib: '17:45',
  isha: '20:00',
  jumma: '13:30',
};
vi.mock('../../common/jamat/jamat-timings.ts', () => ({
  useJamatTimings: () => ({ status: 'ready', data: timings }),
}));
// The card's parts with data of their own are tested beside them; here only the card's own text.
vi.mock('../../common/jamat/jumuah-data.ts', () => ({
  useJumuah: () => ({ status: 'ready', data: { jamats: [] } }),
}));
vi.mock('./HijriDateLine.tsx', () => ({ HijriDateLine: () => null }));
vi.mock('./JamatChangeNotice.tsx', () => ({ JamatChangeNotice: () => null }));
vi.mock('./next-jamat.ts', () => ({ useNextJamat: () => undefined }));
vi.mock('../../common/page-data.ts', () => ({
  useRendersToday: () => true,
  useOnDevice: () => true,
}));

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

/** The elements marked `latin` whose own text holds Urdu letters, as `tag.class: text`. */
function urduInLatin(root: Element): string[] {
  return Array.from(root.querySelectorAll('.latin'))
    .filter((el) => ARABIC_SCRIPT.test(el.textContent ?? ''))
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent}`);
}

describe('Urdu in the Urdu face on the home page', () => {
  beforeEach(() => {
    // 28 November 2026, 15:00 in Karachi.
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('sets no Urdu time of the strip, the header or the jamat card in the Latin font', async () => {
    const { container } = await renderInLanguage(
      <>
        <SunTimes />
        <PrayerTimeStrip />
        <JamatTimingBlock />
      </>,
      PUBLIC,
      'ur',
    );
    const sun = Array.from(container.querySelectorAll('.jamat-sun time'), (el) => el.textContent);
    // Karachi's sunset on 28 November is about 5:30 pm: "شام", in Urdu letters.
    expect(sun[1]).toMatch(/^\u2067\d:\d\d شام\u2069$/);
    expect(container.querySelector('[data-prayer="maghrib"] .prayer-strip-time')?.textContent).toBe(
      '\u20675:45 شام\u2069',
    );
    expect(urduInLatin(container)).toEqual([]);
  });

  it('keeps English times in the Latin font', async () => {
    const { container } = await renderInLanguage(<JamatTimingBlock />, PUBLIC, 'en');
    const sun = Array.from(container.querySelectorAll('.jamat-sun time'));
    expect(sun.map((el) => el.className)).toEqual(['latin', 'latin']);
    expect(sun[1]?.textContent).toMatch(/^\d:\d\d PM$/);
  });
});
