/**
 * The one query of a qari's students: the rules accept a qari's list only when it filters on the
 * qari's own id, so the dashboard and the rules tests build it here and cannot drift apart.
 */
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { STUDENTS_COLLECTION, studentSchema, type Student } from '@masjid/domain/hifz';
import { storedConverter } from '../../common/firebase/stored-converter.ts';

// One converter for every call: reactfire compares queries with queryEqual, which compares
// converters by identity, so a new converter per render would restart the listener each time.
const studentConverter = storedConverter(studentSchema);

/** The students whose `teacherId` is `teacherId`, read through the student schema. */
export function qariStudentsQuery(db: Firestore, teacherId: string): Query<Student> {
  return query(
    collection(db, STUDENTS_COLLECTION).withConverter(studentConverter),
    where('teacherId', '==', teacherId),
  );
}
