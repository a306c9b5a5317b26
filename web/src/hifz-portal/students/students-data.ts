/**
 * Students for the qari's dashboard and the student pages, read from Firestore directly under
 * the rules (a qari's query filters on their own id; a student reads only their own document;
 * the admin reads any). Live: a student assigned or moved appears without a reload.
 */
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { STUDENTS_COLLECTION, studentSchema, type Student } from '@masjid/domain/hifz';
import { storedConverter } from '../../common/firebase/stored-converter.ts';
import { StoredDataError } from '@masjid/domain/firestore-converter';
import { qariStudentsQuery } from './qari-students-query.ts';
import { useLiveDoc, useLiveQuery, type Loaded } from '../../common/firebase/firestore-reads.ts';

const studentConverter = storedConverter(studentSchema);

/** The students of the qari `teacherId`, by name, kept current. */
export function useQariStudents(teacherId: string): Loaded<Student[]> {
  const db = useFirestore();
  const students = useLiveQuery(qariStudentsQuery(db, teacherId));
  if (students.status !== 'ready') return students;
  return { status: 'ready', data: students.data.sort((a, b) => a.name.localeCompare(b.name)) };
}

/**
 * One student by id, kept current; an error (permission-denied) for anyone the rules refuse, and
 * `undefined` data for an id with no student (or a malformed one).
 */
export function useStudent(id: string): Loaded<Student | undefined> {
  const db = useFirestore();
  const student = useLiveDoc(doc(db, STUDENTS_COLLECTION, id).withConverter(studentConverter));
  if (student.status === 'error' && student.error instanceof StoredDataError)
    return { status: 'ready', data: undefined };
  if (student.status !== 'ready') return student;
  return { status: 'ready', data: student.data.data };
}
