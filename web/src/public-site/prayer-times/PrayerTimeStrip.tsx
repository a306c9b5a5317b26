import { useTranslation } from 'react-i18next';
import { PUBLIC_PRAYERS } from '@masjid/domain/jamat';
import { useJamatTimings } from '../../common/jamat/jamat-timings.ts';
import { jamatDisplay } from './jamat-display.ts';
import { latinClass } from '../../common/time/karachi-time.ts';
import './prayer-times.css';

/** The home page's top strip: today's six jamat times in a row. */
export function PrayerTimeStrip() {
  const { t, i18n } = useTranslation();
  const timings = useJamatTimings();
  return (
    <section className="prayer-strip" aria-label={t('prayer.stripLabel')}>
      <ul className="container">
        {PUBLIC_PRAYERS.map((prayer) => {
          const shown = jamatDisplay(timings, prayer, t, i18n.language);
          return (
            <li key={prayer} data-prayer={prayer}>
              <span className="prayer-strip-name">{t(`prayer.${prayer}`)}</span>
              <span className={`prayer-strip-time ${latinClass(i18n.language)} is-${shown.kind}`}>
                {shown.text}
              </span>
            </li>
          );
        })}
      </ul>
      {timings.status === 'ready' && timings.savedAt ? (
        <p className="prayer-strip-stale container">{t('pwa.staleShort')}</p>
      ) : null}
    </section>
  );
}
