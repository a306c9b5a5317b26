import { AddToCalendar } from '../timetable/AddToCalendar.tsx';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isFutureEvent, type MosqueEvent, toEmbedUrl } from '@masjid/domain/event';
import type { LiveState } from '../../common/firebase/live.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { EVENT_NOT_FOUND, useEvent } from '../../common/events/events-data.ts';
import { NotFoundPage } from '../../common/ui/NotFoundPage.tsx';
import './events.css';

/**
 * `/events/{id}`: banner image, title, date and time (Karachi), description, the
 * optional video (embed at 560x315, `watch?v=` rewritten to `embed/`) and Register Now to the
 * registration link only while the event is in the future. The not-found page when the id names
 * no event; 'Error fetching event details' when it cannot be read.
 */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const state = useEvent(id);
  // Not-found sets its own title, so this page's title hook must not run then.
  if (state.status === 'error' && state.error === EVENT_NOT_FOUND) return <NotFoundPage />;
  return <EventDetail state={state} />;
}

function EventDetail({ state }: { state: LiveState<MosqueEvent> }) {
  const { t } = useTranslation();
  usePageTitle(state.status === 'ready' ? state.data.title : t('addresses.titles.event'));

  if (state.status === 'loading') return <p className="status-text">Loading event…</p>;
  if (state.status === 'error') {
    return (
      <div className="container section">
        <p className="error-text" role="alert">
          Error fetching event details
        </p>
        <p style={{ textAlign: 'center' }}>
          <Link to="/events" className="btn btn-outline">
            See all events
          </Link>
        </p>
      </div>
    );
  }
  const event = state.data;
  const embedUrl = event.videoUrl ? toEmbedUrl(event.videoUrl) : undefined;
  const future = isFutureEvent(event);
  return (
    <article className="event-detail">
      <img className="event-banner" src={event.imageUrl} alt="" width={1280} height={540} />
      <div className="container event-detail-body">
        <h1>{event.title}</h1>
        <p className="event-when">
          <time dateTime={event.date}>{formatKarachiDateTime(event.date)}</time>
          {event.location ? <span> · {event.location}</span> : null}
        </p>
        {future ? (
          <p>
            <a
              className="btn btn-gold"
              href={event.registrationLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              Register Now
            </a>
          </p>
        ) : (
          <p className="event-past">This event has taken place. Registration is closed.</p>
        )}
        <div className="event-description">
          {event.description.split(/\n{2,}/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </div>
        {embedUrl ? (
          <section className="event-video" aria-label="Event video">
            <div className="video-frame event-video-frame">
              <iframe
                src={embedUrl}
                title={`Video: ${event.title}`}
                width={560}
                height={315}
                loading="lazy"
                allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
              />
            </div>
          </section>
        ) : null}
        {future ? <AddToCalendar feed="events" eventId={event.id} /> : null}
        <p>
          <Link to="/events">← All events</Link>
        </p>
      </div>
    </article>
  );
}
