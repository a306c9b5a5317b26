/**
 * Live scheduled jamat changes and the notice days: first `GET /api/jamat-changes`, then Firestore
 * listeners on `jamatChanges` and `site/jamatNotice`, parsed with the shared schemas; the last
 * value read is remembered on the device for offline use. Shared by the home page, the hall
 * screen, the timetable and the site admin's screen.
 */
import {
  DEFAULT_NOTICE_DAYS,
  JAMAT_CHANGES_COLLECTION,
  JAMAT_NOTICE_DOC,
  jamatChangeDocSchema,
  jamatChangesResponseSchema,
  jamatNoticeDocSchema,
  sortJamatChanges,
  type JamatChangesResponse,
} from '@masjid/domain/jamat-schedule';
import { PUBLIC_LIST_LIMIT } from '@masjid/domain/firestore-converter';
import { storedConverter } from '../firebase/stored-converter.ts';
import { readableDocs } from '../firebase/stored-docs.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';

/** Stored scheduled changes. */
export const jamatChangeConverter = storedConverter(jamatChangeDocSchema);
/** Stored notice setting. */
export const jamatNoticeConverter = storedConverter(jamatNoticeDocSchema);

const jamatChangesSource: LiveSource<JamatChangesResponse> = {
  key: ['jamat', 'changes'],
  // Offline, the hall screen and the home page still announce (and apply) the changes last seen
  // on this device: a screen restarted without network across a change's day shows the new times.
  remember: rememberOnDevice(jamatChangesResponseSchema),
  ...apiRead('/jamat-changes', jamatChangesResponseSchema),
  listen: async (db, next, fail) => {
    const { collection, doc, limit, onSnapshot, query } = await import('firebase/firestore');
    let latest: JamatChangesResponse | undefined;
    let noticeDays: number | undefined;
    const publish = () => {
      if (latest && noticeDays !== undefined) next({ ...latest, noticeDays });
    };
    const stopChanges = onSnapshot(
      // The rules refuse a visitor's list without a limit (PUBLIC_LIST_LIMIT).
      query(
        collection(db, JAMAT_CHANGES_COLLECTION).withConverter(jamatChangeConverter),
        limit(PUBLIC_LIST_LIMIT),
      ),
      (snap) => {
        if (snap.metadata.fromCache && snap.empty) return;
        latest = {
          noticeDays: noticeDays ?? DEFAULT_NOTICE_DAYS,
          changes: sortJamatChanges(readableDocs(snap.docs)),
        };
        publish();
      },
      fail,
    );
    const stopNotice = onSnapshot(
      doc(db, JAMAT_NOTICE_DOC.collection, JAMAT_NOTICE_DOC.id).withConverter(jamatNoticeConverter),
      (snap) => {
        noticeDays = snap.data()?.noticeDays ?? DEFAULT_NOTICE_DAYS;
        publish();
      },
      fail,
    );
    return () => {
      stopChanges();
      stopNotice();
    };
  },
};

/** The scheduled changes (oldest day first) and notice days, kept current. */
export function useJamatChanges(): LiveState<JamatChangesResponse> {
  return useLive(jamatChangesSource);
}
