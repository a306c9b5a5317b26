/**
 * A student's fees of one month (decision 0053), read and written in Firestore directly under the
 * rules: the status `students/{id}/fees/{YYYY-MM}` (Not Paid when none is stored), the family's
 * part of the terms (`feeTerms/family`) and the month's payments (`feePayments`, with receipts).
 * A payment is recorded through the API, which numbers its receipt.
 */
import { collection, doc, query, setDoc, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { FEES_SUBCOLLECTION, type FeesRecord, feesRecordSchema } from '@masjid/domain/progress';
import type { YearMonth } from '@masjid/domain/progress';
import { STUDENTS_COLLECTION, type FeesStatus } from '@masjid/domain/hifz';
import {
  FAMILY_TERMS_ID,
  FEE_PAYMENTS_SUBCOLLECTION,
  FEE_TERMS_SUBCOLLECTION,
  familyTermsSchema,
  feeMonthId,
  feePaymentAnswerSchema,
  feePaymentSchema,
  paymentAnswer,
  shownStatus,
  type FamilyTerms,
  type FeePaymentAnswer,
  type FeePaymentBody,
} from '@masjid/domain/fees';
import { storedConverter } from '../../common/firebase/stored-converter.ts';
import { apiFetch } from '../../common/api/client.ts';
import { firestore } from '../../common/firebase/firebase.ts';
import { useLiveDoc, useLiveQuery } from '../../common/firebase/firestore-reads.ts';
import { deviceId } from './device.ts';
import { feesWrite } from './fees-write.ts';

const feesConverter = storedConverter(feesRecordSchema);
const familyConverter = storedConverter(familyTermsSchema);
const paymentConverter = storedConverter(feePaymentSchema);

/** The month's fee, what is due after a concession, and its payments with their receipts. */
export interface FeeMonthDetails {
  terms?: FamilyTerms | undefined;
  paid: number;
  payments: FeePaymentAnswer[];
}

export type FeesState =
  | { status: 'loading' }
  | {
      status: 'ready';
      value: FeesStatus;
      pending: boolean;
      /** `at` of the status shown ('' for none): what a save from here has seen. */
      seen?: string;
      /** The status a save replaced without having seen it (decision 0044). */
      overwritten?: FeesRecord['overwritten'];
      /** The fee and payments of the month (absent: only the status is known). */
      details?: FeeMonthDetails;
    }
  | { status: 'error'; error: Error };

/**
 * The student's fees of `month`, live: the status (from the payments and terms when none is
 * stored), marked pending while a change of this device is unsent, with the month's details.
 */
export function useFees(studentId: string, month: YearMonth): FeesState {
  const db = useFirestore();
  const key = feeMonthId(month);
  const student = doc(db, STUDENTS_COLLECTION, studentId);
  const fees = useLiveDoc(doc(student, FEES_SUBCOLLECTION, key).withConverter(feesConverter));
  const terms = useLiveDoc(
    doc(student, FEE_TERMS_SUBCOLLECTION, FAMILY_TERMS_ID).withConverter(familyConverter),
  );
  const payments = useLiveQuery(
    query(
      collection(student, FEE_PAYMENTS_SUBCOLLECTION).withConverter(paymentConverter),
      where('month', '==', key),
    ),
  );
  if (fees.status !== 'ready') return fees;
  const list =
    payments.status === 'ready'
      ? payments.data.map((p) => paymentAnswer(p.id, p)).sort((a, b) => a.at.localeCompare(b.at))
      : [];
  const paid = list.reduce((n, p) => n + p.amount, 0);
  const family = terms.status === 'ready' ? terms.data.data : undefined;
  const stored = fees.data.data;
  return {
    status: 'ready',
    value: shownStatus(family?.due, paid, stored?.status),
    pending: fees.data.pending,
    seen: stored?.at ?? '',
    ...(stored?.overwritten ? { overwritten: stored.overwritten } : {}),
    details: { terms: family, paid, payments: list },
  };
}

/**
 * Sets the fees status of `month`, with this device and the `at` of the status it showed (`seen`,
 * '' for none), merged so the trigger's record of a status replaced unseen stays (decision 0044);
 * resolves when the server has it, rejects when it refuses.
 */
export async function setFees(
  studentId: string,
  month: YearMonth,
  status: FeesStatus,
  by: string,
  seen: string,
): Promise<void> {
  const db = await firestore();
  await setDoc(
    doc(db, STUDENTS_COLLECTION, studentId, FEES_SUBCOLLECTION, feeMonthId(month)),
    feesWrite(status, by, seen, deviceId()),
    { merge: true },
  );
}

/** Records a payment of `month` (the owner or the qari); the answer carries its receipt. */
export function recordPayment(
  studentId: string,
  month: YearMonth,
  body: FeePaymentBody,
): Promise<FeePaymentAnswer> {
  return apiFetch(
    `/users/${studentId}/fees/${feeMonthId(month)}/payments`,
    feePaymentAnswerSchema,
    { method: 'POST', body, creates: true },
  );
}
