import { useTranslation } from 'react-i18next';
import {
  MOBILE_WALLETS,
  donationAccountDocSchema,
  groupIban,
  groupMobile,
  normaliseAccountInput,
  type DonationAccount,
  type DonationAccountData,
  type DonationCause,
} from '@masjid/domain/donations';
import { ListForm } from '../forms/AdminForm.tsx';
import { CauseOptions } from './CauseOptions.tsx';
import { EN, Field, UR } from '../forms/Field.tsx';
import { optionalText, saveToList, useContentForm, valuesOf } from '../forms/use-content-form.ts';
import type { ListFormProps } from '../ui/use-admin-list.tsx';
import { donationAccountWrites } from './donations-admin-data.ts';

interface Values {
  cause: DonationCause;
  title: string;
  bank: string;
  iban: string;
  wallet: string;
  walletNumber: string;
  raastId: string;
  note: string;
  noteUrdu: string;
}

const EMPTY: Values = {
  cause: 'sadaqah',
  title: '',
  bank: '',
  iban: '',
  wallet: '',
  walletNumber: '',
  raastId: '',
  note: '',
  noteUrdu: '',
};

/** An account's values in the form: the IBAN and numbers grouped as people read them. */
function valuesOfAccount(account: DonationAccount): Values {
  const values = valuesOf(EMPTY, account);
  return {
    ...values,
    cause: account.cause,
    iban: account.iban ? groupIban(account.iban) : '',
    walletNumber: account.walletNumber ? groupMobile(account.walletNumber) : '',
    raastId: account.raastId ? groupMobile(account.raastId) : '',
  };
}

const OPTIONAL = ['bank', 'iban', 'wallet', 'walletNumber', 'raastId', 'note', 'noteUrdu'] as const;

/**
 * Adds a donation account, or edits `editing`: the cause, the account title, the bank, the IBAN
 * (typed with or without spaces, stored in electronic form after its check digits pass), a mobile
 * wallet and its number, a Raast ID, and the line shown with it in English and/or Urdu (required
 * for zakat: why it is kept apart). Checked with the shared schema, a message per field.
 */
export function DonationAccountForm({
  editing,
  onSaved,
  onCancel,
}: ListFormProps<DonationAccount>) {
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, DonationAccountData>(
    editing ? valuesOfAccount(editing) : EMPTY,
    {
      parse: (values) =>
        donationAccountDocSchema.safeParse(normaliseAccountInput(optionalText(values, OPTIONAL))),
      ...saveToList(donationAccountWrites, { editing, onSaved }, (a) => a.title),
      failedText: t('donations.admin.saveFailed'),
    },
  );
  const { bind, field } = form;
  const label = (key: Exclude<keyof Values, 'title'> | 'accountTitle') =>
    t(`donations.admin.${key}`);

  return (
    <ListForm
      form={form}
      strings="donations.admin"
      editing={!!editing}
      title={editing?.title}
      onCancel={onCancel}
    >
      <Field {...field('cause')} label={label('cause')}>
        <select {...bind('cause')}>
          <CauseOptions />
        </select>
      </Field>
      <Field {...field('title')} required label={label('accountTitle')}>
        <input type="text" {...EN} maxLength={120} {...bind('title')} />
      </Field>
      <Field {...field('bank')} label={label('bank')}>
        <input type="text" {...EN} maxLength={120} {...bind('bank')} />
      </Field>
      <Field {...field('iban')} label={label('iban')} hint={t('donations.admin.ibanHint')}>
        <input type="text" {...EN} autoComplete="off" spellCheck={false} {...bind('iban')} />
      </Field>
      <div className="content-form-pair">
        <Field {...field('wallet')} label={label('wallet')}>
          <select {...bind('wallet')}>
            <option value="">{t('donations.admin.noWallet')}</option>
            {MOBILE_WALLETS.map((wallet) => (
              <option key={wallet} value={wallet}>
                {t(`giving.wallets.${wallet}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          {...field('walletNumber')}
          label={label('walletNumber')}
          hint={t('donations.admin.mobileHint')}
        >
          <input type="tel" {...EN} autoComplete="off" {...bind('walletNumber')} />
        </Field>
      </div>
      <Field {...field('raastId')} label={label('raastId')} hint={t('donations.admin.mobileHint')}>
        <input type="tel" {...EN} autoComplete="off" {...bind('raastId')} />
      </Field>
      <Field {...field('note')} label={label('note')} hint={t('donations.admin.noteHint')}>
        <textarea {...EN} maxLength={400} rows={3} {...bind('note')} />
      </Field>
      <Field {...field('noteUrdu')} label={label('noteUrdu')}>
        <textarea {...UR} maxLength={400} rows={3} {...bind('noteUrdu')} />
      </Field>
    </ListForm>
  );
}
