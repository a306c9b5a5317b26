import { useTranslation } from 'react-i18next';
import {
  COMMODITIES,
  RAMADAN_NAME_MAX,
  RAMADAN_NOTE_MAX,
  TARAWEEH_CHANGES_MAX,
  ramadanSchema,
  ramadanYearFor,
  type Commodity,
  type RamadanData,
  type RamadanYear,
} from '@masjid/domain/ramadan';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { ListForm } from '../forms/AdminForm.tsx';
import { EN, Field, UR } from '../forms/Field.tsx';
import type { FormIssue } from '../forms/field-errors.ts';
import { optionalText, saveToList, useContentForm, valuesOf } from '../forms/use-content-form.ts';
import type { ListFormProps } from '../ui/use-admin-list.tsx';
import { ramadanWrites } from './ramadan-admin-data.ts';

/** The texts written in English and Urdu (the Urdu one named `…Urdu`), with their longest. */
const PAIRS = {
  imam: RAMADAN_NAME_MAX,
  lastTenNotes: RAMADAN_NOTE_MAX,
  itikafNotes: RAMADAN_NOTE_MAX,
  amountsAuthority: RAMADAN_NAME_MAX,
} as const;
type Pair = keyof typeof PAIRS;
const TEXTS = Object.keys(PAIRS).flatMap((k) => [k, `${k}Urdu`]) as (Pair | `${Pair}Urdu`)[];

/** The form's rows of later starts, TARAWEEH_CHANGES_MAX of them. */
const ROWS = [0, 1, 2, 3] as const satisfies { length: typeof TARAWEEH_CHANGES_MAX };
type ChangeRow = (typeof ROWS)[number];
type ChangeField = `taraweehChanges.${ChangeRow}.${'fromNight' | 'time'}`;
type AmountField = `${'fitrana' | 'fidya'}.${Commodity}`;
type Texts = Record<
  | Pair
  | `${Pair}Urdu`
  | 'hijriYear'
  | 'taraweehTime'
  | 'parasPerNight'
  | 'khatmNight'
  | 'amountsAnnouncedOn'
  | ChangeField
  | AmountField,
  string
>;
type Values = Texts & { published: boolean };

const changeKey = (row: ChangeRow, part: 'fromNight' | 'time') =>
  `taraweehChanges.${row}.${part}` as const;
const amountKey = (kind: 'fitrana' | 'fidya', c: Commodity) => `${kind}.${c}` as const;

/** The empty form, for the coming (or current) Ramadan. */
function emptyTexts(): Texts {
  const texts: Record<string, string> = {
    hijriYear: String(ramadanYearFor(karachiIsoToday())),
    taraweehTime: '',
    parasPerNight: '',
    khatmNight: '',
    amountsAnnouncedOn: '',
  };
  for (const key of TEXTS) texts[key] = '';
  for (const row of ROWS) {
    texts[changeKey(row, 'fromNight')] = '';
    texts[changeKey(row, 'time')] = '';
  }
  for (const kind of ['fitrana', 'fidya'] as const)
    for (const c of COMMODITIES) texts[amountKey(kind, c)] = '';
  return texts as Texts;
}

/** The form's values of a stored year. */
function valuesOfYear(year: RamadanYear): Values {
  const texts: Record<string, string> = { ...valuesOf(emptyTexts(), year) };
  texts.hijriYear = String(year.hijriYear);
  if (year.parasPerNight !== undefined) texts.parasPerNight = String(year.parasPerNight);
  if (year.khatmNight !== undefined) texts.khatmNight = String(year.khatmNight);
  for (const row of ROWS) {
    const change = year.taraweehChanges?.[row];
    if (!change) continue;
    texts[changeKey(row, 'fromNight')] = String(change.fromNight);
    texts[changeKey(row, 'time')] = change.time;
  }
  for (const kind of ['fitrana', 'fidya'] as const)
    for (const c of COMMODITIES) {
      const amount = year[kind]?.[c];
      if (amount !== undefined) texts[amountKey(kind, c)] = String(amount);
    }
  return { ...(texts as Texts), published: year.published };
}

