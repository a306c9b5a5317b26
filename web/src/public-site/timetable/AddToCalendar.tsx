import { useTranslation } from 'react-i18next';
import { useOnDevice } from '../../common/page-data.ts';
import { WEBCAL_PATH_ATTRIBUTE, webcalAddress } from './webcal-links.ts';

/** The calendar feeds of the API. */
const FEEDS = {
  jamat: '/api/calendar/jamat.ics',
  events: '/api/calendar/events.ics',
} as const;

/**
 * `webcal://` address of a feed on this site, which phones open in their calendar app; the feed's
 * path on the server and while the page is hydrated (the host is the browser's to know; a page
 * read before the app has started gets it from webcal-links.ts).
 */
function webcal(path: string, onDevice: boolean): string {
  return onDevice ? webcalAddress(path, window.location.host) : path;
}

/**
 * "Add to calendar": subscribe to a feed (the calendar app keeps it current, and the stable UIDs
 * update events rather than add copies) or download it once; with `eventId`, that one event too.
 */
export function AddToCalendar({ feed, eventId }: { feed: keyof typeof FEEDS; eventId?: string }) {
  const { t } = useTranslation('public');
  const onDevice = useOnDevice();
  return (
    <aside className="add-to-calendar no-print" aria-labelledby={`calendar-${feed}`}>
      <h2 id={`calendar-${feed}`}>{t('jamatMonth.calendar.title')}</h2>
      <p>
        {t(feed === 'jamat' ? 'jamatMonth.calendar.jamatLead' : 'jamatMonth.calendar.eventsLead')}
      </p>
      <p className="add-to-calendar-links">
        <a
          className="btn btn-outline"
          href={webcal(FEEDS[feed], onDevice)}
          {...{ [WEBCAL_PATH_ATTRIBUTE]: FEEDS[feed] }}
        >
          {t(
            feed === 'jamat'
              ? 'jamatMonth.calendar.subscribeJamat'
              : 'jamatMonth.calendar.subscribeEvents',
          )}
        </a>
        {feed === 'jamat' ? (
          <a className="btn btn-outline" href={FEEDS.jamat} download="jamat-times.ics">
            {t('jamatMonth.calendar.downloadJamat')}
          </a>
        ) : null}
        {eventId ? (
          <a
            className="btn btn-outline"
            href={`/api/calendar/events/${eventId}.ics`}
            download={`${eventId}.ics`}
          >
            {t('jamatMonth.calendar.downloadEvent')}
          </a>
        ) : null}
      </p>
    </aside>
  );
}
