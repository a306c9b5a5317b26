/**
 * Benchmark of the owner report (issue 5 §6), run by `npm run bench` inside the emulators: seeds
 * 50 teachers and 1,000 students (with their deep links) into the demo project, then times
 * `GET /api/report/teachers-students` through Hosting as the hifz admin: the first call and the
 * median of 5 more. Document reads are counted from what the report's three queries return
 * (teachers, students, links): they grow with teachers plus students, never one query per
 * teacher. Removes what it seeded.
 */
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  DEEP_LINKS_COLLECTION,
  STUDENTS_COLLECTION,
  STUDENT_LINKS_COLLECTION,
  TEACHERS_COLLECTION,
  type OwnerReportRow,
} from '@masjid/domain/hifz';
import { deriveToken, tokenHash } from '../functions/src/hifz/link-token.ts';
import { demoDeepLinkSecret } from '../seed/seed.ts';
import { DEMO_PROJECT_ID } from '../seed/demo-data.ts';

const TEACHERS = 50;
const STUDENTS = 1000;

export interface ReportBench {
  teachers: number;
  students: number;
  firstCallMs: number;
  medianCallMs: number;
  documentReads: number;
  queries: number;
  rows: number;
  bytes: number;
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

    const call = async () => {
      const started = performance.now();
      const res = await fetch(`${siteUrl}/api/report/teachers-students`, {
        headers: { authorization: `Bearer ${idToken}` },
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`report answered ${res.status}: ${text.slice(0, 200)}`);
      return {
        ms: performance.now() - started,
        rows: JSON.parse(text) as OwnerReportRow[],
        bytes: text.length,
      };
    };
    const first = await call();
    const warm = [];
    for (let i = 0; i < 5; i++) warm.push((await call()).ms);
    warm.sort((a, b) => a - b);

    const [teachers = 0, students = 0, links = 0] = await Promise.all(
      [TEACHERS_COLLECTION, STUDENTS_COLLECTION, STUDENT_LINKS_COLLECTION].map(
        async (c) => (await db.collection(c).count().get()).data().count,
      ),
    );
    return {
      teachers,
      students,
      firstCallMs: Math.round(first.ms),
      medianCallMs: Math.round(warm[2]!),
      documentReads: teachers + students + links,
      queries: 3,
      rows: first.rows.length,
      bytes: first.bytes,
    };
  } finally {
    await commitAll(db, [
      ...teacherIds.map(
        (id) => (b: FirebaseFirestore.WriteBatch) =>
          b.delete(db.collection(TEACHERS_COLLECTION).doc(id)),
      ),
      ...studentIds.flatMap((id) => [
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
