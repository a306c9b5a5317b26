/**
 * Fees per month (issue 43 §4, decision 0053): a student's monthly fee and concession (the owner's
 * terms), each month's status, payments with numbered receipts, and the owner's list of who is
 * due. Amounts are whole rupees. One source for the web and the functions.
 *
 * Firestore, under `students/{id}`:
 * - `fees/{YYYY-MM}`: the month's status, as the old `fees/status` (written by the qari and owner).
 * - `feeTerms/owner`: the fee, the concession (kind, amount, whether the family sees the kind) and
 *   the sponsor; the owner only. `feeTerms/family`: what the family may see of them (functions).
 * - `feePayments/{id}`: a payment and its receipt number (functions only; read by staff, student).
 * `feeReceiptCounters/{year}` holds the last receipt number of a year (functions only).
 */
import * as z from 'zod/mini';
import { FEES_STATUSES, type FeesStatus } from './hifz.ts';
import { monthKey, MONTH_KEY_PATTERN, parseMonthKey } from './month-report.ts';
import { writerStampShape, type YearMonth } from './progress.ts';

export const FEE_TERMS_SUBCOLLECTION = 'feeTerms';
/** `feeTerms/owner`: the owner's terms, concession kind and sponsor included. */
export const OWNER_TERMS_ID = 'owner';
/** `feeTerms/family`: the part the family sees. */
export const FAMILY_TERMS_ID = 'family';
export const FEE_PAYMENTS_SUBCOLLECTION = 'feePayments';
export const FEE_RECEIPT_COUNTERS_COLLECTION = 'feeReceiptCounters';

/** Largest monthly fee or payment, in rupees. */
export const MAX_RUPEES = 1_000_000;

/** Kinds of concession a madrasa grants. */
export const CONCESSION_KINDS = ['orphan', 'zakat-funded', 'sibling', 'staff-child'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];

/** A month's id in `fees/`, as `YYYY-MM`. */
export const feeMonthId = (month: YearMonth): string => monthKey(month);
export { MONTH_KEY_PATTERN as FEE_MONTH_PATTERN, parseMonthKey as parseFeeMonth };

const rupees = (min: number) =>
  z
    .number('Give an amount in rupees')
    .check(
      z.int('Whole rupees'),
      z.minimum(min, min > 0 ? 'More than 0' : 'Not below 0'),
      z.maximum(MAX_RUPEES, `At most ${MAX_RUPEES}`),
    );
const shortText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));

/** A concession: `amount` off the monthly fee (the whole fee for a full one). */
export const concessionSchema = z.object({
  kind: z.enum(CONCESSION_KINDS),
  amount: rupees(1),
  /** The family sees the kind (e.g. "orphan") only when the owner says so. */
  showKind: z.boolean(),
});
export type Concession = z.infer<typeof concessionSchema>;

/** A donor paying for the student; never shown to the family. */
export const sponsorSchema = z.object({
  name: shortText(120).check(z.minLength(1, 'Name the sponsor')),
  note: z.optional(shortText(200)),
});

const termsShape = {
  monthlyFee: rupees(0),
  concession: z.optional(concessionSchema),
  sponsor: z.optional(sponsorSchema),
};

/** `PUT /users/{id}/fee-terms` body (the owner): a concession is at most the fee. */
export const feeTermsBody = z.strictObject(termsShape).check(
  z.refine((t) => !t.concession || t.concession.amount <= t.monthlyFee, {
    message: 'A concession is at most the monthly fee',
    path: ['concession', 'amount'],
  }),
);
export type FeeTermsBody = z.infer<typeof feeTermsBody>;

/** `feeTerms/owner` as stored. */
export const ownerTermsSchema = z.object({ ...termsShape, ...writerStampShape });
export type OwnerTerms = z.infer<typeof ownerTermsSchema>;

/** `feeTerms/family`: the fee, the concession's amount (its kind only if shown) and what is due. */
export const familyTermsSchema = z.object({
  monthlyFee: z.number(),
  concession: z.optional(
    z.object({ amount: z.number(), kind: z.optional(z.enum(CONCESSION_KINDS)) }),
  ),
  due: z.number(),
});
export type FamilyTerms = z.infer<typeof familyTermsSchema>;

/** What a month costs after the concession (never below 0). */
export function monthDue(terms: Pick<OwnerTerms, 'monthlyFee' | 'concession'>): number {
  return Math.max(0, terms.monthlyFee - (terms.concession?.amount ?? 0));
}

/** The family's view of the owner's terms: no sponsor, and the kind only when `showKind`. */
export function familyTerms(terms: FeeTermsBody): FamilyTerms {
  const { concession } = terms;
  return {
    monthlyFee: terms.monthlyFee,
    ...(concession
      ? {
          concession: {
            amount: concession.amount,
            ...(concession.showKind ? { kind: concession.kind } : {}),
          },
        }
      : {}),
    due: monthDue(terms),
  };
}

/** `POST /users/{id}/fees/{YYYY-MM}/payments` body: rupees received for the month. */
export const feePaymentBody = z.strictObject({
  amount: rupees(1),
  /** The sponsor paid (kept from the family). */
  bySponsor: z.optional(z.boolean()),
});
export type FeePaymentBody = z.infer<typeof feePaymentBody>;

/** `feePayments/{id}` as stored: the month paid, rupees, the receipt and who recorded it. */
export const feePaymentSchema = z.object({
  month: z.string().check(z.regex(MONTH_KEY_PATTERN)),
  amount: z.number(),
  receipt: z.string(),
  bySponsor: z.optional(z.boolean()),
  ...writerStampShape,
  byName: z.string(),
});
export type FeePayment = z.infer<typeof feePaymentSchema>;

