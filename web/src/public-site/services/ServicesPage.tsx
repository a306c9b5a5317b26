import { Link } from 'react-router-dom';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { PILLARS, SERVICES, servicePath } from './services.ts';
import './services.css';

/**
 * The Services page, /services (spec 2.8): four cards linking to the service detail pages, and
 * the Five Pillars of Islam.
 */
export function ServicesPage() {
  return (
    <>
      <PageBanner
        title="Services"
        lead="How the mosque serves its community, and how you can help."
      />
      <section className="container section" aria-labelledby="services-title">
        <h2 id="services-title" className="section-title">
          What We Offer
        </h2>
        <p className="section-lead">
          From the first lesson of the Quran to the last rites, the mosque is there for every
          family.
        </p>
        <ul className="grid services-grid" role="list">
          {SERVICES.map((service) => (
            <li key={service.slug} className="card card-zoom service-card">
              <img
                className="card-media"
                src={service.image}
                alt=""
                width={800}
                height={450}
                loading="lazy"
                decoding="async"
              />
              <div className="card-body">
                <h3>
                  <Link to={servicePath(service.slug)} className="service-link">
                    {service.title}
                  </Link>
                </h3>
                <p>{service.summary}</p>
                <span className="service-more" aria-hidden="true">
                  Read more →
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="container pillars-section" aria-labelledby="pillars-title">
        <div className="pillars">
          <h2 id="pillars-title" className="section-title">
            Five Pillars of Islam
          </h2>
          <p className="section-lead">The foundations on which the life of a Muslim is built.</p>
          <ol className="pillars-list" role="list">
            {PILLARS.map((pillar, i) => (
              <li key={pillar.name} className="pillar">
                <span className="pillar-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="pillar-arabic" lang="ar" dir="rtl" aria-hidden="true">
                  {pillar.arabic}
                </span>
                <h3>{pillar.name}</h3>
                <p>{pillar.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
