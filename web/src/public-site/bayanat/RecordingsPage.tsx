import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { parsePageParam, type RecordingCategory } from '@masjid/domain/recording';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { bayanKind } from '../../common/recordings/bayan-kinds.ts';
import {
  recordingsQueryClient,
  useRecordingsPage,
} from '../../common/recordings/recordings-data.ts';
import { RecordingCard } from '../../common/recordings/RecordingCard.tsx';
import { Pagination } from '../../common/ui/Pagination.tsx';
import { BayanatLink } from './BayanatLink.tsx';
import './bayanat.css';

/**
 * The recordings listing of one category: /fridaybayan (friday) and /sundaybayan
 * (morningdars), titled 'Listen To Bayan'. 12 recordings a page, newest first; the page number is
 * in the address (`?page=3`), so links, reload and Back work. Moving to another page takes the
 * reader to the top of the list: its heading is scrolled into view and focused.
 */
export function RecordingsPage({ category }: { category: RecordingCategory }) {
  return (
    <QueryClientProvider client={recordingsQueryClient}>
      <RecordingsListing category={category} />
    </QueryClientProvider>
  );
}

function RecordingsListing({ category }: { category: RecordingCategory }) {
  const kind = bayanKind(category);
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page')) ?? 1;
  const query = useRecordingsPage(category, page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  // The pagination sits below the list; without this a new page would open at its bottom.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const heading = headingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [page]);

  useEffect(() => {
    if (query.isError) console.error(`Loading ${category} recordings failed`, query.error);
  }, [category, query.isError, query.error]);

  let body;
  if (query.isPending) {
    body = (
      <p className="status-text" role="status">
        Loading recordings…
      </p>
    );
  } else if (query.isError) {
    body = (
      <div className="bayan-empty" role="alert">
        <p className="error-text">
          Could not load the recordings. Check your connection and try again.
        </p>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (query.data.total === 0) {
    body = <p className="status-text bayan-empty">No recordings yet. Please check back soon.</p>;
  } else if (query.data.recordings.length === 0) {
    body = (
      <p className="status-text bayan-empty">
        There is no page {page}. <Link to="?">Go to the newest recordings</Link>
      </p>
    );
  } else {
    const { recordings, pages, total } = query.data;
    body = (
      <>
        <h2 className="recordings-summary" dir="ltr" tabIndex={-1} ref={headingRef}>
          {total} recordings · page {Math.min(page, pages)} of {pages}
        </h2>
        <ol
          className="recordings-list"
          role="list"
          aria-busy={query.isPlaceholderData || undefined}
        >
          {recordings.map((recording) => (
            <RecordingCard key={recording.id} recording={recording} />
          ))}
        </ol>
        <Pagination page={page} pages={pages} />
      </>
    );
  }

  return (
    <>
      <PageBanner title="Listen To Bayan" lead={kind.title} />
      <section className="container section recordings-section">
        {body}
        <BayanatLink to="/hazrat" className="bayan-empty">
          Back to Bayanat
        </BayanatLink>
      </section>
    </>
  );
}
