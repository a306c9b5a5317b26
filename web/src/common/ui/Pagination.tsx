import { Link, useLocation } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { paginationItems } from './pagination.ts';

/** The words of the pagination, for a page in another language; English by default. */
export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  /** The accessible name of page `n`'s link, e.g. `Page 3`. */
  page: (n: number) => string;
}

const ENGLISH: PaginationLabels = {
  nav: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (n) => `Page ${n}`,
};

/** The pagination's words from the i18n catalogue (`pages.pagination`), in the interface language. */
export function paginationLabels(t: TFunction): PaginationLabels {
  return {
    nav: t('pages.pagination.nav'),
    previous: t('pages.pagination.previous'),
    next: t('pages.pagination.next'),
    page: (n) => t('pages.pagination.page', { n }),
  };
}

/**
 * Previous, numbered pages and Next as links to `?page=N` of the current address, so
 * each page can be opened, reloaded and reached with Back. Previous is disabled on page 1, Next
 * on the last page.
 */
export function Pagination({
  page,
  pages,
  labels = ENGLISH,
}: {
  page: number;
  pages: number;
  labels?: PaginationLabels;
}) {
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
    <nav className="pagination" aria-label={labels.nav}>
      {step(page - 1, labels.previous, page > 1)}
      <ol role="list">
        {paginationItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className="page-link"
                to={to(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={labels.page(item)}
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
      {step(page + 1, labels.next, page < pages)}
    </nav>
  );
}
