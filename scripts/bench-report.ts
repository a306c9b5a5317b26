/**
 * Benchmark of the owner's reports, run by `npm run bench` inside the emulators: seeds 50
 * teachers and 1,000 students (with their deep links, fees, and last month's progress days with a
 * sabaq portion on each day present) into the demo project, then times, through Hosting as the
 * hifz admin, `GET /api/report/teachers-students` and `GET /api/report/month` for last month: the
 * first call and the median of 5 more each. Document reads are counted from what each report's
 * queries return (teachers, students, links; teachers, students, fees paid, the month's days): they
 * grow with teachers plus students (plus days recorded), never one query per teacher or student.
 * Removes what it seeded.
 */
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  FEES_SUBCOLLECTION,
  PROGRESS_SUBCOLLECTION,
  addMonths,
  daysInMonth,
  isoDay,
} from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { ownerMonthSchema } from '@masjid/domain/owner-month';
import { monthKey } from '@masjid/domain/month-report';
import { ownerReportResponseSchema } from '@masjid/domain/api-responses';
import {
  DEEP_LINKS_COLLECTION,
  STUDENTS_COLLECTION,
  STUDENT_LINKS_COLLECTION,
  TEACHERS_COLLECTION,
} from '@masjid/domain/hifz';
import { deriveToken, tokenHash } from '../functions/src/hifz/link-token.ts';
import { demoDeepLinkSecret } from '../seed/seed.ts';
import { DEMO_PROJECT_ID } from '../seed/demo-data.ts';

const TEACHERS = 50;
const STUDENTS = 1000;

/** One report's figures: time of the first call and median of 5 more, reads, answer size. */
export interface CallBench {
  firstCallMs: number;
  medianCallMs: number;
  documentReads: number;
  queries: number;
  rows: number;
  bytes: number;
}

export interface ReportBench extends CallBench {
  teachers: number;
  students: number;
  /** The owner's month of last month. */
  month: CallBench & { days: number; label: string };
}

async function commitAll(db: Firestore, writes: Array<(b: FirebaseFirestore.WriteBatch) => void>) {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    writes.slice(i, i + 400).forEach((write) => write(batch));
    await batch.commit();
  }
}

