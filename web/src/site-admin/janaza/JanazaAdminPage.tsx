import { TypedText } from '../../common/ui/TypedText.tsx';
import { EditDeleteActions } from '../ui/EditDeleteActions.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  JANAZA_SHOWN_AFTER_MINUTES,
  isJanazaExpired,
  type JanazaNotice,
} from '@masjid/domain/janaza';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import { JanazaForm, janazaName } from './JanazaForm.tsx';
import { deleteJanaza, useJanazaLive } from './janaza-admin-data.ts';
import '../forms/content-admin.css';
import '../events/events-admin.css';

/**
 * `/admin-janaza`: post or edit a janaza notice with the form; the notices listed as showing now
 * and past, each with Edit and Delete (after a confirmation naming the deceased). The home page
 * and the hall screen show the current ones and update as soon as the server has a change.
 */
export function JanazaAdminPage() {
  const { t, i18n } = useTranslation('admin');
  usePageTitle(t('hall.janaza.admin.title'));
  const state = useJanazaLive();
  const [editing, setEditing] = useState<JanazaNotice | null>(null);
  const { busyId, message, setMessage, run } = useRowAction();
  const { confirmDelete, dialog } = useConfirmDelete();

  async function remove(n: JanazaNotice) {
    const name = janazaName(n);
    if (!(await confirmDelete('hall.janaza.admin.confirmDelete', { title: name }))) return;
    if (editing?.id === n.id) setEditing(null);
    await run(
      n.id,
      () => deleteJanaza(n.id),
      t('hall.janaza.admin.deleted', { name }),
      t('hall.janaza.admin.deleteFailed'),
    );
  }

  return (
    <>
      <h1>{t('hall.janaza.admin.title')}</h1>
      <p className="field-hint">
        {t('hall.janaza.admin.intro', { minutes: JANAZA_SHOWN_AFTER_MINUTES })}
      </p>
      <JanazaForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onSaved={(name) => {
          setEditing(null);
          setMessage({ ok: true, text: t('hall.janaza.admin.saved', { name }) });
        }}
        onCancel={() => setEditing(null)}
      />
      <StatusMessage message={message} />
      {state.status === 'loading' ? <p className="status-text">{t('videos.loading')}</p> : null}
      {state.status === 'error' ? (
        <p className="error-text" role="alert">
          {t('hall.janaza.admin.loadFailed')}
        </p>
      ) : null}
      {state.status === 'ready'
        ? (['current', 'past'] as const).map((phase) => {
            const list = state.data.filter((n) => isJanazaExpired(n) === (phase === 'past'));
            return (
              <section
                key={phase}
                className="content-admin-section"
                aria-labelledby={`janaza-${phase}`}
              >
                <h2 id={`janaza-${phase}`}>
                  {t(`hall.janaza.admin.${phase}`)}{' '}
                  {phase === 'current' ? (
                    <Link className="content-admin-public" to="/">
                      {t('adminForms.viewPage')}
                    </Link>
                  ) : null}
                </h2>
                {list.length === 0 ? (
                  <p className="status-text">{t('hall.janaza.admin.none')}</p>
                ) : (
                  <ul className="content-admin-list" role="list">
                    {list.map((n) => (
                      <li key={n.id} className="content-admin-item no-thumb" data-janaza-id={n.id}>
                        <div className="content-admin-text">
                          <p className="field-hint">
                            {formatKarachiDateTime(n.prayerAt, i18n.language)}
                          </p>
                          {n.name ? (
                            <p lang="en" dir="ltr">
                              <strong>{n.name}</strong>
                              {n.place ? ` · ${n.place}` : null}
                            </p>
                          ) : null}
                          {n.nameUrdu ? (
                            <p lang="ur" dir="rtl">
                              <strong>{n.nameUrdu}</strong>
                              {n.placeUrdu ? ` · ${n.placeUrdu}` : null}
                            </p>
                          ) : null}
                        </div>
                        <EditDeleteActions
                          name=<TypedText text={janazaName(n)} />
                          busy={busyId === n.id}
                          onEdit={() => setEditing(n)}
                          onDelete={() => void remove(n)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        : null}
      {dialog}
    </>
  );
}
