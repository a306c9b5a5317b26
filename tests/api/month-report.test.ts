/**
 * The monthly report over REST, against the emulators: its figures (JSON) and its PDF for the hifz
 * admin, the student's qari, the student and the parent's link; another qari, another student and
 * another child's link refused; the memorisation figures (sabaq advanced, the 30-para grid,
 * manzil kept) from the record and the days' portions, and a day with leave counted apart;
 * malformed, too early and future months refused with 400. Then the Urdu PDF's text is read back
 * with pdfjs and compared with the report's lines, and the English one likewise.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, deepLinkSchema, studentSchema } from '@masjid/domain/hifz';
import { MEMORISATION_DOC_ID, MEMORISATION_SUBCOLLECTION } from '@masjid/domain/hifz-memorisation';
import { monthKey, monthReportSchema, reportText } from '@masjid/domain/month-report';
import { addMonths } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import {
  adminDb,
  callApi,
  closeAdmin,
  expectApiError,
  resetThrottle,
  randomAddress,
  sendJson,
} from './client.ts';
import { deleteUsers, testUser } from './tokens.ts';
import { pdfReadingText as pdfText } from './pdf-text.ts';
import { loadFunctionsEnv } from './functions-env.ts';
import { API_BASE } from '../emulators.ts';

/** Calls from a random client address (the link throttle counts per address). */
const address = () => ({ 'x-forwarded-for': randomAddress() });
const get = (path: string, token?: string) =>
  callApi(path, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...address() },
  });

const today = karachiDay();
const LAST = addMonths(today, -1);
const KEY = monthKey(LAST);
const NOTE = 'ماشاءاللہ، اس مہینے سبق اچھا رہا۔ منزل پر مزید توجہ دیں۔';

let admin: string;
let qari: string;
let otherQari: string;
let student: string;
let studentId: string;
let otherId: string;
let link: string;
let otherLink: string;
const uids: string[] = [];

beforeEach(resetThrottle);

beforeAll(async () => {
  const [a, q, o, s, s2] = await Promise.all([
    testUser('report-admin', { role: 'admin' }),
    testUser('report-qari', { role: 'qari' }),
    testUser('report-other-qari', { role: 'qari' }),
    testUser('report-student', { role: 'student' }),
    testUser('report-student-2', { role: 'student' }),
  ]);
  [admin, qari, otherQari, student] = [a.token, q.token, o.token, s.token];
  studentId = s.uid;
  otherId = s2.uid;
  uids.push(a.uid, q.uid, o.uid, s.uid, s2.uid);
  const students = adminDb().collection(STUDENTS_COLLECTION);
  await students.doc(studentId).set({ name: 'Ahmed Raza', email: s.email, teacherId: q.uid });
  await students.doc(otherId).set({ name: 'Bilal Khan', email: s2.email, teacherId: o.uid });
  const day = (d: number) => `${KEY}-${String(d).padStart(2, '0')}`;
  const all = { fajr: true, zuhr: true, asr: true, maghrib: true, isha: true };
  const days = [
    {
      d: 3,
      attendance: 'on-time',
      sabaq: 'very-good',
      namaz: all,
      libaas: 'suitable',
      sabaqPortion: { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } },
    },
    { d: 4, attendance: 'on-time', sabaq: 'weak', namaz: { ...all, fajr: false } },
    { d: 5, attendance: 'absent' },
    { d: 6, attendance: 'leave' },
  ];
  for (const { d, ...fields } of days)
    await students
      .doc(studentId)
      .collection('progress')
      .doc(day(d))
      .set({ date: day(d), day: d, month: LAST.month, year: LAST.year, status: 'done', ...fields });
  await students
    .doc(studentId)
    .collection('fees')
    .doc(KEY)
    .set({ status: 'Pending', by: q.uid, at: new Date().toISOString() });
  // Para 30 memorised before the portal, a para a day, never revised: due by the month's end.
  await students
    .doc(studentId)
    .collection(MEMORISATION_SUBCOLLECTION)
    .doc(MEMORISATION_DOC_ID)
    .set({
      memorised: [30],
      cycle: { paras: 1, days: 1 },
      by: q.uid,
      at: new Date().toISOString(),
    });
  await students
    .doc(studentId)
    .collection('monthNotes')
    .doc(KEY)
    .set({ text: NOTE, by: q.uid, at: new Date().toISOString() });
  const made = await sendJson('POST', `/students/${studentId}/deep-link`, undefined, qari);
  link = z.parse(deepLinkSchema, made.json).token;
  const made2 = await sendJson('POST', `/students/${otherId}/deep-link`, undefined, otherQari);
  otherLink = z.parse(deepLinkSchema, made2.json).token;
});

afterAll(async () => {
  await resetThrottle();
  for (const id of [studentId, otherId])
    await adminDb().recursiveDelete(adminDb().collection(STUDENTS_COLLECTION).doc(id));
  await deleteUsers(uids);
  await closeAdmin();
});