/** A typed number, or undefined when the field is empty (NaN when it is not a number). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The document the values describe (unchecked) and, for each change sent, its row in the form. */
function documentOf(values: Values) {
  const rows = ROWS.filter(
    (row) => values[changeKey(row, 'fromNight')].trim() || values[changeKey(row, 'time')].trim(),
  );
  const amounts = (kind: 'fitrana' | 'fidya') =>
    COMMODITIES.every((c) => !values[amountKey(kind, c)].trim())
      ? undefined
      : Object.fromEntries(COMMODITIES.map((c) => [c, numberOf(values[amountKey(kind, c)])]));
  return {
    rows,
    doc: {
      ...optionalText<Record<string, string>>(
        {
          ...Object.fromEntries(TEXTS.map((k) => [k, values[k]])),
          amountsAnnouncedOn: values.amountsAnnouncedOn,
        },
        [...TEXTS, 'amountsAnnouncedOn'],
      ),
      hijriYear: numberOf(values.hijriYear),
      published: values.published,
      taraweehTime: values.taraweehTime,
      taraweehChanges: rows.length
        ? rows.map((row) => ({
            fromNight: numberOf(values[changeKey(row, 'fromNight')]),
            time: values[changeKey(row, 'time')],
          }))
        : undefined,
      parasPerNight: numberOf(values.parasPerNight),
      khatmNight: numberOf(values.khatmNight),
      fitrana: amounts('fitrana'),
      fidya: amounts('fidya'),
    },
  };
}

/** The name of a year in messages: `1448 AH`, in Urdu `1448ھ`. */
export const ramadanName = (r: Pick<RamadanData, 'hijriYear'>, lang: string) =>
  lang === 'ur' ? `${r.hijriYear}ھ` : `${r.hijriYear} AH`;

/**
 * Adds a year's Ramadan, or edits `editing` (its year fixed: it is the document's id): whether it
 * is shown before Sha'ban, the taraweeh start and up to four later starts from a night on, the
 * imam or hafiz, paras a night, the khatm night, notes for the last ten nights and i'tikaf
 * (English and Urdu), and the fitrana and fidya per commodity in PKR with who announced them and
 * when. Checked with the shared schema, a message on each field.
 */
