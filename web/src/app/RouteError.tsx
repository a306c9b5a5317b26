import { Link, useRouteError } from 'react-router-dom';

/**
 * Shown when a page fails to load or render (for example a lost connection while fetching a page's
 * code on a slow network): a plain message and a way to try again.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Page failed', error);
  return (
    <div className="container section" role="alert">
      <h1>This page could not be shown</h1>
      <p>Please check your connection and try again.</p>
      <p>
        <button type="button" className="btn" onClick={() => location.reload()}>
          Try again
        </button>{' '}
        <Link to="/" className="btn btn-outline">
          Home
        </Link>
      </p>
    </div>
  );
}
