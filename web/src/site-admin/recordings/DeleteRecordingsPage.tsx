import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { parsePageParam, type Recording, type RecordingCategory } from '@masjid/domain/recording';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { bayanKind } from '../../common/recordings/bayan-kinds.ts';
import { Pagination } from '../../common/ui/Pagination.tsx';
import { RecordingAudio } from '../../common/recordings/RecordingCard.tsx';
import {
  recordingsKeys,
  recordingsQueryClient,
  useRecordingsPage,
} from '../../common/recordings/recordings-data.ts';
import { deleteRecording } from './upload-recording.ts';
import './recordings-admin.css';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';

/** The confirmation asked before deleting: a deleted recording cannot be brought back. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this recording?';

/**
 * `/update-delete-morningfridaybayan` (friday) and `/update-delete-morningSundaybayan`
 * (morningdars): the recordings, 12 a page, each with Delete after the confirmation;
 * deleting removes the document and the audio file.
 */
export function DeleteRecordingsPage({ category }: { category: RecordingCategory }) {
  return (
    <QueryClientProvider client={recordingsQueryClient}>
      <DeleteRecordings category={category} />
    </QueryClientProvider>
  );
}

function DeleteRecordings({ category }: { category: RecordingCategory }) {
  const kind = bayanKind(category);
  usePageTitle(`Delete ${kind.title}`);
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page')) ?? 1;
  const query = useRecordingsPage(category, page);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const addPath = category === 'friday' ? '/newbayan' : '/newbayanmorning';

  async function remove(recording: Recording) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setBusyId(recording.id);
    setMessage(null);
    try {
      await deleteRecording(recording.id);
      await recordingsQueryClient.invalidateQueries({ queryKey: recordingsKeys.all });
      setMessage({ ok: true, text: `Deleted “${recording.title}”.` });
    } catch (err) {
      console.error('Deleting the recording failed', err);
      setMessage({
        ok: false,
        text: `“${recording.title}” could not be deleted. Please try again.`,
      });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <h1>Delete {kind.title}</h1>
      <p>
        <Link to={addPath} className="btn">
          Add {kind.title}
        </Link>
      </p>
      <StatusMessage message={message} />
      {query.isPending ? <p className="status-text">Loading recordings…</p> : null}
      {query.isError ? (
        <p className="error-text" role="alert">
          Recordings could not be loaded.{' '}
          <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {query.data && query.data.total === 0 ? <p>No recordings yet.</p> : null}
      {query.data && query.data.recordings.length > 0 ? (
        <>
          <p className="form-note" dir="ltr">
            {query.data.total} recordings · page {page} of {query.data.pages}
          </p>
          <ul className="admin-recordings">
            {query.data.recordings.map((recording) => (
              <li key={recording.id} className="admin-recording" data-recording-id={recording.id}>
                <div>
                  <h2>{recording.title}</h2>
                  <p>
                    <time dateTime={recording.date}>{formatCalendarDay(recording.date)}</time>
                  </p>
                </div>
                <RecordingAudio recording={recording} preload="none" />
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={busyId === recording.id}
                  onClick={() => void remove(recording)}
                >
                  {busyId === recording.id ? 'Deleting…' : 'Delete'}
                  <span className="visually-hidden">: {recording.title}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={query.data.pages} />
        </>
      ) : null}
    </>
  );
}
