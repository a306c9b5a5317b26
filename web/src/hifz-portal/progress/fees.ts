/**
 * A student's fees status, read and written in Firestore directly under the rules
 * (`students/{id}/fees/status`); Not Paid when none is stored.
 */
import { doc, setDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  FEES_DOC_ID,
  FEES_SUBCOLLECTION,
  type FeesRecord,
  feesRecordSchema,
} from '@masjid/domain/progress';
import { DEFAULT_FEES_STATUS, STUDENTS_COLLECTION, type FeesStatus } from '@masjid/domain/hifz';
import { storedConverter } from '../../common/firebase/stored-converter.ts';

import { firestore } from '../../common/firebase/firebase.ts';
import { useLiveDoc } from '../../common/firebase/firestore-reads.ts';
import { deviceId } from './device.ts';
import { feesWrite } from './fees-write.ts';

const feesConverter = storedConverter(feesRecordSchema);

export type FeesState =
  | { status: 'loading' }
  | {
      status: 'ready';
      value: FeesStatus;
      pending: boolean;
      /** `at` of the status shown ('' for none): what a save from here has seen. */
      seen?: string;
      /** The status a save replaced without having seen it (decision 0044). */
      overwritten?: FeesRecord['overwritten'];
    }
  | { status: 'error'; error: Error };

/** The student's fees status, live, marked pending while a change of this device is unsent. */
export function useFees(studentId: string): FeesState {
  const db = useFirestore();
  const fees = useLiveDoc(
    doc(db, STUDENTS_COLLECTION, studentId, FEES_SUBCOLLECTION, FEES_DOC_ID).withConverter(
      feesConverter,
    ),
  );
  if (fees.status !== 'ready') return fees;
  return {
    status: 'ready',
    value: fees.data.data?.status ?? DEFAULT_FEES_STATUS,
    pending: fees.data.pending,
    seen: fees.data.data?.at ?? '',
    ...(fees.data.data?.overwritten ? { overwritten: fees.data.data.overwritten } : {}),
  };
}

/**
 * Sets the fees status, with this device and the `at` of the status it showed (`seen`, '' for
 * none), merged so the trigger's record of a status replaced unseen stays (decision 0044);
 * resolves when the server has it, rejects when it refuses.
 */
export async function setFees(
  studentId: string,
  status: FeesStatus,
  by: string,
  seen: string,
): Promise<void> {
  const db = await firestore();
  await setDoc(
    doc(db, STUDENTS_COLLECTION, studentId, FEES_SUBCOLLECTION, FEES_DOC_ID),
    feesWrite(status, by, seen, deviceId()),
    { merge: true },
  );
}
