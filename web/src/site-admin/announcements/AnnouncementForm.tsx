import { useTranslation } from 'react-i18next';
import {
  announcementSchema,
  type Announcement,
  type AnnouncementData,
} from '@masjid/domain/announcements';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { ListForm } from '../forms/AdminForm.tsx';
import { EN, Field, UR } from '../forms/Field.tsx';
import { optionalText, saveToList, useContentForm, valuesOf } from '../forms/use-content-form.ts';
import type { ListFormProps } from '../ui/use-admin-list.tsx';
import { announcementWrites } from './announcements-admin-data.ts';

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
export function AnnouncementForm({ editing, onSaved, onCancel }: ListFormProps<Announcement>) {
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, AnnouncementData>(
    editing ? valuesOf(emptyValues(), editing) : emptyValues,
    {
      parse: (values) =>
        announcementSchema.safeParse(optionalText(values, ['text', 'textUrdu', 'link'])),
      ...saveToList(announcementWrites, { editing, onSaved }, noticeName),
      failedText: t('announcements.admin.saveFailed'),
    },
  );
  const { bind, field } = form;
  const label = (key: 'text' | 'textUrdu' | 'link' | 'startDay' | 'endDay') =>
    t(`announcements.admin.${key}`);

  return (
    <ListForm form={form} strings="announcements.admin" editing={!!editing} onCancel={onCancel}>
      <Field {...field('text')} label={label('text')} hint={t('announcements.admin.textHint')}>
        <textarea {...EN} maxLength={500} rows={3} {...bind('text')} />
      </Field>
      <Field {...field('textUrdu')} label={label('textUrdu')}>
        <textarea {...UR} maxLength={500} rows={3} {...bind('textUrdu')} />
      </Field>
      <Field {...field('link')} label={label('link')}>
        <input type="url" inputMode="url" {...EN} placeholder="https://" {...bind('link')} />
      </Field>
      <div className="content-form-pair">
        {(['startDay', 'endDay'] as const).map((name) => (
          <Field
            key={name}
            {...field(name)}
            label={label(name)}
            required
            hint={t('announcements.admin.dayHint')}
          >
            <input type="date" {...bind(name)} />
          </Field>
        ))}
      </div>
    </ListForm>
  );
}
