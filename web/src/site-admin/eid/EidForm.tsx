import { useTranslation } from 'react-i18next';
import {
  EIDS,
  EID_JAMATS_MAX,
  EID_NAME_MAX,
  EID_NOTE_MAX,
  comingEid,
  eidJamatsDocSchema,
  type Eid,
  type EidJamatsData,
} from '@masjid/domain/eid';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { ListForm } from '../forms/AdminForm.tsx';
import { EN, Field, UR } from '../forms/Field.tsx';
import {
  JamatRows,
  PlaceAndLanguage,
  issuesOnRows,
  outOfOrder,
  rowKey,
} from '../forms/JamatRows.tsx';
import { saveToList, useContentForm } from '../forms/use-content-form.ts';
import type { ListFormProps } from '../ui/use-admin-list.tsx';
import { eidWrites, type EidJamatsDoc } from './eid-admin-data.ts';

/** The form's jamat rows, EID_JAMATS_MAX of them; an empty row is not sent. */
const ROWS = [0, 1, 2, 3, 4] as const satisfies { length: typeof EID_JAMATS_MAX };
type Row = (typeof ROWS)[number];
const PARTS = ['time', 'place', 'language', 'imam', 'imamUrdu', 'note', 'noteUrdu'] as const;
type Part = (typeof PARTS)[number];
type RowField = `jamats.${Row}.${Part}`;
type Values = Record<'hijriYear' | 'eid' | RowField, string> & { published: boolean };

const key = (row: Row, part: Part) => rowKey(row, part);

/** The empty form, for the coming Eid. */
function emptyValues(): Values {
  const coming = comingEid(karachiIsoToday());
  const values: Record<string, string | boolean> = {
    hijriYear: String(coming.hijriYear),
    eid: coming.eid,
    published: true,
  };
  for (const row of ROWS)
    for (const part of PARTS)
      values[key(row, part)] = part === 'place' ? 'mainHall' : part === 'language' ? 'urdu' : '';
  return values as Values;
}

/** The form's values of a stored Eid. */
function valuesOfEid(eid: EidJamatsDoc): Values {
  const values: Record<string, string | boolean> = {
    ...emptyValues(),
    hijriYear: String(eid.hijriYear),
    eid: eid.eid,
    published: eid.published,
  };
  eid.jamats.slice(0, EID_JAMATS_MAX).forEach((jamat, i) => {
    for (const part of PARTS) values[key(i as Row, part)] = jamat[part] ?? '';
  });
  return values as Values;
}

/** The document the values describe (unchecked) and, for each jamat sent, its row in the form. */
function documentOf(values: Values) {
  const rows = ROWS.filter((row) => values[key(row, 'time')].trim());
  return {
    rows,
    doc: {
      hijriYear: values.hijriYear.trim() === '' ? undefined : Number(values.hijriYear),
      eid: values.eid,
      published: values.published,
      jamats: rows.map((row) => {
        const jamat: Record<string, string> = {};
        for (const part of PARTS) {
          const text = values[key(row, part)].trim();
          if (text) jamat[part] = text;
        }
        return jamat;
      }),
    },
  };
}

/** The name of an Eid in messages: `Eid ul-Fitr 1448 AH`, in Urdu `عید الفطر 1448ھ`. */
export const eidName = (e: Pick<EidJamatsData, 'hijriYear' | 'eid'>, lang: string) =>
  lang === 'ur'
    ? `${e.eid === 'fitr' ? 'عید الفطر' : 'عید الاضحیٰ'} ${e.hijriYear}ھ`
    : `${e.eid === 'fitr' ? 'Eid ul-Fitr' : 'Eid ul-Adha'} ${e.hijriYear} AH`;

/**
 * Adds an Eid's jamats, or edits `editing` (its year and Eid fixed: they are the document's id):
 * whether it is published, and up to five jamats, each with its time, place, bayan language, imam
 * and note in English and Urdu (a row shows once the one before has a time; an empty row is left
 * out). The day is not entered: it follows the
 * moon-sighting decision. Checked with the shared schema, a message on each field.
 */
