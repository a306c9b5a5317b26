/**
 * `events.ics`: the upcoming events as calendar events (two hours from their start, as the events
 * have no end), and one event as a download. UIDs name the event (`event-{id}@host`), so an edited
 * event updates the subscriber's copy.
 */
import type { ICalCalendar } from 'ical-generator';
import { isFutureEvent, type MosqueEvent } from '@masjid/domain/event';
import { site } from '@masjid/domain/site';
import { UID_HOST, icsCalendar } from '../lib/ics.ts';

/** An event's length in the calendar, in minutes (events store only their start). */
const EVENT_MINUTES = 120;

/** A calendar holding `events` (all of them; the caller chooses). */
export function eventsCalendar(
  events: readonly MosqueEvent[],
  name = `${site.name}: events`,
): ICalCalendar {
  const calendar = icsCalendar(name);
  for (const event of events) {
    const start = new Date(event.date);
    calendar.createEvent({
      id: `event-${event.id}@${UID_HOST}`,
      start,
      end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
      summary: event.title,
      description: event.description,
      location: event.location ?? site.address,
      url: `${site.websiteUrl}/events/${event.id}`,
    });
  }
  return calendar;
}

/** The events still ahead at `now`, soonest first. */
export function upcomingEvents(
  events: readonly MosqueEvent[],
  now: Date = new Date(),
): MosqueEvent[] {
  return events
    .filter((event) => isFutureEvent(event, now))
    .sort((a, b) => a.date.localeCompare(b.date));
}
