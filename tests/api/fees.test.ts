/**
 * Fees per month over REST (decision 0053), against the emulators: the owner's terms (a
 * concession and a sponsor) and what the family sees of them; a month's status and payments for
 * the owner, the qari, the student and the parent's link, the same answer for each; payments
 * numbered without gap or repeat when saved at once, the month turning Pending then Paid; the
 * receipt PDF in Urdu and English from the portal and the link; the owner's due list; refusals
 * (another qari, a student writing, another child's link, bad input: nothing written).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, deepLinkSchema } from '@masjid/domain/hifz';
import {
  dueListSchema,
  feeMonthAnswerSchema,
  feePaymentAnswerSchema,
  ownerTermsAnswerSchema,
} from '@masjid/domain/fees';
import { monthKey } from '@masjid/domain/month-report';
import { addMonths } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { adminDb, callApi, closeAdmin, expectApiError, resetThrottle, sendJson } from './client.ts';
import { deleteUsers, testUser } from './tokens.ts';
import { pdfReadingText } from './pdf-text.ts';
import { loadFunctionsEnv } from './functions-env.ts';
import { API_BASE } from '../emulators.ts';

/** Calls from a random client address (the link throttle counts per address). */
const address = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
const get = (path: string, token?: string) =>
  callApi(path, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...address() },
  });

/** A month of its own (next year's) so the test's payments meet no one else's. */
const MONTH = monthKey(addMonths(karachiDay(), 12));
const LAST = monthKey(addMonths(karachiDay(), -1));
const TERMS = {
  monthlyFee: 2000,
  concession: { kind: 'orphan', amount: 500, showKind: false },
  sponsor: { name: 'Haji Abdul Sattar' },
};

let admin: string;
let qari: string;
let otherQari: string;
let student: string;
let studentId: string;
let otherId: string;
let link: string;
let otherLink: string;
const uids: string[] = [];
const termsDoc = (which: string) =>
  adminDb().collection(STUDENTS_COLLECTION).doc(studentId).collection('feeTerms').doc(which);

beforeEach(resetThrottle);

beforeAll(async () => {
  const [a, q, o, s, s2] = await Promise.all([
    testUser('fees-admin', { role: 'admin' }),
    testUser('fees-qari', { role: 'qari' }),
    testUser('fees-other-qari', { role: 'qari' }),
    testUser('fees-student', { role: 'student' }),
    testUser('fees-student-2', { role: 'student' }),
  ]);
  [admin, qari, otherQari, student] = [a.token, q.token, o.token, s.token];
  studentId = s.uid;
  otherId = s2.uid;
  uids.push(a.uid, q.uid, o.uid, s.uid, s2.uid);
  const students = adminDb().collection(STUDENTS_COLLECTION);
  await students.doc(studentId).set({ name: 'Ahmed Raza', email: s.email, teacherId: q.uid });
  await students.doc(otherId).set({ name: 'Bilal Khan', email: s2.email, teacherId: o.uid });
  await adminDb().collection('teachers').doc(q.uid).set({ name: 'Qari Usman', email: q.email });
  const made = await sendJson('POST', `/students/${studentId}/deep-link`, undefined, qari);
  link = z.parse(deepLinkSchema, made.json).token;
  const made2 = await sendJson('POST', `/students/${otherId}/deep-link`, undefined, otherQari);
  otherLink = z.parse(deepLinkSchema, made2.json).token;
});

afterAll(async () => {
  await resetThrottle();
  for (const id of [studentId, otherId])
    await adminDb().recursiveDelete(adminDb().collection(STUDENTS_COLLECTION).doc(id));
  await adminDb().collection('teachers').doc(uids[1]!).delete();
  await deleteUsers(uids);
  await closeAdmin();
});

