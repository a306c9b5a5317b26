/**
 * Demo data of the emulators: jamat timings, events, the demo accounts and recordings. Pure data and
 * pure functions; `seed.ts` writes it. Everything mosque-like here is invented for the demo.
 */
import type { JamatTimings } from '@masjid/domain/jamat';
import type { EventData } from '@masjid/domain/event';
import type { HifzRole } from '@masjid/domain/roles';
import type { RecordingCategory } from '@masjid/domain/recording';
import { addMonths, daysInMonth, isoDay, type DayRecord } from '@masjid/domain/progress';

/** Project id of the emulators (`.firebaserc`); `demo-` ids never reach real Google servers. */
export const DEMO_PROJECT_ID = 'demo-masjid';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'demo-pass-123';

/** Offset of Asia/Karachi from UTC in hours (Pakistan has had no daylight saving since 2009). */
const KARACHI_UTC_OFFSET_HOURS = 5;

/**
 * The instant `offsetDays` days after (negative: before) today's date in Karachi, at the Karachi
 * wall-clock time `hhmm` (24-hour `HH:MM`), as an ISO 8601 UTC string, e.g.
 * `karachiInstant(now, 3, '19:00')` is three days from now at 19:00 PKT = 14:00Z.
 */
export function karachiInstant(now: Date, offsetDays: number, hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const karachiNow = new Date(now.getTime() + KARACHI_UTC_OFFSET_HOURS * 3_600_000);
  return new Date(
    Date.UTC(
      karachiNow.getUTCFullYear(),
      karachiNow.getUTCMonth(),
      karachiNow.getUTCDate() + offsetDays,
      hours - KARACHI_UTC_OFFSET_HOURS,
      minutes,
    ),
  ).toISOString();
}

/**
 * Jamat times of a Karachi winter: sunset there is about 17:40 in December and January,
 * so maghrib is a few minutes after it; Friday's jumma replaces zuhr.
 */
export const demoJamatTimings: Required<JamatTimings> = {
  fajr: '05:45',
  zuhr: '13:15',
  asr: '16:30',
  maghrib: '17:45',
  isha: '19:30',
  jumma: '13:30',
};

/** The event images that exist on the site (`web/public/images/events/`). */
export const EVENT_IMAGES = {
  eidMilan: '/images/events/eid-milan.webp',
  iftar: '/images/events/iftar.webp',
  quranCompetition: '/images/events/quran-competition.webp',
  seeratConference: '/images/events/seerat-conference.webp',
  youthCricket: '/images/events/youth-cricket.webp',
  familyNight: '/images/events/family-night.webp',
  tafseerCourse: '/images/events/tafseer-course.webp',
  bloodDrive: '/images/events/blood-drive.webp',
  winterDrive: '/images/events/winter-drive.webp',
  itikaf: '/images/events/itikaf.webp',
} as const;

/** A demo event before its date is fixed: days from the seed day and the Karachi time. */
interface DemoEventTemplate extends Omit<EventData, 'date' | 'isUpcoming'> {
  id: string;
  /** Days after the seed day (negative: in the past). */
  offsetDays: number;
  /** Karachi wall-clock start, 24-hour `HH:MM`. */
  time: string;
}

const MASJID_HALL = 'Main prayer hall, Masjid Al-Noor, Khayaban-e-Shamsheer, DHA Phase 8';
const COMMUNITY_HALL = 'Community hall (basement), Masjid Al-Noor, DHA Phase 8';

