/**
 * The one query of a qari's students: the rules accept a qari's list only when it filters on the
 * qari's own id, so the dashboard and the rules tests build it here and cannot drift apart.
 */
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { STUDENTS_COLLECTION, studentSchema, type Student } from '@masjid/domain/hifz';
import { storedConverter } from '../../common/firebase/stored-converter.ts';

/** The students whose `teacherId` is `teacherId`, read through the student schema. */
export function qariStudentsQuery(db: Firestore, teacherId: string): Query<Student> {
  return query(
    collection(db, STUDENTS_COLLECTION).withConverter(storedConverter(studentSchema)),
    where('teacherId', '==', teacherId),
  );
}