describe('the owner’s terms', () => {
  it('are recorded by the owner; the family’s part has no sponsor and no hidden kind', async () => {
    const put = await sendJson('PUT', `/users/${studentId}/fee-terms`, TERMS, admin);
    expect(put.status, put.text).toBe(200);
    const read = await get(`/users/${studentId}/fee-terms`, admin);
    expect(z.parse(ownerTermsAnswerSchema, read.json).terms).toMatchObject(TERMS);
    expect((await termsDoc('family').get()).data()).toEqual({
      monthlyFee: 2000,
      concession: { amount: 500 },
      due: 1500,
    });
  });

  it('are refused to the qari and the student, and bad terms change nothing', async () => {
    const before = (await termsDoc('owner').get()).data();
    for (const token of [qari, student])
      expectApiError(
        await sendJson('PUT', `/users/${studentId}/fee-terms`, { monthlyFee: 0 }, token),
        403,
        'forbidden',
      );
    expectApiError(await get(`/users/${studentId}/fee-terms`, qari), 403, 'forbidden');
    for (const bad of [
      { monthlyFee: 1000, concession: { kind: 'orphan', amount: 1500, showKind: false } },
      { monthlyFee: '2000' },
      { monthlyFee: 2000, concession: { kind: 'friend', amount: 100, showKind: true } },
    ])
      expectApiError(
        await sendJson('PUT', `/users/${studentId}/fee-terms`, bad, admin),
        400,
        'bad-request',
      );
    expect((await termsDoc('owner').get()).data()).toEqual(before);
  });
});

