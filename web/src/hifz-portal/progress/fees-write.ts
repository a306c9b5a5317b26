/**
 * The fees document a save writes (merged; decision 0044): the status, the writer's uid and this
 * device's time, what the device had shown (`seen`: the `at` of that status, '' for none) and the
 * device. Kept free of the app's Firebase setup so the emulator drills write what the portal writes.
 */
import type { FeesStatus } from '@masjid/domain/hifz';
import type { FeesRecord } from '@masjid/domain/progress';

export function feesWrite(
  status: FeesStatus,
  by: string,
  seen: string,
  device: string,
): FeesRecord {
  return { status, by, at: new Date().toISOString(), seen, device };
}