export function EidForm({ editing, onSaved, onCancel }: ListFormProps<EidJamatsDoc>) {
  const { t, i18n } = useTranslation('admin');
  const nameOf = (e: Pick<EidJamatsData, 'hijriYear' | 'eid'>) => eidName(e, i18n.language);
  const form = useContentForm<Values, EidJamatsData>(editing ? valuesOfEid(editing) : emptyValues, {
    parse: (values) => {
      const { rows, doc } = documentOf(values);
      const checked = eidJamatsDocSchema.safeParse(doc);
      if (checked.success) return checked;
      // A jamat's message goes to its row of the form; the list's own (none given, out of order)
      // to the time of the row at fault.
      const late = outOfOrder(rows.map((row) => values[key(row, 'time')].trim()));
      const issues = issuesOnRows(checked.error.issues, rows, 'time', () => ({
        row: rows[late] ?? rows.length,
        part: 'time',
      }));
      return { success: false, error: { issues } };
    },
    ...saveToList(eidWrites, { editing, onSaved }, nameOf),
    failedText: t('eid.admin.saveFailed'),
  });
  const { bind, field, values } = form;
  return (
    <ListForm
      form={form}
      strings="eid.admin"
      editing={!!editing}
      title={editing ? nameOf(editing) : ''}
      onCancel={onCancel}
    >
      <div className="content-form-pair">
        <Field {...field('eid')} required label={t('eid.admin.eid')}>
          <select disabled={!!editing} {...bind('eid')}>
            {EIDS.map((e: Eid) => (
              <option key={e} value={e}>
                {t(`eid.admin.eids.${e}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field {...field('hijriYear')} required label={t('eid.admin.hijriYear')}>
          <input
            type="number"
            inputMode="numeric"
            min={1420}
            max={1520}
            readOnly={!!editing}
            {...bind('hijriYear')}
          />
        </Field>
      </div>
      <p className="field-hint">{t('eid.admin.dayHint')}</p>
      <label className="checkbox-row">
        <input
          type="checkbox"
          name="published"
          checked={values.published}
          onChange={(e) => form.setValues((v) => ({ ...v, published: e.target.checked }))}
        />
        {t('eid.admin.published')}
      </label>
      <JamatRows rows={ROWS} hasTime={(row) => !!values[key(row, 'time')]}>
        {(row) => (
          <>
            <Field {...field(key(row, 'time'))} required={row === 0} label={t('eid.admin.time')}>
              <input type="time" {...bind(key(row, 'time'))} />
            </Field>
            <PlaceAndLanguage
              place={{ field: field(key(row, 'place')), input: bind(key(row, 'place')) }}
              language={{ field: field(key(row, 'language')), input: bind(key(row, 'language')) }}
            />
            <div className="content-form-pair">
              <Field {...field(key(row, 'imam'))} label={t('eid.admin.imam')}>
                <input {...EN} maxLength={EID_NAME_MAX} {...bind(key(row, 'imam'))} />
              </Field>
              <Field {...field(key(row, 'imamUrdu'))} label={t('eid.admin.imamUrdu')}>
                <input {...UR} maxLength={EID_NAME_MAX} {...bind(key(row, 'imamUrdu'))} />
              </Field>
            </div>
            <div className="content-form-pair">
              <Field {...field(key(row, 'note'))} label={t('eid.admin.note')}>
                <textarea {...EN} rows={2} maxLength={EID_NOTE_MAX} {...bind(key(row, 'note'))} />
              </Field>
              <Field {...field(key(row, 'noteUrdu'))} label={t('eid.admin.noteUrdu')}>
                <textarea
                  {...UR}
                  rows={2}
                  maxLength={EID_NOTE_MAX}
                  {...bind(key(row, 'noteUrdu'))}
                />
              </Field>
            </div>
          </>
        )}
      </JamatRows>
    </ListForm>
  );
}
