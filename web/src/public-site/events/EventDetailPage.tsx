import { AddToCalendar } from '../timetable/AddToCalendar.tsx';
import { ExternalLink } from '../../common/ui/ExternalLink.tsx';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isFutureEvent, type MosqueEvent, toEmbedUrl } from '@masjid/domain/event';
import type { LiveState } from '../../common/data/live-query.ts';
import { usePageShare, usePageTitle } from '../../common/ui/use-page-title.ts';
import { ShareButton } from '../../common/ui/ShareButton.tsx';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { EVENT_NOT_FOUND, useEvent } from '../../common/events/events-data.ts';
import { eventDescription, eventTitle } from '../../common/events/event-text.ts';
import { Local, usePick } from '../../common/ui/LocalText.tsx';
import { TypedInline } from '../../common/ui/TypedText.tsx';
import { NotFoundPage } from '../../common/ui/NotFoundPage.tsx';
import { AllEventsLink } from './AllEventsLink.tsx';
import './events.css';

/**
 * `/events/{id}`: banner image, title, date and time (Karachi), description (the Urdu ones on
 * Urdu pages when the site admin wrote them), the optional video (embed at 560x315, `watch?v=`
 * rewritten to `embed/`) and Register Now to the registration link only while the event is in
 * the future, and Share (the bayan page's). The not-found page when the id names no event; a
 * message when it cannot be read.
 */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const state = useEvent(id);
  // Not-found sets its own title, so this page's title hook must not run then.
  if (state.status === 'error' && state.error === EVENT_NOT_FOUND) return <NotFoundPage />;
  return <EventDetail state={state} />;
}

function EventDetail({ state }: { state: LiveState<MosqueEvent> }) {
  const { t, i18n } = useTranslation('public');
  const pick = usePick();
  const title = state.status === 'ready' ? pick(eventTitle(state.data)) : undefined;
  usePageTitle(title?.text ?? t('pages.eventDetail.fallbackTitle'));
  // A shared link's card: the event's description and picture.
  usePageShare(
    state.status === 'ready'
      ? {
          description: pick(eventDescription(state.data)).text,
          image: state.data.imageUrl || undefined,
        }
      : {},
  );

  if (state.status === 'loading')
    return <p className="status-text">{t('pages.eventDetail.loading')}</p>;
  if (state.status === 'error') {
    return (
      <div className="container section">
        <p className="error-text" role="alert">
          {t('pages.eventDetail.failed')}
        </p>
        <AllEventsLink className="event-detail-back" label={t('pages.eventDetail.allEvents')} />
      </div>
    );
  }
  const event = state.data;
  const embedUrl = event.videoUrl ? toEmbedUrl(event.videoUrl) : undefined;
  const future = isFutureEvent(event);
  const description = pick(eventDescription(event));
  return (
    <article className="event-detail">
      <img className="event-banner" src={event.imageUrl} alt="" width={1280} height={540} />
      <div className="container event-detail-body">
        <Local as="h1" value={eventTitle(event)} />
        <p className="event-when">
          <time dateTime={event.date}>{formatKarachiDateTime(event.date, i18n.language)}</time>
          {event.location ? (
            <>
              {' · '}
              <TypedInline text={event.location} />
            </>
          ) : null}
        </p>
        {future ? (
          <p>
            <ExternalLink className="btn btn-gold" href={event.registrationLink}>
              {t('pages.eventDetail.register')}
            </ExternalLink>
          </p>
        ) : (
          <p className="event-past">{t('pages.eventDetail.past')}</p>
        )}
        <ShareButton path={`/events/${encodeURIComponent(event.id)}`} title={title?.text ?? ''} />
        <div className="event-description" lang={description.lang} dir={description.dir}>
          {description.text.split(/\n{2,}/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </div>
        {embedUrl ? (
          <section className="event-video" aria-label={t('pages.eventDetail.video')}>
            <div className="video-frame event-video-frame">
              <iframe
                src={embedUrl}
                title={
                  title?.lang === i18n.language
                    ? t('pages.eventDetail.videoTitle', { title: title.text })
                    : t('pages.eventDetail.video')
                }
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
          <Link to="/events">
            <span aria-hidden="true">{i18n.dir() === 'rtl' ? '→ ' : '← '}</span>
            {t('pages.eventDetail.back')}
          </Link>
        </p>
      </div>
    </article>
  );
}
