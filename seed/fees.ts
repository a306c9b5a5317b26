/**
 * Demo fees (decision 0053): every student's monthly fee of Rs. 2,000; Ahmed (the demo student)
 * with a sibling concession the family sees, Hamza an orphan with a full concession paid by a
 * sponsor (neither shown to the family), Abdullah zakat-funded for half; payments with numbered
 * receipts this month (Ahmed, Ali) and last month (Ahmed, part: Pending). Everyone else owes
 * this month, for the owner's due list. The receipts counter of each year holds the last number.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import {
  FAMILY_TERMS_ID,
  FEE_PAYMENTS_SUBCOLLECTION,
  FEE_RECEIPT_COUNTERS_COLLECTION,
  FEE_TERMS_SUBCOLLECTION,
  OWNER_TERMS_ID,
  familyTerms,
  feeMonthId,
  monthDue,
  monthStatus,
  nextReceipt,
  type FeePayment,
  type FeeTermsBody,
} from '@masjid/domain/fees';
import { FEES_SUBCOLLECTION, addMonths, type YearMonth } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { DEMO_ACCOUNTS } from './demo-data.ts';

const OWNER = 'demo-hifz-owner';
const QARI = { uid: 'demo-qari-usman', name: 'Qari Muhammad Usman' };
const FEE = 2000;

/** Each demo student's terms where they differ from the plain fee. */
const TERMS: Record<string, FeeTermsBody> = {
  'demo-student-ahmed': {
    monthlyFee: FEE,
    concession: { kind: 'sibling', amount: 500, showKind: true },
  },
  'demo-student-hamza': {
    monthlyFee: FEE,
    concession: { kind: 'orphan', amount: FEE, showKind: false },
    sponsor: { name: 'Haji Abdul Sattar' },
  },
  'demo-student-abdullah': {
    monthlyFee: FEE,
    concession: { kind: 'zakat-funded', amount: 1000, showKind: false },
  },
};

/** The demo payments: student, month, rupees, the day of the month received. */
function payments(now: Date): [string, YearMonth, number, number][] {
  const today = karachiDay(now);
  const last = addMonths(today, -1);
  const day = Math.max(1, Math.min(today.day - 1, 5));
  return [
    ['demo-student-ahmed', last, 1000, 5],
    ['demo-student-ahmed', today, 1500, day],
    ['demo-student-ali', today, FEE, day],
  ];
}

/** Writes the demo fees; answers the number of receipts. */
export async function seedFees(db: Firestore, now: Date): Promise<number> {
  const batch = db.batch();
  const at = new Date(now.getTime() - 86_400_000).toISOString();
  const students = DEMO_ACCOUNTS.filter((a) => a.role === 'student');
  for (const s of students) {
    const terms = TERMS[s.uid] ?? { monthlyFee: FEE };
    const ref = db.collection(STUDENTS_COLLECTION).doc(s.uid).collection(FEE_TERMS_SUBCOLLECTION);
    batch.set(ref.doc(OWNER_TERMS_ID), { ...terms, by: OWNER, at });
    batch.set(ref.doc(FAMILY_TERMS_ID), familyTerms(terms));
  }
  const last = new Map<number, number>();
  const paid = new Map<string, number>();
  for (const [uid, month, amount, day] of payments(now)) {
    const when = new Date(Date.UTC(month.year, month.month - 1, day, 6));
    const year = when.getUTCFullYear();
    const next = nextReceipt(year, last.get(year));
    last.set(year, next.last);
    const student = db.collection(STUDENTS_COLLECTION).doc(uid);
    const payment: FeePayment = {
      month: feeMonthId(month),
      amount,
      receipt: next.receipt,
      by: QARI.uid,
      byName: QARI.name,
      at: when.toISOString(),
    };
    batch.set(student.collection(FEE_PAYMENTS_SUBCOLLECTION).doc(`demo-${next.receipt}`), payment);
    const key = `${uid} ${payment.month}`;
    paid.set(key, (paid.get(key) ?? 0) + amount);
    const due = monthDue(TERMS[uid] ?? { monthlyFee: FEE });
    batch.set(student.collection(FEES_SUBCOLLECTION).doc(payment.month), {
      status: monthStatus(due, paid.get(key) ?? 0),
      by: QARI.uid,
      at: payment.at,
    });
  }
  for (const [year, n] of last)
    batch.set(db.collection(FEE_RECEIPT_COUNTERS_COLLECTION).doc(String(year)), { last: n });
  await batch.commit();
  return [...last.values()].reduce((a, b) => a + b, 0);
}
