import { useState } from 'react';
import { EditDeleteActions } from '../ui/EditDeleteActions.tsx';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  announcementPhase,
  type Announcement,
  type AnnouncementPhase,
} from '@masjid/domain/announcements';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { useRowAction } from '../forms/use-row-action.ts';
import { LoadStatus } from '../forms/LoadStatus.tsx';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { AnnouncementForm, noticeName } from './AnnouncementForm.tsx';
import { deleteAnnouncement, useAnnouncementsLive } from './announcements-admin-data.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import '../forms/content-admin.css';
import '../events/events-admin.css';

const PHASES: AnnouncementPhase[] = ['current', 'upcoming', 'past'];

/**
 * `/admin-announcements`: add or edit a notice with the form; the notices listed as current,
 * upcoming and past (Karachi days), each with Edit and Delete (after a confirmation that names
 * it). The home page shows the current ones and updates as soon as the server has a change.
 */
export function AnnouncementsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  usePageTitle(t('announcements.admin.title'));
  const state = useAnnouncementsLive();
  const [editing, setEditing] = useState<Announcement | null>(null);
  const { busyId, message, setMessage, run } = useRowAction();
  const { confirmDelete, dialog } = useConfirmDelete();
  const today = karachiIsoToday();

  async function remove(a: Announcement) {
    const name = noticeName(a);
    if (!(await confirmDelete('announcements.admin.confirmDelete', { title: name }))) return;
    if (editing?.id === a.id) setEditing(null);
    await run(
      a.id,
      () => deleteAnnouncement(a.id),
      t('announcements.admin.deleted', { name }),
      t('announcements.admin.deleteFailed'),
    );
  }

  return (
    <>
      {dialog}
      <h1>{t('announcements.admin.title')}</h1>
      <AnnouncementForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onSaved={(name) => {
          setEditing(null);
          setMessage({ ok: true, text: t('announcements.admin.saved', { name }) });
        }}
        onCancel={() => setEditing(null)}
      />
      <StatusMessage message={message} />
      <LoadStatus
        status={state.status}
        loading={t('videos.loading')}
        failed={t('announcements.admin.loadFailed')}
      />
      {state.status === 'ready'
        ? PHASES.map((phase) => {
            const list = state.data.filter((a) => announcementPhase(a, today) === phase);
            return (
              <section
                key={phase}
                className="content-admin-section"
                aria-labelledby={`notices-${phase}`}
              >
                <h2 id={`notices-${phase}`}>
                  {t(`announcements.admin.phases.${phase}`)}{' '}
                  {phase === 'current' ? (
                    <Link className="content-admin-public" to="/">
                      {t('adminForms.viewPage')}
                    </Link>
                  ) : null}
                </h2>
                {list.length === 0 ? (
                  <p className="status-text">{t('announcements.admin.none')}</p>
                ) : (
                  <ul className="content-admin-list" role="list">
                    {list.map((a) => (
                      <li
                        key={a.id}
                        className="content-admin-item no-thumb"
                        data-announcement-id={a.id}
                      >
                        <div className="content-admin-text">
                          <p className="field-hint">
                            {t('announcements.admin.days', {
                              start: formatCalendarDay(a.startDay, i18n.language),
                              end: formatCalendarDay(a.endDay, i18n.language),
                            })}
                          </p>
                          {a.text ? (
                            <p lang="en" dir="ltr">
                              {a.text}
                            </p>
                          ) : null}
                          {a.textUrdu ? (
                            <p lang="ur" dir="rtl">
                              {a.textUrdu}
                            </p>
                          ) : null}
                          {a.link ? (
                            <p>
                              <a href={a.link} target="_blank" rel="noopener noreferrer" lang="en">
                                {a.link}
                              </a>
                            </p>
                          ) : null}
                        </div>
                        <EditDeleteActions
                          name=<TypedText text={noticeName(a)} />
                          busy={busyId === a.id}
                          onEdit={() => setEditing(a)}
                          onDelete={() => void remove(a)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        : null}
    </>
  );
}
