/**
 * The clock of the janaza notices: the current ones at this instant, renewed when the next one
 * expires, so a notice leaves the page by itself after its prayer.
 */
import { useEffect, useState } from 'react';
import { currentJanazaNotices, janazaExpiresAt, type JanazaNotice } from '@masjid/domain/janaza';
import { formatShortDayAndTime } from '@masjid/domain/time-of-day';
import { isolated } from '../../common/time/karachi-time.ts';

/** The notices of `notices` still shown now; re-renders when the soonest one expires. */
export function useCurrentJanaza(notices: JanazaNotice[]): JanazaNotice[] {
  const [now, setNow] = useState(() => Date.now());
  const current = currentJanazaNotices(notices, now);
  const nextExpiry = current.length > 0 ? janazaExpiresAt(current[0]!) : undefined;
  useEffect(() => {
    if (nextExpiry === undefined) return;
    // setTimeout holds at most about 24.8 days; a later expiry re-checks then.
    const wait = Math.min(Math.max(0, nextExpiry - Date.now()) + 500, 2 ** 31 - 1);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  return current;
}

/**
 * When the prayer is, e.g. `Mon 23 Nov, 3:30 PM` (Karachi), in the reader's language (Urdu
 * `پیر، 23 نومبر، 3:30 سہ پہر`, isolated): the form its push notification has too.
 */
export function formatJanazaTime(iso: string, lang: string): string {
  return isolated(formatShortDayAndTime(new Date(iso), lang), lang);
}
