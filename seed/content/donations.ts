/**
 * Demo giving data (issue 42 §3): three donation accounts (zakat, general sadaqah, the madrasa)
 * and one published monthly statement, written to Firestore `donationAccounts/{id}` and
 * `donationStatements/{id}` by the seed. NOT REAL ACCOUNTS: the IBANs below have valid check
 * digits but were made up; a mosque replaces them from the admin area (Donation accounts).
 */
import type { DonationAccountData, DonationStatementData } from '@masjid/domain/donations';

export const DEMO_DONATION_ACCOUNTS: { id: string; data: DonationAccountData }[] = [
  {
    id: 'demo-zakat',
    data: {
      cause: 'zakat',
      title: 'Masjid Al-Noor Zakat Fund',
      bank: 'Meezan Bank',
      iban: 'PK30MEZN0001230100123456',
      note: 'Zakat is kept in its own account and given only to those entitled to it (the eight categories of Surah At-Tawbah, 9:60); it never pays for the building, salaries or bills.',
      noteUrdu:
        'زکوٰۃ الگ کھاتے میں رکھی جاتی ہے اور صرف مستحقین (سورۃ التوبہ 9:60 کی آٹھ مدات) کو دی جاتی ہے؛ اس سے عمارت، تنخواہیں یا بل ادا نہیں کیے جاتے۔',
    },
  },
  {
    id: 'demo-sadaqah',
    data: {
      cause: 'sadaqah',
      title: 'Masjid Al-Noor Trust',
      bank: 'Habib Bank Limited',
      iban: 'PK72HABB0012345678901234',
      wallet: 'jazzcash',
      walletNumber: '03001234567',
      raastId: '03001234567',
    },
  },
  {
    id: 'demo-madrasa',
    data: {
      cause: 'madrasa',
      title: 'Madrasa Tahfeez-ul-Quran Al-Noor',
      bank: 'Bank Al Habib',
      iban: 'PK38BAHL1000987654321012',
      wallet: 'easypaisa',
      walletNumber: '03451234567',
      note: 'Pays the qaris’ salaries and the students’ books.',
      noteUrdu: 'اس سے قاری صاحبان کی تنخواہیں اور طلبہ کی کتابوں کا خرچ ادا ہوتا ہے۔',
    },
  },
];

/** One published statement: last month's general sadaqah, counted from `now` (Karachi month). */
export function demoDonationStatements(now: Date): { id: string; data: DonationStatementData }[] {
  const karachi = new Date(now.getTime() + 5 * 3_600_000);
  const last = new Date(Date.UTC(karachi.getUTCFullYear(), karachi.getUTCMonth() - 1, 1));
  const month = `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
  return [
    {
      id: `demo-sadaqah-${month}`,
      data: {
        cause: 'sadaqah',
        month,
        income: 482_500,
        spending: 356_200,
        balance: 1_126_300,
        published: true,
      },
    },
  ];
}
