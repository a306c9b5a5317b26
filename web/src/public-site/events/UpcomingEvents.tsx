import { useTranslation } from 'react-i18next';
import { EventCard } from './EventCard.tsx';
import { AllEventsLink } from './AllEventsLink.tsx';
import { useUpcomingEvents } from '../../common/events/events-data.ts';

/**
 * The upcoming-events section: each event with isUpcoming true, or the placeholder
 * card when there is none or the read failed (the failure is logged).
 */
export function UpcomingEvents({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('public');
  const state = useUpcomingEvents();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const events = state.status === 'ready' ? state.data : [];
  return (
    <section
      className="section upcoming-events"
      aria-labelledby="upcoming-title"
      aria-busy={state.status === 'loading'}
    >
      <div className="container">
        <Heading id="upcoming-title" className="section-title">
          {t('home.upcomingEvents')}
        </Heading>
        <p className="section-lead">{t('home.upcomingLead')}</p>
        {state.status === 'loading' ? (
          <p className="status-text">{t('prayer.loading')}</p>
        ) : (
          <div className="grid">
            {events.length === 0 ? (
              <EventCard />
            ) : (
              events.map((e) => <EventCard key={e.id} event={e} />)
            )}
          </div>
        )}
        <AllEventsLink className="upcoming-more" label={t('home.allEvents')} />
      </div>
    </section>
  );
}
