/** Giving: IBAN and mobile number checks, the account and statement schemas, the page's orders. */
import { describe, expect, it } from 'vitest';
import {
  accountQrText,
  donationAccountDocSchema,
  donationStatementDocSchema,
  groupIban,
  groupMobile,
  isPakistaniIban,
  normaliseAccountInput,
  normaliseIban,
  normaliseMobile,
  publishedStatements,
  sortAccounts,
  type DonationAccountData,
  type DonationStatementData,
} from './donations.ts';
import { fieldProblemOf } from './field-problems.ts';

const GOOD_IBAN = 'PK36SCBL0000001123456702'; // the format's published example

describe('Pakistani IBANs', () => {
  it('accepts one whose check digits match, and refuses one digit changed', () => {
    expect(isPakistaniIban(GOOD_IBAN)).toBe(true);
    expect(isPakistaniIban('PK36SCBL0000001123456703')).toBe(false);
    expect(isPakistaniIban('PK37SCBL0000001123456702')).toBe(false);
  });

  it('refuses another country, another length, and letters in the account number', () => {
    expect(isPakistaniIban('GB82WEST12345698765432')).toBe(false);
    expect(isPakistaniIban('PK36SCBL000000112345670')).toBe(false);
    expect(isPakistaniIban('PK36SCBL00000011234567022')).toBe(false);
    expect(isPakistaniIban('PK94SCBL0000001123ABCDEF')).toBe(false);
  });

  it('is stored without spaces in capitals, and shown in groups of four', () => {
    expect(normaliseIban(' pk36 scbl 0000-0011 2345 6702 ')).toBe(GOOD_IBAN);
    expect(groupIban(GOOD_IBAN)).toBe('PK36 SCBL 0000 0011 2345 6702');
  });
});

describe('mobile numbers (wallets and Raast IDs)', () => {
  it.each([
    ['0300 1234567', '03001234567'],
    ['0300-1234567', '03001234567'],
    ['+92 300 1234567', '03001234567'],
    ['923001234567', '03001234567'],
    ['3001234567', '03001234567'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normaliseMobile(typed)).toBe(stored);
  });

  it.each(['021 3456789', '0300 123456', '+44 7700 900123', 'abc'])('refuses %s', (typed) => {
    expect(normaliseMobile(typed)).toBeUndefined();
  });

  it('shows one as 0300 1234567', () => {
    expect(groupMobile('03001234567')).toBe('0300 1234567');
  });
});

const ACCOUNT: DonationAccountData = { cause: 'sadaqah', title: 'Trust', iban: GOOD_IBAN };

/** The field problem codes of a refused account, by field. */
function accountProblems(data: unknown): Record<string, string | undefined> {
  const parsed = donationAccountDocSchema.safeParse(data);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), fieldProblemOf(issue).code]),
  );
}

describe('a donation account', () => {
  it('takes what the admin typed once normalised', () => {
    const typed = normaliseAccountInput({
      ...ACCOUNT,
      iban: 'pk36 scbl 0000 0011 2345 6702',
      wallet: 'jazzcash',
      walletNumber: '+92 300 1234567',
      raastId: '0300-1234567',
    });
    expect(donationAccountDocSchema.parse(typed)).toEqual({
      ...ACCOUNT,
      wallet: 'jazzcash',
      walletNumber: '03001234567',
      raastId: '03001234567',
    });
  });

  it('names the IBAN whose check digits fail, and a number that is no mobile number', () => {
    expect(accountProblems({ ...ACCOUNT, iban: 'PK36SCBL0000001123456703' })).toEqual({
      iban: 'iban',
    });
    expect(
      accountProblems({ ...ACCOUNT, wallet: 'easypaisa', walletNumber: '0213456789' }),
    ).toEqual({ walletNumber: 'mobile-number' });
  });

  it('needs some way to give, and a wallet with its number', () => {
    expect(accountProblems({ cause: 'upkeep', title: 'Upkeep', bank: 'HBL' })).toEqual({
      iban: 'payment-detail-required',
    });
    expect(accountProblems({ ...ACCOUNT, walletNumber: '03001234567' })).toEqual({
      wallet: 'required',
    });
    expect(accountProblems({ ...ACCOUNT, wallet: 'jazzcash' })).toEqual({
      walletNumber: 'required',
    });
  });

  it('of zakat says why it is kept apart, in English or Urdu', () => {
    const zakat = { ...ACCOUNT, cause: 'zakat' };
    expect(accountProblems(zakat)).toEqual({ note: 'english-or-urdu-required' });
    expect(accountProblems({ ...zakat, note: '  ' })).toEqual({ note: 'english-or-urdu-required' });
    expect(accountProblems({ ...zakat, noteUrdu: 'زکوٰۃ الگ رکھی جاتی ہے' })).toEqual({});
  });

  it('is encoded in its QR code as the title and IBAN, else the Raast ID or wallet number', () => {
    expect(accountQrText(ACCOUNT)).toBe(`Trust\n${GOOD_IBAN}`);
    const wallet = {
      cause: 'madrasa',
      title: 'M',
      wallet: 'easypaisa',
      walletNumber: '03451234567',
    } as const;
    expect(accountQrText(wallet)).toBe('03451234567');
    expect(accountQrText({ ...wallet, raastId: '03001234567' })).toBe('03001234567');
  });

  it('is listed zakat first, then sadaqah, upkeep and the madrasa', () => {
    const titles = sortAccounts([
      { cause: 'madrasa', title: 'A' },
      { cause: 'sadaqah', title: 'B' },
      { cause: 'zakat', title: 'C' },
      { cause: 'upkeep', title: 'D' },
    ]).map((a) => a.cause);
    expect(titles).toEqual(['zakat', 'sadaqah', 'upkeep', 'madrasa']);
  });
});

const STATEMENT: DonationStatementData = {
  cause: 'sadaqah',
  month: '2026-10',
  income: 482_500,
  spending: 356_200,
  balance: 1_126_300,
  published: true,
};

describe('a monthly statement', () => {
  it('is whole rupees; the balance alone may be below zero', () => {
    expect(donationStatementDocSchema.safeParse(STATEMENT).success).toBe(true);
    expect(donationStatementDocSchema.safeParse({ ...STATEMENT, balance: -5000 }).success).toBe(
      true,
    );
    expect(donationStatementDocSchema.safeParse({ ...STATEMENT, income: 10.5 }).success).toBe(
      false,
    );
    expect(donationStatementDocSchema.safeParse({ ...STATEMENT, spending: -1 }).success).toBe(
      false,
    );
  });

  it('is of a real month from 2000 to 2100', () => {
    for (const month of ['2026-13', '2026-1', '1999-12', '2026-10-01'])
      expect(donationStatementDocSchema.safeParse({ ...STATEMENT, month }).success, month).toBe(
        false,
      );
  });

  it('is public once published, newest month first, causes in page order', () => {
    const shown = publishedStatements([
      { ...STATEMENT, month: '2026-09' },
      { ...STATEMENT, cause: 'zakat' },
      { ...STATEMENT, cause: 'madrasa', published: false },
      STATEMENT,
    ]).map((s) => `${s.month} ${s.cause}`);
    expect(shown).toEqual(['2026-10 zakat', '2026-10 sadaqah', '2026-09 sadaqah']);
  });
});
