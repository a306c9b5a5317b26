/** Reads of teachers and students for the API (spec 3, 7) and the owner report (issue 5 §2). */
import {
  STUDENTS_COLLECTION,
  TEACHERS_COLLECTION,
  UID_PATTERN,
  deepLinkUrl,
  studentSchema,
  teacherSchema,
  type OwnerReportRow,
  type Student,
  type Teacher,
  type TeacherWithStudents,
} from '@masjid/domain/hifz';
import { db } from '../lib/firebase.ts';
import { ApiError } from '../api/errors.ts';
import { allTokens } from './deep-links.ts';

/** An id of the path; ApiError 400 when it cannot be a uid. */
export function checkedUid(value: unknown): string {
  if (typeof value !== 'string' || !UID_PATTERN.test(value))
    throw new ApiError('bad-request', 'Malformed id');
  return value;
}

/** Every teacher, by name. */
export async function listTeachers(): Promise<Teacher[]> {
  const snap = await db.collection(TEACHERS_COLLECTION).get();
  return snap.docs
    .flatMap((doc) => {
      const parsed = teacherSchema.safeParse(doc.data());
      return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every student, or those of one qari (`teacherId`), by name. */
export async function listStudents(teacherId?: string): Promise<Student[]> {
  const query = teacherId
    ? db.collection(STUDENTS_COLLECTION).where('teacherId', '==', teacherId)
    : db.collection(STUDENTS_COLLECTION);
  const snap = await query.get();
  return snap.docs
    .flatMap((doc) => {
      const parsed = studentSchema.safeParse(doc.data());
      return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One student; ApiError 404 when there is none. */
export async function getStudent(id: string): Promise<Student> {
  const snap = await db.collection(STUDENTS_COLLECTION).doc(checkedUid(id)).get();
  const parsed = snap.exists ? studentSchema.safeParse(snap.data()) : undefined;
  if (!parsed?.success) throw new ApiError('not-found', 'Student not found');
  return { id: snap.id, ...parsed.data };
}

/** `GET /teachers` (spec 7): each teacher with their students; two queries in all. */
export async function teachersWithStudents(): Promise<TeacherWithStudents[]> {
  const [teachers, students] = await Promise.all([listTeachers(), listStudents()]);
  return teachers.map((teacher) => ({
    ...teacher,
    students: students
      .filter((s) => s.teacherId === teacher.id)
      .map(({ id, name, email }) => ({ id, name, email })),
  }));
}

/**
 * The owner report (spec 3, Owner report row): each teacher with their students and each
 * student's deep link at `origin`. Three queries whatever the size (teachers, students, links):
 * reads grow with teachers plus students. Students whose teacher is gone come last, in a row
 * without a teacher.
 */
export async function ownerReport(origin: string): Promise<OwnerReportRow[]> {
  const [teachers, students, tokens] = await Promise.all([
    listTeachers(),
    listStudents(),
    allTokens(),
  ]);
  const row = (student: Student) => {
    const token = tokens.get(student.id);
    return {
      id: student.id,
      name: student.name,
      email: student.email,
      deepLink: token ? deepLinkUrl(origin, token) : '',
    };
  };
  const byTeacher = new Map<string, Student[]>();
  for (const student of students)
    byTeacher.set(student.teacherId, [...(byTeacher.get(student.teacherId) ?? []), student]);
  const rows: OwnerReportRow[] = teachers.map((teacher) => ({
    teacherId: teacher.id,
    teacherName: teacher.name,
    teacherEmail: teacher.email,
    students: (byTeacher.get(teacher.id) ?? []).map(row),
  }));
  const known = new Set(teachers.map((t) => t.id));
  const orphans = students.filter((s) => !known.has(s.teacherId));
  if (orphans.length > 0)
    rows.push({
      teacherId: '',
      teacherName: 'No teacher',
      teacherEmail: '',
      students: orphans.map(row),
    });
  return rows;
}
