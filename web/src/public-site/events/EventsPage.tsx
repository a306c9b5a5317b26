import { AddToCalendar } from '../timetable/AddToCalendar.tsx';
import { TitledSection } from '../../common/ui/TitledSection.tsx';
import { LoadStatus } from '../../common/ui/LoadStatus.tsx';
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
        <LoadStatus
          status={state.status}
          loading={t('eventsPage.loading')}
          failed={t('eventsPage.failed')}
          empty={t('eventsPage.empty')}
          count={state.status === 'ready' ? state.data.length : undefined}
        />
        {state.status === 'ready' && state.data.length > 0 ? (
          <>
            <TitledSection
              id="events-upcoming"
              className="events-part"
              titleClass="events-part-title"
              title={t('eventsPage.upcoming')}
            >
              {upcoming.length === 0 ? (
                <p className="status-text">{t('eventsPage.noUpcoming')}</p>
              ) : (
                <EventTiles events={upcoming} labelledBy="events-upcoming" eager />
              )}
            </TitledSection>
            {past.length > 0 ? (
              <TitledSection
                id="events-past"
                className="events-part"
                titleClass="events-part-title"
                title={t('eventsPage.past')}
              >
                <EventTiles
                  events={past}
                  labelledBy="events-past"
                  eager={upcoming.length === 0}
                  isPast
                />
              </TitledSection>
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
