/** Reads of teachers and students for the API and the owner report. */
import {
  STUDENTS_COLLECTION,
  TEACHERS_COLLECTION,
  deepLinkUrl,
  studentSchema,
  teacherSchema,
  type OwnerReportRow,
  type Student,
  type Teacher,
  type TeacherWithStudents,
} from '@masjid/domain/hifz';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { ApiError } from '../api/errors.ts';
import { allTokens } from './deep-links.ts';

/** The teachers and students collections, read through their schemas. */
export const teachers = () =>
  db.collection(TEACHERS_COLLECTION).withConverter(stored(teacherSchema));
export const students = () =>
  db.collection(STUDENTS_COLLECTION).withConverter(stored(studentSchema));

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Every teacher, by name. */
export async function listTeachers(): Promise<Teacher[]> {
  return validDocs(await teachers().get()).sort(byName);
}

/** Every student, or those of one qari (`teacherId`), by name. */
export async function listStudents(teacherId?: string): Promise<Student[]> {
  const query = teacherId ? students().where('teacherId', '==', teacherId) : students();
  return validDocs(await query.get()).sort(byName);
}

/** One student; ApiError 404 when there is none (or it is malformed). */
export async function getStudent(id: string): Promise<Student> {
  const student = validDoc(await students().doc(id).get());
  if (!student) throw new ApiError('not-found', 'student-not-found', 'Student not found');
  return student;
}

/** `GET /teachers`: each teacher with their students; two queries in all. */
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
 * The owner report: each teacher with their students and each
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
