import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { lastBayanDate, type RecordingCategory } from '@masjid/domain/recording';
import { checkRecordingFields, type FieldMessage, type TextFieldName } from './recording-fields.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { bayanKind } from '../../common/recordings/bayan-kinds.ts';
import { recordingsKeys } from '../../common/recordings/recordings-data.ts';
import { checkAudioFile, formatMegabytes, readAudioDuration } from './check-audio-file.ts';
import { uploadRecording } from './upload-recording.ts';
import { RecordingTextFields, useRecordingText } from './RecordingTextFields.tsx';
import './recordings-admin.css';
import { useApiMessages } from '../../common/api/api-messages.ts';

type FieldName = TextFieldName | 'file';
type Message = FieldMessage;
type Status =
  | { kind: 'idle' }
  /** `waiting`: the connection is lost; the upload goes on when it returns. */
  | { kind: 'uploading'; sent: number; total: number; waiting?: boolean }
  | { kind: 'done'; title: string }
  | { kind: 'failed'; message: Message };

/**
 * `/newbayan` (friday) and `/newbayanmorning` (morningdars): title, audio file and
 * date. The file is checked before anything is sent (audio by type and first bytes, at most
 * 200 MB); a progress bar shows the upload, which can be cancelled; while the connection is lost
 * the form says so and the upload waits for it; on success the form clears and says where the
 * recording is now listed.
 */
export function NewRecordingPage({ category }: { category: RecordingCategory }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  const words = useApiMessages();
  const kind = bayanKind(category);
  const kindTitle = t(`admin.recordings.kinds.${category}`);
  usePageTitle(t('admin.recordings.addPageTitle', { kind: kindTitle }));
  const text = useRecordingText({ title: '', titleUr: '', date: lastBayanDate(category) });
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FieldName, Message>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const busy = status.kind === 'uploading';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const fields = checkRecordingFields(text.values);
    const next: Partial<Record<FieldName, Message>> = fields.ok ? {} : { ...fields.errors };
    let contentType = '';
    if (!file) next.file = { key: 'admin.recordings.chooseFile' };
    else {
      const checked = await checkAudioFile(file);
      if (checked.ok) contentType = checked.contentType;
      else if (checked.reason === 'tooBig')
        next.file = { key: 'admin.recordings.fileTooBig', values: { size: checked.size } };
      else
        next.file = {
          key:
            checked.reason === 'empty'
              ? 'admin.recordings.fileEmpty'
              : 'admin.recordings.fileNotAudio',
        };
    }
    setErrors(next);
    if (!fields.ok || !file || Object.keys(next).length > 0) {
      setStatus({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'uploading', sent: 0, total: file.size });
    try {
      const durationSeconds = await readAudioDuration(file);
      const recording = await uploadRecording({
        category,
        fields: fields.fields,
        file,
        contentType,
        durationSeconds,
        signal: controller.signal,
        onProgress: (sent, total) =>
          setStatus((now) => ({
            kind: 'uploading',
            sent,
            total,
            waiting: now.kind === 'uploading' && now.waiting,
          })),
        onConnection: (connected) =>
          setStatus((now) => (now.kind === 'uploading' ? { ...now, waiting: !connected } : now)),
      });
      await queryClient.invalidateQueries({ queryKey: recordingsKeys.all });
      text.reset({ title: '', titleUr: '', date: lastBayanDate(category) });
      setFile(null);
      setFileInputKey((k) => k + 1);
      setStatus({ kind: 'done', title: recording.title });
    } catch (err) {
      const cancelled = err instanceof DOMException && err.name === 'AbortError';
      console.error('Recording upload failed', err);
      setStatus({
        kind: 'failed',
        message: cancelled
          ? { key: 'admin.recordings.cancelled' }
          : {
              key: 'admin.recordings.uploadFailed',
              values: { reason: words.error(err) },
            },
      });
    } finally {
      abort.current = null;
    }
  }

  const message = (name: FieldName) => {
    const problem = errors[name];
    return problem ? t(problem.key, problem.values ?? {}) : undefined;
  };
  const percent = status.kind === 'uploading' ? Math.floor((status.sent / status.total) * 100) : 0;

  return (
    <>
      <h1>{t('admin.recordings.addPageTitle', { kind: kindTitle })}</h1>
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
        <RecordingTextFields values={text.values} onChange={text.set} busy={busy} message={message}>
          <label>
            {t('admin.recordings.file')}
            <span className="field-hint">{t('admin.recordings.fileHint')}</span>
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
              aria-describedby={errors.file ? 'err-file' : undefined}
            />
            {file && !errors.file ? (
              <span className="field-hint" dir="ltr">
                {file.name} · {formatMegabytes(file.size)}
              </span>
            ) : null}
            {errors.file ? (
              <span className="field-error" id="err-file">
                {message('file')}
              </span>
            ) : null}
          </label>
        </RecordingTextFields>

        {status.kind === 'uploading' ? (
          <div className="upload-progress">
            <progress
              max={status.total}
              value={status.sent}
              aria-label={t('admin.recordings.progressLabel')}
            >
              {percent}%
            </progress>
            <p role="status">
              {t('admin.recordings.progress', {
                percent,
                sent: formatMegabytes(status.sent),
                total: formatMegabytes(status.total),
              })}
            </p>
            {status.waiting ? (
              <p className="upload-waiting" role="alert">
                {t('admin.recordings.connectionLost')}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="form-actions">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('admin.recordings.uploading') : t('admin.recordings.upload')}
          </button>
          {busy ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => abort.current?.abort()}
            >
              {t('admin.recordings.cancelUpload')}
            </button>
          ) : null}
        </div>

        {status.kind === 'done' ? (
          <p className="form-success" role="status">
            {t('admin.recordings.uploaded', { title: status.title })}{' '}
            <Link to={kind.to}>{kindTitle}</Link>.
          </p>
        ) : null}
        {status.kind === 'failed' ? (
          <p className="form-error" role="alert">
            {t(status.message.key, status.message.values ?? {})}
          </p>
        ) : null}
      </form>
    </>
  );
}
