import { useEffect, useMemo, type ReactNode } from 'react';
import { showNastaliq } from '../../common/ui/nastaliq.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { announcementsForScreen, currentAnnouncements } from '@masjid/domain/announcements';
import type { JamatTimings, PublicPrayer } from '@masjid/domain/jamat';
import type { DayTimes } from '@masjid/domain/prayer-times';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { karachiWallTime } from '@masjid/domain/jamat-instants';
import { formatShortDayAndTime } from '@masjid/domain/time-of-day';
import {
  nextJamatInForce,
  upcomingJamatChanges,
  type JamatChange,
} from '@masjid/domain/jamat-schedule';
import { pick } from '@masjid/domain/site-details';
import { useJamatTimings } from '../../common/jamat/jamat-timings.ts';
import { useClock } from '../../common/time/use-clock.ts';
import { useJamatChanges } from '../../common/jamat/jamat-changes.ts';
import { useHijriMonthStarts } from '../../common/time/hijri-months.ts';
import { useJumuah } from '../../common/jamat/jumuah-data.ts';
import { useEidJamats } from '../../common/eid/eid-data.ts';
import { useRamadanYears } from '../../common/ramadan/ramadan-data.ts';
import { seasonalNotices } from './display-seasons.ts';
import { useSeasonSlides } from './SeasonSlides.tsx';
import type { HijriMonthStart } from '@masjid/domain/hijri';
import { JamatChangeNotice } from '../prayer-times/JamatChangeNotice.tsx';
import { useAnnouncements } from '../../common/site-content/announcements-data.ts';
import { useSiteDetails } from '../../common/site-content/site-details-data.ts';
import { useJanazaNotices } from '../../common/janaza/janaza-data.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { JanazaNoticeList } from '../janaza/JanazaNotices.tsx';
import { useCurrentJanaza } from '../janaza/janaza-clock.ts';
import {
  formatClock,
  formatCountdown,
  formatGregorian,
  formatJamat,
  formatTime,
  hijriDate,
  jamatInForce,
  shownDay,
  startTimes,
} from './display-day.ts';
import { makruhWindows } from '@masjid/domain/makruh';
import { useClockOffset } from './clock-check.ts';
import { isNight } from '@masjid/domain/display-settings';
import { useDisplaySettings } from '../../common/site-content/display-settings-data.ts';
import {
  useDisplayManifest,
  useHallScreen,
  useOfflineSince,
  useStandaloneScreen,
  useWakeLock,
} from './display-device.ts';
import './display.css';

/** No moon-sighting decision yet: one array, so the dates are not worked out again every second. */
const NO_DECISIONS: HijriMonthStart[] = [];
/** No timings or changes read yet (one object each, for the same reason). */
const NO_TIMINGS: JamatTimings = {};
const NO_CHANGES: JamatChange[] = [];
const NO_LIST: never[] = [];

/** The rows of the screen: the prayers, with sunrise after Fajr; Jumma starts with Zuhr. */
const ROWS: { key: PublicPrayer | 'sunrise'; start: keyof DayTimes }[] = [
  { key: 'fajr', start: 'fajr' },
  { key: 'sunrise', start: 'sunrise' },
  { key: 'zuhr', start: 'zuhr' },
  { key: 'jumma', start: 'zuhr' },
  { key: 'asr', start: 'asr' },
  { key: 'maghrib', start: 'maghrib' },
  { key: 'isha', start: 'isha' },
];

/** How long each rotating notice stays on the screen, in milliseconds. */
const ROTATE_MS = 12_000;

/**
 * The notices that take turns below the janaza notices (the scheduled jamat changes, then each
 * announcement), one at a time for `ROTATE_MS` each, by the screen's clock `now` (epoch ms). They
 * lie on top of one another in one grid cell, the others invisible, so the box is as tall as the
 * tallest and each one is shown whole in its turn: none is pushed out of view and lost, in either
 * language or orientation (issue 39).
 */
function NoticeRotation({
  slides,
  now,
}: {
  slides: { key: string; node: ReactNode }[];
  now: number;
}) {
  if (slides.length === 0) return null;
  const shown = Math.floor(now / ROTATE_MS) % slides.length;
  return (
    <div className="hall-rotation" data-slides={slides.length}>
      {slides.map(({ key, node }, i) => (
        <div key={key} className="hall-slide" data-shown={i === shown} aria-hidden={i !== shown}>
          {node}
        </div>
      ))}
    </div>
  );
}

/**
 * The screen's language: Urdu at `/ur/display` (the Urdu router has already set the interface
 * language) or with `?lang=ur` (a screen set up by a link, which changes it for this tab only),
 * else English.
 */
