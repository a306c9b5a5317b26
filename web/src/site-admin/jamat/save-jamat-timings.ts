import {
  PUBLIC_PRAYERS,
  fullJamatTimingsSchema,
  JAMAT_TIMINGS_DOC,
  type PublicPrayer,
} from '@masjid/domain/jamat';
import { firestore } from '../../common/firebase/firebase.ts';

export type JamatForm = Record<PublicPrayer, string>;

/** Per-prayer messages for the form; empty when every time is valid (same schema as rules/API). */
export function validateJamatForm(values: JamatForm): Partial<Record<PublicPrayer, string>> {
  const errors: Partial<Record<PublicPrayer, string>> = {};
  const parsed = fullJamatTimingsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as PublicPrayer;
      if (PUBLIC_PRAYERS.includes(key)) errors[key] = 'Enter a time such as 05:30 or 13:15';
    }
  }
  return errors;
}

/**
 * Writes all six jamat times to `site/jamatTimings` (the rules allow it only for the site admin and
 * only in the `HH:MM` format). Resolves when the server has accepted the write.
 */
export async function saveJamatTimings(values: JamatForm): Promise<void> {
  const db = await firestore();
  const { doc, setDoc } = await import('firebase/firestore');
  await setDoc(doc(db, JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id), values);
}