const eventTemplates: DemoEventTemplate[] = [
  {
    id: 'family-night',
    offsetDays: -35,
    time: '19:00',
    title: 'Family Night: Stories of the Sahaba',
    imageUrl: EVENT_IMAGES.familyNight,
    registrationLink: 'https://forms.gle/FamilyNightAlNoor01',
    description:
      'An evening for the whole family after Isha: stories of the Sahaba for children, a short talk for parents on raising children with the Quran, a nasheed corner and dinner. Separate seating for sisters.',
    videoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    location: COMMUNITY_HALL,
  },
  {
    id: 'seerat-conference',
    offsetDays: -21,
    time: '19:00',
    title: 'Annual Seerat-un-Nabi Conference',
    imageUrl: EVENT_IMAGES.seeratConference,
    registrationLink: 'https://forms.gle/SeeratConference2026',
    description:
      'Scholars from Karachi speak on the life of the Prophet (peace be upon him): his family life, his dealings in the market and his mercy to neighbours. Naat recitation by the children of our hifz classes. Dinner after Isha.',
    videoUrl: 'https://www.youtube.com/watch?v=ysz5S6PUM-U',
    location: MASJID_HALL,
  },
  {
    id: 'tafseer-course-surah-yaseen',
    offsetDays: -14,
    time: '19:45',
    title: 'Tafseer Course: Surah Yaseen (closing session)',
    imageUrl: EVENT_IMAGES.tafseerCourse,
    registrationLink: 'https://forms.gle/TafseerYaseenAlNoor',
    description:
      'Closing session of the six-week tafseer course on Surah Yaseen, in Urdu, with a question-and-answer hour. The recording of the session is on our channel.',
    videoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    location: MASJID_HALL,
  },
  {
    id: 'winter-clothes-drive',
    offsetDays: -10,
    time: '10:00',
    title: 'Winter Clothes Drive for Thar and Gilgit',
    imageUrl: EVENT_IMAGES.winterDrive,
    registrationLink: 'https://forms.gle/WinterDriveAlNoor26',
    description:
      'Bring clean warm clothes, blankets and shoes to the masjid gate. Volunteers sort and pack them for families in Tharparkar and Gilgit-Baltistan. Volunteers please register so we can plan the shifts.',
    location: 'Masjid Al-Noor main gate, DHA Phase 8',
  },
  {
    id: 'blood-donation-camp',
    offsetDays: -5,
    time: '10:00',
    title: 'Blood Donation Camp',
    imageUrl: EVENT_IMAGES.bloodDrive,
    registrationLink: 'https://forms.gle/BloodCampAlNoor2026',
    description:
      'A blood donation camp with a registered blood bank for thalassaemia patients. Donors aged 18 to 60 who weigh over 50 kg are welcome; please eat a proper breakfast before you come.',
    location: COMMUNITY_HALL,
  },
  {
    id: 'dastar-bandi-ceremony',
    offsetDays: -60,
    time: '19:00',
    title: 'Dastar-Bandi: Hifz Graduation Ceremony',
    imageUrl: EVENT_IMAGES.quranCompetition,
    registrationLink: 'https://forms.gle/DastarBandiAlNoor',
    description:
      'Six students of our hifz classes completed the memorisation of the Holy Quran this year. Join their families for the dastar-bandi and dua.',
    videoUrl: 'https://www.youtube.com/watch?v=ysz5S6PUM-U',
    location: MASJID_HALL,
  },
  {
    id: 'tafseer-course-surah-kahf',
    offsetDays: 3,
    time: '19:45',
    title: 'Weekly Tafseer Course: Surah Al-Kahf',
    imageUrl: EVENT_IMAGES.tafseerCourse,
    registrationLink: 'https://forms.gle/TafseerKahfAlNoor',
    description:
      'A new eight-week course after Isha every Friday: the four stories of Surah Al-Kahf and their lessons for our time. Urdu, with notes in English. Sisters may join from the upper gallery.',
    location: MASJID_HALL,
  },
  {
    id: 'quran-competition',
    offsetDays: 7,
    time: '10:00',
    title: 'Children’s Quran Competition',
    imageUrl: EVENT_IMAGES.quranCompetition,
    registrationLink: 'https://forms.gle/QuranCompAlNoor2026',
    description:
      'Hifz and qirat competition for children aged 6 to 14, in three age groups. Prizes for every participant; the winners recite at the next Seerat conference. Registration closes three days before.',
    location: MASJID_HALL,
  },
  {
    id: 'youth-cricket-tournament',
    offsetDays: 12,
    time: '15:30',
    title: 'Youth Cricket Tournament',
    imageUrl: EVENT_IMAGES.youthCricket,
    registrationLink: 'https://forms.gle/YouthCricketAlNoor',
    description:
      'Tape-ball tournament for teams of eight, ages 15 to 25. Matches break for Asr and Maghrib in congregation. Register your team by the Friday before.',
    location: 'Community ground, Khayaban-e-Badban, DHA Phase 8',
  },
  {
    id: 'community-iftar',
    offsetDays: 20,
    time: '17:45',
    title: 'Community Iftar',
    imageUrl: EVENT_IMAGES.iftar,
    registrationLink: 'https://forms.gle/CommunityIftarAlNoor',
    description:
      'Iftar for everyone in the neighbourhood, including the guards, drivers and workers of the area. Volunteers are needed from 16:30 to set up the dastarkhwan.',
    location: 'Masjid Al-Noor courtyard, DHA Phase 8',
  },
  {
    id: 'itikaf-registration',
    offsetDays: 28,
    time: '19:00',
    title: 'Itikaf Registration Meeting',
    imageUrl: EVENT_IMAGES.itikaf,
    registrationLink: 'https://forms.gle/ItikafAlNoor2026',
    description:
      'Briefing for brothers who wish to sit in itikaf during the last ten nights of Ramadan at the masjid: places are limited to 40. Bring a copy of your CNIC.',
    location: MASJID_HALL,
  },
  {
    id: 'eid-milan',
    offsetDays: 45,
    time: '19:00',
    title: 'Eid Milan Get-Together',
    imageUrl: EVENT_IMAGES.eidMilan,
    registrationLink: 'https://forms.gle/EidMilanAlNoor2026',
    description:
      'Eid Milan for the families of the community: sheer khurma, games for the children and a short talk. Bring a dish to share if you can.',
    location: COMMUNITY_HALL,
  },
];

