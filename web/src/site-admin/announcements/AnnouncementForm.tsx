import { useTranslation } from 'react-i18next';
import {
  announcementSchema,
  type Announcement,
  type AnnouncementData,
} from '@masjid/domain/announcements';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { HALL_SCREENS, type HallScreen } from '@masjid/domain/display-settings';
import { ListForm } from '../forms/AdminForm.tsx';
import { EN, errorIdOf, Field, UR } from '../forms/Field.tsx';
import { optionalText, saveToList, useContentForm, valuesOf } from '../forms/use-content-form.ts';
import type { ListFormProps } from '../ui/use-admin-list.tsx';
import { announcementWrites } from './announcements-admin-data.ts';

interface Values {
  text: string;
  textUrdu: string;
  link: string;
  startDay: string;
  endDay: string;
  /** The hall screens ticked; all three by default. */
  screens: HallScreen[];
}

const emptyText = () => {
  const today = karachiIsoToday();
  return { text: '', textUrdu: '', link: '', startDay: today, endDay: today };
};
const emptyValues = (): Values => ({ ...emptyText(), screens: [...HALL_SCREENS] });

/** The stored `screens` of the ticked ones: none stored when all three are ticked (every screen). */
const storedScreens = (screens: HallScreen[]) =>
  screens.length === HALL_SCREENS.length
    ? undefined
    : HALL_SCREENS.filter((s) => screens.includes(s));

/** A short name of a notice for messages: its first words. */
export function noticeName(a: Pick<Announcement, 'text' | 'textUrdu'>): string {
  const text = (a.text?.trim() || a.textUrdu?.trim() || '').replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * Adds an announcement, or edits `editing`: the notice in English and/or Urdu, an optional link,
 * the first and last day it shows (Karachi days, inclusive) and the hall screens that show it
 * (main hall, women's section, entrance: all ticked stores none, every screen; none ticked is
 * refused). Checked with the shared schema, a message per field.
 */
export function AnnouncementForm({ editing, onSaved, onCancel }: ListFormProps<Announcement>) {
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, AnnouncementData>(
    editing
      ? { ...valuesOf(emptyText(), editing), screens: editing.screens ?? [...HALL_SCREENS] }
      : emptyValues,
    {
      parse: ({ screens, ...values }) =>
        announcementSchema.safeParse({
          ...optionalText(values, ['text', 'textUrdu', 'link']),
          screens: storedScreens(screens),
        }),
      ...saveToList(announcementWrites, { editing, onSaved }, noticeName),
      failedText: t('announcements.admin.saveFailed'),
    },
  );
  const { bind, field, values, setValues, errors } = form;
  const toggle = (screen: HallScreen, on: boolean) =>
    setValues((v) => ({
      ...v,
      screens: on ? [...v.screens, screen] : v.screens.filter((s) => s !== screen),
    }));
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
      <fieldset
        className="announcement-screens"
        aria-describedby={errors.screens ? errorIdOf('screens') : 'hint-screens'}
      >
        <legend>{t('announcements.admin.screens')}</legend>
        <span className="field-hint" id="hint-screens">
          {t('announcements.admin.screensHint')}
        </span>
        {HALL_SCREENS.map((screen) => (
          <label key={screen} className="checkbox-row">
            <input
              type="checkbox"
              name="screens"
              value={screen}
              checked={values.screens.includes(screen)}
              aria-invalid={errors.screens ? true : undefined}
              onChange={(e) => toggle(screen, e.target.checked)}
            />{' '}
            {t(`announcements.admin.screen.${screen}`)}
          </label>
        ))}
        {errors.screens ? (
          <span className="field-error" id={errorIdOf('screens')}>
            {errors.screens}
          </span>
        ) : null}
      </fieldset>
    </ListForm>
  );
}
