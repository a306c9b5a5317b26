import { useTranslation } from 'react-i18next';
import { formatKarachiTime, latinClass } from '../../common/time/karachi-time.ts';
import { useDayTimes } from './use-day-times.ts';
import { useRendersToday } from '../../common/page-data.ts';

/**
 * Today's sunrise and sunset at the mosque, in Karachi time (header); a dash in the HTML
 * prerendered at build time (`useRendersToday`).
 */
export function SunTimes() {
  const { t, i18n } = useTranslation();
  const times = useDayTimes();
  const rendersToday = useRendersToday();
  const show = (instant: Date) => (rendersToday ? formatKarachiTime(instant, i18n.language) : '–');
  return (
    <span className="sun-times">
      <span>
        <span aria-hidden="true">☀ </span>
        {t('header.sunrise')}:{' '}
        <time className={latinClass(i18n.language)}>{show(times.sunrise)}</time>
      </span>
      <span>
        <span aria-hidden="true">☾ </span>
        {t('header.sunset')}:{' '}
        <time className={latinClass(i18n.language)}>{show(times.sunset)}</time>
      </span>
    </span>
  );
}
