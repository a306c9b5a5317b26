/** The header menu and the footer's quick links (issue 39: the timetable was in neither). */
import { describe, expect, it } from 'vitest';
import { commonEn } from '../../common/i18n/en.ts';
import { commonUr } from '../../common/i18n/ur.ts';
import { FOOTER_LINKS, NAV } from './nav.ts';

describe('the menus', () => {
  it('lead to the timetable from the header and the footer, named in both languages', () => {
    const headerLinks = NAV.flatMap((item) => (item.kind === 'link' ? [item] : item.links));
    for (const links of [headerLinks, FOOTER_LINKS]) {
      const timetable = links.find((item) => item.to === '/timetable');
      expect(timetable?.label).toBe('timetable');
    }
    expect(commonEn.nav.timetable).toBe('Prayer Times');
    expect(commonUr.nav.timetable).toBe('اوقاتِ نماز');
  });

  it('keep the timetable at the top level of the header, next to Home', () => {
    expect(NAV.slice(0, 2).map((item) => item.kind === 'link' && item.to)).toEqual([
      '/',
      '/timetable',
    ]);
  });

  it('lead to the Ramadan page from the footer, named in both languages (issue 42 §2)', () => {
    expect(FOOTER_LINKS.find((item) => item.to === '/ramadan')?.label).toBe('ramadan');
    expect([commonEn.nav.ramadan, commonUr.nav.ramadan]).toEqual(['Ramadan', 'رمضان']);
  });
});
