import { Link } from 'react-router-dom';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { isFutureEvent } from '@masjid/domain/event';
import { useAllEvents } from '../../common/events/events-data.ts';
import './events.css';

/** `/events`: the 'All Events' grid with image, title, date and View Details. */
export function EventsPage() {
  const state = useAllEvents();
  return (
    <>
      <PageBanner title="All Events" lead="Programmes, classes and gatherings at the mosque." />
      <div className="container section">
        {state.status === 'loading' ? <p className="status-text">Loading events…</p> : null}
        {state.status === 'error' ? (
          <p className="error-text" role="alert">
            Events could not be loaded. Please check your connection and try again.
          </p>
        ) : null}
        {state.status === 'ready' && state.data.length === 0 ? (
          <p className="status-text">No events yet. Please check back soon.</p>
        ) : null}
        {state.status === 'ready' && state.data.length > 0 ? (
          <ul className="grid events-grid" aria-label="All events">
            {state.data.map((event, index) => (
              <li key={event.id} className="card card-zoom event-tile">
                <img
                  className="card-media"
                  src={event.imageUrl}
                  alt=""
                  loading={index < 3 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  width={800}
                  height={450}
                />
                <div className="card-body">
                  {isFutureEvent(event) ? <span className="badge">Coming up</span> : null}
                  <h2 className="event-tile-title">{event.title}</h2>
                  <p className="event-meta">
                    <time dateTime={event.date}>{formatKarachiDateTime(event.date)}</time>
                  </p>
                  <Link to={`/events/${event.id}`} className="btn btn-outline event-tile-cta">
                    View Details<span className="visually-hidden">: {event.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
