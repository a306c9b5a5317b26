import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageBanner } from './PageBanner.tsx';

/**
 * The not-found page: for any unknown path, and for an event, recording or service whose
 * address names nothing stored. Links home and to the events.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageBanner title={t('notFound.title')} />
      <div className="container section not-found">
        <p>{t('notFound.text')}</p>
        <p>
          <Link to="/" className="btn">
            {t('notFound.home')}
          </Link>{' '}
          <Link to="/events" className="btn btn-outline">
            {t('notFound.events')}
          </Link>
        </p>
      </div>
    </>
  );
}
