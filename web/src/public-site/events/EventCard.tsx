import { Link } from 'react-router-dom';
import { ForItem } from '../../common/ui/ForItem.tsx';
import { useTranslation } from 'react-i18next';
import type { MosqueEvent } from '@masjid/domain/event';
import { formatKarachiDate } from '../../common/time/karachi-time.ts';
import { Card } from '../../common/ui/Card.tsx';
import { eventTitle } from '../../common/events/event-text.ts';
import { Local } from '../../common/ui/LocalText.tsx';
import { TypedInline } from '../../common/ui/TypedText.tsx';
import './events.css';

/**
 * The home page's event card: badge, title, location and a Register Now button to
 * `/events/{id}`. Without an event it is a placeholder card ('No Events', 'No Upcoming Events',
 * the default location), so the row keeps its shape when nothing is planned.
 */
export function EventCard({ event }: { event?: MosqueEvent }) {
  const { t, i18n } = useTranslation('public');
  if (!event) {
    return (
      <Card as="article" className="event-card is-placeholder">
        <span className="badge">{t('home.noEvents')}</span>
        <h3>{t('home.noUpcoming')}</h3>
        <p>{t('pages.eventDetail.defaultLocation')}</p>
      </Card>
    );
  }
  return (
    <Card as="article" className="card-zoom event-card" image={{ src: event.imageUrl, alt: '' }}>
      <span className="badge">{t('home.upcoming')}</span>
      <Local as="h3" value={eventTitle(event)} />
      <p className="event-meta">
        <time dateTime={event.date}>{formatKarachiDate(event.date, i18n.language)}</time>
        {' · '}
        {event.location ? (
          <TypedInline text={event.location} />
        ) : (
          t('pages.eventDetail.defaultLocation')
        )}
      </p>
      <Link to={`/events/${event.id}`} className="btn event-card-cta">
        {t('home.registerNow')}
        <ForItem name={<Local value={eventTitle(event)} />} />
      </Link>
    </Card>
  );
}
