import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  lastBayanDate,
  recordingFieldsInput,
  recordingFieldsSchema,
  type RecordingCategory,
} from '@masjid/domain/recording';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { bayanKind } from '../../common/recordings/bayan-kinds.ts';
import { recordingsKeys } from '../../common/recordings/recordings-data.ts';
import { checkAudioFile, formatMegabytes, readAudioDuration } from './check-audio-file.ts';
import { uploadRecording } from './upload-recording.ts';
import { Field, UR } from '../forms/Field.tsx';
import './recordings-admin.css';
import type { AdminKey } from '../i18n/keys.ts';
import { useApiMessages } from '../../common/api/api-messages.ts';

type FieldName = 'title' | 'titleUr' | 'file' | 'date';
/** A field's message as an i18n key and its values, so it follows a change of language. */
interface Message {
  key: AdminKey;
  values?: { max?: string; size?: string; reason?: string };
}
type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'done'; title: string }
  | { kind: 'failed'; message: Message };

const FIELD_REQUIRED: Record<Exclude<FieldName, 'file'>, AdminKey> = {
  title: 'admin.recordings.titleRequired',
  titleUr: 'pages.urduFields.titleInvalid',
  date: 'admin.recordings.dateRequired',
};

/**
 * `/newbayan` (friday) and `/newbayanmorning` (morningdars): title, audio file and
 * date. The file is checked before anything is sent (audio by type and first bytes, at most
 * 200 MB); a progress bar shows the upload, which can be cancelled; on success the form clears and
 * says where the recording is now listed.
 */
export function NewRecordingPage({ category }: { category: RecordingCategory }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  const words = useApiMessages();
  const kind = bayanKind(category);
  const kindTitle = t(`admin.recordings.kinds.${category}`);
  usePageTitle(t('admin.recordings.addPageTitle', { kind: kindTitle }));
  const [title, setTitle] = useState('');
  const [titleUr, setTitleUr] = useState('');
  const [date, setDate] = useState(() => lastBayanDate(category));
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FieldName, Message>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const busy = status.kind === 'uploading';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const fields = z.safeParse(
      recordingFieldsSchema,
      recordingFieldsInput({ title, titleUr, date }),
    );
    const next: Partial<Record<FieldName, Message>> = {};
    if (!fields.success)
      for (const issue of fields.error.issues) {
        const field =
          issue.path[0] === 'date' || issue.path[0] === 'titleUr' ? issue.path[0] : 'title';
        next[field] ??=
          issue.code === 'too_big'
            ? { key: 'admin.common.tooLong', values: { max: '200' } }
            : { key: FIELD_REQUIRED[field] };
      }
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
    if (!fields.success || !file || Object.keys(next).length > 0) {
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
        fields: fields.data,
        file,
        contentType,
        durationSeconds,
        signal: controller.signal,
        onProgress: (sent, total) => setStatus({ kind: 'uploading', sent, total }),
      });
      await queryClient.invalidateQueries({ queryKey: recordingsKeys.all });
      setTitle('');
      setTitleUr('');
      setDate(lastBayanDate(category));
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
        <Field name="title" label={t('admin.recordings.title')} required error={message('title')}>
          <input
            type="text"
            name="title"
            dir="auto"
            maxLength={200}
            required
            value={title}
            disabled={busy}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field name="titleUr" label={t('pages.urduFields.title')} error={message('titleUr')}>
          <input
            type="text"
            name="titleUr"
            {...UR}
            maxLength={200}
            value={titleUr}
            disabled={busy}
            onChange={(e) => setTitleUr(e.target.value)}
          />
        </Field>
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
        <Field name="date" label={t('admin.recordings.date')} required error={message('date')}>
          <input
            type="date"
            name="date"
            dir="ltr"
            required
            value={date}
            max={karachiIsoToday()}
            disabled={busy}
            onChange={(e) => setDate(e.target.value)}
          />
        </Field>

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