/** A demo event with its fixed id, ready to be stored in `events/{id}`. */
export interface DemoEvent {
  id: string;
  data: EventData;
}

/**
 * The demo events with dates relative to `now`: half in the past, half in the
 * future; `isUpcoming` is true exactly for the future ones, so the home page always has some.
 */
export function demoEvents(now: Date): DemoEvent[] {
  return eventTemplates.map(({ id, offsetDays, time, ...rest }) => ({
    id,
    data: { ...rest, date: karachiInstant(now, offsetDays, time), isUpcoming: offsetDays > 0 },
  }));
}

/** Which part of the product an account demonstrates. */
export type DemoRole = 'siteAdmin' | HifzRole;

/** A demo Auth account; `uid` is fixed so profiles and re-runs stay stable. */
export interface DemoAccount {
  uid: string;
  email: string;
  displayName: string;
  role: DemoRole;
  /** For students: the uid of their qari. */
  teacherUid?: string;
}

const QARI_1 = 'demo-qari-usman';
const QARI_2 = 'demo-qaria-sumaira';

/** Students: the boys' class of Qari Usman and the girls' class of Qaria Sumaira. */
const students: Array<[uid: string, email: string, name: string, teacherUid: string]> = [
  ['demo-student-ahmed', 'student@demo.test', 'Muhammad Ahmed Raza', QARI_1],
  ['demo-student-hamza', 'hamza.qureshi@demo.test', 'Hamza Qureshi', QARI_1],
  ['demo-student-abdullah', 'abdullah.memon@demo.test', 'Abdullah Memon', QARI_1],
  ['demo-student-ali', 'ali.hassan@demo.test', 'Syed Ali Hassan Shah', QARI_1],
  ['demo-student-usman', 'usman.ghani@demo.test', 'Usman Ghani', QARI_1],
  ['demo-student-ibrahim', 'ibrahim.chaudhry@demo.test', 'Ibrahim Chaudhry', QARI_1],
  ['demo-student-ayesha', 'ayesha.siddiqui@demo.test', 'Ayesha Siddiqui', QARI_2],
  ['demo-student-fatima', 'fatima.khan@demo.test', 'Fatima Zahra Khan', QARI_2],
  ['demo-student-zainab', 'zainab.baloch@demo.test', 'Zainab Baloch', QARI_2],
  ['demo-student-maryam', 'maryam.iqbal@demo.test', 'Maryam Iqbal', QARI_2],
  ['demo-student-hafsa', 'hafsa.sheikh@demo.test', 'Hafsa Sheikh', QARI_2],
  ['demo-student-khadija', 'khadija.ansari@demo.test', 'Khadija Ansari', QARI_2],
];

/** Every demo account, in the order of the printed table. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    uid: 'demo-site-admin',
    email: 'siteadmin@demo.test',
    displayName: 'Bilal Ahmed Khan',
    role: 'siteAdmin',
  },
  {
    uid: 'demo-hifz-owner',
    email: 'owner@demo.test',
    displayName: 'Hafiz Saleem Akhtar',
    role: 'admin',
  },
  { uid: QARI_1, email: 'qari@demo.test', displayName: 'Qari Muhammad Usman', role: 'qari' },
  { uid: QARI_2, email: 'qari2@demo.test', displayName: 'Qaria Sumaira Noor', role: 'qari' },
  ...students.map(([uid, email, displayName, teacherUid]): DemoAccount => ({
    uid,
    email,
    displayName,
    role: 'student',
    teacherUid,
  })),
];

/** A demo recording; its audio is `seed/audio/{id}.mp3` (scripts/make-assets/audio.mjs). */
export interface DemoRecording {
  id: string;
  category: RecordingCategory;
  title: string;
  /** Day of the bayan, `YYYY-MM-DD`. */
  date: string;
  /** What the short demo audio says. */
  speech: string;
}