/** A payment as the family and portal see it (the sponsor flag left out). */
export const feePaymentAnswerSchema = z.object({
  id: z.string(),
  month: z.string(),
  amount: z.number(),
  receipt: z.string(),
  at: z.string(),
  byName: z.string(),
});
export type FeePaymentAnswer = z.infer<typeof feePaymentAnswerSchema>;

/** The family's view of a payment. */
export const paymentAnswer = (id: string, p: FeePayment): FeePaymentAnswer => ({
  id,
  month: p.month,
  amount: p.amount,
  receipt: p.receipt,
  at: p.at,
  byName: p.byName,
});

/** `feeReceiptCounters/{year}`: the last receipt number given in the year. */
export const receiptCounterSchema = z.object({ last: z.number() });

/** Receipt `n` of `year` as printed: `2026-0007` (four digits, more past 9999). */
export function receiptNumber(year: number, n: number): string {
  return `${year}-${String(n).padStart(4, '0')}`;
}

/**
 * The next receipt of `year` from the counter's stored `last` (undefined: none yet this year):
 * the number to store back and the printed receipt. Run inside a transaction with the counter
 * read, so concurrent saves never share or skip a number.
 */
export function nextReceipt(
  year: number,
  last: number | undefined,
): { last: number; receipt: string } {
  const n = (last ?? 0) + 1;
  return { last: n, receipt: receiptNumber(year, n) };
}

/**
 * A month's status after its payments: Paid when they cover what is due (a full concession is
 * Paid with none), Pending when part is paid, otherwise `stored` (the qari's choice) or Not Paid.
 * A payment stores this (without `stored`) as the month's status.
 */
export function monthStatus(due: number, paid: number, stored?: FeesStatus): FeesStatus {
  if (paid >= due && (paid > 0 || due === 0)) return 'Paid';
  if (paid > 0) return 'Pending';
  return stored ?? 'Not Paid';
}

/**
 * The status shown for a month: the stored one (the qari's choice, or what the last payment set);
 * with none, from what is due (`due`: undefined with no terms) and what was paid; Not Paid with
 * neither.
 */
export function shownStatus(
  due: number | undefined,
  paid: number,
  stored: FeesStatus | undefined,
): FeesStatus {
  if (stored) return stored;
  return due !== undefined ? monthStatus(due, paid) : paid > 0 ? 'Paid' : 'Not Paid';
}

/** `GET .../fees/{YYYY-MM}` (portal and parent's link): the month's status, terms and payments. */
export const feeMonthAnswerSchema = z.object({
  month: z.string(),
  status: z.enum(FEES_STATUSES),
  terms: z.optional(familyTermsSchema),
  paid: z.number(),
  payments: z.array(feePaymentAnswerSchema),
});
export type FeeMonthAnswer = z.infer<typeof feeMonthAnswerSchema>;

/** One student in the owner's due list. */
export const dueRowSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  status: z.enum(FEES_STATUSES),
  monthlyFee: z.number(),
  concession: z.optional(concessionSchema),
  sponsor: z.optional(z.string()),
  due: z.number(),
  paid: z.number(),
  /** Still owed this month (due − paid, not below 0). */
  owed: z.number(),
});
export type DueRow = z.infer<typeof dueRowSchema>;

/** `GET /fees/due?month=YYYY-MM` (the owner): who is due, and the month's figures. */
export const dueListSchema = z.object({
  month: z.string(),
  /** Students who still owe this month, most owed first. */
  due: z.array(dueRowSchema),
  totals: z.object({
    /** The fees before concessions. */
    fees: z.number(),
    concessions: z.number(),
    /** What the month should bring in after concessions. */
    expected: z.number(),
    collected: z.number(),
    owed: z.number(),
  }),
});
export type DueList = z.infer<typeof dueListSchema>;

/** A student's month as the due list takes it. */
export interface StudentFeeMonth {
  studentId: string;
  name: string;
  terms?: OwnerTerms;
  paid: number;
  stored?: FeesStatus;
}

/**
 * The owner's month: who still owes (status not Paid, and money owed or no fee recorded yet),
 * and totals where concessions are counted apart from what is owed. Students without terms count
 * with a fee of 0.
 */
export function dueList(month: string, students: StudentFeeMonth[]): DueList {
  const rows = students.map((s): DueRow => {
    const monthlyFee = s.terms?.monthlyFee ?? 0;
    const due = s.terms ? monthDue(s.terms) : 0;
    const status = shownStatus(s.terms ? due : undefined, s.paid, s.stored);
    return {
      studentId: s.studentId,
      name: s.name,
      status,
      monthlyFee,
      ...(s.terms?.concession ? { concession: s.terms.concession } : {}),
      ...(s.terms?.sponsor ? { sponsor: s.terms.sponsor.name } : {}),
      due,
      paid: s.paid,
      owed: Math.max(0, due - s.paid),
    };
  });
  const sum = (f: (r: DueRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  return {
    month,
    due: rows
      .filter((r) => r.status !== 'Paid' && (r.owed > 0 || r.monthlyFee === 0))
      .sort((a, b) => b.owed - a.owed || a.name.localeCompare(b.name)),
    totals: {
      fees: sum((r) => r.monthlyFee),
      concessions: sum((r) => r.monthlyFee - r.due),
      expected: sum((r) => r.due),
      collected: sum((r) => r.paid),
      owed: sum((r) => r.owed),
    },
  };
}

/** `GET /users/{id}/fee-terms` (the owner): the terms, absent when none are recorded. */
export const ownerTermsAnswerSchema = z.object({ terms: z.optional(ownerTermsSchema) });
