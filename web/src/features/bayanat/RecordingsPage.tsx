import { Link } from 'react-router-dom';
import { PageBanner } from '../../components/PageBanner.tsx';
import { bayanKind, type RecordingCategory } from './bayan-kinds.ts';
import './bayanat.css';

/**
 * The recordings listing of one category (spec 2.6): /fridaybayan (friday) and /sundaybayan
 * (morningdars), titled 'Listen To Bayan'. For now it shows the empty state; the recordings list
 * with audio players, share buttons and pagination comes in a later issue.
 */
export function RecordingsPage({ category }: { category: RecordingCategory }) {
  const kind = bayanKind(category);
  return (
    <>
      <PageBanner title="Listen To Bayan" lead={kind.title} />
      <section className="container section bayan-empty">
        <p className="status-text">No recordings yet. Please check back soon.</p>
        <p>
          <Link to="/hazrat" className="btn btn-outline">
            Back to Bayanat
          </Link>
        </p>
      </section>
    </>
  );
}
