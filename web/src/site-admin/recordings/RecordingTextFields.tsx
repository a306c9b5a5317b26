import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { Field, UR } from '../forms/Field.tsx';
import type { TextFieldName } from './recording-fields.ts';

/** The typed text of a recording's fields, and a setter by name. */
export function useRecordingText(initial: Record<TextFieldName, string>) {
  const [values, setValues] = useState(initial);
  const set = (name: TextFieldName, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  return { values, set, reset: setValues };
}

/**
 * A recording's text fields, as the upload form and the edit form show them: title, Urdu title,
 * then `children` (the upload's file), then the date (at most today in Karachi).
 */
export function RecordingTextFields({
  values,
  onChange,
  busy,
  message,
  children,
}: {
  values: Readonly<Record<TextFieldName, string>>;
  onChange: (name: TextFieldName, value: string) => void;
  busy: boolean;
  /** The field's message in the reader's language, if it is in error. */
  message: (name: TextFieldName) => string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Field name="title" label={t('admin.recordings.title')} required error={message('title')}>
        <input
          type="text"
          name="title"
          dir="auto"
          maxLength={200}
          required
          value={values.title}
          disabled={busy}
          onChange={(e) => onChange('title', e.target.value)}
        />
      </Field>
      <Field name="titleUr" label={t('pages.urduFields.title')} error={message('titleUr')}>
        <input
          type="text"
          name="titleUr"
          {...UR}
          maxLength={200}
          value={values.titleUr}
          disabled={busy}
          onChange={(e) => onChange('titleUr', e.target.value)}
        />
      </Field>
      {children}
      <Field name="date" label={t('admin.recordings.date')} required error={message('date')}>
        <input
          type="date"
          name="date"
          dir="ltr"
          required
          value={values.date}
          max={karachiIsoToday()}
          disabled={busy}
          onChange={(e) => onChange('date', e.target.value)}
        />
      </Field>
    </>
  );
}