function useAddressLanguage(): 'en' | 'ur' {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  const asked = new URLSearchParams(search).get('lang') === 'ur';
  const lang = asked || i18n.language === 'ur' ? 'ur' : 'en';
  useEffect(() => {
    if (!asked) return;
    if (i18n.language !== 'ur') void i18n.changeLanguage('ur');
    document.documentElement.lang = 'ur';
    document.documentElement.dir = 'rtl';
  }, [i18n, asked]);
  return lang;
}

/**
 * `/display`: the prayer hall's screen (TV or tablet, landscape or portrait), without the site's
 * header and footer: the mosque's name, the Gregorian and Hijri dates, the clock, each prayer's
 * start and jamat time with the next jamat marked and counted down, sunrise, Jumma, the current
 * janaza notices (always all of them, first) and, taking turns below them, the scheduled jamat
 * changes and the announcements. Readable across a hall (times at least 48 px at 1920×1080),
 * nothing scrolls. It keeps the screen awake, works offline on the last data read (and computes the
 * start times itself; says so as soon as the network drops, and no more once it is back), follows an admin's change within seconds through the live listeners, and
 * reloads itself into a new version.
 */
export function DisplayPage() {
  const lang = useAddressLanguage();
  // A screen read across the hall for hours: Nastaliq at once, not from a next page it never opens.
  useEffect(() => showNastaliq(), []);
  const { t } = useTranslation('public');
  usePageTitle(t('hall.display.title'));
  useWakeLock();
  useStandaloneScreen();
  useDisplayManifest(lang);
  const now = useClock(1000);
  const details = useSiteDetails();
  const settings = useDisplaySettings();
  const timingsState = useJamatTimings();
  const changesState = useJamatChanges();
  const monthStartsState = useHijriMonthStarts();
  const monthStarts = monthStartsState.status === 'ready' ? monthStartsState.data : NO_DECISIONS;
  const janazaState = useJanazaNotices();
  const announcementsState = useAnnouncements();
  const screen = useHallScreen();
  const jumuahState = useJumuah();
  const eidsState = useEidJamats();
  const ramadanState = useRamadanYears();
  const janaza = useCurrentJanaza(janazaState.status === 'ready' ? janazaState.data : []);

  const stored = timingsState.status === 'ready' ? timingsState.data : NO_TIMINGS;
  const changes = changesState.status === 'ready' ? changesState.data.changes : NO_CHANGES;
  const day = karachiIsoToday(now);
  // Dates and notices change with the Karachi day, not every second: noon stands for it.
  const noon = karachiWallTime(day, '12:00').getTime();
  // The times are tomorrow's after Isha (`shownDay`); their day's noon stands for them.
  const shown = shownDay(stored, now, changes);
  const timesNoon = karachiWallTime(shown.day, '12:00').getTime();
  const starts = useMemo(() => startTimes(timesNoon), [timesNoon]);
  const makruh = useMemo(() => makruhWindows(starts), [starts]);
  // Night mode is judged by today's Fajr and Isha, whatever day's times are shown.
  const todayStarts = useMemo(() => startTimes(noon), [noon]);
  const night = isNight(settings, todayStarts, now);
  const dates = useMemo(
    () => [formatGregorian(noon, lang), hijriDate(noon, lang, monthStarts)],
    [noon, lang, monthStarts],
  );
  const announcements = useMemo(
    () =>
      announcementsState.status === 'ready'
        ? announcementsForScreen(currentAnnouncements(announcementsState.data, noon), screen)
        : [],
    [announcementsState, noon, screen],
  );

  // The timings in force change with the day or an admin's edit, not with the second.
  const timings = useMemo(
    () => jamatInForce(stored, timesNoon, changes),
    [stored, changes, timesNoon],
  );
  // Friday's Jumu'ah jamats, the coming Eid's, Ramadan's amounts: of the day whose times are shown.
  const jumuahList = jumuahState.status === 'ready' ? jumuahState.data.jamats : NO_LIST;
  const eids = eidsState.status === 'ready' ? eidsState.data : NO_LIST;
  const ramadanYears = ramadanState.status === 'ready' ? ramadanState.data : NO_LIST;
  const seasons = useMemo(
    () =>
      seasonalNotices(shown.day, {
        timings,
        jumuah: jumuahList,
        eids,
        ramadanYears,
        monthStarts,
      }),
    [shown.day, timings, jumuahList, eids, ramadanYears, monthStarts],
  );
  const seasonSlides = useSeasonSlides(seasons, lang);
  // After Isha the next is tomorrow's Fajr, at tomorrow's time when a change takes effect then.
  const next = nextJamatInForce(stored, changes, now);
  const announcesChange =
    changesState.status === 'ready' &&
    upcomingJamatChanges(new Date(noon), changes, changesState.data.noticeDays).length > 0;
  const name = pick(details.name, lang);
  // Out of date: read from the device (a read failed), or the network dropped while open.
  const offlineSince = useOfflineSince();
  const clockOffset = useClockOffset();
  const lastSeen =
    timingsState.status === 'ready' ? timingsState.savedAt || offlineSince : undefined;

  // The makruh windows take their turn with the notices (the side column has no room to spare
  // beside the janaza notices on a 1024×768 screen).
  const makruhSlide = (
    <div className="hall-makruh" data-testid="hall-makruh">
      <h2>{t('hall.display.makruh')}</h2>
      <ul>
        {makruh.map((w) => (
          <li key={w.key} data-window={w.key}>
            <span>{t(`hall.display.makruhWindow.${w.key}`)}</span>{' '}
            <span className="latin">
              {formatTime(w.start, lang)}–{formatTime(w.end, lang)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <div className="hall" data-lang={lang} data-night={night} data-screen={screen}>
      <header className="hall-head">
        <div className="hall-title">
          <h1 lang={name.lang}>{name.text}</h1>
          <p className="hall-dates">
            <span>{dates[0]}</span>
            <span className="hall-hijri">{dates[1]}</span>
          </p>
        </div>
        <div className="hall-clock-box">
          <p className="hall-clock latin" data-testid="hall-clock">
            <time>{formatClock(now, lang)}</time>
          </p>
          {clockOffset !== undefined ? (
            <p className="hall-clock-warning" role="alert" data-testid="hall-clock-warning">
              {t(clockOffset > 0 ? 'hall.display.clockFast' : 'hall.display.clockSlow', {
                minutes: Math.round(Math.abs(clockOffset) / 60_000),
              })}
            </p>
          ) : null}
        </div>
      </header>

      <table className="hall-times" data-day={shown.day}>
        {shown.tomorrow ? (
          <caption className="hall-tomorrow" data-testid="hall-tomorrow">
            {t('hall.display.tomorrow')}
          </caption>
        ) : null}
        <thead>
          <tr>
            <th scope="col">{t('hall.display.prayer')}</th>
            <th scope="col">{t('hall.display.starts')}</th>
            <th scope="col">{t('hall.display.jamat')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ key, start }) => {
            const jamat = key === 'sunrise' ? undefined : timings[key];
            const isNext = next?.prayer === key;
            return (
              <tr key={key} data-row={key} className={isNext ? 'is-next' : undefined}>
                <th scope="row">
                  {key === 'sunrise' ? t('hall.display.sunrise') : t(`prayer.${key}`)}
                </th>
                <td className="latin hall-time" data-time="start">
                  {key === 'jumma' ? '' : formatTime(starts[start], lang)}
                </td>
                <td className="latin hall-time" data-time="jamat">
                  {key === 'sunrise'
                    ? ''
                    : jamat
                      ? formatJamat(jamat, lang)
                      : t('hall.display.notSet')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <section className="hall-side" aria-label={t('hall.display.next')}>
        {next ? (
          <div className="hall-next" data-testid="hall-next" data-prayer={next.prayer}>
            <p className="hall-next-label">
              {t('hall.display.nextIn', { prayer: t(`prayer.${next.prayer}`) })}
            </p>
            <p className="hall-countdown latin" data-testid="hall-countdown">
              {formatCountdown(next.at.getTime() - now)}
            </p>
          </div>
        ) : null}
        {lastSeen !== undefined ? (
          <p className="hall-offline" role="status">
            {t('hall.display.offline', {
              // Seen on an earlier day (days without network): the day too.
              when:
                karachiIsoToday(lastSeen) === day
                  ? formatTime(lastSeen, lang)
                  : formatShortDayAndTime(lastSeen, lang),
            })}
          </p>
        ) : null}
        <div className="hall-notices">
          <JanazaNoticeList notices={janaza} className="hall-janaza" />
          <NoticeRotation
            now={now}
            slides={[
              ...(announcesChange ? [{ key: 'jamat-change', node: <JamatChangeNotice /> }] : []),
              ...seasonSlides,
              { key: 'makruh', node: makruhSlide },
              ...announcements.map((a) => {
                const text =
                  lang === 'ur' && a.textUrdu ? a.textUrdu : (a.text ?? a.textUrdu ?? '');
                const textLang = text === a.textUrdu ? 'ur' : 'en';
                return {
                  key: a.id,
                  node: (
                    <p
                      className="hall-announcement"
                      lang={textLang}
                      dir={textLang === 'ur' ? 'rtl' : 'ltr'}
                    >
                      {text}
                    </p>
                  ),
                };
              }),
            ]}
          />
        </div>
      </section>
    </div>
  );
}
