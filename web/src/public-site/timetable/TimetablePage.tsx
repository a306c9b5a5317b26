import { formatMonthYear } from '../../common/time/karachi-time.ts';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PRAYERS, type Prayer } from '@masjid/domain/jamat';
import { hijriMonthName } from '@masjid/domain/hijri';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { monthKey, parseMonthKey } from '@masjid/domain/month-report';
import { addMonths, type YearMonth } from '@masjid/domain/progress';
import {
  timetableClock as clock,
  timetableJamatClock as jamatClock,
  timetableMonth,
  zuhrColumnJamat as zuhrJamat,
} from '@masjid/domain/timetable';
import { useJamatTimings } from '../../common/jamat/jamat-timings.ts';
import { useJamatChanges } from '../../common/jamat/jamat-changes.ts';
import { monthStartsOf, useHijriMonthStarts } from '../../common/time/hijri-months.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { AddToCalendar } from './AddToCalendar.tsx';
import './timetable.css';
import { intlLocale } from '@masjid/domain/intl-locale';

/** The month of `?month=YYYY-MM`, else this Karachi month. */
function chosenMonth(param: string | null): YearMonth {
  const chosen = parseMonthKey(param ?? '');
  if (chosen) return chosen;
  const today = karachiDay();
  return { year: today.year, month: today.month };
}

const START: Record<Prayer, 'fajr' | 'zuhr' | 'asr' | 'maghrib' | 'isha'> = {
  fajr: 'fajr',
  zuhr: 'zuhr',
  asr: 'asr',
  maghrib: 'maghrib',
  isha: 'isha',
};

/**
 * `/timetable?month=2026-12`: one month of prayer start times (Karachi method, Hanafi Asr),
 * sunrise, sunset, the jamat times in force each day (scheduled changes included), the Hijri date
 * (moon-sighting decisions included) and, in Ramadan, sehri and iftar. Each prayer cell shows the
 * jamat time over the start time. Prints on one A4 page; "Download PDF" gets the same page from
 * the API, set in an Urdu-capable font.
 */
