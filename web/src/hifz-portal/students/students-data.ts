/**
 * Students for the qari's dashboard and the student pages, read from Firestore directly under
 * the rules (a qari's query filters on their own id; a student reads only their own document;
 * the admin reads any). Live: a student assigned or moved appears without a reload.
 */
import { useEffect, useState } from 'react';
import { STUDENTS_COLLECTION, studentSchema, type Student } from '@masjid/domain/hifz';
import { firestore } from '../../common/firebase/firebase.ts';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: Error };

function toStudent(id: string, data: unknown): Student | undefined {
  const parsed = studentSchema.safeParse(data);
  return parsed.success ? { id, ...parsed.data } : undefined;
}

/** The students of the qari `teacherId`, by name, kept current. */
export function useQariStudents(teacherId: string): Loaded<Student[]> {
  const [state, setState] = useState<Loaded<Student[]>>({ status: 'loading' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([firestore(), import('firebase/firestore')]).then(
      ([db, { collection, onSnapshot, query, where }]) => {
        if (cancelled) return;
        stop = onSnapshot(
          query(collection(db, STUDENTS_COLLECTION), where('teacherId', '==', teacherId)),
          (snap) =>
            setState({
              status: 'ready',
              data: snap.docs
                .flatMap((d) => toStudent(d.id, d.data()) ?? [])
                .sort((a, b) => a.name.localeCompare(b.name)),
            }),
          (error) => setState({ status: 'error', error }),
        );
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [teacherId]);
  return state;
}

/**
 * One student by id, kept current; an error (permission-denied) for anyone the rules refuse, and
 * `undefined` data for an id with no student.
 */
export function useStudent(id: string | undefined): Loaded<Student | undefined> {
  const [state, setState] = useState<Loaded<Student | undefined>>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([firestore(), import('firebase/firestore')]).then(
      ([db, { doc, onSnapshot }]) => {
        if (cancelled) return;
        stop = onSnapshot(
          doc(db, STUDENTS_COLLECTION, id),
          (snap) =>
            setState({
              status: 'ready',
              data: snap.exists() ? toStudent(snap.id, snap.data()) : undefined,
            }),
          (error) => setState({ status: 'error', error }),
        );
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [id]);
  return state;
}
