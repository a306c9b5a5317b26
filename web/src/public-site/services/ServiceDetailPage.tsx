import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContentEntry } from '../../common/content/content-data.ts';
import { ContentBanner, ContentBody, ContentImage, ContentStatus } from '../content/LocalText.tsx';
import { usePick } from '../../common/ui/LocalText.tsx';
import './services.css';

/**
 * A service's page, /services-detail-{slug}: the service the site admin wrote under that slug
 * (title, summary, picture, and its text with a panel per heading). `notFound` is shown when there
 * is no such service.
 */
export function ServiceDetailPage({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const { t } = useTranslation('public');
  const pick = usePick();
  const state = useContentEntry('service', slug);
  if (state.status === 'ready' && !state.data) return notFound;
  const service = state.status === 'ready' ? state.data : null;
  const title = pick(service?.title);
  return (
    <>
      <ContentBanner
        titleLang={title.text ? { lang: title.lang, dir: title.dir } : undefined}
        title={title.text || t('content.services.title')}
        lead={service?.summary}
      />
      <article className="container section service-detail">
        <ContentImage image={service?.image} className="service-detail-image" />
        <div className="prose">
          {service ? (
            <ContentBody
              value={service.body}
              sectionsClassName="content-sections service-sections"
            />
          ) : (
            <ContentStatus state={state} empty={false} />
          )}
          <p className="service-actions">
            <Link to="/contact" className="btn">
              {t('content.services.contact')}
            </Link>
            <Link to="/services" className="btn btn-outline">
              {t('content.services.all')}
            </Link>
          </p>
        </div>
      </article>
    </>
  );
}
