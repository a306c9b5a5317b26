import { formatMonthYear } from '../../common/time/karachi-time.ts';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PRAYERS, type Prayer } from '@masjid/domain/jamat';
import { hijriMonthName } from '@masjid/domain/hijri';
import { karachiDay, karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { middayJamat } from '@masjid/domain/jamat-instants';
import { pick } from '@masjid/domain/site-details';
import type { JumuahJamat } from '@masjid/domain/jumuah';
import { monthKey, parseMonthKey } from '@masjid/domain/month-report';
import { addMonths, type YearMonth } from '@masjid/domain/progress';
import {
  timetableClock as clock,
  timetableJamatClock as jamatClock,
  timetableMonth,
  timetableWeekday,
  zuhrColumnJamat as zuhrJamat,
} from '@masjid/domain/timetable';
import { useJamatTimings } from '../../common/jamat/jamat-timings.ts';
import { useJamatChanges } from '../../common/jamat/jamat-changes.ts';
import { useJumuah } from '../../common/jamat/jumuah-data.ts';
import { monthStartsOf, useHijriMonthStarts } from '../../common/time/hijri-months.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { useOnDevice } from '../../common/page-data.ts';
import { useSiteDetails } from '../../common/site-content/site-details-data.ts';
import { AddToCalendar } from './AddToCalendar.tsx';
import './timetable.css';

const MAKRUH_KEYS = ['sunrise', 'zawal', 'sunset'] as const;

/**
 * A Friday's Jumu'ah jamats in its Zuhr cell: each jamat's time and place ("1:30 Main hall"), in
 * print too, in one small line.
 */
function JumuahList({ jamats }: { jamats: readonly JumuahJamat[] }) {
  const { t } = useTranslation('public');
  return (
    <ul className="timetable-jumuah" aria-label={t('jumuah.title')}>
      {jamats.map((j) => (
        <li key={j.jamatTime}>
          <span className="latin">{jamatClock(j.jamatTime)}</span> {t(`jamatPlaces.${j.place}`)}
        </li>
      ))}
    </ul>
  );
}

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
 * Once the reader opens the month holding `today`: brings today's row into view when it is not
 * wholly in view already, after the layout has scrolled a new page to its top, and not when the
 * reader has already scrolled the page (before the app had started).
 */
function useScrollToToday(today: string | undefined) {
  const rowRef = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (!today) return;
    const frame = requestAnimationFrame(() => {
      const row = rowRef.current;
      if (!row || window.scrollY > 0) return;
      const box = row.getBoundingClientRect();
      if (box.top >= 0 && box.bottom <= window.innerHeight) return;
      row.scrollIntoView({ block: 'center', behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [today]);
  return rowRef;
}

/**
 * `/timetable?month=2026-12`: one month of prayer start times (Karachi method, Hanafi Asr),
 * sunrise, sunset, the jamat times in force each day (scheduled changes included), the Hijri date
 * (moon-sighting decisions included) and, in Ramadan, sehri and iftar. Each prayer cell shows the
 * jamat time over the start time; on a Friday the Zuhr cell also names each Jumu'ah jamat (time
 * and place). Each day's makruh windows (makruh.ts) on the screen, not in print. Today's row is marked (`aria-current="date"`, on the device
 * only: the served HTML was made on another day) and brought into view. On a phone each day is a
 * card (timetable.css), every value named beside it. Prints on one A4 page under the mosque's name
 * (the site details); "Download PDF" gets the same page from the API, set in an Urdu-capable font.
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
  const jumuah = useJumuah();
  const monthStarts = useHijriMonthStarts();
  const mosque = pick(useSiteDetails().name, lang);
  const onDevice = useOnDevice();
  const rows = useMemo(
    () =>
      timetableMonth(year, month, {
        current: timings.status === 'ready' ? timings.data : {},
        scheduledChanges: changes.status === 'ready' ? changes.data.changes : [],
        monthStarts: monthStartsOf(monthStarts),
        jumuah: jumuah.status === 'ready' ? jumuah.data.jamats : [],
      }),
    [year, month, timings, changes, monthStarts, jumuah],
  );
  const ramadan = rows.some((r) => r.ramadan);
  const sighted = rows.some((r) => r.hijri.sighted);
  const monthTitle = formatMonthYear({ year, month }, lang);
  const todayDate = onDevice ? karachiIsoToday() : undefined;
  const today = rows.some((r) => r.date === todayDate) ? todayDate : undefined;
  const todayRef = useScrollToToday(today);
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
          {/* The printed sheet names the mosque; the screen has it in the header. */}
          <p className="timetable-mosque" lang={mosque.lang}>
            {mosque.text}
          </p>
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
        <p className="timetable-key">
          <b>{t('jamatMonth.timetable.jamat')}</b> /{' '}
          <small>{t('jamatMonth.timetable.starts')}</small>
          {' · '}
          {t('jamatMonth.timetable.fridayNote')}{' '}
          {t(sighted ? 'jamatMonth.timetable.sighted' : 'jamatMonth.timetable.calculated')}
        </p>
        <p className="timetable-key no-print">{t('jamatMonth.timetable.makruhNote')}</p>
        {/* A table on a wide screen, a card a day on a phone (timetable.css); a screen between the
            two scrolls the wide month inside this frame, which a keyboard reaches too. */}
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
                <th scope="col" className="timetable-makruh no-print">
                  {t('jamatMonth.timetable.makruh')}
                  <small>
                    {MAKRUH_KEYS.map((k) => t(`hall.display.makruhWindow.${k}`)).join(' · ')}
                  </small>
                </th>
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
                // On a Friday the Zuhr cell holds Jumma's jamat, and its card says so.
                const cell = (p: Prayer) => (
                  <td key={p} className="timetable-prayer" data-prayer={p}>
                    <span className="timetable-label">
                      {t(`prayer.${p === 'zuhr' ? middayJamat(row.date, row.jamat) : p}`)}
                    </span>
                    <b className="latin">
                      {jamatClock(p === 'zuhr' ? zuhrJamat(row) : row.jamat[p])}
                    </b>
                    <small className="latin">{clock(row.times[START[p]])}</small>
                    {p === 'zuhr' && row.jumuah.length > 0 ? (
                      <JumuahList jamats={row.jumuah} />
                    ) : null}
                  </td>
                );
                // Sunrise, sunset, sehri and iftar: one time, named on a phone.
                const time = (
                  name: 'sunrise' | 'sunset' | 'sehri' | 'iftar',
                  instant: Date | undefined,
                ) => (
                  <td className="timetable-time" data-time={name}>
                    {instant ? (
                      <>
                        <span className="timetable-label">{t(`jamatMonth.timetable.${name}`)}</span>
                        <span className="latin">{clock(instant)}</span>
                      </>
                    ) : null}
                  </td>
                );
                const isToday = row.date === today;
                return (
                  <tr
                    key={row.date}
                    data-date={row.date}
                    className={
                      [row.weekday === 5 ? 'is-friday' : '', isToday ? 'is-today' : '']
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    aria-current={isToday ? 'date' : undefined}
                    ref={isToday ? todayRef : undefined}
                  >
                    <th scope="row" className="timetable-day">
                      <span className="latin">{Number(row.date.slice(8))}</span>{' '}
                      <small>{timetableWeekday(row.date, lang)}</small>
                      {isToday ? (
                        <span className="timetable-today">{t('jamatMonth.timetable.today')}</span>
                      ) : null}
                    </th>
                    <td className="timetable-hijri-day">
                      <span className="latin">{row.hijri.day}</span>
                      {row.hijri.day === 1 || row === rows[0] ? (
                        <small>{hijriMonthName(row.hijri.month, lang)}</small>
                      ) : null}
                    </td>
                    {cell('fajr')}
                    {time('sunrise', row.times.sunrise)}
                    {cell('zuhr')}
                    {cell('asr')}
                    {time('sunset', row.times.sunset)}
                    {cell('maghrib')}
                    {cell('isha')}
                    {row.jumuah.length > 0 ? (
                      // A phone's card names the jamats in a line of their own under the prayers.
                      <td className="timetable-jumuah-card">
                        <span className="timetable-label">{t('jumuah.title')}</span>
                        <JumuahList jamats={row.jumuah} />
                      </td>
                    ) : null}
                    <td className="timetable-makruh no-print" data-time="makruh">
                      <span className="timetable-label">{t('jamatMonth.timetable.makruh')}</span>
                      {row.makruh.map((w) => (
                        <span key={w.key} className="timetable-makruh-window" data-window={w.key}>
                          <span className="timetable-label">
                            {t(`hall.display.makruhWindow.${w.key}`)}
                          </span>
                          <span className="latin">
                            {clock(w.start)}–{clock(w.end)}
                          </span>
                        </span>
                      ))}
                    </td>
                    {ramadan ? (
                      <>
                        {time('sehri', row.ramadan?.sehri)}
                        {time('iftar', row.ramadan?.iftar)}
                      </>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {timings.status === 'loading' ? (
          <p className="status-text no-print">{t('jamatMonth.timetable.loading')}</p>
        ) : null}
        <AddToCalendar feed="jamat" />
      </div>
    </section>
  );
}
