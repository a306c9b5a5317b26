import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MosqueEvent } from '@masjid/domain/event';
import { DEFAULT_EVENT_LOCATION } from '@masjid/domain/event';
import { formatKarachiDate } from '../../common/time/karachi-time.ts';
import './events.css';

/**
 * The home page's event card (spec 2.5): badge, title, location and a Register Now button to
 * `/events/{id}`. Without an event it is the placeholder card of spec 4 ('No Events',
 * 'No Upcoming Events', the default location).
 */
export function EventCard({ event }: { event?: MosqueEvent }) {
  const { t, i18n } = useTranslation();
  if (!event) {
    return (
      <article className="card event-card is-placeholder">
        <div className="card-body">
          <span className="badge">{t('home.noEvents')}</span>
          <h3>{t('home.noUpcoming')}</h3>
          <p>{DEFAULT_EVENT_LOCATION}</p>
        </div>
      </article>
    );
  }
  return (
    <article className="card card-zoom event-card">
      <img
        className="card-media"
        src={event.imageUrl}
        alt=""
        loading="lazy"
        width={800}
        height={450}
      />
      <div className="card-body">
        <span className="badge">{t('home.upcoming')}</span>
        <h3 lang="en">{event.title}</h3>
        <p className="event-meta latin">
          <time dateTime={event.date}>{formatKarachiDate(event.date, i18n.language)}</time>
          {' · '}
          {event.location ?? DEFAULT_EVENT_LOCATION}
        </p>
        <Link to={`/events/${event.id}`} className="btn event-card-cta">
          {t('home.registerNow')}
          <span className="visually-hidden">: {event.title}</span>
        </Link>
      </div>
    </article>
  );
}
