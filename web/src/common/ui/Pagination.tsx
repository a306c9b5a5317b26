import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paginationItems } from './pagination.ts';

/**
 * Previous, numbered pages and Next as links to `?page=N` of the current address, so
 * each page can be opened, reloaded and reached with Back. Previous is disabled on page 1, Next
 * on the last page. Its words are the common strings' (`pages.pagination`), in the page's language.
 */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  const to = (p: number) => (p === 1 ? pathname : `${pathname}?page=${p}`);
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link className="page-link page-step" to={to(target)} rel={target > page ? 'next' : 'prev'}>
        {label}
      </Link>
    ) : (
      <span className="page-link page-step" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="pagination" aria-label={t('pages.pagination.nav')}>
      {step(page - 1, t('pages.pagination.previous'), page > 1)}
      <ol role="list">
        {paginationItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className="page-link"
                to={to(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pages.pagination.page', { n: item })}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="page-ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      {step(page + 1, t('pages.pagination.next'), page < pages)}
    </nav>
  );
}
