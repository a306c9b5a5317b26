import { useTranslation } from 'react-i18next';
import { formatHijri, hijriDateOf } from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { useRendersToday } from '../../common/page-data.ts';
import { monthStartsOf, useHijriMonthStarts } from '../../common/time/hijri-months.ts';

/**
 * Today's Hijri date with where it comes from: the local moon-sighting decision the site admin
 * recorded, or the calculation ("Hijri date calculated") until one exists.
 *
 * On the server it is written only into a page served with its data (the `pages` function, at
 * the time of the request: today's date, the decisions of that moment), never into the HTML
 * prerendered at build time, which would keep the day of the deploy. Written there, the app's
 * first render replaces it with the same line instead of painting it late (issue 17: it was the
 * home page's largest text, so its LCP waited for the app).
 */
export function HijriDateLine() {
  const { t, i18n } = useTranslation('public');
  const monthStarts = useHijriMonthStarts();
  const rendersToday = useRendersToday();
  if (!rendersToday || (import.meta.env.SSR && monthStarts.status !== 'ready')) return <span />;
  const hijri = hijriDateOf(karachiIsoToday(), monthStartsOf(monthStarts));
  return (
    <span className="hijri-date" data-sighted={hijri.sighted}>
      {formatHijri(hijri, i18n.language)}{' '}
      <small>
        ({t(hijri.sighted ? 'jamatMonth.home.hijriSighted' : 'jamatMonth.home.hijriCalculated')})
      </small>
    </span>
  );
}
