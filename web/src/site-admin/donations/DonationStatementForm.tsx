import { useTranslation } from 'react-i18next';
import {
  donationStatementDocSchema,
  type DonationStatement,
  type DonationStatementData,
  type DonationCause,
} from '@masjid/domain/donations';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { ListForm } from '../forms/AdminForm.tsx';
import { CauseOptions } from './CauseOptions.tsx';
import { Field } from '../forms/Field.tsx';
import { saveToList, useContentForm } from '../forms/use-content-form.ts';
import type { ListFormProps } from '../ui/use-admin-list.tsx';
import { donationStatementWrites } from './donations-admin-data.ts';
import { useStatementName } from './statement-name.ts';

const AMOUNTS = ['income', 'spending', 'balance'] as const;
type Amount = (typeof AMOUNTS)[number];

type Values = { cause: DonationCause; month: string; published: boolean } & Record<Amount, string>;

const emptyValues = (): Values => ({
  cause: 'sadaqah',
  month: karachiIsoToday().slice(0, 7),
  income: '',
  spending: '',
  balance: '',
  published: false,
});

/**
 * An amount as typed (`482,500`, `-1200`) as a number for the schema: digits with an optional
 * minus and thousands separators; anything else is passed on as typed, for the schema to refuse.
 */
export function typedRupees(text: string): unknown {
  const plain = text.trim().replace(/[,\s]/g, '');
  if (plain === '') return undefined;
  return /^-?[0-9]+$/.test(plain) ? Number(plain) : plain;
}

/**
 * Adds a monthly statement, or edits `editing`: the cause, the month, the month's income and
 * spending and the balance at its end in whole rupees, and whether it is published on /donate.
 * Checked with the shared schema, a message per field.
 */
export function DonationStatementForm({
  editing,
  onSaved,
  onCancel,
}: ListFormProps<DonationStatement>) {
  const { t } = useTranslation('admin');
  const nameOf = useStatementName();
  const form = useContentForm<Values, DonationStatementData>(
    editing
      ? {
          cause: editing.cause,
          month: editing.month,
          income: String(editing.income),
          spending: String(editing.spending),
          balance: String(editing.balance),
          published: editing.published,
        }
      : emptyValues,
    {
      parse: (values) =>
        donationStatementDocSchema.safeParse({
          ...values,
          income: typedRupees(values.income),
          spending: typedRupees(values.spending),
          balance: typedRupees(values.balance),
        }),
      ...saveToList(donationStatementWrites, { editing, onSaved }, nameOf),
      failedText: t('donations.statementsAdmin.saveFailed'),
    },
  );
  const { bind, field, values, setValues } = form;

  return (
    <ListForm
      form={form}
      strings="donations.statementsAdmin"
      editing={!!editing}
      title={editing ? nameOf(editing) : undefined}
      onCancel={onCancel}
    >
      <div className="content-form-pair">
        <Field {...field('cause')} label={t('donations.statementsAdmin.cause')}>
          <select {...bind('cause')}>
            <CauseOptions />
          </select>
        </Field>
        <Field {...field('month')} required label={t('donations.statementsAdmin.month')}>
          <input type="month" min="2000-01" max="2100-12" {...bind('month')} />
        </Field>
      </div>
      {AMOUNTS.map((name) => (
        <Field key={name} {...field(name)} required label={t(`donations.statementsAdmin.${name}`)}>
          <input type="text" inputMode="numeric" dir="ltr" autoComplete="off" {...bind(name)} />
        </Field>
      ))}
      <label className="checkbox-row">
        <input
          type="checkbox"
          name="published"
          checked={values.published}
          onChange={(e) => {
            const published = e.target.checked;
            setValues((v) => ({ ...v, published }));
          }}
        />{' '}
        {t('donations.statementsAdmin.published')}
      </label>
    </ListForm>
  );
}
