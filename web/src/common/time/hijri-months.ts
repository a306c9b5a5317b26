/**
 * Live moon-sighting decisions: first `GET /api/hijri-months` (a small cached answer, no Firebase
 * SDK before the first paint), then a Firestore listener on `hijriMonthStarts`. Every page that
 * shows a Hijri date reads them here, so a recorded decision applies everywhere.
 */
import {
  HIJRI_MONTH_STARTS_COLLECTION,
  hijriMonthStartDocSchema,
  hijriMonthsResponseSchema,
  type HijriMonthStart,
} from '@masjid/domain/hijri';
import * as z from 'zod/mini';
import { storedConverter } from '../firebase/stored-converter.ts';
import { listenToCollection } from '../firebase/stored-docs.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';

/** Stored decisions. */
export const hijriMonthStartConverter = storedConverter(hijriMonthStartDocSchema);

const byStart = (list: HijriMonthStart[]) =>
  [...list].sort((a, b) => a.startDate.localeCompare(b.startDate));

const hijriMonthsSource: LiveSource<HijriMonthStart[]> = {
  key: ['hijriMonthStarts'],
  ...apiRead(
    '/hijri-months',
    z.pipe(
      hijriMonthsResponseSchema,
      z.transform((answer) => answer.monthStarts),
    ),
  ),
  remember: rememberOnDevice(hijriMonthsResponseSchema.shape.monthStarts),
  listen: listenToCollection(HIJRI_MONTH_STARTS_COLLECTION, hijriMonthStartConverter, {
    arrange: byStart,
  }),
};

/** The recorded decisions, earliest first, kept current. */
export function useHijriMonthStarts(): LiveState<HijriMonthStart[]> {
  return useLive(hijriMonthsSource);
}

/** The decisions to apply now: none while loading or after a failed read (the date is calculated). */
export function monthStartsOf(state: LiveState<HijriMonthStart[]>): HijriMonthStart[] {
  return state.status === 'ready' ? state.data : [];
}
