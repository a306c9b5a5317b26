import { useState } from 'react';
import { ForTyped } from '../../common/ui/ForItem.tsx';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  CONTENT_KINDS,
  CONTENT_PAGES,
  contentPath,
  type ContentEntry,
  type ContentKind,
} from '@masjid/domain/content';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import {
  deleteContentEntry,
  moveContentEntry,
  useContentEntriesLive,
} from './content-admin-data.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import { useRowAction } from '../forms/use-row-action.ts';
import { LoadStatus } from '../../common/ui/LoadStatus.tsx';
import './content-admin.css';

/** The public page of each single page. */
const PAGE_PATHS: Record<(typeof CONTENT_PAGES)[number], string> = {
  about: '/about',
  'noor-after-ramadan': '/noor-after-ramadan',
  'eid-gathering': '/eid-gathering-boys',
};
/** The public page of each list. */
const LIST_PATHS: Record<Exclude<ContentKind, 'page'>, string> = {
  blog: '/blog',
  activity: '/activities',
  course: '/courses',
  service: '/services',
  about: '/about',
  noor: '/noor-after-ramadan',
};

const kindSchema = z.enum(CONTENT_KINDS);
const savedStateSchema = z.object({ saved: z.string() });

/** The kind chosen by `?kind=`, pages by default. */
export function useKindParam(): ContentKind {
  const [params] = useSearchParams();
  const parsed = kindSchema.safeParse(params.get('kind'));
  return parsed.success ? parsed.data : 'page';
}

/**
 * `/manage-content`: the site admin's texts, one kind at a time (`?kind=`): the three pages, each
 * to write or edit; or a list (blog posts, activities, ...) to add to, edit, reorder and delete
 * from, with a confirmation naming what is deleted.
 */
export function ContentAdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('contentAdmin.title'));
  const kind = useKindParam();
  const location = useLocation();
  const saved = savedStateSchema.safeParse(location.state);
  const [message, setMessage] = useState<Outcome | null>(
    saved.success ? { ok: true, text: t('contentAdmin.saved', { title: saved.data.saved }) } : null,
  );
  return (
    <>
      <h1>{t('contentAdmin.title')}</h1>
      <p>{t('contentAdmin.lead')}</p>
      <nav className="content-kinds" aria-label={t('contentAdmin.kindNav')}>
        {CONTENT_KINDS.map((k) => (
          <Link
            key={k}
            to={`/manage-content?kind=${k}`}
            aria-current={k === kind ? 'page' : undefined}
            onClick={() => setMessage(null)}
          >
            {t(`contentAdmin.kinds.${k}`)}
          </Link>
        ))}
      </nav>
      <StatusMessage message={message} />
      {kind === 'page' ? <PageList /> : <EntryList key={kind} kind={kind} onOutcome={setMessage} />}
    </>
  );
}

/** The English title, with the Urdu beside it when there is one. */
function Titles({ entry }: { entry: ContentEntry }) {
  return (
    <>
      <span lang="en" dir="ltr">
        {entry.title.en}
      </span>
      {entry.title.ur ? (
        <span className="content-ur" lang="ur" dir="rtl">
          {entry.title.ur}
        </span>
      ) : null}
    </>
  );
}

