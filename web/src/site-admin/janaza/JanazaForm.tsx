import { useTranslation } from 'react-i18next';
import {
  JANAZA_NAME_MAX,
  JANAZA_NOTE_MAX,
  JANAZA_PLACE_MAX,
  janazaSchema,
  type JanazaData,
  type JanazaNotice,
} from '@masjid/domain/janaza';
import { isoToKarachiInput, karachiInputToIso } from '../../common/time/karachi-time.ts';
import { Field } from '../forms/Field.tsx';
import { FormFooter } from '../forms/FormFooter.tsx';
import { useContentForm } from '../forms/use-content-form.ts';
import { createJanaza, updateJanaza } from './janaza-admin-data.ts';

interface Values {
  name: string;
  nameUrdu: string;
  prayerAt: string;
  place: string;
  placeUrdu: string;
  note: string;
  noteUrdu: string;
}

const emptyValues = (): Values => ({
  name: '',
  nameUrdu: '',
  prayerAt: '',
  place: '',
  placeUrdu: '',
  note: '',
  noteUrdu: '',
});

/** The name of the deceased for messages: English where written, else Urdu. */
export function janazaName(n: Pick<JanazaData, 'name' | 'nameUrdu'>): string {
  return (n.name?.trim() || n.nameUrdu?.trim() || '').replace(/\s+/g, ' ');
}

/**
 * Posts a janaza notice, or edits `editing`: the name of the deceased, the prayer's time (Karachi)
 * and place, an optional note, each in English and/or Urdu. Checked with the shared schema, a
 * message per field.
 */
export function JanazaForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: JanazaNotice | null;
  onSaved: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, JanazaData>(
    editing
      ? {
          name: editing.name ?? '',
          nameUrdu: editing.nameUrdu ?? '',
          prayerAt: isoToKarachiInput(editing.prayerAt),
          place: editing.place ?? '',
          placeUrdu: editing.placeUrdu ?? '',
          note: editing.note ?? '',
          noteUrdu: editing.noteUrdu ?? '',
        }
      : emptyValues,
    {
      parse: (values) => {
        const prayerAt = karachiInputToIso(values.prayerAt);
        const checked = janazaSchema.safeParse({
          name: values.name.trim() || undefined,
          nameUrdu: values.nameUrdu.trim() || undefined,
          prayerAt: prayerAt ?? '',
          place: values.place.trim() || undefined,
          placeUrdu: values.placeUrdu.trim() || undefined,
          note: values.note.trim() || undefined,
          noteUrdu: values.noteUrdu.trim() || undefined,
        });
        if (checked.success || prayerAt) return checked;
        // An empty date field reads better as "choose it" than as zod's format message.
        return {
          success: false,
          error: {
            issues: [
              ...checked.error.issues.filter((i) => i.path[0] !== 'prayerAt'),
              { path: ['prayerAt'], text: t('hall.janaza.admin.prayerAtMissing') },
            ],
          },
        };
      },
      save: async (data) => {
        if (editing) await updateJanaza(editing.id, data);
        else await createJanaza(data);
        if (!editing) form.setValues(emptyValues());
        onSaved(janazaName(data));
      },
      failedText: t('hall.janaza.admin.saveFailed'),
    },
  );
  const { errors, bind } = form;
  const pair = (
    en: 'name' | 'place' | 'note',
    ur: 'nameUrdu' | 'placeUrdu' | 'noteUrdu',
    max: number,
    hint?: string,
  ) => (
    <div className="content-form-pair">
      <Field name={en} label={t(`hall.janaza.admin.${en}`)} hint={hint} error={errors[en]}>
        {en === 'note' ? (
          <textarea lang="en" dir="ltr" maxLength={max} rows={2} {...bind(en)} />
        ) : (
          <input lang="en" dir="ltr" maxLength={max} {...bind(en)} />
        )}
      </Field>
      <Field name={ur} label={t(`hall.janaza.admin.${ur}`)} error={errors[ur]}>
        {ur === 'noteUrdu' ? (
          <textarea lang="ur" dir="rtl" maxLength={max} rows={2} {...bind(ur)} />
        ) : (
          <input lang="ur" dir="rtl" maxLength={max} {...bind(ur)} />
        )}
      </Field>
    </div>
  );

  return (
    <form className="admin-form content-form" onSubmit={form.submit} noValidate>
      <h2>{editing ? t('hall.janaza.admin.editHeading') : t('hall.janaza.admin.addHeading')}</h2>
      {pair('name', 'nameUrdu', JANAZA_NAME_MAX, t('hall.janaza.admin.nameHint'))}
      <Field
        name="prayerAt"
        label={t('hall.janaza.admin.prayerAt')}
        hint={t('hall.janaza.admin.prayerAtHint')}
        error={errors.prayerAt}
      >
        <input type="datetime-local" {...bind('prayerAt')} />
      </Field>
      {pair('place', 'placeUrdu', JANAZA_PLACE_MAX)}
      {pair('note', 'noteUrdu', JANAZA_NOTE_MAX)}
      <FormFooter
        errors={errors}
        outcome={form.outcome}
        busy={form.busy}
        submitLabel={editing ? t('adminForms.saveChanges') : t('hall.janaza.admin.add')}
        onCancel={editing ? onCancel : undefined}
      />
    </form>
  );
}
