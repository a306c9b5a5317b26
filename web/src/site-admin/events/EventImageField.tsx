import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EVENT_IMAGE_BYTES, eventImageAnswerSchema } from '@masjid/domain/event-image';
import { megabytes } from '@masjid/domain/media-image';
import { ApiError, apiFetch } from '../../common/api/client.ts';

/**
 * The event form's image: a picture chosen here is uploaded at once (`POST /api/event-images`,
 * resized on the server) and previewed; its address becomes the event's `imageUrl` when the event
 * is saved. An event saved earlier with a typed link keeps it until a new picture is chosen.
 */
export function EventImageField({
  value,
  error,
  onChange,
}: {
  /** The event's image address (empty when none yet). */
  value: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const shown = problem ?? error;

  async function upload(file: File | undefined) {
    setProblem(undefined);
    if (!file) return;
    if (file.size > MAX_EVENT_IMAGE_BYTES) {
      setProblem(t('mediaAdmin.fileTooLarge', { mb: megabytes(MAX_EVENT_IMAGE_BYTES) }));
      return;
    }
    const form = new FormData();
    form.append('image', file);
    setBusy(true);
    try {
      const answer = await apiFetch('/event-images', eventImageAnswerSchema, {
        method: 'POST',
        form,
      });
      onChange(answer.url);
    } catch (err) {
      console.error('Uploading the event image failed', err);
      setProblem(
        err instanceof ApiError ? (err.fields.image ?? err.message) : t('mediaAdmin.network'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="file-field event-image-field">
      <label>
        {t('eventImage.label')}
        <span className="field-hint" id="hint-image">
          {t('eventImage.hint', { mb: megabytes(MAX_EVENT_IMAGE_BYTES) })}
        </span>
        <input
          type="file"
          name="image"
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? 'hint-image err-imageUrl' : 'hint-image'}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        {shown ? (
          <span className="field-error" id="err-imageUrl">
            {shown}
          </span>
        ) : null}
      </label>
      {busy ? (
        <p className="form-note" role="status">
          {t('eventImage.uploading')}
        </p>
      ) : null}
      {value ? <img className="file-preview" src={value} alt={t('eventImage.preview')} /> : null}
    </div>
  );
}
