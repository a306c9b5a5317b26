import { typedTextProps } from '../../common/ui/typed-text.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureAnswerSchema, type PictureUploadKind } from '@masjid/domain/picture-upload';
import { megabytes } from '@masjid/domain/media-image';
import { ApiError, apiFetch } from '../../common/api/client.ts';
import { Field } from '../forms/Field.tsx';
import { useApiMessages } from '../../common/api/api-messages.ts';

/**
 * A form's picture: one chosen here is uploaded at once (`POST /api/{kind.folder}`, checked by
 * content and resized on the server) and previewed; its address becomes the document's when the
 * form is saved, and the server deletes the picture it replaces or that was removed. A link typed
 * earlier is kept until a new picture is chosen. `onRemove`, when given, offers a Remove button.
 */
export function PictureUploadField({
  kind,
  name,
  label,
  previewAlt,
  value,
  error,
  onChange,
  onRemove,
  required = false,
}: {
  kind: PictureUploadKind;
  /** The field's name in the form's errors (`err-{name}`), e.g. `imageUrl`. */
  name: string;
  label: string;
  /** The preview's alt text. */
  previewAlt: string;
  /** The picture's address (empty when none yet). */
  value: string;
  error?: string;
  onChange: (url: string) => void;
  onRemove?: () => void;
  /** Whether the form needs a picture (the label says so). */
  required?: boolean;
}) {
  const { t } = useTranslation('admin');
  const words = useApiMessages();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const shown = problem ?? error;

  async function upload(file: File | undefined) {
    setProblem(undefined);
    if (!file) return;
    if (file.size > kind.maxBytes) {
      setProblem(t('mediaAdmin.fileTooLarge', { mb: megabytes(kind.maxBytes) }));
      return;
    }
    const form = new FormData();
    form.append('image', file);
    setBusy(true);
    try {
      const answer = await apiFetch(`/${kind.folder}`, pictureAnswerSchema, {
        method: 'POST',
        form,
        creates: true,
      });
      onChange(answer.url);
    } catch (err) {
      console.error('Uploading the picture failed', err);
      const field = err instanceof ApiError ? err.fields.image : undefined;
      setProblem(field ? words.field(field) : words.error(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="file-field picture-upload-field">
      <Field
        name={name}
        label={label}
        required={required}
        hint={t('pictureUpload.hint', { mb: megabytes(kind.maxBytes) })}
        error={shown}
      >
        <input
          type="file"
          name={name}
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </Field>
      {busy ? (
        <p className="form-note" role="status">
          {t('pictureUpload.uploading')}
        </p>
      ) : null}
      {value ? (
        <img
          className="file-preview"
          src={value}
          alt={previewAlt}
          {...typedTextProps(previewAlt)}
        />
      ) : null}
      {value && onRemove ? (
        <p>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={onRemove}>
            {t('pictureUpload.remove')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