export function TimetablePage() {
  const { t, i18n } = useTranslation('public');
  usePageTitle(t('jamatMonth.timetable.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chosen = chosenMonth(params.get('month'));
  const { year, month } = chosen;
  const lang = i18n.language === 'ur' ? 'ur' : 'en';
  const timings = useJamatTimings();
  const changes = useJamatChanges();
  const monthStarts = useHijriMonthStarts();
  const rows = useMemo(
    () =>
      timetableMonth(year, month, {
        current: timings.status === 'ready' ? timings.data : {},
        scheduledChanges: changes.status === 'ready' ? changes.data.changes : [],
        monthStarts: monthStartsOf(monthStarts),
      }),
    [year, month, timings, changes, monthStarts],
  );
  const ramadan = rows.some((r) => r.ramadan);
  const sighted = rows.some((r) => r.hijri.sighted);
  const locale = intlLocale(lang);
  const monthTitle = formatMonthYear({ year, month }, lang);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const first = rows[0]!.hijri;
  const last = rows.at(-1)!.hijri;
  const hijriTitle =
    first.month === last.month
      ? `${hijriMonthName(first.month, lang)} ${first.year}`
      : `${hijriMonthName(first.month, lang)} ${first.year !== last.year ? first.year : ''} – ${hijriMonthName(last.month, lang)} ${last.year}`;
  const prev = monthKey(addMonths(chosen, -1));
  const next = monthKey(addMonths(chosen, 1));
  const pdfHref = `/api/timetable/${year}/${month}?lang=${lang}`;

  function choose(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get('month');
    if (typeof value === 'string' && value) void navigate(`/timetable?month=${value}`);
  }

  return (
    <section className="section timetable-page">
      <div className="container">
        <header className="timetable-head">
          <h1>
            {t('jamatMonth.timetable.title')}: <span>{monthTitle}</span>
          </h1>
          <p className="timetable-hijri">{hijriTitle}</p>
          <p className="timetable-lead no-print">{t('jamatMonth.timetable.lead')}</p>
        </header>
        <div className="timetable-controls no-print">
          <Link className="btn btn-outline" to={`/timetable?month=${prev}`} rel="prev">
            {t('jamatMonth.timetable.previous')}
          </Link>
          <form className="timetable-choose" onSubmit={choose}>
            <label htmlFor="timetable-month">{t('jamatMonth.timetable.month')}</label>
            <input
              id="timetable-month"
              type="month"
              name="month"
              min="2000-01"
              max="2099-12"
              defaultValue={monthKey(chosen)}
              key={monthKey(chosen)}
            />
            <button type="submit" className="btn btn-outline">
              {t('jamatMonth.timetable.show')}
            </button>
          </form>
          <Link className="btn btn-outline" to={`/timetable?month=${next}`} rel="next">
            {t('jamatMonth.timetable.next')}
          </Link>
          <button type="button" className="btn" onClick={() => window.print()}>
            {t('jamatMonth.timetable.print')}
          </button>
          <a className="btn" href={pdfHref} download>
            {t('jamatMonth.timetable.downloadPdf')}
          </a>
        </div>
        {/* A phone scrolls the wide month inside this frame; a keyboard reaches it too. */}
        <div
          className="timetable-scroll"
          role="region"
          aria-label={`${t('jamatMonth.timetable.title')}: ${monthTitle}`}
          tabIndex={0}
        >
          <table className="timetable" data-month={monthKey(chosen)}>
            <thead>
              <tr>
                <th scope="col">{t('jamatMonth.timetable.date')}</th>
                <th scope="col">{t('jamatMonth.timetable.hijri')}</th>
                {PRAYERS.slice(0, 1).map((p) => (
                  <th scope="col" key={p}>
                    {t(`prayer.${p}`)}
                  </th>
                ))}
                <th scope="col">{t('jamatMonth.timetable.sunrise')}</th>
                {PRAYERS.slice(1, 3).map((p) => (
                  <th scope="col" key={p}>
                    {t(`prayer.${p}`)}
                  </th>
                ))}
                <th scope="col">{t('jamatMonth.timetable.sunset')}</th>
                {PRAYERS.slice(3).map((p) => (
                  <th scope="col" key={p}>
                    {t(`prayer.${p}`)}
                  </th>
                ))}
                {ramadan ? (
                  <>
                    <th scope="col">{t('jamatMonth.timetable.sehri')}</th>
                    <th scope="col">{t('jamatMonth.timetable.iftar')}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const cell = (p: Prayer) => (
                  <td key={p} className="latin timetable-prayer" data-prayer={p}>
                    <b>{jamatClock(p === 'zuhr' ? zuhrJamat(row) : row.jamat[p])}</b>
                    <small>{clock(row.times[START[p]])}</small>
                  </td>
                );
                return (
                  <tr
                    key={row.date}
                    data-date={row.date}
                    className={row.weekday === 5 ? 'is-friday' : undefined}
                  >
                    <th scope="row">
                      <span className="latin">{Number(row.date.slice(8))}</span>{' '}
                      <small>{weekday.format(new Date(`${row.date}T00:00:00Z`))}</small>
                    </th>
                    <td className="timetable-hijri-day">
                      <span className="latin">{row.hijri.day}</span>
                      {row.hijri.day === 1 || row === rows[0] ? (
                        <small>{hijriMonthName(row.hijri.month, lang)}</small>
                      ) : null}
                    </td>
                    {cell('fajr')}
                    <td className="latin">{clock(row.times.sunrise)}</td>
                    {cell('zuhr')}
                    {cell('asr')}
                    <td className="latin">{clock(row.times.sunset)}</td>
                    {cell('maghrib')}
                    {cell('isha')}
                    {ramadan ? (
                      <>
                        <td className="latin">{row.ramadan ? clock(row.ramadan.sehri) : ''}</td>
                        <td className="latin">{row.ramadan ? clock(row.ramadan.iftar) : ''}</td>
                      </>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="timetable-key">
          <b>{t('jamatMonth.timetable.jamat')}</b> /{' '}
          <small>{t('jamatMonth.timetable.starts')}</small>
          {' · '}
          {t('jamatMonth.timetable.fridayNote')}{' '}
          {t(sighted ? 'jamatMonth.timetable.sighted' : 'jamatMonth.timetable.calculated')}
        </p>
        {timings.status === 'loading' ? (
          <p className="status-text no-print">{t('jamatMonth.timetable.loading')}</p>
        ) : null}
        <AddToCalendar feed="jamat" />
      </div>
    </section>
  );
}
