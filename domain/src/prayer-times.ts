/**
 * A day's sun and prayer start times at the mosque, computed with adhan (no network,
 * works offline): Karachi method (University of Islamic Sciences, Karachi: Fajr and Isha at 18°)
 * and Hanafi Asr (shadow twice the object's length). Dates are days of Asia/Karachi.
 */
import { CalculationMethod, Coordinates, Madhab, PrayerTimes } from 'adhan';
import { site } from './site.ts';
import { karachiDay } from './karachi-calendar.ts';

/** Instants (absolute Date values) of today's sun and prayer times in Karachi. */
export interface DayTimes {
  fajr: Date;
  sunrise: Date;
  zuhr: Date;
  asr: Date;
  sunset: Date;
  maghrib: Date;
  isha: Date;
}

/** Computes the times of the Karachi day that contains `now`. */
export function computeDayTimes(now: Date = new Date()): DayTimes {
  const { year, month, day } = karachiDay(now);
  const params = CalculationMethod.Karachi();
  params.madhab = Madhab.Hanafi;
  // adhan reads only the calendar fields of the date it is given.
  const times = new PrayerTimes(
    new Coordinates(site.coordinates.latitude, site.coordinates.longitude),
    new Date(year, month - 1, day),
    params,
  );
  return {
    fajr: times.fajr,
    sunrise: times.sunrise,
    zuhr: times.dhuhr,
    asr: times.asr,
    sunset: times.sunset,
    maghrib: times.maghrib,
    isha: times.isha,
  };
}
