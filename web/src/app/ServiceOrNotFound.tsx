import { useLocation } from 'react-router-dom';
import { serviceSlugOfPath } from '@masjid/domain/content';
import { ServiceDetailPage } from '../public-site/services/ServiceDetailPage.tsx';
import { NotFoundPage } from '../common/ui/NotFoundPage.tsx';

/**
 * Every path no route names: a service's page `/services-detail-{slug}` (the service the site
 * admin keeps under that slug, else the not-found page), or the not-found page. One lazily loaded
 * chunk holds both, so prerendering renders either at once.
 */
export function ServiceOrNotFound() {
  const slug = serviceSlugOfPath(useLocation().pathname);
  if (!slug) return <NotFoundPage />;
  return <ServiceDetailPage key={slug} slug={slug} notFound={<NotFoundPage />} />;
}