export async function benchOwnerReport(siteUrl: string): Promise<ReportBench> {
  const app = initializeApp({ projectId: DEMO_PROJECT_ID }, `bench-report-${Date.now()}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const secret = demoDeepLinkSecret();
  const teacherIds = Array.from({ length: TEACHERS }, (_, i) => `bench-teacher-${i}`);
  const studentIds = Array.from({ length: STUDENTS }, (_, i) => `bench-student-${i}`);
  const hashes: string[] = [];
  const writes: Array<(b: FirebaseFirestore.WriteBatch) => void> = [];
  teacherIds.forEach((id, i) =>
    writes.push((b) =>
      b.set(db.collection(TEACHERS_COLLECTION).doc(id), {
        name: `Bench Qari ${i}`,
        email: `${id}@bench.test`,
        disabled: false,
      }),
    ),
  );
  studentIds.forEach((id, i) => {
    const nonce = randomBytes(16).toString('base64url');
    const hash = tokenHash(deriveToken(secret, id, nonce));
    hashes.push(hash);
    writes.push((b) =>
      b.set(db.collection(STUDENTS_COLLECTION).doc(id), {
        name: `Bench Student ${i}`,
        email: `${id}@bench.test`,
        teacherId: teacherIds[i % TEACHERS]!,
        disabled: false,
      }),
    );
    writes.push((b) =>
      b.set(db.collection(STUDENT_LINKS_COLLECTION).doc(id), {
        nonce,
        tokenHash: hash,
        createdAt: new Date().toISOString(),
        createdBy: 'bench',
      }),
    );
    writes.push((b) =>
      b.set(db.collection(DEEP_LINKS_COLLECTION).doc(hash), { studentId: id, createdAt: '' }),
    );
  });
  // Last month: every student present on most days (absent every 9th), a five-ayah sabaq each
  // day present, and a fees document.
  const last = addMonths(karachiDay(), -1);
  const monthDays = Array.from({ length: daysInMonth(last.year, last.month) }, (_, i) => i + 1);
  const dayIds = monthDays.map((d) => isoDay(last.year, last.month, d));
  studentIds.forEach((id, i) => {
    const student = db.collection(STUDENTS_COLLECTION).doc(id);
    writes.push((b) =>
      b.set(student.collection(FEES_SUBCOLLECTION).doc(monthKey(last)), {
        status: i % 4 === 0 ? 'Pending' : 'Paid',
        by: 'bench',
        at: new Date().toISOString(),
      }),
    );
    monthDays.forEach((d, k) => {
      const absent = (i + k) % 9 === 0;
      const ayah = (k % 50) * 5 + 1;
      writes.push((b) =>
        b.set(student.collection(PROGRESS_SUBCOLLECTION).doc(dayIds[k]!), {
          date: dayIds[k]!,
          day: d,
          month: last.month,
          year: last.year,
          status: 'done',
          attendance: absent ? 'absent' : 'on-time',
          ...(absent
            ? {}
            : {
                sabaq: 'very-good',
                sabaqPortion: { from: { surah: 2, ayah }, to: { surah: 2, ayah: ayah + 4 } },
              }),
        }),
      );
    });
  });
  const adminEmail = `bench-admin-${Date.now()}@bench.test`;
  const adminUser = await auth.createUser({ email: adminEmail, password: 'bench-pass-123' });
  try {
    await commitAll(db, writes);
    await auth.setCustomUserClaims(adminUser.uid, { role: 'admin' });
    const signIn = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: adminEmail,
          password: 'bench-pass-123',
          returnSecureToken: true,
        }),
      },
    );
    const { idToken } = (await signIn.json()) as { idToken: string };

    /** The first call and the median of 5 more of `path`; `count` counts the answer's rows. */
    const time = async (path: string, count: (json: unknown) => number) => {
      const call = async () => {
        const started = performance.now();
        const res = await fetch(`${siteUrl}/api${path}`, {
          headers: { authorization: `Bearer ${idToken}` },
        });
        const text = await res.text();
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
        return {
          ms: performance.now() - started,
          rows: count(JSON.parse(text)),
          bytes: text.length,
        };
      };
      const first = await call();
      const warm = [];
      for (let i = 0; i < 5; i++) warm.push((await call()).ms);
      warm.sort((a, b) => a - b);
      return { first, median: warm[2]! };
    };
    const report = await time(
      '/report/teachers-students',
      (json) => ownerReportResponseSchema.parse(json).length,
    );
    const monthPath = `/report/month?year=${last.year}&month=${last.month}`;
    const month = await time(monthPath, (json) => ownerMonthSchema.parse(json).rows.length);

    const [teachers = 0, students = 0, links = 0] = await Promise.all(
      [TEACHERS_COLLECTION, STUDENTS_COLLECTION, STUDENT_LINKS_COLLECTION].map(
        async (c) => (await db.collection(c).count().get()).data().count,
      ),
    );
    const [fees, days] = await Promise.all(
      [
        db.collectionGroup(FEES_SUBCOLLECTION).where('status', '==', 'Paid'),
        db
          .collectionGroup(PROGRESS_SUBCOLLECTION)
          .where('date', '>=', dayIds[0]!)
          .where('date', '<=', dayIds.at(-1)!),
      ].map(async (q) => (await q.count().get()).data().count),
    );
    return {
      teachers,
      students,
      firstCallMs: Math.round(report.first.ms),
      medianCallMs: Math.round(report.median),
      documentReads: teachers + students + links,
      queries: 3,
      rows: report.first.rows,
      bytes: report.first.bytes,
      month: {
        label: `${last.year}-${String(last.month).padStart(2, '0')}`,
        days: days!,
        firstCallMs: Math.round(month.first.ms),
        medianCallMs: Math.round(month.median),
        documentReads: teachers + students + fees! + days!,
        queries: 4,
        rows: month.first.rows,
        bytes: month.first.bytes,
      },
    };
  } finally {
    await commitAll(db, [
      ...teacherIds.map(
        (id) => (b: FirebaseFirestore.WriteBatch) =>
          b.delete(db.collection(TEACHERS_COLLECTION).doc(id)),
      ),
      ...studentIds.flatMap((id) => [
        ...[
          ...dayIds.map((d) => [PROGRESS_SUBCOLLECTION, d] as const),
          [FEES_SUBCOLLECTION, monthKey(last)] as const,
        ].map(
          ([sub, doc]) =>
            (b: FirebaseFirestore.WriteBatch) =>
              b.delete(db.collection(STUDENTS_COLLECTION).doc(id).collection(sub).doc(doc)),
        ),
        (b: FirebaseFirestore.WriteBatch) => b.delete(db.collection(STUDENTS_COLLECTION).doc(id)),
        (b: FirebaseFirestore.WriteBatch) =>
          b.delete(db.collection(STUDENT_LINKS_COLLECTION).doc(id)),
      ]),
      ...hashes.map(
        (h) => (b: FirebaseFirestore.WriteBatch) =>
          b.delete(db.collection(DEEP_LINKS_COLLECTION).doc(h)),
      ),
    ]);
    await auth.deleteUser(adminUser.uid);
    await deleteApp(app);
  }
}
