import { useTranslation } from 'react-i18next';
import { useOnDevice } from '../../common/page-data.ts';
import { WEBCAL_PATH_ATTRIBUTE, webcalAddress } from './webcal-links.ts';
import { feedPath, googleCalendarAddress, type CalendarFeed } from './calendar-feeds.ts';

/**
 * `webcal://` address of a feed on this site, which phones open in their calendar app; the feed's
 * path on the server and while the page is hydrated (the host is the browser's to know; a page
 * read before the app has started gets it from webcal-links.ts).
 */
function webcal(path: string, onDevice: boolean): string {
  return onDevice ? webcalAddress(path, window.location.host) : path;
}

/**
 * "Add to calendar", the one block of the timetable, `/events` and an event's page: subscribe to
 * a feed (`webcal://`: the calendar app keeps it current, and the stable UIDs update events rather
 * than add copies), add it to Google Calendar (Android's calendar: Chrome there does not open
 * `webcal://`), or download it once as a `.ics` file; with `eventId`, that one event's file in
 * place of the whole feed's. The feeds' words are in the page's language (`?lang=ur`).
 */
export function AddToCalendar({ feed, eventId }: { feed: CalendarFeed; eventId?: string }) {
  const { t, i18n } = useTranslation('public');
  const onDevice = useOnDevice();
  const lang = i18n.language === 'ur' ? 'ur' : 'en';
  const path = feedPath(feed, lang);
  const jamat = feed === 'jamat';
  return (
    <aside className="add-to-calendar no-print" aria-labelledby={`calendar-${feed}`}>
      <h2 id={`calendar-${feed}`}>{t('jamatMonth.calendar.title')}</h2>
      <p>{t(jamat ? 'jamatMonth.calendar.jamatLead' : 'jamatMonth.calendar.eventsLead')}</p>
      <p className="add-to-calendar-links">
        <a
          className="btn btn-outline"
          href={webcal(path, onDevice)}
          {...{ [WEBCAL_PATH_ATTRIBUTE]: path }}
        >
          {t(jamat ? 'jamatMonth.calendar.subscribeJamat' : 'jamatMonth.calendar.subscribeEvents')}
        </a>
        <a
          className="btn btn-outline"
          href={googleCalendarAddress(path)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('jamatMonth.calendar.google')}
        </a>
        {eventId ? (
          <a
            className="btn btn-outline"
            href={feedPath(`events/${eventId}`, lang)}
            download={`${eventId}.ics`}
          >
            {t('jamatMonth.calendar.downloadEvent')}
          </a>
        ) : (
          <a className="btn btn-outline" href={path} download={`${feed}.ics`}>
            {t(jamat ? 'jamatMonth.calendar.downloadJamat' : 'jamatMonth.calendar.downloadEvents')}
          </a>
        )}
      </p>
      <p className="add-to-calendar-hint">{t('jamatMonth.calendar.androidHint')}</p>
    </aside>
  );
}
