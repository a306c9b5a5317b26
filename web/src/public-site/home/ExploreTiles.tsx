import { Link } from 'react-router-dom';
import { ForItem } from '../../common/ui/ForItem.tsx';
import { useTranslation } from 'react-i18next';
import { Card } from '../../common/ui/Card.tsx';
import './home.css';

const TILES = [
  { key: 'books', to: '/seerat', image: '/images/tiles/books.webp' },
  { key: 'bayan', to: '/hazrat', image: '/images/tiles/bayan.webp' },
  { key: 'naat', to: '/naat', image: '/images/tiles/naat.webp' },
] as const;

/** The three tiles of the home page (books, bayanat, naat), each with an Explore button. */
export function ExploreTiles() {
  const { t } = useTranslation('public');
  return (
    <section className="section explore-tiles" aria-label={t('home.explore')}>
      <div className="container grid tiles-grid">
        {TILES.map((tile) => (
          <Card
            key={tile.key}
            as="article"
            className="card-zoom tile"
            image={{ src: tile.image, alt: '', width: 600, height: 400 }}
          >
            <h2>{t(`home.tiles.${tile.key}.title`)}</h2>
            <p>{t(`home.tiles.${tile.key}.text`)}</p>
            <Link to={tile.to} className="btn btn-outline tile-cta">
              {t('home.explore')}
              <ForItem name={t(`home.tiles.${tile.key}.title`)} />
            </Link>
          </Card>
        ))}
      </div>
    </section>
  );
}
