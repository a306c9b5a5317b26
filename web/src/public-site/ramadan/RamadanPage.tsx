import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hijriDateOf, RAMADAN } from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import {
  COMMODITIES,
  eveningOfNight,
  ramadanDays,
  ramadanMonth,
  ramadanText,
  ramadanYearFor,
  shownRamadan,
  taraweehTimeOn,
  type RamadanData,
  type RamadanMonth,
} from '@masjid/domain/ramadan';
import { timetableWeekday } from '@masjid/domain/timetable';
import { dateTimeFormat, intlLocale } from '@masjid/domain/intl-locale';
import { monthStartsOf, useHijriMonthStarts } from '../../common/time/hijri-months.ts';
import {
  formatCalendarDate,
  formatCalendarDay,
  formatClockTime,
  formatKarachiTime,
  formatNumber,
  latinClass,
} from '../../common/time/karachi-time.ts';
import { useRamadanYears } from '../../common/ramadan/ramadan-data.ts';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { useOnDevice } from '../../common/page-data.ts';
import { langProps } from '../../common/ui/typed-text.ts';
import { TypedInSentence } from '../../common/ui/TypedText.tsx';
import './ramadan.css';

type Lang = 'en' | 'ur';

/** A Karachi day `YYYY-MM-DD` as `17 Feb` (Urdu `17 فروری`), the table's date. */
const shortDate = (date: string, lang: Lang) =>
  dateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * `/ramadan` and `/ur/ramadan` (issue 42 §2): the current Ramadan, else the coming one. Its days
 * from the Hijri calendar with the moon-sighting decisions ("expected" until decided), each with
 * sehri (Fajr's start) and iftar (sunset) as the timetable computes them and the evening's
 * taraweeh; today's row marked on the device. Then the site admin's details of that year once
 * published or from 1 Sha'ban (`shownRamadan`): taraweeh, the last ten nights and i'tikaf notes
 * (with their lang/dir), fitrana and fidya per commodity with who announced them and when; and Eid
 * ul-Fitr's date, with a place for the Eid jamats (issue 42 §1). Prints as one table.
 */
export function RamadanPage() {
  const { t, i18n } = useTranslation('public');
  const lang: Lang = i18n.language === 'ur' ? 'ur' : 'en';
  const monthStarts = monthStartsOf(useHijriMonthStarts());
  const years = useRamadanYears();
  const onDevice = useOnDevice();
  const today = karachiIsoToday();
  const hijriYear = ramadanYearFor(today, monthStarts);
  const month = useMemo(() => ramadanMonth(hijriYear, monthStarts), [hijriYear, monthStarts]);
  const details =
    years.status === 'ready' ? shownRamadan(years.data, hijriYear, today, monthStarts) : undefined;
  const days = useMemo(() => ramadanDays(month, details), [month, details]);
  const todayHijri = hijriDateOf(today, monthStarts);
  const during = todayHijri.month === RAMADAN && todayHijri.year === hijriYear;
  const todayRow = onDevice ? today : undefined;
  const title = t('ramadan.title', { year: hijriYear });
  const startText = t(
    month.startDecided
      ? today >= month.start
        ? 'ramadan.decidedStart'
        : 'ramadan.decidedStartAhead'
      : 'ramadan.expectedStart',
    { date: formatCalendarDay(month.start, lang) },
  );

  return (
    <>
      <PageBanner title={title} lead={t('ramadan.lead')} />
      <section className="section ramadan-page" data-hijri-year={hijriYear}>
        <div className="container">
          <p className="ramadan-start" data-decided={month.startDecided}>
            {startText}
            {during && onDevice ? ` ${t('ramadan.todayIs', { day: todayHijri.day })}` : null}
          </p>
          <p className="no-print">
            <button type="button" className="btn btn-outline" onClick={() => window.print()}>
              {t('ramadan.print')}
            </button>
          </p>
          <h2 id="ramadan-times">{t('ramadan.timesHeading')}</h2>
          <p className="ramadan-note">{t('ramadan.timesNote')}</p>
          <DaysTable days={days} month={month} today={todayRow} lang={lang} />
          {details ? (
            <Details ramadan={details} month={month} lang={lang} />
          ) : years.status === 'loading' ? (
            <p className="status-text no-print">{t('ramadan.loading')}</p>
          ) : (
            <p className="ramadan-pending">{t('ramadan.notPublished')}</p>
          )}
          <section className="ramadan-block" aria-labelledby="ramadan-eid">
            <h2 id="ramadan-eid">{t('ramadan.eidHeading')}</h2>
            <p data-decided={month.eidDecided}>
              {t(month.eidDecided ? 'ramadan.eidDecided' : 'ramadan.eidExpected', {
                date: formatCalendarDay(month.eid, lang),
              })}
            </p>
            {/* The Eid jamats (issue 42 §1) are on /eid. */}
            <div id="eid-jamats" className="ramadan-eid-jamats">
              <p>
                {t('ramadan.eidJamats')} <Link to="/eid">{t('ramadan.eidLink')}</Link>
              </p>
            </div>
          </section>
        </div>
      </section>
    </>
  );
}

/** The month's days: sehri, iftar and the evening's taraweeh, today's row marked. */
function DaysTable({
  days,
  month,
  today,
  lang,
}: {
  days: ReturnType<typeof ramadanDays>;
  month: RamadanMonth;
  today: string | undefined;
  lang: Lang;
}) {
  const { t } = useTranslation('public');
  const latin = latinClass(lang);
  return (
    <>
      <table className="ramadan-days" aria-labelledby="ramadan-times">
        <thead>
          <tr>
            <th scope="col">{t('ramadan.day')}</th>
            <th scope="col">{t('ramadan.date')}</th>
            <th scope="col">{t('ramadan.sehri')}</th>
            <th scope="col">{t('ramadan.iftar')}</th>
            <th scope="col">{t('ramadan.taraweehTonight')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((row) => {
            const isToday = row.date === today;
            const night = row.taraweeh;
            return (
              <tr
                key={row.date}
                data-date={row.date}
                className={
                  [
                    isToday ? 'is-today' : '',
                    night?.lastTen ? 'is-last-ten' : '',
                    row.uncertain ? 'is-uncertain' : '',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                aria-current={isToday ? 'date' : undefined}
              >
                <th scope="row">
                  <span className="latin">{row.day}</span>
                  {row.uncertain ? <span aria-hidden="true">*</span> : null}
                  {isToday ? <span className="ramadan-today">{t('ramadan.today')}</span> : null}
                </th>
                <td>
                  {shortDate(row.date, lang)}
                  <small>{timetableWeekday(row.date, lang)}</small>
                </td>
                <td className={latin} data-time="sehri">
                  {formatKarachiTime(row.sehri, lang)}
                </td>
                <td className={latin} data-time="iftar">
                  {formatKarachiTime(row.iftar, lang)}
                </td>
                <td data-night={night?.night}>
                  {night ? (
                    <>
                      <small>{t('ramadan.night', { night: night.night })}</small>
                      {night.time ? (
                        <span className={latin}>{formatClockTime(night.time, lang)}</span>
                      ) : null}
                      {night.khatm ? <b className="ramadan-khatm">{t('ramadan.khatm')}</b> : null}
                    </>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {month.eidDecided ? null : <p className="ramadan-note">* {t('ramadan.lastDayExpected')}</p>}
    </>
  );
}

/** A definition row: its name, and its value (or nothing when there is none). */
function Row({ name, children }: { name: string; children: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <div className="ramadan-row">
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Admin text in its language (`lang`/`dir`), as paragraphs. */
function Typed({ text }: { text: { text: string; lang: Lang } | undefined }) {
  if (!text) return null;
  return (
    <div className="ramadan-typed" {...langProps(text.lang)}>
      {text.text.split(/\n+/).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

/** The site admin's details of the year: taraweeh, the last ten nights, i'tikaf, the amounts. */
function Details({
  ramadan,
  month,
  lang,
}: {
  ramadan: RamadanData;
  month: RamadanMonth;
  lang: Lang;
}) {
  const { t } = useTranslation('public');
  const imam = ramadanText(ramadan, 'imam', lang);
  const lastTen = ramadanText(ramadan, 'lastTenNotes', lang);
  const itikaf = ramadanText(ramadan, 'itikafNotes', lang);
  const authority = ramadanText(ramadan, 'amountsAuthority', lang);
  const changes = [...(ramadan.taraweehChanges ?? [])].sort((a, b) => a.fromNight - b.fromNight);
  const latin = latinClass(lang);
  const rupees = (amount: number) => t('ramadan.rupees', { amount: formatNumber(amount, lang) });
  return (
    <>
      <section className="ramadan-block" aria-labelledby="ramadan-taraweeh">
        <h2 id="ramadan-taraweeh">{t('ramadan.taraweehHeading')}</h2>
        <p>
          {t('ramadan.taraweehFirst', { date: formatCalendarDay(eveningOfNight(month, 1), lang) })}
        </p>
        <dl className="ramadan-facts">
          <Row name={t('ramadan.taraweehStart')}>
            <span className={latin}>{formatClockTime(taraweehTimeOn(1, ramadan), lang)}</span>
            {changes.map((c) => (
              <span key={c.fromNight} className="ramadan-change">
                {t('ramadan.fromNight', {
                  night: c.fromNight,
                  time: formatClockTime(c.time, lang),
                })}
              </span>
            ))}
          </Row>
          <Row name={t('ramadan.imam')}>
            {imam ? <span {...langProps(imam.lang)}>{imam.text}</span> : null}
          </Row>
          <Row name={t('ramadan.paras')}>
            {ramadan.parasPerNight === undefined ? null : formatNumber(ramadan.parasPerNight, lang)}
          </Row>
          <Row name={t('ramadan.khatmNight')}>
            {ramadan.khatmNight === undefined
              ? null
              : t('ramadan.khatmOn', {
                  night: ramadan.khatmNight,
                  date: formatCalendarDay(eveningOfNight(month, ramadan.khatmNight), lang),
                })}
          </Row>
        </dl>
      </section>
      {lastTen ? (
        <section className="ramadan-block" aria-labelledby="ramadan-last-ten">
          <h2 id="ramadan-last-ten">{t('ramadan.lastTenHeading')}</h2>
          <Typed text={lastTen} />
        </section>
      ) : null}
      {itikaf ? (
        <section className="ramadan-block" aria-labelledby="ramadan-itikaf">
          <h2 id="ramadan-itikaf">{t('ramadan.itikafHeading')}</h2>
          <Typed text={itikaf} />
        </section>
      ) : null}
      <section className="ramadan-block" aria-labelledby="ramadan-amounts">
        <h2 id="ramadan-amounts">{t('ramadan.amountsHeading')}</h2>
        {ramadan.fitrana || ramadan.fidya ? (
          <>
            <table className="ramadan-amounts">
              <thead>
                <tr>
                  <th scope="col">{t('ramadan.commodity')}</th>
                  {ramadan.fitrana ? <th scope="col">{t('ramadan.fitrana')}</th> : null}
                  {ramadan.fidya ? <th scope="col">{t('ramadan.fidya')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {COMMODITIES.map((c) => (
                  <tr key={c} data-commodity={c}>
                    <th scope="row">{t(`ramadan.commodities.${c}`)}</th>
                    {ramadan.fitrana ? <td>{rupees(ramadan.fitrana[c])}</td> : null}
                    {ramadan.fidya ? <td>{rupees(ramadan.fidya[c])}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
            {authority && ramadan.amountsAnnouncedOn ? (
              <p className="ramadan-note">
                <TypedInSentence
                  sentence={(marker) =>
                    t('ramadan.announcedBy', {
                      authority: marker,
                      date: formatCalendarDate(ramadan.amountsAnnouncedOn ?? '', lang),
                    })
                  }
                  text={authority.text}
                />
              </p>
            ) : null}
          </>
        ) : (
          <p>{t('ramadan.amountsPending')}</p>
        )}
      </section>
    </>
  );
}
