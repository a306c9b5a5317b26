import { Card, CardSection, LinkedCardBody } from '../../common/ui/Card.tsx';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { PILLARS, SERVICES, servicePath } from './services.ts';
import './services.css';

/**
 * The Services page, /services: four cards linking to the service detail pages, and the Five
 * Pillars of Islam.
 */
export function ServicesPage() {
  return (
    <>
      <PageBanner
        title="Services"
        lead="How the mosque serves its community, and how you can help."
      />
      <CardSection
        title="What We Offer"
        titleId="services-title"
        lead="From the first lesson of the Quran to the last rites, the mosque is there for every family."
        listClassName="grid services-grid"
      >
        {SERVICES.map((service) => (
          <Card
            key={service.slug}
            className="card-zoom service-card"
            image={{ src: service.image, alt: '' }}
          >
            <LinkedCardBody
              level={3}
              to={servicePath(service.slug)}
              title={service.title}
              text={service.summary}
              more="Read more →"
            />
          </Card>
        ))}
      </CardSection>
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
