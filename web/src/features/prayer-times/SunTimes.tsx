import { useTranslation } from 'react-i18next';
import { formatKarachiTime } from '../../lib/karachi-time.ts';
import { useDayTimes } from './use-day-times.ts';

/** Today's sunrise and sunset at the mosque, in Karachi time (header, spec 2.1). */
export function SunTimes() {
  const { t, i18n } = useTranslation();
  const times = useDayTimes();
  return (
    <span className="sun-times">
      <span>
        <span aria-hidden="true">☀ </span>
        {t('header.sunrise')}:{' '}
        <time className="latin">{formatKarachiTime(times.sunrise, i18n.language)}</time>
      </span>
      <span>
        <span aria-hidden="true">☾ </span>
        {t('header.sunset')}:{' '}
        <time className="latin">{formatKarachiTime(times.sunset, i18n.language)}</time>
      </span>
    </span>
  );
}
