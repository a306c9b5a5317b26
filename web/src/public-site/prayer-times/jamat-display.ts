import type { PublicPrayer, JamatTimings } from '@masjid/domain/jamat';
import { formatClockTime } from '../../common/time/karachi-time.ts';
import type { LiveState } from '../../common/data/live-query.ts';

/**
 * What one prayer's jamat cell shows: the time (in `lang`, see formatClockTime), 'Not available' when the key is missing,
 * 'Error fetching time' when the read failed, or a loading text; `t` words the three in the page's
 * language (any area's `t`: they are common strings).
 */
export function jamatDisplay(
  state: LiveState<JamatTimings>,
  prayer: PublicPrayer,
  t: (key: 'prayer.loading' | 'prayer.error' | 'prayer.notAvailable') => string,
  lang: string = 'en',
): { text: string; kind: 'time' | 'missing' | 'error' | 'loading' } {
  if (state.status === 'loading') return { text: t('prayer.loading'), kind: 'loading' };
  if (state.status === 'error') return { text: t('prayer.error'), kind: 'error' };
  const time = state.data[prayer];
  return time
    ? { text: formatClockTime(time, lang), kind: 'time' }
    : { text: t('prayer.notAvailable'), kind: 'missing' };
}
