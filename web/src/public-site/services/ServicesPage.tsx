import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../common/ui/TitledSection.tsx';
import { contentPath } from '@masjid/domain/content';
import { Card, CardSection, LinkedCardBody } from '../../common/ui/Card.tsx';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { useContentList } from '../../common/content/content-data.ts';
import { ContentStatus } from '../content/LocalText.tsx';
import { usePick } from '../../common/ui/LocalText.tsx';
import './services.css';

/**
 * The Services page, /services: the site admin's services, each card linking to its page
 * /services-detail-{slug}, and the Five Pillars of Islam.
 */
export function ServicesPage() {
  const { t } = useTranslation('public');
  const pick = usePick();
  const state = useContentList('service');
  const services = state.status === 'ready' ? state.data : [];
  const pillars = t('content.services.pillarList', { returnObjects: true });
  return (
    <>
      <PageBanner title={t('content.services.title')} lead={t('content.services.lead')} />
      <CardSection
        title={t('content.services.offer')}
        titleId="services-title"
        lead={t('content.services.offerLead')}
        listClassName="grid services-grid"
        footer={<ContentStatus state={state} empty={services.length === 0} />}
      >
        {services.map((service) => {
          const title = pick(service.title);
          const summary = pick(service.summary);
          return (
            <Card
              key={service.id}
              className="card-zoom service-card"
              image={service.image ? { src: service.image.src, alt: '' } : undefined}
            >
              <div lang={title.lang} dir={title.dir}>
                <LinkedCardBody
                  level={3}
                  to={contentPath('service', service.slug)}
                  title={title.text}
                  text={
                    <span lang={summary.lang} dir={summary.dir}>
                      {summary.text}
                    </span>
                  }
                  more={t('content.services.more')}
                />
              </div>
            </Card>
          );
        })}
      </CardSection>
      <TitledSection
        id="pillars-title"
        className="container pillars-section"
        inner="pillars"
        titleClass="section-title"
        title={t('content.services.pillars')}
        lead={t('content.services.pillarsLead')}
      >
        <ol className="pillars-list" role="list">
          {pillars.map((pillar, i) => (
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
      </TitledSection>
    </>
  );
}
