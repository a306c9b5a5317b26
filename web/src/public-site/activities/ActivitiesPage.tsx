import { useTranslation } from 'react-i18next';
import { Card } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { useContentList } from '../../common/content/content-data.ts';
import { ContentLink, ContentStatus, DetailsInline, useCardImage } from '../content/LocalText.tsx';
import { Local } from '../../common/ui/LocalText.tsx';
import './activities.css';

/**
 * The Activities page, /activities: the site admin's activities, each with when it takes place
 * (its details), a description, a picture and an optional link (e.g. WhatsApp).
 */
export function ActivitiesPage() {
  const { t } = useTranslation('public');
  const cardImage = useCardImage();
  const state = useContentList('activity');
  const activities = state.status === 'ready' ? state.data : [];
  return (
    <CardGridPage
      title={t('content.activities.title')}
      lead={t('content.activities.lead')}
      listClassName="grid activities-grid"
      footer={<ContentStatus state={state} empty={activities.length === 0} />}
    >
      {activities.map((activity) => (
        <Card
          key={activity.id}
          className="card-zoom activity-card"
          image={cardImage(activity.image)}
        >
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
      ))}
    </CardGridPage>
  );
}
