/**
 * Giving (issue 42 §3): the mosque's donation accounts, one or more per cause (zakat, sadaqah and
 * general, mosque upkeep, the madrasa), each with its account title, bank, IBAN, mobile wallet and
 * Raast ID where the mosque has them; and an optional monthly statement per cause (income,
 * spending, balance in whole rupees) shown publicly once the site admin publishes it. Stored in
 * Firestore `donationAccounts/{id}` and `donationStatements/{id}`; the site admin writes both.
 *
 * IBANs are checked with `ibantools` (country format and the ISO 7064 mod-97 check digits) and
 * stored in the electronic form (`PK36SCBL0000001123456702`: no spaces, upper case); wallet numbers
 * and Raast IDs (Raast's alias is the holder's mobile number) are stored as `03XXXXXXXXX`.
 */
import * as z from 'zod/mini';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { problemParams } from './field-problems.ts';
import { storedSchemas } from './stored-schemas.ts';

/** Firestore collection of the donation accounts. */
export const DONATION_ACCOUNTS_COLLECTION = 'donationAccounts';
/** Firestore collection of the monthly statements. */
export const DONATION_STATEMENTS_COLLECTION = 'donationStatements';

/** The causes, in the order the page shows them (zakat first, kept apart). */
export const DONATION_CAUSES = ['zakat', 'sadaqah', 'upkeep', 'madrasa'] as const;
export type DonationCause = (typeof DONATION_CAUSES)[number];

/** The mobile wallets a Pakistani mosque is given to. */
export const MOBILE_WALLETS = ['jazzcash', 'easypaisa'] as const;
export type MobileWallet = (typeof MOBILE_WALLETS)[number];

/**
 * A Pakistani IBAN in electronic form: `PK`, two check digits, a four-letter bank code and 16
 * account digits (24 in all; Pakistani banks issue digits only). firestore.rules checks the same
 * shape and the same mod-97 check digits (`isPakistaniIban`).
 */
export const PK_IBAN_PATTERN = /^PK[0-9]{2}[A-Z]{4}[0-9]{16}$/;

/** A Pakistani mobile number as stored: `03` and nine digits (also a Raast ID). */
export const PK_MOBILE_PATTERN = /^03[0-9]{9}$/;

/** Whether `iban` (electronic form) is a Pakistani IBAN whose check digits are right. */
export function isPakistaniIban(iban: string): boolean {
  return PK_IBAN_PATTERN.test(iban) && isValidIBAN(iban);
}

/** What an admin types as an IBAN, in electronic form: spaces and dashes out, upper case. */
export function normaliseIban(input: string): string {
  return electronicFormatIBAN(input.replace(/-/g, '')) ?? '';
}

/** An IBAN for people: groups of four (`PK36 SCBL 0000 0011 2345 6702`). */
export function groupIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/**
 * A Pakistani mobile number typed any usual way (`0300 1234567`, `0300-1234567`, `+92 300
 * 1234567`, `92300…`, `300…`) as stored, `03XXXXXXXXX`; undefined when it is none.
 */
export function normaliseMobile(input: string): string | undefined {
  const digits = input.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  const national = digits.startsWith('92')
    ? `0${digits.slice(2)}`
    : digits.startsWith('3')
      ? `0${digits}`
      : digits;
  return PK_MOBILE_PATTERN.test(national) ? national : undefined;
}

/** A stored mobile number for people: `0300 1234567`. */
export function groupMobile(mobile: string): string {
  return PK_MOBILE_PATTERN.test(mobile) ? `${mobile.slice(0, 4)} ${mobile.slice(4)}` : mobile;
}

const text = (max: number, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, `At most ${max} characters`),
    );

/** Longest account title and bank name, in characters. */
export const ACCOUNT_TITLE_MAX = 120;
/** Longest note under an account (why zakat is kept apart, say), in characters. */
export const ACCOUNT_NOTE_MAX = 400;

const ibanSchema = z.string().check(
  z.refine(isPakistaniIban, {
    message: 'Not a Pakistani IBAN (PK, 24 characters) with the right check digits',
    params: problemParams('iban'),
  }),
);
const mobileSchema = z.string().check(
  z.refine((v) => PK_MOBILE_PATTERN.test(v), {
    message: 'A Pakistani mobile number: 03XX XXXXXXX',
    params: problemParams('mobile-number'),
  }),
);

/** The stored fields of a donation account. */
export const donationAccountShape = {
  cause: z.enum(DONATION_CAUSES),
  /** The account title, as the bank holds it. */
  title: text(ACCOUNT_TITLE_MAX, 'The account title is required'),
  bank: z.optional(text(ACCOUNT_TITLE_MAX)),
  /** Electronic form, `PK` and 22 characters. */
  iban: z.optional(ibanSchema),
  wallet: z.optional(z.enum(MOBILE_WALLETS)),
  /** The wallet's mobile number, `03XXXXXXXXX`. */
  walletNumber: z.optional(mobileSchema),
  /** The Raast ID (the mobile number registered with Raast), `03XXXXXXXXX`. */
  raastId: z.optional(mobileSchema),
  /** The site admin's line shown with the account (for zakat: why it is kept apart). */
  note: z.optional(text(ACCOUNT_NOTE_MAX)),
  noteUrdu: z.optional(text(ACCOUNT_NOTE_MAX)),
};

type AccountFields = {
  cause: DonationCause;
  iban?: string;
  wallet?: MobileWallet;
  walletNumber?: string;
  raastId?: string;
  note?: string;
  noteUrdu?: string;
};

