/**
 * The order and the upcoming toggle of the events admin list (`/all-events-flagged`): events still
 * ahead first, soonest first, then those that have taken place, most recent first (the public
 * 'All Events' order); a past event is not offered 'Mark as Upcoming' (only 'Remove from Upcoming'
 * while it is still flagged).
 */
import { splitEventsByTime, type EventData } from '@masjid/domain/event';

/** One row of the list: the event and whether it has taken place. */
export interface AdminEventRow<T> {
  event: T;
  past: boolean;
}

/** The events in the list's order at `now` (see the module comment). */
export function adminEventRows<T extends Pick<EventData, 'date'>>(
  events: readonly T[],
  now: Date = new Date(),
): AdminEventRow<T>[] {
  const { upcoming, past } = splitEventsByTime(events, now);
  return [
    ...upcoming.map((event) => ({ event, past: false })),
    ...past.map((event) => ({ event, past: true })),
  ];
}

/**
 * The upcoming toggle an event's row offers: `remove` while it is flagged upcoming, `mark` for an
 * event still ahead that is not, and none for a past event that is not flagged.
 */
export function upcomingToggle(row: AdminEventRow<Pick<EventData, 'isUpcoming'>>) {
  if (row.event.isUpcoming) return 'remove';
  return row.past ? null : 'mark';
}
