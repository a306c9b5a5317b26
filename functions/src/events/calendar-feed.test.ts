/**
 * The events feed in either language (issue 39): parsed back with ical.js, an event's Urdu title,
 * description and place on request, the English where it has no Urdu.
 */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { MosqueEvent } from '@masjid/domain/event';
import { site } from '@masjid/domain/site';
import { eventsCalendar } from './calendar-feed.ts';

const both: MosqueEvent = {
  id: 'iftar',
  title: 'Community iftar',
  titleUr: 'اجتماعی افطار',
  description: 'Iftar for everyone.',
  descriptionUr: 'سب کے لیے افطار۔',
  imageUrl: '/images/iftar.jpg',
  date: '2099-03-01T13:00:00.000Z',
  registrationLink: 'https://example.org/register',
  isUpcoming: true,
};
const englishOnly: MosqueEvent = {
  ...both,
  id: 'camp',
  title: 'Blood donation camp',
  titleUr: undefined,
  descriptionUr: undefined,
  location: 'Hall B',
};

function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)),
  };
}

describe('events.ics', () => {
  it('is in English by default', () => {
    const { name, events } = parsed(eventsCalendar([both, englishOnly]).toString());
    expect(name).toBe(`${site.name}: events`);
    expect(events.map((e) => e.summary)).toEqual(['Community iftar', 'Blood donation camp']);
    expect(events[0]?.description).toBe('Iftar for everyone.');
    expect(events[0]?.location).toBe(site.address);
  });

  it('gives the Urdu title, description and place when asked, the English where there is none', () => {
    const { name, events } = parsed(eventsCalendar([both, englishOnly], 'ur').toString());
    expect(name).toBe(`${site.nameUrdu}: پروگرام`);
    expect(events.map((e) => e.summary)).toEqual(['اجتماعی افطار', 'Blood donation camp']);
    expect(events[0]?.description).toBe('سب کے لیے افطار۔');
    expect(events[0]?.location).toBe(site.addressUrdu || site.address);
    expect(events[1]?.location).toBe('Hall B');
    expect(events[0]?.uid).toBe(`event-iftar@${new URL(site.websiteUrl).hostname}`);
    expect(events[0]?.component.getFirstPropertyValue('url')).toBe(
      `${site.websiteUrl}/ur/events/iftar`,
    );
  });
});
