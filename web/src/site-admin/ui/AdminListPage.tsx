import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loaded } from '../../common/firebase/firestore-reads.ts';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { LoadStatus } from '../../common/ui/LoadStatus.tsx';
import type { ListStrings } from './use-admin-list.tsx';
import { PageStatusProvider, type PageStatus } from '../forms/page-status.ts';
import '../forms/content-admin.css';
import '../events/events-admin.css';

/**
 * The frame of an admin list page (announcements, janaza notices, videos, scheduled jamat
 * changes, moon sighting): the page title (`{strings}.title`) as `h1` and the tab's title, an optional `intro`, the
 * `form`, the outcome line of the last save or delete, the list's loading or failure line, and
 * once `state` is ready, `children` of its items (AdminListSection). `list` is the page's
 * `useAdminList`, whose confirmation dialog is rendered here.
 */
export function AdminListPage<T>({
  intro,
  list,
  form,
  state,
  children,
}: {
  intro?: ReactNode;
  list: { strings: ListStrings; message: Outcome | null; status: PageStatus; dialog: ReactNode };
  form: ReactNode;
  state: Loaded<T[]>;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const title = t(`${list.strings}.title`);
  usePageTitle(title);
  return (
    <>
      {list.dialog}
      <h1>{title}</h1>
      {intro}
      <PageStatusProvider value={list.status}>{form}</PageStatusProvider>
      <StatusMessage message={list.message} />
      <LoadStatus
        status={state.status}
        loading={t('videos.loading')}
        failed={t(`${list.strings}.loadFailed`)}
      />
      {state.status === 'ready' ? children(state.data) : null}
    </>
  );
}
