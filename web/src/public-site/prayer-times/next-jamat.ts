/**
 * The next jamat for the home page's jamat card: by the times in force on its own day (the stored
 * timings with the scheduled changes due by then), renewed on each minute.
 */
import { nextJamatInForce } from '@masjid/domain/jamat-schedule';
import type { JamatInstant } from '@masjid/domain/jamat-instants';
import { useJamatTimings } from '../../common/jamat/jamat-timings.ts';
import { useJamatChanges } from '../../common/jamat/jamat-changes.ts';

/**
 * The next jamat after `now` (epoch ms) once the timings are read, else undefined (also when no
 * time is stored). The scheduled changes count once read; before, the stored timings alone.
 */
export function useNextJamat(now: number): JamatInstant | undefined {
  const timings = useJamatTimings();
  const changes = useJamatChanges();
  if (timings.status !== 'ready') return undefined;
  return nextJamatInForce(
    timings.data,
    changes.status === 'ready' ? changes.data.changes : [],
    now,
  );
}
