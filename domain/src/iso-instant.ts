/**
 * ISO 8601 instants as stored (a janaza prayer's time, who changed a day of progress and when).
 * Its own module so that a public page reading a janaza notice does not load the hifz progress
 * rules and the Quran's metadata they need.
 */
import * as z from 'zod/mini';

/** Longest ISO instant stored (`2026-11-02T10:00:00.000+05:00` is 29 characters). */
export const ISO_INSTANT_MAX = 40;

/**
 * An ISO 8601 instant with `Z` or an offset, a real calendar date (the same pattern is written into
 * firestore.rules as `isIsoInstant`), at most `ISO_INSTANT_MAX` characters.
 */
export const isoInstantSchema = z.iso
  .datetime({ offset: true })
  .check(z.maxLength(ISO_INSTANT_MAX, 'At most 40 characters'));
