import { Link, useParams } from 'react-router-dom';
import { isFutureEvent, toEmbedUrl } from '@masjid/domain/event';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { useEvent } from '../../common/events/events-data.ts';
import './events.css';

/**
 * `/events/{id}`: banner image, title, date and time (Karachi), description, the
 * optional video (embed at 560x315, `watch?v=` rewritten to `embed/`) and Register Now to the
 * registration link only while the event is in the future. 'Error fetching event details' when the
 * event cannot be read or does not exist.
 */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const state = useEvent(id);
  usePageTitle(state.status === 'ready' ? state.data.title : 'Event');

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
        <p>
          <Link to="/events">← All events</Link>
        </p>
      </div>
    </article>
  );
}
