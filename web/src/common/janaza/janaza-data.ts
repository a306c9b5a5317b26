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
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';
import { listenToCollection } from '../firebase/stored-docs.ts';
import { validItemsSchema } from '../data/valid-items.ts';

/** Stored janaza notices, parsed with the notice schema. */
export const janazaConverter = storedConverter(janazaSchema);

/** A list of notices (an API answer or a remembered value), the malformed ones left out. */
const noticesSchema = validItemsSchema(janazaWithIdSchema);

const janazaSource: LiveSource<JanazaNotice[]> = {
  key: ['janaza'],
  remember: rememberOnDevice(noticesSchema),
  ...apiRead('/janaza', noticesSchema),
  listen: listenToCollection(JANAZA_COLLECTION, janazaConverter),
};

/** The janaza notices, kept current while the page is open. */
export function useJanazaNotices(): LiveState<JanazaNotice[]> {
  return useLive(janazaSource);
}
