/**
 * Demo announcements, dated around the seed's clock (Karachi days): two current (one for every
 * hall screen, one for the women's section's screen only), one upcoming (main hall and entrance)
 * and one past, so the home page shows notices, the admin list has all three groups and
 * `/display?screen=womensSection` shows a notice the main hall's screen does not.
 */
import type { AnnouncementData } from '@masjid/domain/announcements';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';

/** The Karachi day `days` after `now`'s. */
function dayFrom(now: Date, days: number): string {
  return karachiIsoToday(new Date(now.getTime() + days * 86_400_000));
}

export function demoAnnouncements(now: Date): { id: string; data: AnnouncementData }[] {
  return [
    {
      id: 'demo-announcement-tafseer',
      data: {
        text: 'Tafseer of Surah Al-Kahf this Friday after Isha in the main hall. All are welcome.',
        textUrdu: 'اس جمعہ عشاء کے بعد مرکزی ہال میں سورۃ الکہف کی تفسیر ہوگی۔ سب کو دعوت ہے۔',
        startDay: dayFrom(now, -2),
        endDay: dayFrom(now, 5),
      },
    },
    {
      id: 'demo-announcement-blood-drive',
      data: {
        text: 'Blood donation camp in the mosque courtyard, 10 AM to 4 PM.',
        textUrdu: 'مسجد کے صحن میں خون کے عطیات کا کیمپ، صبح 10 سے شام 4 بجے تک۔',
        link: 'https://forms.gle/demo-blood-drive',
        screens: ['mainHall', 'entrance'],
        startDay: dayFrom(now, 10),
        endDay: dayFrom(now, 12),
      },
    },
    {
      id: 'demo-announcement-sisters-dars',
      data: {
        text: "Sisters' dars on Saturday after Asr in the women's section.",
        textUrdu: 'ہفتے کو عصر کے بعد خواتین کے حصے میں خواتین کا درس ہوگا۔',
        startDay: dayFrom(now, -3),
        endDay: dayFrom(now, 4),
        screens: ['womensSection'],
      },
    },
    {
      id: 'demo-announcement-ramadan-timings',
      data: {
        text: 'Taraweeh timings have ended for this year. JazakAllah for joining us.',
        startDay: dayFrom(now, -40),
        endDay: dayFrom(now, -30),
      },
    },
  ];
}
