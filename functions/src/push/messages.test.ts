import { describe, expect, it } from 'vitest';
import type { EidJamatsData } from '@masjid/domain/eid';
import {
  eidJamatsMessage,
  jamatChangeMessage,
  monthStartMessage,
  newRecordingMessage,
  scheduledJamatChangeMessage,
  upcomingEventMessage,
} from './messages.ts';
import { reminderMessage } from './reminders.ts';
import { janazaMessage } from './janaza.ts';

describe('notification texts', () => {
  it('an upcoming event gives its title and Karachi time, opening the event', () => {
    const compose = upcomingEventMessage('e1', {
      title: 'Seerat conference',
      date: '2026-12-05T14:00:00.000Z',
    });
    expect(compose('en')).toMatchObject({
      title: 'Upcoming event',
      link: '/events/e1',
      tag: 'event-e1',
      lang: 'en',
    });
    // 14:00 UTC is 7 PM in Karachi, on Saturday 5 December.
    expect(compose('en').body).toMatch(/^Seerat conference · Sat 5 Dec, 7:00\s?pm$/i);
    expect(compose('ur').title).toBe('آنے والا پروگرام');
    // In Urdu the day and the time as the Urdu site writes them: "7:00 شام", not "7:00 PM".
    expect(compose('ur').body).toBe('Seerat conference · ہفتہ، 5 دسمبر، 7:00 شام');
    // A device that subscribed in Urdu opens the event's Urdu address.
    expect(compose('ur').link).toBe('/ur/events/e1');
  });

  it("a recording is named by its category, opening its page in the device's language", () => {
    expect(newRecordingMessage('r1', { title: 'T', category: 'friday' })('en').title).toBe(
      'New Friday bayan',
    );
    expect(newRecordingMessage('r1', { title: 'T', category: 'friday' })('en').link).toBe(
      '/bayan/r1',
    );
    expect(newRecordingMessage('r1', { title: 'T', category: 'morningdars' })('ur')).toMatchObject({
      title: 'صبح کا نیا درس',
      body: 'T',
      link: '/ur/bayan/r1',
    });
  });

  it("Urdu subscribers read the site admin's Urdu title when there is one", () => {
    const event = {
      title: 'Family night',
      titleUr: 'فیملی نائٹ',
      date: '2026-12-05T14:00:00.000Z',
    };
    expect(upcomingEventMessage('e1', event)('ur').body).toMatch(/^فیملی نائٹ · /);
    expect(upcomingEventMessage('e1', event)('en').body).toMatch(/^Family night · /);
    const recording = { title: 'Patience', titleUr: 'صبر', category: 'friday' } as const;
    expect(newRecordingMessage('r1', recording)('ur').body).toBe('صبر');
    expect(newRecordingMessage('r1', recording)('en').body).toBe('Patience');
    expect(newRecordingMessage('r1', { title: 'Patience', category: 'friday' })('ur').body).toBe(
      'Patience',
    );
  });

  it('jamat changes list new and old times; a removed or unchanged time is not news', () => {
    const before = { fajr: '05:30', zuhr: '13:15', asr: '16:30' };
    expect(jamatChangeMessage(before, { ...before })).toBeUndefined();
    expect(jamatChangeMessage(before, { fajr: '05:30', zuhr: '13:15' })).toBeUndefined();
    const compose = jamatChangeMessage(before, { ...before, fajr: '05:15', jumma: '13:30' })!;
    expect(compose('en').body).toBe('Fajr 5:15 AM (was 5:30 AM), Jumma 1:30 PM');
    // Urdu times as the Urdu site writes them: no AM/PM in Latin letters.
    expect(compose('ur').body).toBe('فجر: 5:15 صبح (پہلے 5:30 صبح)، جمعہ: 1:30 دوپہر');
    expect(compose('en').link).toBe('/');
    expect(compose('ur').link).toBe('/ur');
  });

  it('the evening-before and moon-sighting messages name the day and open the page in the reader’s language', () => {
    const before = { fajr: '05:30', zuhr: '13:15' };
    const eve = scheduledJamatChangeMessage('2026-12-04', before, { ...before, fajr: '05:45' })!;
    expect(eve('en')).toMatchObject({
      title: 'New jamat times from tomorrow, Fri 4 Dec',
      body: 'Fajr 5:45 AM (was 5:30 AM)',
      link: '/',
    });
    expect(eve('ur')).toMatchObject({ body: 'فجر: 5:45 صبح (پہلے 5:30 صبح)', link: '/ur' });
    const moon = monthStartMessage({ en: 'Ramadan', ur: 'رمضان' }, 1448, '2027-02-08');
    expect(moon('en')).toMatchObject({
      body: 'Ramadan 1448 began on Mon 8 Feb',
      link: '/timetable',
    });
    expect(moon('ur')).toMatchObject({
      body: 'رمضان 1448ھ کا آغاز پیر، 8 فروری سے',
      link: '/ur/timetable',
    });
  });

  it('a reminder and a janaza notice write Urdu times as the site does (one formatter)', () => {
    const jamatAt = new Date('2026-12-05T15:00:00Z'); // 8:00 pm in Karachi
    const due = {
      key: 'isha:10',
      prayer: 'isha',
      minutes: 10,
      time: '20:00',
      jamatAt,
      sendId: 'reminder-2026-12-05-isha-20:00-10',
    } as const;
    const reminder = reminderMessage(due, jamatAt.getTime() - 10 * 60_000);
    expect(reminder('en')).toMatchObject({ title: 'Isha jamat at 8:00 PM', body: 'In 10 minutes' });
    expect(reminder('ur')).toMatchObject({
      title: 'عشاء کی جماعت 8:00 رات پر',
      body: '10 منٹ باقی ہیں',
    });
    const maghrib = reminderMessage(
      { ...due, key: 'maghrib:10', prayer: 'maghrib', time: '17:45' },
      0,
    );
    expect(maghrib('ur').title).toBe('مغرب کی جماعت 5:45 شام پر');

    const notice = {
      name: 'Haji Abdul Rashid',
      nameUrdu: 'حاجی عبدالرشید',
      placeUrdu: 'مسجد النور',
      prayerAt: '2026-11-23T10:30:00.000Z', // Monday 3:30 pm in Karachi
    };
    expect(janazaMessage('j1', notice)('en').body).toBe(
      'Janaza prayer Mon 23 Nov, 3:30 PM, مسجد النور',
    );
    expect(janazaMessage('j1', notice)('ur').body).toBe('پیر، 23 نومبر، 3:30 سہ پہر، مسجد النور');
  });

  it('an Eid published or changed: its day (expected until decided) and each jamat with its place', () => {
    const eid: Pick<EidJamatsData, 'hijriYear' | 'eid' | 'jamats'> = {
      hijriYear: 1448,
      eid: 'fitr',
      jamats: [
        { time: '07:00', place: 'mainHall', language: 'urdu' },
        { time: '08:30', place: 'courtyard', language: 'english' },
      ],
    };
    const announced = eidJamatsMessage(eid, { date: '2027-03-10', decided: false }, false);
    expect(announced('en')).toEqual({
      kind: 'jamat',
      title: 'Eid ul-Fitr 1448 AH: jamats announced',
      body: 'Expected Wed 10 Mar: 7:00 AM Main hall · 8:30 AM Courtyard',
      link: '/eid',
      lang: 'en',
      tag: 'eid-1448-fitr',
    });
    expect(announced('ur')).toMatchObject({
      title: 'عید الفطر 1448ھ: جماعتوں کا اعلان',
      body: 'متوقع: بدھ، 10 مارچ؛ 7:00 صبح مرکزی ہال · 8:30 صبح صحن',
      link: '/ur/eid',
    });
    const changed = eidJamatsMessage(eid, { date: '2027-03-11', decided: true }, true);
    expect(changed('en')).toMatchObject({
      title: 'Eid ul-Fitr 1448 AH: jamats changed',
      body: 'Thu 11 Mar: 7:00 AM Main hall · 8:30 AM Courtyard',
    });
    expect(changed('ur').title).toBe('عید الفطر 1448ھ: جماعتوں کا نیا اعلان');
  });

  it("a reminder of one of several Jumu'ah jamats names its place", () => {
    const jamatAt = new Date('2026-11-27T09:15:00Z'); // 2:15 pm in Karachi, a Friday
    const due = {
      key: 'jumma:10',
      prayer: 'jumma',
      minutes: 10,
      time: '14:15',
      jamatAt,
      jumuah: { index: 2, place: 'courtyard' },
      sendId: 'reminder-2026-11-27-jumma-10-1415',
    } as const;
    const reminder = reminderMessage(due, jamatAt.getTime() - 10 * 60_000);
    expect(reminder('en').title).toBe('Jumma jamat at 2:15 PM · Courtyard');
    expect(reminder('ur').title).toBe('جمعہ کی جماعت 2:15 دوپہر پر · صحن');
  });
});
