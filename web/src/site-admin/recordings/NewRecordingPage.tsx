import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { recordingFieldsSchema, type RecordingCategory } from '@masjid/domain/recording';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { bayanKind } from '../../common/recordings/bayan-kinds.ts';
import { recordingsQueryClient, recordingsKeys } from '../../common/recordings/recordings-data.ts';
import { checkAudioFile, formatMegabytes } from './check-audio-file.ts';
import { uploadRecording } from './upload-recording.ts';
import './recordings-admin.css';

type Field = 'title' | 'file' | 'date';
type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'done'; title: string }
  | { kind: 'failed'; message: string };

/**
 * `/newbayan` (friday) and `/newbayanmorning` (morningdars): title, audio file and
 * date. The file is checked before anything is sent (audio by type and first bytes, at most
 * 200 MB); a progress bar shows the upload, which can be cancelled; on success the form clears and
 * says where the recording is now listed.
 */
export function NewRecordingPage({ category }: { category: RecordingCategory }) {
  const kind = bayanKind(category);
  usePageTitle(`Add ${kind.title}`);
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(() => karachiIsoToday());
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const busy = status.kind === 'uploading';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const fields = z.safeParse(recordingFieldsSchema, { title, date });
    const next: Partial<Record<Field, string>> = {};
    if (!fields.success)
      for (const issue of fields.error.issues) next[issue.path[0] as Field] ??= issue.message;
    let contentType = '';
    if (!file) next.file = 'Choose the audio file of the bayan';
    else {
      const checked = await checkAudioFile(file);
      if (checked.ok) contentType = checked.contentType;
      else next.file = checked.message;
    }
    setErrors(next);
    if (!fields.success || !file || Object.keys(next).length > 0) {
      setStatus({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'uploading', sent: 0, total: file.size });
    try {
      const recording = await uploadRecording({
        category,
        fields: fields.data,
        file,
        contentType,
        signal: controller.signal,
        onProgress: (sent, total) => setStatus({ kind: 'uploading', sent, total }),
      });
      await recordingsQueryClient.invalidateQueries({ queryKey: recordingsKeys.all });
      setTitle('');
      setDate(karachiIsoToday());
      setFile(null);
      setFileInputKey((k) => k + 1);
      setStatus({ kind: 'done', title: recording.title });
    } catch (err) {
      const cancelled = err instanceof DOMException && err.name === 'AbortError';
      console.error('Recording upload failed', err);
      setStatus({
        kind: 'failed',
        message: cancelled
          ? 'Upload cancelled. Nothing was saved.'
          : `The upload failed: ${err instanceof Error ? err.message : String(err)} Nothing was saved; try again.`,
      });
    } finally {
      abort.current = null;
    }
  }

  const describedBy = (name: Field) => (errors[name] ? `err-${name}` : undefined);
  const error = (name: Field) =>
    errors[name] ? (
      <span className="field-error" id={`err-${name}`}>
        {errors[name]}
      </span>
    ) : null;
  const percent = status.kind === 'uploading' ? Math.floor((status.sent / status.total) * 100) : 0;

  return (
    <>
      <h1>Add {kind.title}</h1>
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
        <label>
          Title
          <input
            type="text"
            name="title"
            maxLength={200}
            required
            value={title}
            disabled={busy}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy('title')}
          />
          {error('title')}
        </label>
        <label>
          Audio file
          <span className="field-hint">MP3, M4A, OGG, OPUS, WAV or FLAC, up to 200 MB</span>
          <input
            key={fileInputKey}
            type="file"
            name="file"
            accept="audio/*"
            required
            disabled={busy}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors((current) => ({ ...current, file: undefined }));
            }}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy('file')}
          />
          {file && !errors.file ? (
            <span className="field-hint">
              {file.name} · {formatMegabytes(file.size)}
            </span>
          ) : null}
          {error('file')}
        </label>
        <label>
          Date
          <input
            type="date"
            name="date"
            required
            value={date}
            max={karachiIsoToday()}
            disabled={busy}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={describedBy('date')}
          />
          {error('date')}
        </label>

        {status.kind === 'uploading' ? (
          <div className="upload-progress">
            <progress max={status.total} value={status.sent} aria-label="Upload progress">
              {percent}%
            </progress>
            <p role="status">
              Uploading… {percent}% ({formatMegabytes(status.sent)} of{' '}
              {formatMegabytes(status.total)})
            </p>
          </div>
        ) : null}

        <div className="form-actions">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Uploading…' : 'Upload'}
          </button>
          {busy ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => abort.current?.abort()}
            >
              Cancel upload
            </button>
          ) : null}
        </div>

        {status.kind === 'done' ? (
          <p className="form-success" role="status">
            Recording uploaded: “{status.title}”. It is now listed on{' '}
            <Link to={kind.to}>{kind.title}</Link>.
          </p>
        ) : null}
        {status.kind === 'failed' ? (
          <p className="form-error" role="alert">
            {status.message}
          </p>
        ) : null}
      </form>
    </>
  );
}
