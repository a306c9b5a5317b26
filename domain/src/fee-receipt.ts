/**
 * A fee receipt's text in English and Urdu (decision 0053): the madrasa, the receipt number, the
 * student, the month paid for, the amount in rupees, the day received (Karachi) and who received
 * it. The PDF (functions) prints these lines; nothing about a concession or a sponsor is on it.
 */
import { site } from './site.ts';
import { dateTimeFormat, intlLocale, numberFormat } from './intl-locale.ts';
import { monthName, parseMonthKey, type ReportLanguage } from './month-report.ts';
import type { FeePayment } from './fees.ts';

export interface ReceiptText {
  madrasa: string;
  title: string;
  lines: { label: string; value: string }[];
  thanks: string;
}

const DAY = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Karachi' } as const;

const TEXT = {
  en: {
    madrasa: site.name,
    title: 'Fee receipt',
    receipt: 'Receipt no.',
    student: 'Student',
    month: 'Month',
    amount: 'Amount',
    rupees: (n: string) => `Rs. ${n}`,
    received: 'Received on',
    by: 'Received by',
    office: 'The madrasa office',
    thanks: 'JazakAllahu khairan. Keep this receipt.',
  },
  ur: {
    madrasa: site.nameUrdu,
    title: 'فیس کی رسید',
    receipt: 'رسید نمبر',
    student: 'طالب علم',
    month: 'مہینہ',
    amount: 'رقم',
    rupees: (n: string) => `${n} روپے`,
    received: 'وصولی کی تاریخ',
    by: 'وصول کنندہ',
    office: 'دفترِ مدرسہ',
    thanks: 'جزاک اللہ خیراً۔ یہ رسید سنبھال کر رکھیں۔',
  },
} as const;

/** The receipt of `payment` for `studentName` in `lang`. */
export function receiptText(
  payment: Pick<FeePayment, 'receipt' | 'month' | 'amount' | 'at' | 'byName'>,
  studentName: string,
  lang: ReportLanguage,
): ReceiptText {
  const t = TEXT[lang];
  const month = parseMonthKey(payment.month);
  return {
    madrasa: t.madrasa,
    title: t.title,
    lines: [
      { label: t.receipt, value: payment.receipt },
      { label: t.student, value: studentName },
      { label: t.month, value: month ? monthName(month, lang) : payment.month },
      { label: t.amount, value: t.rupees(numberFormat('en-PK').format(payment.amount)) },
      {
        label: t.received,
        value: dateTimeFormat(intlLocale(lang), DAY).format(new Date(payment.at)),
      },
      { label: t.by, value: payment.byName || t.office },
    ],
    thanks: t.thanks,
  };
}
