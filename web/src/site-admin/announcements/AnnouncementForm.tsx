import { useTranslation } from 'react-i18next';
import {
  announcementSchema,
  type Announcement,
  type AnnouncementData,
} from '@masjid/domain/announcements';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { Field } from '../forms/Field.tsx';
import { FormFooter } from '../forms/FormFooter.tsx';
import { useContentForm } from '../forms/use-content-form.ts';
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
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, AnnouncementData>(
    editing
      ? {
          text: editing.text ?? '',
          textUrdu: editing.textUrdu ?? '',
          link: editing.link ?? '',
          startDay: editing.startDay,
          endDay: editing.endDay,
        }
      : emptyValues,
    {
      parse: (values) =>
        announcementSchema.safeParse({
          text: values.text.trim() || undefined,
          textUrdu: values.textUrdu.trim() || undefined,
          link: values.link.trim() || undefined,
          startDay: values.startDay,
          endDay: values.endDay,
        }),
      save: async (data) => {
        if (editing) await updateAnnouncement(editing.id, data);
        else await createAnnouncement(data);
        if (!editing) form.setValues(emptyValues());
        onSaved(noticeName(data));
      },
      failedText: t('announcements.admin.saveFailed'),
    },
  );
  const { errors, bind } = form;

  return (
    <form className="admin-form content-form" onSubmit={form.submit} noValidate>
      <h2>
        {editing ? t('announcements.admin.editHeading') : t('announcements.admin.addHeading')}
      </h2>
      <Field
        name="text"
        label={t('announcements.admin.text')}
        hint={t('announcements.admin.textHint')}
        error={errors.text}
      >
        <textarea lang="en" dir="ltr" maxLength={500} rows={3} {...bind('text')} />
      </Field>
      <Field name="textUrdu" label={t('announcements.admin.textUrdu')} error={errors.textUrdu}>
        <textarea lang="ur" dir="rtl" maxLength={500} rows={3} {...bind('textUrdu')} />
      </Field>
      <Field name="link" label={t('announcements.admin.link')} error={errors.link}>
        <input
          type="url"
          inputMode="url"
          lang="en"
          dir="ltr"
          placeholder="https://"
          {...bind('link')}
        />
      </Field>
      <div className="content-form-pair">
        {(['startDay', 'endDay'] as const).map((name) => (
          <Field
            key={name}
            name={name}
            label={t(`announcements.admin.${name}`)}
            hint={t('announcements.admin.dayHint')}
            error={errors[name]}
          >
            <input type="date" {...bind(name)} />
          </Field>
        ))}
      </div>
      <FormFooter
        errors={errors}
        outcome={form.outcome}
        busy={form.busy}
        submitLabel={editing ? t('adminForms.saveChanges') : t('announcements.admin.add')}
        onCancel={editing ? onCancel : undefined}
      />
    </form>
  );
}
