/**
 * What the hall screen shows of the mosque's year beside the daily times (issue 42 §1, §2, §4):
 * on a Friday every Jumu'ah jamat, from a week before an Eid that Eid's published jamats, and in
 * Ramadan the fitrana and fidya amounts per commodity. Pure: worked out from values the screen
 * keeps on the device, so it stays right offline for as long as those hold (30 days and more:
 * the Hijri dates come from the stored moon-sighting decisions or the calculation).
 */
import type { JamatTimings } from '@masjid/domain/jamat';
import type { HijriMonthStartData } from '@masjid/domain/hijri';
import {
  comingEid,
  eidJamatsId,
  isEidShownOn,
  type EidDate,
  type EidJamatsResponse,
} from '@masjid/domain/eid';
import { jumuahJamatsOn, type JumuahJamat, type JumuahJamatInstant } from '@masjid/domain/jumuah';
import { hijriDateOf } from '@masjid/domain/hijri';
import { ramadanMonth, type RamadanYear } from '@masjid/domain/ramadan';

/** The seasonal notices of a day; each absent (or empty) when it is not their time. */
export interface SeasonalNotices {
  /** The day's Jumu'ah jamats, first to last: on a Friday only. */
  jumuah: JumuahJamatInstant[];
  /** The coming Eid and its published jamats, from a week before to its day. */
  eid?: { date: EidDate; doc: EidJamatsResponse[number] };
  /** The Ramadan under way, when its fitrana or fidya amounts are given. */
  ramadan?: RamadanYear;
}

/** What the seasonal notices are worked out from (the screen's remembered values). */
export interface SeasonalData {
  /** The jamat timings in force on the day (scheduled changes applied). */
  timings: JamatTimings;
  /** The stored Jumu'ah jamats (`site/jumuah`), possibly none. */
  jumuah: readonly JumuahJamat[];
  /** The published Eids (`GET /api/eid-jamats`). */
  eids: EidJamatsResponse;
  /** Every stored year's Ramadan (`GET /api/ramadan`). */
  ramadanYears: readonly RamadanYear[];
  /** The moon-sighting decisions. */
  monthStarts: readonly HijriMonthStartData[];
}

/**
 * The seasonal notices of Karachi day `day` (`YYYY-MM-DD`): Jumu'ah on Fridays
 * (`jumuahJamatsOn`), the coming Eid's published jamats while `isEidShownOn`, and Ramadan's
 * amounts from its first day (decided or expected) to the day before Eid.
 */
export function seasonalNotices(day: string, data: SeasonalData): SeasonalNotices {
  const jumuah = jumuahJamatsOn(day, data.timings, data.jumuah);
  const eidDay = comingEid(day, data.monthStarts);
  const id = eidJamatsId(eidDay.hijriYear, eidDay.eid);
  const doc = isEidShownOn(day, eidDay)
    ? data.eids.find((e) => e.id === id && e.published)
    : undefined;
  const { year } = hijriDateOf(day, data.monthStarts);
  const month = ramadanMonth(year, data.monthStarts);
  const inRamadan = day >= month.start && day < month.eid;
  const ramadan = inRamadan
    ? data.ramadanYears.find((r) => r.hijriYear === year && (r.fitrana || r.fidya))
    : undefined;
  return {
    jumuah,
    ...(doc ? { eid: { date: eidDay, doc } } : {}),
    ...(ramadan ? { ramadan } : {}),
  };
}
