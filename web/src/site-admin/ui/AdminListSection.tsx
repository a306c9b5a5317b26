import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * A titled list of an admin page (`section.content-admin-section`, its heading `h2#{id}` with an
 * optional "View page" link to `viewPage`): `empty` when there are no `items`, else one
 * `li.content-admin-item` per item carrying `data-{itemData}-id`, its content from `render`.
 * Items without a picture get `no-thumb`; `ordered` lists are an `ol`.
 */
export function AdminListSection<T extends { id: string }>({
  id,
  heading,
  viewPage,
  items,
  empty,
  itemData,
  render,
  ordered = false,
  thumb = false,
}: {
  id: string;
  heading: string;
  viewPage?: string;
  items: readonly T[];
  empty: string;
  itemData: string;
  render: (item: T, index: number) => ReactNode;
  ordered?: boolean;
  thumb?: boolean;
}) {
  const { t } = useTranslation('admin');
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="content-admin-section" aria-labelledby={id}>
      <h2 id={id}>
        {heading}
        {viewPage ? (
          <>
            {' '}
            <Link className="content-admin-public" to={viewPage}>
              {t('adminForms.viewPage')}
            </Link>
          </>
        ) : null}
      </h2>
      {items.length === 0 ? <p className="status-text">{empty}</p> : null}
      {items.length > 0 ? (
        <List className="content-admin-list" role="list">
          {items.map((item, index) => (
            <li
              key={item.id}
              className={thumb ? 'content-admin-item' : 'content-admin-item no-thumb'}
              {...{ [`data-${itemData}-id`]: item.id }}
            >
              {render(item, index)}
            </li>
          ))}
        </List>
      ) : null}
    </section>
  );
}
