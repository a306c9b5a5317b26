import { useEffect, useState, type ChangeEvent } from 'react';
import { ForTyped } from '../../common/ui/ForItem.tsx';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { megabytes } from '@masjid/domain/media-image';
import { Field } from '../forms/Field.tsx';

/** Messages per field name. */
export type FieldErrors = Record<string, string>;

/**
 * Checks typed fields with their domain schema and returns a message per field in the page's
 * language (empty when all is well). The server checks the same schema again.
 */
export function useFieldCheck() {
  const { t } = useTranslation('admin');
  return (schema: z.ZodMiniType, values: Record<string, string>): FieldErrors => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '_');
      errors[field] ??=
        issue.code === 'too_big'
          ? t('mediaAdmin.tooLong', { max: Number(issue.maximum) })
          : t('mediaAdmin.required');
    }
    return errors;
  };
}

/** A message when `file` is larger than `maxBytes`, else undefined. */
export function useFileSizeCheck() {
  const { t } = useTranslation('admin');
  return (file: File | null, maxBytes: number): string | undefined =>
    file && file.size > maxBytes
      ? t('mediaAdmin.fileTooLarge', { mb: megabytes(maxBytes) })
      : undefined;
}

/**
 * A text input typed by the site admin; `lang` is the language of the text (its direction
 * follows: Urdu is right-to-left).
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  maxLength,
  lang,
  multiline = false,
  required = false,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
  lang: 'en' | 'ur';
  multiline?: boolean;
  required?: boolean;
}) {
  const props = {
    name,
    value,
    maxLength,
    lang,
    dir: lang === 'ur' ? 'rtl' : 'ltr',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  } as const;
  return (
    <Field name={name} label={label} error={error} required={required}>
      {multiline ? <textarea {...props} rows={2} /> : <input type="text" {...props} />}
    </Field>
  );
}

/**
 * A file input; for pictures (`preview`) the chosen file is shown before it is uploaded, and
 * `current` (the stored picture) until one is chosen.
 */
export function FileField({
  name,
  label,
  hint,
  accept,
  file,
  onChange,
  error,
  preview = false,
  current,
  required = false,
}: {
  name: string;
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  preview?: boolean;
  current?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [previewUrl, setPreviewUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!preview || !file) {
      setPreviewUrl(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file, preview]);
  const shown = previewUrl ?? current;
  return (
    <div className="file-field">
      <Field name={name} label={label} hint={hint} error={error} required={required}>
        <input
          type="file"
          name={name}
          accept={accept}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </Field>
      {preview && shown ? (
        <img
          className="file-preview"
          src={shown}
          alt={previewUrl ? t('mediaAdmin.preview') : t('mediaAdmin.current')}
        />
      ) : null}
    </div>
  );
}

/**
 * The buttons of one item of an ordered list: up, down, edit and delete, each named with the
 * item's `title` for screen readers.
 */
export function ItemActions({
  title,
  index,
  count,
  busy,
  editing,
  onMove,
  onEdit,
  onDelete,
}: {
  title: string;
  index: number;
  count: number;
  busy: boolean;
  editing: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  const named = (action: string) => (
    <>
      {action}
      <ForTyped text={title} />
    </>
  );
  return (
    <div className="item-actions">
      <button
        type="button"
        className="btn btn-outline"
        disabled={busy || index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑ </span>
        {named(t('mediaAdmin.moveUp'))}
      </button>
      <button
        type="button"
        className="btn btn-outline"
        disabled={busy || index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓ </span>
        {named(t('mediaAdmin.moveDown'))}
      </button>
      <button
        type="button"
        className="btn btn-outline"
        disabled={busy}
        aria-expanded={editing}
        onClick={onEdit}
      >
        {named(editing ? t('mediaAdmin.cancel') : t('mediaAdmin.edit'))}
      </button>
      <button type="button" className="btn btn-danger" disabled={busy} onClick={onDelete}>
        {named(t('mediaAdmin.delete'))}
      </button>
    </div>
  );
}
