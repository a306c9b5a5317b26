import { useTranslation } from 'react-i18next';
import { formatHijri, hijriDateOf } from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { monthStartsOf, useHijriMonthStarts } from '../../common/time/hijri-months.ts';

/**
 * Today's Hijri date with where it comes from: the local moon-sighting decision the site admin
 * recorded, or the calculation ("Hijri date calculated") until one exists.
 */
export function HijriDateLine() {
  const { t, i18n } = useTranslation();
  const monthStarts = useHijriMonthStarts();
  if (import.meta.env.SSR) return <span />;
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
