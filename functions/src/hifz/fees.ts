/**
 * Fees per month in Firestore (domain/src/fees.ts, decision 0053): the owner's terms, a month's
 * status and payments, payments with receipt numbers given in a transaction, and the owner's due
 * list. Amounts are whole rupees.
 */
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import {
  FAMILY_TERMS_ID,
  FEE_PAYMENTS_SUBCOLLECTION,
  FEE_RECEIPT_COUNTERS_COLLECTION,
  FEE_TERMS_SUBCOLLECTION,
  OWNER_TERMS_ID,
  dueList,
  familyTerms,
  feePaymentSchema,
  monthDue,
  monthStatus,
  nextReceipt,
  ownerTermsSchema,
  paymentAnswer,
  receiptCounterSchema,
  shownStatus,
  type DueList,
  type FeeMonthAnswer,
  type FeePayment,
  type FeePaymentAnswer,
  type FeePaymentBody,
  type FeeTermsBody,
  type OwnerTerms,
} from '@masjid/domain/fees';
import { FEES_SUBCOLLECTION, feesRecordSchema, type FeesRecord } from '@masjid/domain/progress';
import { teacherSchema, type Student } from '@masjid/domain/hifz';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { ApiError } from '../api/errors.ts';
import { listStudents } from './people.ts';

const student = (id: string) => db.collection(STUDENTS_COLLECTION).doc(id);
const terms = (id: string, which: string) =>
  student(id).collection(FEE_TERMS_SUBCOLLECTION).doc(which);
const ownerTerms = (id: string) =>
  terms(id, OWNER_TERMS_ID).withConverter(stored(ownerTermsSchema));
const monthDoc = (id: string, month: string) =>
  student(id).collection(FEES_SUBCOLLECTION).doc(month).withConverter(stored(feesRecordSchema));
const payments = (id: string) =>
  student(id).collection(FEE_PAYMENTS_SUBCOLLECTION).withConverter(stored(feePaymentSchema));

/** The owner's terms of a student, or undefined when none are recorded. */
export async function readOwnerTerms(studentId: string): Promise<OwnerTerms | undefined> {
  return validDoc(await ownerTerms(studentId).get());
}

/**
 * Records the owner's terms (`by`: the owner's uid) and the family's part of them, together.
 * Answers the stored terms.
 */
export async function saveTerms(
  studentId: string,
  body: FeeTermsBody,
  by: string,
): Promise<OwnerTerms> {
  const record: OwnerTerms = { ...body, by, at: new Date().toISOString() };
  const batch = db.batch();
  batch.set(terms(studentId, OWNER_TERMS_ID), record);
  batch.set(terms(studentId, FAMILY_TERMS_ID), familyTerms(body));
  await batch.commit();
  return record;
}