describe('the report figures', () => {
  it('are the same for the admin, the qari, the student and the parent link', async () => {
    const answers = await Promise.all([
      get(`/users/${studentId}/report?month=${KEY}`, admin),
      get(`/users/${studentId}/report?month=${KEY}`, qari),
      get(`/users/${studentId}/report?month=${KEY}`, student),
      get(`/students/by-token/${link}/report?month=${KEY}`),
    ]);
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const report = z.parse(monthReportSchema, answers[0]!.json);
    expect(report).toMatchObject({
      studentName: 'Ahmed Raza',
      attendance: { recorded: 4, present: 2, absent: 1, leave: 1 },
      sabaqAdvanced: { ayahs: 5, from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } },
      manzilKept: { parasRevised: 0, overdue: 1 },
      namazDays: 2,
      namazPrayed: 9,
      fees: 'Pending',
      note: NOTE,
    });
    expect(report.paraGrid?.[0]).toBe('in-progress');
    expect(report.paraGrid?.[1]).toBe('not-started');
    expect(report.paraGrid?.[29]).toBe('due');
    for (const res of answers.slice(1)) expect(res.json).toEqual(answers[0]!.json);
  });

  it('another qari and another student are refused; a link opens only its own child', async () => {
    expectApiError(
      await get(`/users/${studentId}/report?month=${KEY}`, otherQari),
      403,
      'forbidden',
    );
    const other = await testUser('report-student-3', { role: 'student' });
    uids.push(other.uid);
    expectApiError(
      await get(`/users/${studentId}/report.pdf?month=${KEY}`, other.token),
      403,
      'forbidden',
    );
    expectApiError(
      await get(`/users/${studentId}/report.pdf?month=${KEY}`),
      401,
      'unauthenticated',
    );
    const theirs = await get(`/students/by-token/${otherLink}/report?month=${KEY}`);
    expect(z.parse(monthReportSchema, theirs.json).studentName).toBe('Bilal Khan');
    expectApiError(
      await get(`/students/by-token/${'x'.repeat(43)}/report.pdf?month=${KEY}`),
      404,
      'not-found',
    );
  });

  it.each([
    ['a malformed month', 'october'],
    ['month 13', `${today.year}-13`],
    ['a year before 2000', '1999-12'],
    ['next month', monthKey(addMonths(today, 1))],
  ])('refuses %s with 400', async (_what, month) => {
    expectApiError(
      await get(`/users/${studentId}/report?month=${month}`, qari),
      400,
      'bad-request',
    );
    expectApiError(
      await get(`/students/by-token/${link}/report.pdf?month=${month}`),
      400,
      'bad-request',
    );
  });

  it('refuses a PDF language other than en or ur', async () => {
    expectApiError(
      await get(`/users/${studentId}/report.pdf?month=${KEY}&lang=fr`, qari),
      400,
      'bad-request',
    );
  });
});

describe('the report read on the server', () => {
  it('takes the student its access check read instead of reading the document again', async () => {
    loadFunctionsEnv();
    const { loadMonthReport } = await import('../../functions/src/hifz/reports/month-data.ts');
    const stored = (await adminDb().collection(STUDENTS_COLLECTION).doc(studentId).get()).data();
    // A name the stored document does not have: the report can only show it if it used the
    // student it was given, without a second read of the document.
    const report = await loadMonthReport(
      { ...z.parse(studentSchema, stored), id: studentId, name: 'Ahmed Raza (as read)' },
      LAST,
    );
    expect(report).toMatchObject({
      studentName: 'Ahmed Raza (as read)',
      attendance: { recorded: 4, present: 2, absent: 1, leave: 1 },
      fees: 'Pending',
    });
    // Given only the id, it reads the document.
    expect((await loadMonthReport(studentId, LAST)).studentName).toBe('Ahmed Raza');
  });
});

describe('the report PDF', () => {
  async function pdf(path: string, token?: string) {
    const res = await fetch(`${API_BASE}${path}`, {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...address() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return bytes;
  }

  it('is made for the owner, the qari, the student and the parent link, in Urdu and English', async () => {
    for (const [path, token] of [
      [`/users/${studentId}/report.pdf?month=${KEY}`, admin],
      [`/users/${studentId}/report.pdf?month=${KEY}&lang=en`, qari],
      [`/users/${studentId}/report.pdf?month=${KEY}&lang=ur`, student],
      [`/students/by-token/${link}/report.pdf?month=${KEY}`, undefined],
    ] as const)
      expect((await pdf(path, token)).length).toBeGreaterThan(5000);
  });

  it('holds the Urdu report as text: every line read back out of the PDF', async () => {
    const report = z.parse(
      monthReportSchema,
      (await get(`/students/by-token/${link}/report?month=${KEY}`)).json,
    );
    const bytes = await pdf(`/students/by-token/${link}/report.pdf?month=${KEY}&lang=ur`);
    const read = squash(await pdfText(bytes));
    const text = reportText(report, 'ur');
    for (const expected of [
      text.title,
      text.noteHeading,
      NOTE,
      ...text.lines.flatMap((l) => [l.label, l.value]),
    ])
      expect(read).toContain(squash(expected));
  });

  it('holds the English report as text', async () => {
    const report = z.parse(
      monthReportSchema,
      (await get(`/users/${studentId}/report?month=${KEY}`, qari)).json,
    );
    const read = squash(
      await pdfText(await pdf(`/users/${studentId}/report.pdf?month=${KEY}&lang=en`, qari)),
    );
    const text = reportText(report, 'en');
    for (const expected of [
      text.title,
      text.subtitle,
      ...text.lines.flatMap((l) => [l.label, l.value]),
    ])
      expect(read).toContain(squash(expected));
  });
});

/** Text without spaces: a PDF places words, it does not keep the spaces between them. */
function squash(text: string): string {
  return text.replace(/\s+/g, '');
}
