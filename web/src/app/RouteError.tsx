import { Link, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page fails to load or render (for example a lost connection while fetching a page's
 * code on a slow network): a plain message and a way to try again.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Page failed', error);
  return (
    <div className="container section" role="alert">
      <h1>{t('pages.routeError.title')}</h1>
      <p>{t('pages.routeError.text')}</p>
      <p>
        <button type="button" className="btn" onClick={() => location.reload()}>
          {t('pages.routeError.retry')}
        </button>{' '}
        <Link to="/" className="btn btn-outline">
          {t('pages.routeError.home')}
        </Link>
      </p>
    </div>
  );
}
