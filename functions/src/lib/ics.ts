/**
 * iCalendar (RFC 5545) answers built with ical-generator: times in UTC (no VTIMEZONE needed), UIDs
 * given by the caller so that a calendar app that subscribed updates its copy instead of adding a
 * second one.
 */
import type { Response } from 'express';
import ical, { type ICalCalendar } from 'ical-generator';
import * as z from 'zod/mini';
import { site } from '@masjid/domain/site';

/** Host part of the UIDs: the site's own domain, so they are unique worldwide. */
export const UID_HOST = new URL(site.websiteUrl).hostname;

/** Cache of a feed: calendar apps poll every few hours; the CDN keeps it 15 minutes. */
export const FEED_CACHE = 'public, max-age=900, s-maxage=900';

/** The language of a feed's words (names, summaries, places): English unless asked for Urdu. */
export type FeedLang = 'en' | 'ur';

/** A feed's query: `?lang=en|ur` (English when absent); the Urdu site's links ask for `ur`. */
export const feedQuery = z.object({
  lang: z._default(z.enum(['en', 'ur'], 'The language is en or ur'), 'en'),
});

/** An empty calendar named `name`, refreshed by apps about every 6 hours. */
export function icsCalendar(name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: site.name, product: 'Website', language: 'EN' },
    ttl: 6 * 60 * 60,
    url: site.websiteUrl,
  });
}

/** Sends the calendar as `text/calendar; charset=utf-8`, as a download when `filename` is given. */
export function sendIcs(res: Response, calendar: ICalCalendar, filename?: string): void {
  res.type('text/calendar; charset=utf-8');
  if (filename) res.set('Content-Disposition', `attachment; filename="${filename}"`);
  res.send(calendar.toString());
}
