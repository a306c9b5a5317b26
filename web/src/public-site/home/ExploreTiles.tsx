import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './home.css';

const TILES = [
  { key: 'books', to: '/seerat', image: '/images/tiles/books.webp' },
  { key: 'bayan', to: '/hazrat', image: '/images/tiles/bayan.webp' },
  { key: 'naat', to: '/naat', image: '/images/tiles/naat.webp' },
] as const;

/** The three tiles of the home page, each with an Explore button (spec 2.5). */
export function ExploreTiles() {
  const { t } = useTranslation();
  return (
    <section className="section explore-tiles" aria-label={t('home.explore')}>
      <div className="container grid tiles-grid">
        {TILES.map((tile) => (
          <article key={tile.key} className="card card-zoom tile">
            <img
              className="card-media"
              src={tile.image}
              alt=""
              loading="lazy"
              width={600}
              height={400}
            />
            <div className="card-body">
              <h2>{t(`home.tiles.${tile.key}.title`)}</h2>
              <p>{t(`home.tiles.${tile.key}.text`)}</p>
              <Link to={tile.to} className="btn btn-outline tile-cta">
                {t('home.explore')}
                <span className="visually-hidden">: {t(`home.tiles.${tile.key}.title`)}</span>
              </Link>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
