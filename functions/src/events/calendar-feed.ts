/**
 * `events.ics`: the upcoming events as calendar events (two hours from their start, as the events
 * have no end), and one event as a download. UIDs name the event (`event-{id}@host`), so an edited
 * event updates the subscriber's copy. In Urdu (`?lang=ur`) an event's Urdu title and description
 * where it has them, the calendar's name and the default place in Urdu.
 */
import type { ICalCalendar } from 'ical-generator';
import { isFutureEvent, type MosqueEvent } from '@masjid/domain/event';
import { site } from '@masjid/domain/site';
import { UID_HOST, icsCalendar, type FeedLang } from '../lib/ics.ts';

/** An event's length in the calendar, in minutes (events store only their start). */
const EVENT_MINUTES = 120;

/** An event's title in `lang`: the Urdu one on request when it has one, else the English. */
export function eventFeedTitle(event: MosqueEvent, lang: FeedLang): string {
  return (lang === 'ur' ? event.titleUr : undefined) ?? event.title;
}

/** The events feed's name in `lang`: `Masjid Al-Noor: events`. */
function eventsFeedName(lang: FeedLang): string {
  return lang === 'ur' ? `${site.nameUrdu}: پروگرام` : `${site.name}: events`;
}

/**
 * A calendar holding `events` (all of them; the caller chooses), its words in `lang`, named
 * `name` (the events feed's name by default).
 */
export function eventsCalendar(
  events: readonly MosqueEvent[],
  lang: FeedLang = 'en',
  name = eventsFeedName(lang),
): ICalCalendar {
  const ur = lang === 'ur';
  const calendar = icsCalendar(name);
  for (const event of events) {
    const start = new Date(event.date);
    calendar.createEvent({
      id: `event-${event.id}@${UID_HOST}`,
      start,
      end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
      summary: eventFeedTitle(event, lang),
      description: (ur ? event.descriptionUr : undefined) ?? event.description,
      location: event.location ?? (ur && site.addressUrdu ? site.addressUrdu : site.address),
      url: `${site.websiteUrl}${ur ? '/ur' : ''}/events/${event.id}`,
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
