import { site } from '@masjid/domain/site';
import { Card } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { ACTIVITIES } from './activities.ts';
import './activities.css';

/**
 * The Activities page, /activities: cards for Hifz and Nazra Classes, Tafseer Quran,
 * Dars-e-Quran, the Consulting Service and the Youth Mentoring Program, the last with call and
 * WhatsApp links from the site configuration.
 */
export function ActivitiesPage() {
  return (
    <>
      <CardGridPage
        title="Activities"
        lead="Regular classes, lessons and programmes at the mosque. Everyone is welcome."
        listClassName="grid activities-grid"
      >
        {ACTIVITIES.map((activity) => (
          <Card
            key={activity.id}
            className="card-zoom activity-card"
            image={{ src: activity.image, alt: activity.imageAlt }}
          >
            <h2>{activity.title}</h2>
            <p className="activity-when">{activity.when}</p>
            <p>{activity.description}</p>
            {activity.contact ? (
              <div className="activity-contact">
                <a className="btn" href={`tel:${site.phone.tel}`}>
                  Call <bdi>{site.phone.display}</bdi>
                </a>
                <a
                  className="btn btn-outline"
                  href={`https://wa.me/${site.whatsapp.digits}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  WhatsApp
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </div>
            ) : null}
          </Card>
        ))}
      </CardGridPage>
    </>
  );
}
