import { Link } from 'react-router-dom';
import { PageBanner } from '../../components/PageBanner.tsx';
import './bayanat.css';

/**
 * A single recording, /bayan/{id} (spec 2.6). For now it shows the spec's error text; loading the
 * recording (title, date, speaker line and audio player) comes in a later issue.
 */
export function BayanPage() {
  return (
    <>
      <PageBanner title="Bayan" />
      <section className="container section bayan-empty">
        <p className="error-text" role="alert">
          Failed to load bayan
        </p>
        <p>
          <Link to="/hazrat" className="btn btn-outline">
            Back to Bayanat
          </Link>
        </p>
      </section>
    </>
  );
}