/**
 * The checks across fields: some way to give (an IBAN, a wallet number or a Raast ID), a wallet
 * number with its wallet and the other way round, and a zakat account's line in either language.
 */
const donationAccountChecks = [
  z.refine<AccountFields>((a) => Boolean(a.iban || a.walletNumber || a.raastId), {
    message: 'Give an IBAN, a wallet number or a Raast ID',
    path: ['iban'],
    params: problemParams('payment-detail-required'),
  }),
  z.refine<AccountFields>((a) => !a.walletNumber || Boolean(a.wallet), {
    message: 'Choose the wallet',
    path: ['wallet'],
    params: problemParams('required'),
  }),
  z.refine<AccountFields>((a) => !a.wallet || Boolean(a.walletNumber), {
    message: 'The wallet number is required',
    path: ['walletNumber'],
    params: problemParams('required'),
  }),
  z.refine<AccountFields>(
    (a) => a.cause !== 'zakat' || Boolean(a.note?.trim() || a.noteUrdu?.trim()),
    {
      message: 'Say why zakat is kept apart, in English or Urdu',
      path: ['note'],
      params: problemParams('english-or-urdu-required'),
    },
  ),
] as const;

/**
 * A donation account as read (`data`), as a client may write it (`doc`) and as the API answers it
 * (`withId`): stored-schemas.ts. A stored account whose IBAN fails its check digits is not read.
 */
export const {
  data: donationAccountSchema,
  doc: donationAccountDocSchema,
  withId: donationAccountWithIdSchema,
} = storedSchemas(donationAccountShape, donationAccountChecks);
export type DonationAccountData = z.infer<typeof donationAccountSchema>;
export type DonationAccount = DonationAccountData & { id: string };

/**
 * What the admin form sends before it is stored: the IBAN and numbers as typed, normalised here
 * (a wrong one keeps what was typed, so the refusal names the field).
 */
export function normaliseAccountInput<
  T extends { iban?: string; walletNumber?: string; raastId?: string },
>(values: T): T {
  const mobile = (v?: string) => (v === undefined ? undefined : (normaliseMobile(v) ?? v.trim()));
  return {
    ...values,
    ...(values.iban !== undefined ? { iban: normaliseIban(values.iban) || values.iban } : {}),
    ...(values.walletNumber !== undefined ? { walletNumber: mobile(values.walletNumber) } : {}),
    ...(values.raastId !== undefined ? { raastId: mobile(values.raastId) } : {}),
  };
}

/** Accounts in page order: by cause (zakat first), then title. */
export function sortAccounts<T extends Pick<DonationAccountData, 'cause' | 'title'>>(
  accounts: T[],
): T[] {
  const rank = (c: DonationCause) => DONATION_CAUSES.indexOf(c);
  return [...accounts].sort(
    (a, b) => rank(a.cause) - rank(b.cause) || a.title.localeCompare(b.title),
  );
}

/**
 * What a banking app can use from a QR code of `account`: the IBAN with the account title (one
 * line each), else the Raast ID, else the wallet number; undefined when it has none.
 */
export function accountQrText(account: DonationAccountData): string | undefined {
  if (account.iban) return `${account.title}\n${account.iban}`;
  return account.raastId ?? account.walletNumber;
}

/** Highest amount of a statement, rupees: a mosque's month, with room. */
export const STATEMENT_AMOUNT_MAX = 1_000_000_000_000;

const rupees = (min: number) => z.int().check(z.gte(min), z.lte(STATEMENT_AMOUNT_MAX));

/** A calendar month `YYYY-MM` from 2000 to 2100. */
export const STATEMENT_MONTH_PATTERN = /^(20[0-9]{2}|2100)-(0[1-9]|1[0-2])$/;

/** The stored fields of a monthly statement: whole rupees; `published` shows it publicly. */
export const donationStatementShape = {
  cause: z.enum(DONATION_CAUSES),
  month: z.string().check(
    z.refine((v) => STATEMENT_MONTH_PATTERN.test(v), {
      message: 'Choose the month',
      params: problemParams('invalid-date'),
    }),
  ),
  income: rupees(0),
  spending: rupees(0),
  /** The balance at the month's end (may be below zero when the cause is owed). */
  balance: rupees(-STATEMENT_AMOUNT_MAX),
  published: z.boolean(),
};

/** A statement as read, as written, and as the API answers it (stored-schemas.ts). */
export const {
  data: donationStatementSchema,
  doc: donationStatementDocSchema,
  withId: donationStatementWithIdSchema,
} = storedSchemas(donationStatementShape, []);
export type DonationStatementData = z.infer<typeof donationStatementSchema>;
export type DonationStatement = DonationStatementData & { id: string };

/** The statements the public sees: the published ones, newest month first, then by cause. */
export function publishedStatements<T extends DonationStatementData>(statements: T[]): T[] {
  return sortStatements(statements.filter((s) => s.published));
}

/** Statements newest month first, then in the causes' order. */
export function sortStatements<T extends Pick<DonationStatementData, 'month' | 'cause'>>(
  statements: T[],
): T[] {
  return [...statements].sort(
    (a, b) =>
      b.month.localeCompare(a.month) ||
      DONATION_CAUSES.indexOf(a.cause) - DONATION_CAUSES.indexOf(b.cause),
  );
}

/** `YYYY-MM` as its year and month (1-12). */
export function statementMonth(month: string): { year: number; month: number } {
  const [year, m] = month.split('-').map(Number);
  return { year: year ?? 2000, month: m ?? 1 };
}
