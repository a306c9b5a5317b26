/**
 * The calendar feeds' addresses for the app's AddToCalendar: each feed's path in a language and
 * Google Calendar's page for it. Apart from webcal-links.ts, which a served page's own script
 * shares (vite.config.ts, PAGE_BEHAVIOUR) and which so needs no site configuration.
 */
import { site } from '@masjid/domain/site';

/** A calendar feed of the API: the coming days' jamat times or the upcoming events. */
export type CalendarFeed = 'jamat' | 'events';

/**
 * A feed's path on this site in `lang`: `/api/calendar/jamat.ics`, in Urdu
 * `/api/calendar/jamat.ics?lang=ur` (the feed's names and summaries in Urdu); `events/{id}` is one
 * event's file.
 */
export function feedPath(feed: CalendarFeed | `events/${string}`, lang: 'en' | 'ur'): string {
  return `/api/calendar/${feed}.ics${lang === 'ur' ? '?lang=ur' : ''}`;
}

/**
 * Google Calendar's page that subscribes to the feed at `path`, asking first: the feed at the
 * site's public address (site.websiteUrl), since Google's servers fetch it, not the device.
 */
export function googleCalendarAddress(path: string): string {
  const feed = `webcal://${new URL(site.websiteUrl).host}${path}`;
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed)}`;
}
