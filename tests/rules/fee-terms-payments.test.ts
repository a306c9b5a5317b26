/**
 * Fee terms and payments (decision 0053): written only by the functions. The owner's terms (the
 * concession's kind, the sponsor) are read by the owner alone; the family's part and the payments
 * by the owner, the student's qari and the student; another student, another qari, a visitor: never.
 */
import { describeAccessMatrix } from './roles.ts';

const STUDENT_DOC = {
  'students/rules-student': {
    name: 'Muhammad Ahmed Raza',
    email: 'student@demo.test',
    teacherId: 'rules-qari',
    disabled: false,
  },
};
/** Another student of the same qari: the test's student may not read it. */
const OTHER_STUDENT_DOC = {
  'students/rules-other-student': {
    name: 'Bilal Hussain',
    email: 'bilal@demo.test',
    teacherId: 'rules-qari',
    disabled: false,
  },
};
const STAMP = { by: 'rules-hifz-admin', at: '2026-11-01T09:00:00.000Z' };
const OWNER_TERMS = {
  monthlyFee: 2000,
  concession: { kind: 'orphan', amount: 2000, showKind: false },
  sponsor: { name: 'Haji Abdul Sattar' },
  ...STAMP,
};
const PAYMENT = {
  month: '2026-11',
  amount: 1500,
  receipt: '2026-0001',
  byName: 'Qari Abdullah',
  ...STAMP,
};

describeAccessMatrix('fee terms and payments', [
  {
    doc: 'students/rules-student/feeTerms/owner',
    also: STUDENT_DOC,
    existing: OWNER_TERMS,
    write: { ...OWNER_TERMS, monthlyFee: 0 },
    allow: { get: ['admin'] },
  },
  {
    doc: 'students/rules-student/feeTerms/family',
    also: STUDENT_DOC,
    existing: { monthlyFee: 2000, concession: { amount: 2000 }, due: 0 },
    write: { monthlyFee: 2000, due: 2000 },
    allow: { get: ['admin', 'qari', 'student'] },
  },
  {
    doc: 'students/rules-student/feeTerms/other',
    also: STUDENT_DOC,
    existing: { monthlyFee: 2000, due: 2000 },
    write: { monthlyFee: 2000, due: 0 },
    allow: {},
  },
  {
    doc: 'students/rules-student/feePayments/rules-payment',
    also: STUDENT_DOC,
    existing: PAYMENT,
    write: { ...PAYMENT, amount: 1 },
    allow: { get: ['admin', 'qari', 'student'], list: ['admin', 'qari', 'student'] },
  },
  {
    // The student reads only their own payments.
    doc: 'students/rules-other-student/feePayments/rules-payment',
    also: OTHER_STUDENT_DOC,
    existing: PAYMENT,
    write: { ...PAYMENT, amount: 1 },
    allow: { get: ['admin', 'qari'], list: ['admin', 'qari'] },
  },
  {
    doc: 'students/rules-other-student/feeTerms/family',
    also: OTHER_STUDENT_DOC,
    existing: { monthlyFee: 2000, due: 2000 },
    write: { monthlyFee: 2000, due: 0 },
    allow: { get: ['admin', 'qari'] },
  },
]);
