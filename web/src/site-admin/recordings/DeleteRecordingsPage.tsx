import { useState } from 'react';
import { ForTyped } from '../../common/ui/ForItem.tsx';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { DeleteButton } from '../ui/DeleteButton.tsx';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { parsePageParam, type Recording, type RecordingCategory } from '@masjid/domain/recording';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import { typedTextProps } from '../../common/ui/typed-text.ts';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { Pagination } from '../../common/ui/Pagination.tsx';
import { RecordingAudio } from '../../common/recordings/RecordingCard.tsx';
import { recordingsKeys, useRecordingsPage } from '../../common/recordings/recordings-data.ts';
import { deleteRecording } from './upload-recording.ts';
import { EditRecordingForm } from './EditRecordingForm.tsx';
import './recordings-admin.css';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import type { AdminKey } from '../i18n/keys.ts';

/**
 * `/update-delete-morningfridaybayan` (friday) and `/update-delete-morningSundaybayan`
 * (morningdars): the recordings, 12 a page, each with Edit (its title, Urdu title and date; the
 * audio stays) and Delete after a confirmation naming the
 * recording and its date (a deleted recording cannot be brought back); deleting removes the
 * document and the audio file.
 */
export function DeleteRecordingsPage({ category }: { category: RecordingCategory }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const kindTitle = t(`admin.recordings.kinds.${category}`);
  usePageTitle(t('admin.recordings.deletePageTitle', { kind: kindTitle }));
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page')) ?? 1;
  const query = useRecordingsPage(category, page);
  const [busyId, setBusyId] = useState<string | null>(null);
  // One recording's text is edited at a time (the form's fields have fixed ids).
  const [editingId, setEditingId] = useState<string | null>(null);
  // An i18n key and the recording's title, so the line follows a change of language.
  const [said, setSaid] = useState<{ ok: boolean; key: AdminKey; title: string } | null>(null);
  const { confirmDelete, dialog } = useConfirmDelete();
  const addPath = category === 'friday' ? '/newbayan' : '/newbayanmorning';

  async function remove(recording: Recording) {
    const ok = await confirmDelete(
      'admin.recordings.confirmDelete',
      { title: recording.title, date: formatCalendarDay(recording.date, i18n.language) },
      'admin.recordings.confirmDetail',
    );
    if (!ok) return;
    setBusyId(recording.id);
    setSaid(null);
    try {
      await deleteRecording(recording.id);
      await queryClient.invalidateQueries({ queryKey: recordingsKeys.all });
      setSaid({ ok: true, key: 'admin.recordings.deleted', title: recording.title });
    } catch (err) {
      console.error('Deleting the recording failed', err);
      setSaid({ ok: false, key: 'admin.recordings.deleteFailed', title: recording.title });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <h1>{t('admin.recordings.deletePageTitle', { kind: kindTitle })}</h1>
      <p>
        <Link to={addPath} className="btn">
          {t('admin.recordings.addPageTitle', { kind: kindTitle })}
        </Link>
      </p>
      <StatusMessage
        message={said ? { ok: said.ok, text: t(said.key, { title: said.title }) } : null}
      />
      {query.isPending ? <p className="status-text">{t('admin.recordings.loading')}</p> : null}
      {query.isError ? (
        <p className="error-text" role="alert">
          {t('admin.recordings.loadFailed')}{' '}
          <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </p>
      ) : null}
      {query.data && query.data.total === 0 ? <p>{t('admin.recordings.none')}</p> : null}
      {query.data && query.data.recordings.length > 0 ? (
        <>
          <p className="form-note">
            {t('admin.recordings.summary', {
              total: query.data.total,
              page,
              pages: query.data.pages,
            })}
          </p>
          <ul className="admin-recordings">
            {query.data.recordings.map((recording) => (
              <li key={recording.id} className="admin-recording" data-recording-id={recording.id}>
                <div>
                  <h2 {...typedTextProps(recording.title)}>{recording.title}</h2>
                  <p>
                    <time dateTime={recording.date}>
                      {formatCalendarDay(recording.date, i18n.language)}
                    </time>
                  </p>
                </div>
                <RecordingAudio recording={recording} preload="none" />
                {editingId === recording.id ? (
                  <EditRecordingForm
                    recording={recording}
                    onCancel={() => setEditingId(null)}
                    onSaved={(saved) => {
                      setEditingId(null);
                      setSaid({ ok: true, key: 'admin.recordings.edited', title: saved.title });
                      void queryClient.invalidateQueries({ queryKey: recordingsKeys.all });
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => {
                      setSaid(null);
                      setEditingId(recording.id);
                    }}
                  >
                    {t('admin.recordings.edit')}
                    <ForTyped text={recording.title} />
                  </button>
                )}
                <DeleteButton
                  name={<TypedText text={recording.title} />}
                  busy={busyId === recording.id}
                  onDelete={() => void remove(recording)}
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={query.data.pages} />
        </>
      ) : null}
      {dialog}
    </>
  );
}
