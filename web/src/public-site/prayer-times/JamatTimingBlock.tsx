import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PRAYERS, type PublicPrayer } from '@masjid/domain/jamat';
import {
  formatKarachiDateTime,
  formatKarachiDay,
  formatKarachiTime,
  latinClass,
} from '../../common/time/karachi-time.ts';
import { useJamatTimings } from '../../common/jamat/jamat-timings.ts';
import { jamatDisplay } from './jamat-display.ts';
import { useDayTimes } from './use-day-times.ts';
import { useOnDevice, useRendersToday } from '../../common/page-data.ts';
import { JamatChangeNotice } from './JamatChangeNotice.tsx';
import { NextJamatLine } from './NextJamatLine.tsx';
import { useNextJamat } from './next-jamat.ts';
import { useClock } from '../../common/time/use-clock.ts';
import { HijriDateLine } from './HijriDateLine.tsx';
import { JumuahJamats } from './JumuahJamats.tsx';
import { Link } from 'react-router-dom';
import type { DayTimes } from '@masjid/domain/prayer-times';
import './prayer-times.css';

const START: Record<PublicPrayer, keyof DayTimes> = {
  fajr: 'fajr',
  zuhr: 'zuhr',
  asr: 'asr',
  maghrib: 'maghrib',
  isha: 'isha',
  jumma: 'zuhr',
};

/**
 * The home page's 'Jamat Timing' block: the next jamat and the time left (marked in the table
 * too); for each of the six prayers its jamat time from Firestore and today's computed start
 * time, then every Jumu'ah jamat with its place and bayan language; with today's Gregorian and
 * Hijri dates and sunrise and sunset. Offline it shows the timings last seen on the device, with
 * when they were seen and a note that they may be out of date. Today's date and times are dashes
 * in the HTML prerendered at build time (`useRendersToday`). `children` close the card (the home
 * page's 'Get notifications').
 */
export function JamatTimingBlock({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation('public');
  const timings = useJamatTimings();
  const day = useDayTimes();
  const lang = i18n.language;
  // The HTML prerendered at build time leaves today's date and times to the device.
  const rendersToday = useRendersToday();
  const time = (instant: Date) => (rendersToday ? formatKarachiTime(instant, lang) : '–');
  const today = rendersToday ? formatKarachiDay(new Date(), lang) : '';
  const now = useClock(60_000);
  const nextJamat = useNextJamat(now);
  // The time left changes with the minute: drawn on the device once the page has hydrated, never
  // in served HTML that a later minute would contradict (a hydration mismatch).
  const next = useOnDevice() ? nextJamat : undefined;
  return (
    <section className="jamat-block section" aria-labelledby="jamat-title">
      <div className="container jamat-card">
        <div className="jamat-head">
          <h2 id="jamat-title">{t('prayer.jamatTiming')}</h2>
          <p className="jamat-dates">
            <span>{today}</span>
            <HijriDateLine />
          </p>
        </div>
        <NextJamatLine next={next} now={now} />
        <table className="jamat-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('pages.prayerLabel')}</span>
              </th>
              <th scope="col">{t('prayer.starts')}</th>
              <th scope="col">{t('prayer.jamat')}</th>
            </tr>
          </thead>
          <tbody>
            {PUBLIC_PRAYERS.map((prayer) => {
              const shown = jamatDisplay(timings, prayer, t, lang);
              return (
                <tr
                  key={prayer}
                  data-prayer={prayer}
                  className={next?.prayer === prayer ? 'is-next' : undefined}
                >
                  <th scope="row">{t(`prayer.${prayer}`)}</th>
                  <td className={`${latinClass(lang)} jamat-start`}>{time(day[START[prayer]])}</td>
                  <td className={`${latinClass(lang)} jamat-time is-${shown.kind}`}>
                    {shown.text}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <JumuahJamats />
        {timings.status === 'ready' && timings.savedAt ? (
          <p className="jamat-stale" role="status">
            {t('pwa.staleTimings', {
              when: formatKarachiDateTime(new Date(timings.savedAt), lang),
            })}
          </p>
        ) : null}
        <p className="jamat-sun">
          <span>
            {t('prayer.sunrise')}: <time className={latinClass(lang)}>{time(day.sunrise)}</time>
          </span>
          <span>
            {t('prayer.sunset')}: <time className={latinClass(lang)}>{time(day.sunset)}</time>
          </span>
        </p>
        <JamatChangeNotice />
        <p className="jamat-note">
          {t('prayer.startsNote')} <Link to="/timetable">{t('jamatMonth.home.timetableLink')}</Link>
        </p>
        {children ? <div className="jamat-extra">{children}</div> : null}
      </div>
    </section>
  );
}
