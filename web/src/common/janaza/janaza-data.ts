/**
 * Live reads of the janaza notices for the home page and the hall screen: first `GET /api/janaza`
 * (those still shown), then a Firestore listener on the collection (a handful of documents: the
 * expired ones are deleted hourly), parsed with the shared schema. The last list read is
 * remembered on the device, so the hall screen still shows it offline; pick the current ones with
 * the clock (`currentJanazaNotices`).
 */
import {
  JANAZA_COLLECTION,
  janazaSchema,
  janazaWithIdSchema,
  type JanazaNotice,
} from '@masjid/domain/janaza';
import * as z from 'zod/mini';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';
import { readableDocs } from '../firebase/stored-docs.ts';

/** Stored janaza notices, parsed with the notice schema. */
export const janazaConverter = storedConverter(janazaSchema);

/** A list of notices (an API answer or a remembered value), the malformed ones left out. */
const noticesSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items.flatMap((item) => {
      const parsed = janazaWithIdSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

const janazaSource: LiveSource<JanazaNotice[]> = {
  key: ['janaza'],
  remember: rememberOnDevice(noticesSchema),
  ...apiRead('/janaza', noticesSchema),
  listen: async (db, next, fail) => {
    const { collection, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      collection(db, JANAZA_COLLECTION).withConverter(janazaConverter),
      (snap) => next(snap.metadata.fromCache && snap.empty ? undefined : readableDocs(snap.docs)),
      fail,
    );
  },
};

/** The janaza notices, kept current while the page is open. */
export function useJanazaNotices(): LiveState<JanazaNotice[]> {
  return useLive(janazaSource);
}
