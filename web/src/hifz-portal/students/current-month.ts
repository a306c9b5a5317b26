import type { YearMonth } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';

/** This month in Karachi: the month a progress dashboard opens at. */
export function currentMonth(): YearMonth {
  const { year, month } = karachiDay();
  return { year, month };
}
