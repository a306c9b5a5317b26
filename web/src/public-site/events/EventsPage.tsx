import { AddToCalendar } from '../timetable/AddToCalendar.tsx';
import { ForItem } from '../../common/ui/ForItem.tsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { type MosqueEvent, splitEventsByTime } from '@masjid/domain/event';
import { useAllEvents } from '../../common/events/events-data.ts';
import { eventTitle } from '../../common/events/event-text.ts';
import { Local } from '../../common/ui/LocalText.tsx';
import './events.css';

/**
 * `/events`: the 'All Events' page. Events still ahead come first, soonest first, under
 * 'Upcoming events'; those that have taken place follow under 'Past events', most recent first.
 * Each tile has the image, title, date (Karachi time) and View Details.
 */
export function EventsPage() {
  const { t } = useTranslation('public');
  const state = useAllEvents();
  const { upcoming, past } = splitEventsByTime(state.status === 'ready' ? state.data : []);
  return (
    <>
      <PageBanner title={t('eventsPage.title')} lead={t('eventsPage.lead')} />
      <div className="container section">
        {state.status === 'loading' ? (
          <p className="status-text">{t('eventsPage.loading')}</p>
        ) : null}
        {state.status === 'error' ? (
          <p className="error-text" role="alert">
            {t('eventsPage.failed')}
          </p>
        ) : null}
        {state.status === 'ready' && state.data.length === 0 ? (
          <p className="status-text">{t('eventsPage.empty')}</p>
        ) : null}
        {state.status === 'ready' && state.data.length > 0 ? (
          <>
            <section className="events-part" aria-labelledby="events-upcoming">
              <h2 id="events-upcoming" className="events-part-title">
                {t('eventsPage.upcoming')}
              </h2>
              {upcoming.length === 0 ? (
                <p className="status-text">{t('eventsPage.noUpcoming')}</p>
              ) : (
                <EventTiles events={upcoming} labelledBy="events-upcoming" eager />
              )}
            </section>
            {past.length > 0 ? (
              <section className="events-part" aria-labelledby="events-past">
                <h2 id="events-past" className="events-part-title">
                  {t('eventsPage.past')}
                </h2>
                <EventTiles
                  events={past}
                  labelledBy="events-past"
                  eager={upcoming.length === 0}
                  isPast
                />
              </section>
            ) : null}
          </>
        ) : null}
        <AddToCalendar feed="events" />
      </div>
    </>
  );
}

/** A grid of event tiles; `eager` loads the first three images at once (the top of the page). */
function EventTiles({
  events,
  labelledBy,
  eager,
  isPast = false,
}: {
  events: MosqueEvent[];
  labelledBy: string;
  eager: boolean;
  isPast?: boolean;
}) {
  const { t, i18n } = useTranslation('public');
  return (
    <ul className="grid events-grid" aria-labelledby={labelledBy}>
      {events.map((event, index) => (
        <li key={event.id} className="card card-zoom event-tile">
          <img
            className="card-media"
            src={event.imageUrl}
            alt=""
            loading={eager && index < 3 ? 'eager' : 'lazy'}
            fetchPriority={eager && index === 0 ? 'high' : 'auto'}
            width={800}
            height={450}
          />
          <div className="card-body">
            {isPast ? null : <span className="badge">{t('eventsPage.comingUp')}</span>}
            <Local as="h3" className="event-tile-title" value={eventTitle(event)} />
            <p className="event-meta">
              <time dateTime={event.date}>{formatKarachiDateTime(event.date, i18n.language)}</time>
            </p>
            <Link to={`/events/${event.id}`} className="btn btn-outline event-tile-cta">
              {t('eventsPage.details')}
              <ForItem name={<Local value={eventTitle(event)} />} />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
