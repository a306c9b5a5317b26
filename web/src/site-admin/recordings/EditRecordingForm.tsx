import { useState, type FormEvent } from 'react';
import { FormFooter } from '../forms/FormFooter.tsx';
import { useTranslation } from 'react-i18next';
import type { Recording } from '@masjid/domain/recording';
import { useApiMessages } from '../../common/api/api-messages.ts';
import { RecordingTextFields, useRecordingText } from './RecordingTextFields.tsx';
import { checkRecordingFields, type FieldMessage, type TextFieldName } from './recording-fields.ts';
import { updateRecording } from './upload-recording.ts';

/**
 * A published recording's text corrected in place (issue 39 §5: a typo meant delete and upload
 * again): title, Urdu title and date, checked by the domain's schema, saved through
 * `PUT /update-recording/{id}`; the audio stays. `onSaved` gets the recording as stored.
 */
export function EditRecordingForm({
  recording,
  onSaved,
  onCancel,
}: {
  recording: Recording;
  onSaved: (saved: Recording) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const words = useApiMessages();
  const text = useRecordingText({
    title: recording.title,
    titleUr: recording.titleUr ?? '',
    date: recording.date,
  });
  const [errors, setErrors] = useState<Partial<Record<TextFieldName, FieldMessage>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const checked = checkRecordingFields(text.values);
    setErrors(checked.ok ? {} : checked.errors);
    setFailed(null);
    // FormFooter moves the focus to the first field in error.
    if (!checked.ok) return;
    setBusy(true);
    try {
      onSaved(await updateRecording(recording.id, checked.fields));
    } catch (err) {
      console.error('Saving the recording failed', err);
      setFailed(words.error(err));
    } finally {
      setBusy(false);
    }
  }

  const message = (name: TextFieldName) => {
    const problem = errors[name];
    return problem ? t(problem.key, problem.values ?? {}) : undefined;
  };

  return (
    <form
      className="admin-form recording-edit"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-busy={busy}
      aria-label={t('admin.recordings.editTitle')}
    >
      <RecordingTextFields values={text.values} onChange={text.set} busy={busy} message={message} />
      <FormFooter
        errors={errors}
        outcome={
          failed ? { ok: false, text: t('admin.recordings.editFailed', { reason: failed }) } : null
        }
        busy={busy}
        submitLabel={t('admin.recordings.save')}
        busyLabel={t('admin.recordings.saving')}
        onCancel={onCancel}
        dirty={
          text.values.title !== recording.title ||
          text.values.titleUr !== (recording.titleUr ?? '') ||
          text.values.date !== recording.date
        }
      />
    </form>
  );
}