/** The payments of `month` (`YYYY-MM`) in the order received. */
async function monthPayments(studentId: string, month: string) {
  const snap = await payments(studentId).where('month', '==', month).get();
  return validDocs(snap).sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * A month as the family and the portal see it: its status, the family's terms, what was paid and
 * each payment with its receipt (no sponsor, no concession kind unless shown).
 */
export async function readFeeMonth(studentId: string, month: string): Promise<FeeMonthAnswer> {
  const [owner, storedMonth, paid] = await Promise.all([
    readOwnerTerms(studentId),
    monthDoc(studentId, month).get(),
    monthPayments(studentId, month),
  ]);
  const total = paid.reduce((n, p) => n + p.amount, 0);
  return {
    month,
    status: shownStatus(owner ? monthDue(owner) : undefined, total, validDoc(storedMonth)?.status),
    ...(owner ? { terms: familyTerms(owner) } : {}),
    paid: total,
    payments: paid.map((p) => paymentAnswer(p.id, p)),
  };
}

/** The name a receipt gives the one who recorded it: the qari's, '' for the owner. */
async function recorderName(uid: string): Promise<string> {
  const snap = await db
    .collection(TEACHERS_COLLECTION)
    .doc(uid)
    .withConverter(stored(teacherSchema))
    .get();
  return validDoc(snap)?.name ?? '';
}

/**
 * Records a payment of `month` under `id` with the next receipt number of the year (in Karachi)
 * it is recorded in, and sets the month's status from what is due and all its payments, in one
 * transaction: concurrent saves queue on the year's counter, so numbers have no gap or repeat.
 * A retry with the same id (Idempotency-Key) answers the payment already made.
 */
export async function recordPayment(
  studentId: string,
  month: string,
  id: string,
  body: FeePaymentBody,
  by: string,
): Promise<FeePaymentAnswer> {
  const byName = await recorderName(by);
  return db.runTransaction(async (tx) => {
    const ref = payments(studentId).doc(id);
    const earlier = validDoc(await tx.get(ref));
    if (earlier) return paymentAnswer(id, earlier);
    const now = new Date();
    const { year } = karachiDay(now);
    const counterRef = db
      .collection(FEE_RECEIPT_COUNTERS_COLLECTION)
      .doc(String(year))
      .withConverter(stored(receiptCounterSchema));
    const [counter, owner, others] = await Promise.all([
      tx.get(counterRef),
      tx.get(ownerTerms(studentId)),
      tx.get(payments(studentId).where('month', '==', month)),
    ]);
    const next = nextReceipt(year, validDoc(counter)?.last);
    const paid = validDocs(others).reduce((n, p) => n + p.amount, body.amount);
    const terms = validDoc(owner);
    const payment: FeePayment = {
      month,
      amount: body.amount,
      receipt: next.receipt,
      ...(body.bySponsor ? { bySponsor: true } : {}),
      by,
      byName,
      at: now.toISOString(),
    };
    const status: FeesRecord = {
      status: monthStatus(terms ? monthDue(terms) : 0, paid),
      by,
      at: payment.at,
    };
    tx.set(counterRef.withConverter(null), { last: next.last });
    tx.create(ref.withConverter(null), payment);
    tx.set(monthDoc(studentId, month).withConverter(null), status);
    return paymentAnswer(id, payment);
  });
}

/** One payment of the student, with the student's name for its receipt; 404 when unknown. */
export async function readPayment(studentId: string, paymentId: string): Promise<FeePayment> {
  const payment = validDoc(await payments(studentId).doc(paymentId).get());
  if (!payment) throw new ApiError('not-found', 'item-not-found', 'No such receipt');
  return payment;
}

/**
 * The owner's due list of `month`: every active student's terms, status and payments (the
 * students, one read of each one's terms and month, one collection-group query of the month's
 * payments), who still owes, and the month's totals.
 */
export async function readDueList(month: string): Promise<DueList> {
  const [all, paidSnap] = await Promise.all([
    listStudents(),
    db
      .collectionGroup(FEE_PAYMENTS_SUBCOLLECTION)
      .where('month', '==', month)
      .withConverter(stored(feePaymentSchema))
      .get(),
  ]);
  const active = all.filter((s: Student) => !s.disabled);
  const paidOf = new Map<string, number>();
  for (const doc of paidSnap.docs) {
    const p = validDoc(doc);
    const id = doc.ref.parent.parent?.id;
    if (p && id) paidOf.set(id, (paidOf.get(id) ?? 0) + p.amount);
  }
  const [termsDocs, monthDocs] = await Promise.all([
    Promise.all(active.map((s) => ownerTerms(s.id).get())),
    Promise.all(active.map((s) => monthDoc(s.id, month).get())),
  ]);
  return dueList(
    month,
    active.map((s, i) => {
      const t = termsDocs[i] && validDoc(termsDocs[i]);
      const st = monthDocs[i] && validDoc(monthDocs[i])?.status;
      return {
        studentId: s.id,
        name: s.name,
        paid: paidOf.get(s.id) ?? 0,
        ...(t ? { terms: t } : {}),
        ...(st ? { stored: st } : {}),
      };
    }),
  );
}