/** The three single pages: edit the written ones, write the others. */
function PageList() {
  const { t } = useTranslation('admin');
  const state = useContentEntriesLive('page');
  if (state.status !== 'ready')
    return (
      <LoadStatus
        status={state.status}
        loading={t('contentAdmin.loading')}
        failed={t('contentAdmin.loadError')}
      />
    );
  return (
    <ul className="content-admin-list" role="list">
      {CONTENT_PAGES.map((slug) => {
        const entry = state.data.find((e) => e.slug === slug);
        const name = t(`contentAdmin.pages.${slug}`);
        return (
          <li key={slug} className="content-admin-item" data-slug={slug}>
            <h2>{name}</h2>
            {entry ? (
              <p className="content-admin-titles">
                <Titles entry={entry} />
              </p>
            ) : (
              <p className="status-text">{t('contentAdmin.missing')}</p>
            )}
            <div className="content-admin-actions">
              <Link
                className="btn"
                to={
                  entry
                    ? `/manage-content/edit/${entry.id}`
                    : `/manage-content/new?kind=page&slug=${slug}`
                }
              >
                {entry ? t('contentAdmin.edit') : t('contentAdmin.create')}
                <ForTyped text={name} />
              </Link>
              <Link className="btn btn-outline" to={PAGE_PATHS[slug]}>
                {t('contentAdmin.view')}
                <ForTyped text={name} />
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A list of one kind: add, edit, move up and down, delete. */
function EntryList({
  kind,
  onOutcome,
}: {
  kind: Exclude<ContentKind, 'page'>;
  onOutcome: (outcome: Outcome | null) => void;
}) {
  const { t } = useTranslation('admin');
  const state = useContentEntriesLive(kind);
  const { busyId, run } = useRowAction(onOutcome);
  const busy = busyId !== null;
  const { confirmDelete, dialog } = useConfirmDelete();

  return (
    <>
      {dialog}
      <p className="content-admin-top">
        <Link className="btn" to={`/manage-content/new?kind=${kind}`}>
          {t('contentAdmin.add')}
          <span className="visually-hidden">: {t(`contentAdmin.kinds.${kind}`)}</span>
        </Link>
        <Link className="btn btn-outline" to={LIST_PATHS[kind]}>
          {t('contentAdmin.view')}
        </Link>
      </p>
      <LoadStatus
        status={state.status}
        loading={t('contentAdmin.loading')}
        failed={t('contentAdmin.loadError')}
      />
      {state.status === 'ready' && state.data.length === 0 ? (
        <p className="status-text">{t('contentAdmin.empty')}</p>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ol className="content-admin-list" role="list">
          {state.data.map((entry, index) => {
            const title = entry.title.en;
            const hidden = <ForTyped text={title} />;
            return (
              <li key={entry.id} className="content-admin-item" data-entry-id={entry.id}>
                <p className="content-admin-titles">
                  <span className="content-admin-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <Titles entry={entry} />
                </p>
                {kind === 'service' ? (
                  <p className="content-admin-path">
                    <Link to={contentPath('service', entry.slug)}>
                      {contentPath('service', entry.slug)}
                    </Link>
                  </p>
                ) : null}
                <div className="content-admin-actions">
                  <Link className="btn" to={`/manage-content/edit/${entry.id}`}>
                    {t('contentAdmin.edit')}
                    {hidden}
                  </Link>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy || index === 0}
                    onClick={() =>
                      void run(
                        entry.id,
                        () => moveContentEntry(state.data, index, -1),
                        t('contentAdmin.moved', { title }),
                        t('contentAdmin.moveFailed'),
                      )
                    }
                  >
                    <span aria-hidden="true">↑ </span>
                    {t('contentAdmin.up')}
                    {hidden}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy || index === state.data.length - 1}
                    onClick={() =>
                      void run(
                        entry.id,
                        () => moveContentEntry(state.data, index, 1),
                        t('contentAdmin.moved', { title }),
                        t('contentAdmin.moveFailed'),
                      )
                    }
                  >
                    <span aria-hidden="true">↓ </span>
                    {t('contentAdmin.down')}
                    {hidden}
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger"
                    disabled={busy}
                    onClick={async () => {
                      if (!(await confirmDelete('contentAdmin.confirmDelete', { title }))) return;
                      void run(
                        entry.id,
                        () => deleteContentEntry(entry.id),
                        t('contentAdmin.deleted', { title }),
                        t('contentAdmin.deleteFailed', { title }),
                      );
                    }}
                  >
                    {t('contentAdmin.delete')}
                    {hidden}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </>
  );
}