describe('payments and receipts', () => {
  const pay = (amount: number, token = qari, key?: string) =>
    sendJson(
      'POST',
      `/users/${studentId}/fees/${MONTH}/payments`,
      { amount },
      token,
      key ? { 'idempotency-key': key } : {},
    );

  it('five saved at once get consecutive receipt numbers; the month turns Paid', async () => {
    const answers = await Promise.all([300, 300, 300, 300, 300].map((n) => pay(n)));
    for (const res of answers) expect(res.status, res.text).toBe(201);
    const numbers = answers
      .map((res) => z.parse(feePaymentAnswerSchema, res.json).receipt)
      .map((r) => Number(r.split('-')[1]))
      .sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(4);
    expect(new Set(numbers).size).toBe(5);
    const month = z.parse(
      feeMonthAnswerSchema,
      (await get(`/users/${studentId}/fees/${MONTH}`, qari)).json,
    );
    expect(month).toMatchObject({ status: 'Paid', paid: 1500, terms: { due: 1500 } });
    expect(month.payments).toHaveLength(5);
    expect(month.payments[0]?.byName).toBe('Qari Usman');
  });

  it('the owner, the qari, the student and the link see the same month; never the sponsor', async () => {
    const answers = await Promise.all([
      get(`/users/${studentId}/fees/${MONTH}`, admin),
      get(`/users/${studentId}/fees/${MONTH}`, qari),
      get(`/users/${studentId}/fees/${MONTH}`, student),
      get(`/students/by-token/${link}/fees/${MONTH}`),
    ]);
    for (const res of answers) expect(res.status, res.text).toBe(200);
    for (const res of answers.slice(1)) expect(res.json).toEqual(answers[0]!.json);
    expect(answers[3]!.text).not.toMatch(/Sattar|orphan|bySponsor/);
  });

  it('a part payment leaves a month Pending; a retry with its key records nothing more', async () => {
    const month = monthKey(addMonths(karachiDay(), 11));
    const path = `/users/${studentId}/fees/${month}/payments`;
    const first = await sendJson('POST', path, { amount: 500 }, admin, {
      'idempotency-key': `fees-${month}-a`,
    });
    const again = await sendJson('POST', path, { amount: 500 }, admin, {
      'idempotency-key': `fees-${month}-a`,
    });
    expect(first.status, first.text).toBe(201);
    expect(again.json).toEqual(first.json);
    const read = z.parse(
      feeMonthAnswerSchema,
      (await get(`/users/${studentId}/fees/${month}`, student)).json,
    );
    expect(read).toMatchObject({ status: 'Pending', paid: 500 });
  });

  it('is refused to the student, another qari, and for a bad amount or month: nothing written', async () => {
    const count = async () =>
      (
        await adminDb()
          .collection(STUDENTS_COLLECTION)
          .doc(studentId)
          .collection('feePayments')
          .get()
      ).size;
    const before = await count();
    expectApiError(await pay(100, student), 403, 'forbidden');
    expectApiError(await pay(100, otherQari), 403, 'forbidden');
    for (const amount of [0, -5, 10.5, 2_000_000])
      expectApiError(await pay(amount), 400, 'bad-request');
    expectApiError(
      await sendJson('POST', `/users/${studentId}/fees/2026-13/payments`, { amount: 100 }, qari),
      400,
      'bad-request',
    );
    expectApiError(await get(`/users/${studentId}/fees/${MONTH}`, otherQari), 403, 'forbidden');
    expect(await count()).toBe(before);
  });

  it('opens as a PDF from the link and the portal, in Urdu and English', async () => {
    const month = z.parse(
      feeMonthAnswerSchema,
      (await get(`/students/by-token/${link}/fees/${MONTH}`)).json,
    );
    const receipt = month.payments[0]!;
    for (const [path, token, words] of [
      [`/students/by-token/${link}/receipts/${receipt.id}.pdf`, undefined, 'فیس کی رسید'],
      [`/users/${studentId}/receipts/${receipt.id}.pdf?lang=en`, student, 'Fee receipt'],
    ] as const) {
      const res = await fetch(`${API_BASE}${path}`, {
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...address() },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
      const text = (await pdfReadingText(new Uint8Array(await res.arrayBuffer()))).replace(
        /\s+/g,
        '',
      );
      expect(text).toContain(words.replace(/\s+/g, ''));
      expect(text).toContain(receipt.receipt);
      expect(text).toContain('AhmedRaza');
      expect(text).not.toMatch(/Sattar|orphan/);
    }
    // Another child's link does not open this child's receipt.
    expectApiError(
      await get(`/students/by-token/${otherLink}/receipts/${receipt.id}.pdf`),
      404,
      'not-found',
    );
    const theirs = await get(`/students/by-token/${otherLink}/fees/${MONTH}`);
    expect(z.parse(feeMonthAnswerSchema, theirs.json).payments).toEqual([]);
    expectApiError(
      await get(`/students/by-token/${'x'.repeat(43)}/fees/${MONTH}`),
      404,
      'not-found',
    );
  });
});

describe('the owner’s due list', () => {
  it('names who still owes this month with their concession and sponsor, for the owner only', async () => {
    const res = await get(`/fees/due?month=${LAST}`, admin);
    expect(res.status, res.text).toBe(200);
    const list = z.parse(dueListSchema, res.json);
    const row = list.due.find((r) => r.studentId === studentId);
    expect(row).toMatchObject({
      status: 'Not Paid',
      monthlyFee: 2000,
      concession: { kind: 'orphan', amount: 500 },
      sponsor: 'Haji Abdul Sattar',
      owed: 1500,
    });
    expect(list.totals.concessions).toBeGreaterThanOrEqual(500);
    const paidMonth = z.parse(dueListSchema, (await get(`/fees/due?month=${MONTH}`, admin)).json);
    expect(paidMonth.due.some((r) => r.studentId === studentId)).toBe(false);
    expectApiError(await get(`/fees/due?month=${LAST}`, qari), 403, 'forbidden');
    expectApiError(await get('/fees/due?month=last', admin), 400, 'bad-request');
  });
});

describe('the old flag for all time', () => {
  it("becomes this month's status, once, never over a month that has one", async () => {
    loadFunctionsEnv();
    const { migrateFeesFlags } = await import('../../functions/src/hifz/fees-migration.ts');
    const fees = adminDb().collection(STUDENTS_COLLECTION).doc(otherId).collection('fees');
    const month = monthKey(karachiDay());
    await fees.doc('status').set({ status: 'Paid', by: uids[2]!, at: '2026-01-05T09:00:00.000Z' });
    expect(await migrateFeesFlags(adminDb(), month)).toBeGreaterThanOrEqual(1);
    expect((await fees.doc(month).get()).data()).toEqual({
      status: 'Paid',
      by: uids[2],
      at: '2026-01-05T09:00:00.000Z',
    });
    await fees.doc(month).set({ status: 'Pending', by: uids[2]!, at: new Date().toISOString() });
    await migrateFeesFlags(adminDb(), month);
    expect((await fees.doc(month).get()).data()?.status).toBe('Pending');
    const theirs = await get(`/students/by-token/${otherLink}`);
    expect(theirs.json).toMatchObject({ feesStatus: 'Pending' });
  });
});
