import type { TFunction } from 'i18next';
import { formatJamatTime, type PublicPrayer, type JamatTimings } from '@masjid/domain/jamat';
import type { LiveState } from '../../common/firebase/live.ts';

/**
 * What one prayer's jamat cell shows: the time, 'Not available' when the key is missing,
 * 'Error fetching time' when the read failed, or a loading text.
 */
export function jamatDisplay(
  state: LiveState<JamatTimings>,
  prayer: PublicPrayer,
  t: TFunction,
): { text: string; kind: 'time' | 'missing' | 'error' | 'loading' } {
  if (state.status === 'loading') return { text: t('prayer.loading'), kind: 'loading' };
  if (state.status === 'error') return { text: t('prayer.error'), kind: 'error' };
  const time = state.data[prayer];
  return time
    ? { text: formatJamatTime(time), kind: 'time' }
    : { text: t('prayer.notAvailable'), kind: 'missing' };
}
