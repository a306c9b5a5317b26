import { site } from '@masjid/domain/site';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { ACTIVITIES } from './activities.ts';
import './activities.css';

/**
 * The Activities page, /activities (spec 2.8): cards for Hifz and Nazra Classes, Tafseer Quran,
 * Dars-e-Quran, the Consulting Service and the Youth Mentoring Program, the last with call and
 * WhatsApp links from the site configuration.
 */
export function ActivitiesPage() {
  return (
    <>
      <PageBanner
        title="Activities"
        lead="Regular classes, lessons and programmes at the mosque. Everyone is welcome."
      />
      <section className="container section">
        <ul className="grid activities-grid" role="list">
          {ACTIVITIES.map((activity) => (
            <li key={activity.id} className="card card-zoom activity-card">
              <img
                className="card-media"
                src={activity.image}
                alt={activity.imageAlt}
                width={800}
                height={450}
                loading="lazy"
                decoding="async"
              />
              <div className="card-body">
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
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
