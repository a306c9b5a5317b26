import { useTranslation } from 'react-i18next';
import { PUBLIC_PRAYERS } from '@masjid/domain/jamat';
import { upcomingJamatChanges } from '@masjid/domain/jamat-schedule';
import { useJamatChanges } from '../../common/jamat/jamat-changes.ts';
import { useRendersToday } from '../../common/page-data.ts';
import { formatCalendarDay, formatClockTime, latinClass } from '../../common/time/karachi-time.ts';

/**
 * "Jamat times change on Tuesday, 1 December 2026: Fajr 5:45 AM", one entry per scheduled change
 * from the configured number of days before its day until the day itself (then the new times are
 * the table's), nearest first: every change inside the notice window is announced with its own
 * day (issue 39). Not in the HTML prerendered at build time (`useRendersToday`): whether it shows
 * depends on today.
 */
export function JamatChangeNotice() {
  const { t, i18n } = useTranslation('public');
  const state = useJamatChanges();
  const rendersToday = useRendersToday();
  if (!rendersToday || state.status !== 'ready') return null;
  const upcoming = upcomingJamatChanges(new Date(), state.data.changes, state.data.noticeDays);
  if (upcoming.length === 0) return null;
  return (
    <div className="jamat-change-notice" role="status">
      {upcoming.map(({ change: { id, effectiveDate, times } }) => (
        <div key={id} className="jamat-change" data-effective-date={effectiveDate}>
          <p className="jamat-change-title">
            {t('jamatMonth.home.changesOn', {
              date: formatCalendarDay(effectiveDate, i18n.language),
            })}
          </p>
          <ul>
            {PUBLIC_PRAYERS.filter((p) => times[p]).map((p) => (
              <li key={p}>
                {t(`prayer.${p}`)}:{' '}
                <span className={latinClass(i18n.language)}>
                  {formatClockTime(times[p]!, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
