/**
 * The donation account form's rules: an IBAN typed with spaces is stored in electronic form once
 * its check digits pass, a wrong check digit is refused in the reader's language, and a zakat
 * account needs its line on why it is kept apart.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fieldError, fill, press, refusal } from '../../common/testing/form-queries.ts';
import { newItem, renderAdmin, type SaveSpy } from '../testing.tsx';
import { DonationAccountForm } from './DonationAccountForm.tsx';

const save = vi.hoisted((): SaveSpy => vi.fn());
vi.mock('./donations-admin-data.ts', () => ({ donationAccountWrites: { save } }));

let props = newItem();
const renderForm = (language: 'en' | 'ur' = 'en') =>
  renderAdmin(<DonationAccountForm {...props} />, language);

describe('DonationAccountForm', () => {
  beforeEach(() => {
    props = newItem(save);
  });

  it('stores an IBAN typed in groups, and a wallet number typed with +92, as stored forms', async () => {
    await renderForm();
    fill(/^Account title/, 'Masjid Trust');
    fill(/^IBAN/, 'pk36 scbl 0000 0011 2345 6702');
    fireEvent.change(screen.getByLabelText(/^Mobile wallet/), { target: { value: 'easypaisa' } });
    fill(/^Wallet number/, '+92 345 1234567');
    press('Add account');
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledWith('Masjid Trust'));
    expect(save).toHaveBeenCalledWith(
      {
        cause: 'sadaqah',
        title: 'Masjid Trust',
        iban: 'PK36SCBL0000001123456702',
        wallet: 'easypaisa',
        walletNumber: '03451234567',
      },
      undefined,
    );
  });

  it('refuses an IBAN whose check digits do not match, in Urdu on an Urdu page', async () => {
    await renderForm('ur');
    fill(/^کھاتے کا نام/, 'Masjid Trust');
    fill(/^آئی بین/, 'PK36 SCBL 0000 0011 2345 6703');
    press('کھاتہ شامل کریں');
    expect(await refusal('iban')).toMatch(/چیک ہندسے/);
    expect(save).not.toHaveBeenCalled();
  });

  it('asks a zakat account why it is kept apart, and for some way to give', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText(/^Cause/), { target: { value: 'zakat' } });
    fill(/^Account title/, 'Zakat Fund');
    press('Add account');
    expect(await refusal('note')).toBe('Write it in English or Urdu.');
    expect(fieldError('iban')).toBe('Give an IBAN, a wallet number or a Raast ID.');
    expect(save).not.toHaveBeenCalled();
  });
});
