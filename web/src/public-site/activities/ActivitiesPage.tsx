import { Card } from '../../common/ui/Card.tsx';
import { ContentLink, DetailsInline } from '../content/LocalText.tsx';
import { ContentCardsPage } from '../content/ContentCardsPage.tsx';
import { Local } from '../../common/ui/LocalText.tsx';
import './activities.css';

/**
 * The Activities page, /activities: the site admin's activities, each with when it takes place
 * (its details), a description, a picture and an optional link (e.g. WhatsApp).
 */
export function ActivitiesPage() {
  return (
    <ContentCardsPage
      page="activities"
      card={(activity, image) => (
        <Card className="card-zoom activity-card" image={image}>
          <Local as="h2" value={activity.title} />
          {activity.details ? (
            <p className="activity-when">
              <DetailsInline value={activity.details} />
            </p>
          ) : null}
          <Local as="p" value={activity.summary} />
          {activity.link ? (
            <div className="activity-contact">
              <ContentLink link={activity.link} className="btn" />
            </div>
          ) : null}
        </Card>
      )}
    />
  );
}
