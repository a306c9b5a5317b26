import { Link } from 'react-router-dom';
import { site } from '@masjid/domain/site';
import { Card, CardSection } from '../../common/ui/Card.tsx';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { ABOUT_CARDS } from './about.ts';
import './about.css';

/** The About Mosque page, /about: an introduction and image cards; no data calls. */
export function AboutPage() {
  return (
    <>
      <PageBanner title="About Mosque" lead={`${site.name}, ${site.address}`} />
      <section className="container section about-intro">
        <h2 className="section-title">A House of Prayer for the Neighbourhood</h2>
        <p className="section-lead">
          {site.name} is a community mosque serving the families of Defence Housing Authority,
          Karachi. Its doors are open for the five daily prayers, the Friday prayer and bayan, the
          morning dars, classes for children and adults, and service to everyone in need.
        </p>
      </section>
      <CardSection
        className="about-cards"
        title="Inside Our Mosque"
        titleId="about-cards-title"
        listClassName="grid about-grid"
        footer={
          <p className="about-cta">
            <Link to="/contact" className="btn">
              Visit or contact us
            </Link>
          </p>
        }
      >
        {ABOUT_CARDS.map((card) => (
          <Card key={card.id} className="card-zoom" image={{ src: card.image, alt: card.imageAlt }}>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardSection>
    </>
  );
}
