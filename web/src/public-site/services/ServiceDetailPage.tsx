import { Link } from 'react-router-dom';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { findService, type ServiceSlug } from './services.ts';
import './services.css';

/**
 * A service detail page, /services-detail-{slug}: static text. Funeral: transport,
 * ghusal, kafan, janaza salah. Quran classes: spiritual development, knowledge, character.
 * Helping the poor: Sasti Roti, Food Bank, Medical Assistance, Shelter and Clothing. Mosque
 * development: financial contributions, volunteering, professional services.
 */
export function ServiceDetailPage({ slug }: { slug: ServiceSlug }) {
  const service = findService(slug);
  return (
    <>
      <PageBanner title={service.title} lead={service.summary} />
      <article className="container section service-detail">
        <img
          className="service-detail-image"
          src={service.image}
          alt={service.imageAlt}
          width={800}
          height={450}
          decoding="async"
        />
        <div className="prose">
          <p className="service-intro">{service.intro}</p>
          <ul className="service-sections" role="list">
            {service.sections.map((section) => (
              <li key={section.title}>
                <h2>{section.title}</h2>
                <p>{section.text}</p>
              </li>
            ))}
          </ul>
          <p>{service.closing}</p>
          <p className="service-actions">
            <Link to="/contact" className="btn">
              Contact us
            </Link>
            <Link to="/services" className="btn btn-outline">
              All services
            </Link>
          </p>
        </div>
      </article>
    </>
  );
}
