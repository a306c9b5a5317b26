import { useTranslation } from 'react-i18next';
import { formatKarachiTime, latinClass } from '../../common/time/karachi-time.ts';
import { useDayTimes } from './use-day-times.ts';

/** Today's sunrise and sunset at the mosque, in Karachi time (header). */
export function SunTimes() {
  const { t, i18n } = useTranslation();
  const times = useDayTimes();
  // Prerendered pages are built once: today's times are filled in on the device.
  const show = (instant: Date) =>
    import.meta.env.SSR ? '–' : formatKarachiTime(instant, i18n.language);
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
