/**
 * "Add to calendar" (issue 39): beside the `webcal://` subscription, which Android's Chrome does not
 * open, Google Calendar's subscribe page and the `.ics` file, on the timetable and `/events` alike;
 * the Urdu page asks the feeds for Urdu (`?lang=ur`).
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { site } from '@masjid/domain/site';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { AddToCalendar } from './AddToCalendar.tsx';

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;
const HOST = new URL(site.websiteUrl).host;

/** Google Calendar's subscribe page for the feed at `path` of the site's public address. */
const google = (path: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://${HOST}${path}`)}`;

/** The block's links: their text and address, in order. */
function links() {
  return [...document.querySelectorAll('.add-to-calendar a')].map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    download: a.getAttribute('download'),
  }));
}

describe('AddToCalendar', () => {
  it('offers the events feed by webcal, in Google Calendar and as a file', async () => {
    await renderInLanguage(<AddToCalendar feed="events" />, PUBLIC);
    expect(links()).toEqual([
      {
        text: 'Subscribe to events',
        href: `webcal://${location.host}/api/calendar/events.ics`,
        download: null,
      },
      {
        text: 'Add to Google Calendar',
        href: google('/api/calendar/events.ics'),
        download: null,
      },
      {
        text: 'Download events (.ics)',
        href: '/api/calendar/events.ics',
        download: 'events.ics',
      },
    ]);
    expect(screen.getByText(/On an Android phone/)).toBeTruthy();
  });

  it('asks the feeds for Urdu on the Urdu page', async () => {
    await renderInLanguage(<AddToCalendar feed="jamat" />, PUBLIC, 'ur');
    expect(links().map((l) => l.href)).toEqual([
      `webcal://${location.host}/api/calendar/jamat.ics?lang=ur`,
      google('/api/calendar/jamat.ics?lang=ur'),
      '/api/calendar/jamat.ics?lang=ur',
    ]);
    expect(links()[1]?.text).toBe('گوگل کیلنڈر میں شامل کریں');
  });

  it("gives an event's own file in place of the feed's on the event's page", async () => {
    await renderInLanguage(<AddToCalendar feed="events" eventId="iftar" />, PUBLIC, 'ur');
    expect(links().map((l) => [l.href, l.download])).toEqual([
      [`webcal://${location.host}/api/calendar/events.ics?lang=ur`, null],
      [google('/api/calendar/events.ics?lang=ur'), null],
      ['/api/calendar/events/iftar.ics?lang=ur', 'iftar.ics'],
    ]);
  });
});
