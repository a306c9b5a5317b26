import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementSchema, type Announcement } from '@masjid/domain/announcements';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { Field } from '../forms/Field.tsx';
import { fieldErrors, type FieldErrors } from '../forms/field-errors.ts';
import { createAnnouncement, updateAnnouncement } from './announcements-admin-data.ts';

interface Values {
  text: string;
  textUrdu: string;
  link: string;
  startDay: string;
  endDay: string;
}

const emptyValues = (): Values => {
  const today = karachiIsoToday();
  return { text: '', textUrdu: '', link: '', startDay: today, endDay: today };
};

/** A short name of a notice for messages: its first words. */
export function noticeName(a: Pick<Announcement, 'text' | 'textUrdu'>): string {
  const text = (a.text?.trim() || a.textUrdu?.trim() || '').replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * Adds an announcement, or edits `editing`: the notice in English and/or Urdu, an optional link,
 * and the first and last day it shows (Karachi days, inclusive). Checked with the shared schema,
 * a message per field.
 */
export function AnnouncementForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: Announcement | null;
  onSaved: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(
    editing
      ? {
          text: editing.text ?? '',
          textUrdu: editing.textUrdu ?? '',
          link: editing.link ?? '',
          startDay: editing.startDay,
          endDay: editing.endDay,
        }
      : emptyValues(),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    const parsed = announcementSchema.safeParse({
      text: values.text.trim() || undefined,
      textUrdu: values.textUrdu.trim() || undefined,
      link: values.link.trim() || undefined,
      startDay: values.startDay,
      endDay: values.endDay,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (editing) await updateAnnouncement(editing.id, parsed.data);
      else await createAnnouncement(parsed.data);
      if (!editing) setValues(emptyValues());
      onSaved(noticeName(parsed.data));
    } catch (err) {
      console.error('Saving the announcement failed', err);
      setOutcome({ ok: false, text: t('announcements.admin.saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form content-form" onSubmit={onSubmit} noValidate>
      <h2>
        {editing ? t('announcements.admin.editHeading') : t('announcements.admin.addHeading')}
      </h2>
      <Field
        name="text"
        label={t('announcements.admin.text')}
        hint={t('announcements.admin.textHint')}
        error={errors.text}
      >
        <textarea
          name="text"
          lang="en"
          dir="ltr"
          maxLength={500}
          rows={3}
          value={values.text}
          onChange={set('text')}
        />
      </Field>
      <Field name="textUrdu" label={t('announcements.admin.textUrdu')} error={errors.textUrdu}>
        <textarea
          name="textUrdu"
          lang="ur"
          dir="rtl"
          maxLength={500}
          rows={3}
          value={values.textUrdu}
          onChange={set('textUrdu')}
        />
      </Field>
      <Field name="link" label={t('announcements.admin.link')} error={errors.link}>
        <input
          type="url"
          name="link"
          inputMode="url"
          lang="en"
          dir="ltr"
          placeholder="https://"
          value={values.link}
          onChange={set('link')}
        />
      </Field>
      <div className="content-form-pair">
        <Field
          name="startDay"
          label={t('announcements.admin.startDay')}
          hint={t('announcements.admin.dayHint')}
          error={errors.startDay}
        >
          <input type="date" name="startDay" value={values.startDay} onChange={set('startDay')} />
        </Field>
        <Field
          name="endDay"
          label={t('announcements.admin.endDay')}
          hint={t('announcements.admin.dayHint')}
          error={errors.endDay}
        >
          <input type="date" name="endDay" value={values.endDay} onChange={set('endDay')} />
        </Field>
      </div>
      {Object.keys(errors).length > 0 ? (
        <p className="form-error" role="alert">
          {t('contentAdmin.fixFields')}
        </p>
      ) : null}
      <StatusMessage message={outcome} />
      <div className="content-form-actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy
            ? t('contentAdmin.saving')
            : editing
              ? t('contentAdmin.saveChanges')
              : t('announcements.admin.add')}
        </button>
        {editing ? (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('contentAdmin.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
