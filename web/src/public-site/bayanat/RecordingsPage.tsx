import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { parsePageParam, type RecordingCategory } from '@masjid/domain/recording';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { formatNumber } from '../../common/time/karachi-time.ts';
import { useRecordingsPage } from '../../common/recordings/recordings-data.ts';
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
  const { t, i18n } = useTranslation('public');
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
        {t('pages.bayanat.loading')}
      </p>
    );
  } else if (query.isError) {
    body = (
      <div className="bayan-empty" role="alert">
        <p className="error-text">{t('pages.bayanat.failed')}</p>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          {t('pages.bayanat.retry')}
        </button>
      </div>
    );
  } else if (query.data.total === 0) {
    body = <p className="status-text bayan-empty">{t('pages.bayanat.empty')}</p>;
  } else if (query.data.recordings.length === 0) {
    body = (
      <p className="status-text bayan-empty">
        {t('pages.bayanat.noPage', { page: formatNumber(page, i18n.language) })}{' '}
        <Link to="?">{t('pages.bayanat.newest')}</Link>
      </p>
    );
  } else {
    const { recordings, pages, total } = query.data;
    body = (
      <>
        <h2 className="recordings-summary" tabIndex={-1} ref={headingRef}>
          {t('pages.bayanat.summary', {
            count: total,
            total: formatNumber(total, i18n.language),
            page: formatNumber(Math.min(page, pages), i18n.language),
            pages: formatNumber(pages, i18n.language),
          })}
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
      <PageBanner
        title={t('pages.bayanat.listTitle')}
        lead={t(`pages.bayanat.kinds.${category}.title`)}
      />
      <section className="container section recordings-section">
        {body}
        <BayanatLink to="/hazrat" className="bayan-empty">
          {t('pages.bayanat.back')}
        </BayanatLink>
      </section>
    </>
  );
}