export function RamadanForm({ editing, onSaved, onCancel }: ListFormProps<RamadanYear>) {
  const { t, i18n } = useTranslation('admin');
  const nameOf = (r: Pick<RamadanData, 'hijriYear'>) => ramadanName(r, i18n.language);
  const form = useContentForm<Values, RamadanData>(
    editing ? valuesOfYear(editing) : () => ({ ...emptyTexts(), published: true }),
    {
      parse: (values) => {
        const { rows, doc } = documentOf(values);
        const checked = ramadanSchema.safeParse(doc);
        if (checked.success) return checked;
        // A change's message goes to its row of the form.
        const issues: FormIssue[] = checked.error.issues.map((issue) => {
          const [first, index, ...rest] = issue.path;
          if (first !== 'taraweehChanges' || typeof index !== 'number') return issue;
          return { ...issue, path: [first, rows[index] ?? index, ...rest] };
        });
        return { success: false, error: { issues } };
      },
      ...saveToList(ramadanWrites, { editing, onSaved }, nameOf),
      failedText: t('ramadan.admin.saveFailed'),
    },
  );
  const { bind, field, values } = form;
  const pair = (en: Pair) => {
    const ur = `${en}Urdu` as const;
    const long = PAIRS[en] === RAMADAN_NOTE_MAX;
    const Control = long ? 'textarea' : 'input';
    return (
      <div className="content-form-pair">
        <Field {...field(en)} label={t(`ramadan.admin.${en}`)}>
          <Control {...EN} maxLength={PAIRS[en]} rows={long ? 3 : undefined} {...bind(en)} />
        </Field>
        <Field {...field(ur)} label={t(`ramadan.admin.${ur}`)}>
          <Control {...UR} maxLength={PAIRS[en]} rows={long ? 3 : undefined} {...bind(ur)} />
        </Field>
      </div>
    );
  };
  const amounts = (kind: 'fitrana' | 'fidya') => (
    <div className="ramadan-admin-amounts">
      {COMMODITIES.map((c) => (
        <Field
          key={c}
          {...field(amountKey(kind, c))}
          label={t(`ramadan.admin.${kind}`, { commodity: t(`ramadan.admin.commodities.${c}`) })}
        >
          <input type="number" inputMode="numeric" min={0} step={1} {...bind(amountKey(kind, c))} />
        </Field>
      ))}
    </div>
  );

  return (
    <ListForm
      form={form}
      strings="ramadan.admin"
      editing={!!editing}
      title={editing ? nameOf(editing) : ''}
      onCancel={onCancel}
    >
      <Field
        {...field('hijriYear')}
        required
        label={t('ramadan.admin.hijriYear')}
        hint={t('ramadan.admin.hijriYearHint')}
      >
        <input
          type="number"
          inputMode="numeric"
          min={1420}
          max={1520}
          readOnly={!!editing}
          {...bind('hijriYear')}
        />
      </Field>
      <label className="checkbox-row">
        <input
          type="checkbox"
          name="published"
          checked={values.published}
          onChange={(e) => form.setValues((v) => ({ ...v, published: e.target.checked }))}
        />
        {t('ramadan.admin.published')}
      </label>
      <Field
        {...field('taraweehTime')}
        required
        label={t('ramadan.admin.taraweehTime')}
        hint={t('ramadan.admin.taraweehTimeHint')}
      >
        <input type="time" {...bind('taraweehTime')} />
      </Field>
      <fieldset className="ramadan-admin-changes">
        <legend>{t('ramadan.admin.changesHeading')}</legend>
        {ROWS.map((row) => (
          <div className="content-form-pair" key={row}>
            <Field {...field(changeKey(row, 'fromNight'))} label={t('ramadan.admin.fromNight')}>
              <input
                type="number"
                inputMode="numeric"
                min={2}
                max={30}
                {...bind(changeKey(row, 'fromNight'))}
              />
            </Field>
            <Field {...field(changeKey(row, 'time'))} label={t('ramadan.admin.changeTime')}>
              <input type="time" {...bind(changeKey(row, 'time'))} />
            </Field>
          </div>
        ))}
      </fieldset>
      {pair('imam')}
      <div className="content-form-pair">
        <Field
          {...field('parasPerNight')}
          label={t('ramadan.admin.parasPerNight')}
          hint={t('ramadan.admin.parasPerNightHint')}
        >
          <input
            type="number"
            inputMode="decimal"
            min={0.25}
            max={5}
            step={0.25}
            {...bind('parasPerNight')}
          />
        </Field>
        <Field
          {...field('khatmNight')}
          label={t('ramadan.admin.khatmNight')}
          hint={t('ramadan.admin.khatmNightHint')}
        >
          <input type="number" inputMode="numeric" min={1} max={30} {...bind('khatmNight')} />
        </Field>
      </div>
      {pair('lastTenNotes')}
      {pair('itikafNotes')}
      <fieldset className="ramadan-admin-changes">
        <legend>{t('ramadan.admin.amountsHeading')}</legend>
        <p className="field-hint">{t('ramadan.admin.amountsHint')}</p>
        {amounts('fitrana')}
        {amounts('fidya')}
        {pair('amountsAuthority')}
        <Field {...field('amountsAnnouncedOn')} label={t('ramadan.admin.amountsAnnouncedOn')}>
          <input type="date" {...bind('amountsAnnouncedOn')} />
        </Field>
      </fieldset>
    </ListForm>
  );
}