const FRIDAY_TOPICS = [
  'The blessings of Friday',
  'Patience in times of hardship',
  'Rights of parents',
  'Honesty in trade',
  'The life of the Prophet in Makkah',
  'Preparing for Ramadan',
  'Gratitude for every blessing',
  'Kindness to neighbours',
  'The value of time',
  'Keeping promises',
  'Seeking knowledge',
  'Modesty and good character',
  'Charity that never ends',
  'The Hijrah to Madinah',
  'Brotherhood in Islam',
  'Guarding the tongue',
  'Caring for orphans',
  'Trust in Allah',
  'The Night Journey',
  'Humility of the companions',
  'Cleanliness is half of faith',
  'Raising children with love',
  'Forgiveness between people',
  'The last sermon',
  'Remembering death',
  'Hope in the mercy of Allah',
];

const MORNING_DARS_TOPICS = [
  'Tafseer of Surah Al-Fatiha',
  'Tafseer of Ayat al-Kursi',
  'Hadith on intentions',
  'Morning and evening adhkar',
  'Tafseer of Surah Al-Asr',
  'Hadith on mercy',
  'Manners of the masjid',
  'Tafseer of Surah Al-Ikhlas',
  'Hadith on good speech',
  'The virtues of Fajr in congregation',
  'Tafseer of Surah Al-Mulk, part one',
  'Tafseer of Surah Al-Mulk, part two',
  'Hadith on patience',
];

/** `YYYY-MM-DD` of the day `weeks` weeks before `start` (a calendar date, no time zone). */
function weeksBefore(start: string, weeks: number): string {
  const day = new Date(`${start}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 7 * weeks);
  return day.toISOString().slice(0, 10);
}

/**
 * The demo recordings: 26 Friday bayans (three pages of 12) on consecutive Fridays
 * before 20 November 2026 and 13 morning dars (two pages) on Sundays.
 */
export const DEMO_RECORDINGS: DemoRecording[] = [
  ...FRIDAY_TOPICS.map((title, i): DemoRecording => {
    const n = String(FRIDAY_TOPICS.length - i).padStart(2, '0');
    return {
      id: `demo-friday-${n}`,
      category: 'friday',
      title,
      date: weeksBefore('2026-11-20', i),
      speech: `Friday bayan number ${Number(n)}. ${title}. Assalamu alaikum. This is a short demonstration recording from Masjid Al-Noor.`,
    };
  }),
  ...MORNING_DARS_TOPICS.map((title, i): DemoRecording => {
    const n = String(MORNING_DARS_TOPICS.length - i).padStart(2, '0');
    return {
      id: `demo-dars-${n}`,
      category: 'morningdars',
      title,
      date: weeksBefore('2026-11-15', i),
      speech: `Morning dars number ${Number(n)}. ${title}. This is a short demonstration recording after the Fajr prayer.`,
    };
  }),
];

/** The demo student whose progress is filled in, and who records it. */
export const DEMO_PROGRESS_STUDENT = 'demo-student-ahmed';

/**
 * Demo progress of `DEMO_PROGRESS_STUDENT`: every day of last month and of this month up to
 * yesterday (Karachi), with varied but fixed values, recorded by the student's qari. Today is left
 * empty for the teacher to fill in.
 */
export function demoProgress(now: Date): DayRecord[] {
  const karachi = new Date(now.getTime() + KARACHI_UTC_OFFSET_HOURS * 3600 * 1000);
  const today = {
    year: karachi.getUTCFullYear(),
    month: karachi.getUTCMonth() + 1,
    day: karachi.getUTCDate(),
  };
  const last = addMonths(today, -1);
  const grades = ['very-good', 'very-good', 'weak', 'very-good', 'not-memorised'] as const;
  const days: Array<{ year: number; month: number; day: number }> = [
    ...Array.from({ length: daysInMonth(last.year, last.month) }, (_, i) => ({
      ...last,
      day: i + 1,
    })),
    ...Array.from({ length: today.day - 1 }, (_, i) => ({
      year: today.year,
      month: today.month,
      day: i + 1,
    })),
  ];
  return days.map(({ year, month, day }, i): DayRecord => {
    const absent = i % 9 === 4;
    const date = isoDay(year, month, day);
    const at = `${date}T11:00:00.000Z`;
    const change = { by: QARI_1, at, writeId: `seed-${date}` };
    return {
      date,
      day,
      month,
      year,
      status: 'done',
      attendance: absent ? 'absent' : 'on-time',
      ...(absent
        ? {}
        : {
            sabaq: grades[i % 5]!,
            sabqi: grades[(i + 1) % 5]!,
            manzil: grades[(i + 3) % 5]!,
            newLessonStart: `پارہ ${(i % 30) + 1}`,
            mutala: i % 3 === 0 ? 'not-done' : 'done',
            libaas: i % 7 === 0 ? 'not-suitable' : 'suitable',
            namaz: { fajr: i % 4 !== 0, zuhr: true, asr: true, maghrib: true, isha: i % 5 !== 0 },
          }),
      changes: { attendance: change },
    };
  });
}
