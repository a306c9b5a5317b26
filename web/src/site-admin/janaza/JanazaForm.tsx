import { useTranslation } from 'react-i18next';
import {
  JANAZA_NAME_MAX,
  JANAZA_NOTE_MAX,
  JANAZA_PLACE_MAX,
  janazaPush,
  janazaSchema,
  type JanazaData,
  type JanazaNotice,
} from '@masjid/domain/janaza';
import { isoToKarachiInput, karachiInputToIso } from '../../common/time/karachi-time.ts';
import { ListForm } from '../forms/AdminForm.tsx';
import { EN, Field, UR } from '../forms/Field.tsx';
import { optionalText, saveToList, useContentForm, valuesOf } from '../forms/use-content-form.ts';
import type { ListFormProps } from '../ui/use-admin-list.tsx';
import { PushChoice } from '../ui/PushChoice.tsx';
import { janazaWrites } from './janaza-admin-data.ts';

/** The fields written in English and Urdu, the Urdu one named `…Urdu`, with their longest. */
const PAIRS = { name: JANAZA_NAME_MAX, place: JANAZA_PLACE_MAX, note: JANAZA_NOTE_MAX } as const;
type Pair = keyof typeof PAIRS;

type Texts = Record<Pair | `${Pair}Urdu` | 'prayerAt', string>;
type Values = Texts & { notify: boolean };
const TEXTS = ['name', 'nameUrdu', 'place', 'placeUrdu', 'note', 'noteUrdu'] as const;

const emptyTexts = (): Texts => ({
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
 * message per field. A new notice asks 'Notify subscribers' (ticked) and shows the push it sends.
 */
export function JanazaForm({ editing, onSaved, onCancel }: ListFormProps<JanazaNotice>) {
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, JanazaData>(
    editing
      ? {
          ...valuesOf(emptyTexts(), editing),
          prayerAt: isoToKarachiInput(editing.prayerAt),
          notify: false,
        }
      : () => ({ ...emptyTexts(), notify: true }),
    {
      parse: (values) => {
        const prayerAt = karachiInputToIso(values.prayerAt);
        const checked = janazaSchema.safeParse({
          ...optionalText(values, TEXTS),
          prayerAt: prayerAt ?? '',
          // Only a new notice pushes: the choice is asked when posting.
          ...(editing ? {} : { notify: values.notify }),
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
      ...saveToList(janazaWrites, { editing, onSaved }, janazaName),
      failedText: t('hall.janaza.admin.saveFailed'),
    },
  );
  const { bind, field, values } = form;
  // The push as subscribers will get it, once the notice says who, when and where.
  const typed = janazaSchema.safeParse({
    ...optionalText(values, TEXTS),
    prayerAt: karachiInputToIso(values.prayerAt) ?? '',
  });
  const preview = typed.success
    ? { en: janazaPush(typed.data, 'en'), ur: janazaPush(typed.data, 'ur') }
    : undefined;
  const pair = (en: Pair, hint?: string) => {
    const ur = `${en}Urdu` as const;
    const Control = en === 'note' ? 'textarea' : 'input';
    const rows = en === 'note' ? 2 : undefined;
    return (
      <div className="content-form-pair">
        <Field {...field(en)} label={t(`hall.janaza.admin.${en}`)} hint={hint}>
          <Control {...EN} maxLength={PAIRS[en]} rows={rows} {...bind(en)} />
        </Field>
        <Field {...field(ur)} label={t(`hall.janaza.admin.${ur}`)}>
          <Control {...UR} maxLength={PAIRS[en]} rows={rows} {...bind(ur)} />
        </Field>
      </div>
    );
  };

  return (
    <ListForm form={form} strings="hall.janaza.admin" editing={!!editing} onCancel={onCancel}>
      {pair('name', t('hall.janaza.admin.nameHint'))}
      <Field
        {...field('prayerAt')}
        required
        label={t('hall.janaza.admin.prayerAt')}
        hint={t('hall.janaza.admin.prayerAtHint')}
      >
        <input type="datetime-local" {...bind('prayerAt')} />
      </Field>
      {pair('place')}
      {pair('note')}
      {editing ? null : (
        <PushChoice
          checked={values.notify}
          onChange={(notify) => form.setValues((v) => ({ ...v, notify }))}
          label={t('hall.janaza.admin.notify')}
          preview={preview}
          pending={t('hall.janaza.admin.previewPending')}
        />
      )}
    </ListForm>
  );
}
