import { Link } from 'react-router-dom';
import { PageBanner } from '../common/ui/PageBanner.tsx';

/** The 404 page for any unknown path. */
export function NotFoundPage() {
  return (
    <>
      <PageBanner title="Page not found" />
      <div className="container section" style={{ textAlign: 'center' }}>
        <p>We could not find the page you were looking for. It may have moved.</p>
        <p>
          <Link to="/" className="btn">
            Go to the home page
          </Link>{' '}
          <Link to="/events" className="btn btn-outline">
            See events
          </Link>
        </p>
      </div>
    </>
  );
}
