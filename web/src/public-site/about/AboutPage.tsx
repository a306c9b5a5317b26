import { Link } from 'react-router-dom';
import { site } from '@masjid/domain/site';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { ABOUT_CARDS } from './about.ts';
import './about.css';

/** The About Mosque page, /about (spec 2.8): an introduction and image cards; no data calls. */
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
      <section className="container section about-cards" aria-labelledby="about-cards-title">
        <h2 id="about-cards-title" className="section-title">
          Inside Our Mosque
        </h2>
        <ul className="grid about-grid" role="list">
          {ABOUT_CARDS.map((card) => (
            <li key={card.id} className="card card-zoom">
              <img
                className="card-media"
                src={card.image}
                alt={card.imageAlt}
                width={800}
                height={450}
                loading="lazy"
                decoding="async"
              />
              <div className="card-body">
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="about-cta">
          <Link to="/contact" className="btn">
            Visit or contact us
          </Link>
        </p>
      </section>
    </>
  );
}
