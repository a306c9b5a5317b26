import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, CardSection } from '../../common/ui/Card.tsx';
import { useContentEntry, useContentList } from '../../common/content/content-data.ts';
import { ContentBanner, ContentBody, ContentStatus, useCardImage } from '../content/LocalText.tsx';
import { Local } from '../../common/ui/LocalText.tsx';
import './about.css';

/**
 * The About Mosque page, /about: the site admin's introduction (the `about` page: lead, heading,
 * text) and the image cards of kind `about`.
 */
export function AboutPage() {
  const { t } = useTranslation('public');
  const cardImage = useCardImage();
  const page = useContentEntry('page', 'about');
  const cards = useContentList('about');
  const intro = page.status === 'ready' ? page.data : null;
  return (
    <>
      <ContentBanner title={t('content.about.title')} lead={intro?.summary} />
      <section className="container section about-intro">
        {intro ? (
          <>
            <Local as="h2" className="section-title" value={intro.title} />
            <div className="section-lead">
              <ContentBody value={intro.body} level={3} />
            </div>
          </>
        ) : (
          <ContentStatus state={page} empty={page.status === 'ready'} />
        )}
      </section>
      <CardSection
        className="about-cards"
        title={t('content.about.cards')}
        titleId="about-cards-title"
        listClassName="grid about-grid"
        footer={
          <>
            <ContentStatus
              state={cards}
              empty={cards.status === 'ready' && cards.data.length === 0}
            />
            <p className="about-cta">
              <Link to="/contact" className="btn">
                {t('content.about.contact')}
              </Link>
            </p>
          </>
        }
      >
        {(cards.status === 'ready' ? cards.data : []).map((card) => (
          <Card key={card.id} className="card-zoom" image={cardImage(card.image)}>
            <Local as="h3" value={card.title} />
            <Local as="p" value={card.summary} />
          </Card>
        ))}
      </CardSection>
    </>
  );
}
