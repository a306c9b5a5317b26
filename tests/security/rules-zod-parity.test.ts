/**
 * Attack: store a document the code does not expect by writing Firestore directly (the public web
 * key and an allowed role's sign-in), where the rules were looser than the zod schemas of
 * @masjid/domain: a day past the month's length, a year before 2000, a forged or oversized
 * `changes` map, fees `at` as any text, a blank jamat document, an event image on another host
 * (`//host/x.png`).
 *
 * For every collection a client may write (firestore.rules: site/jamatTimings, events, a student's
 * progress days and fees, videos, announcements, site/details, content entries, the text and order
 * of books and slides, and the others in the tables below), one table of documents is fed both to
 * the zod schema of the document as written and to the rules, through a writer the rules allow;
 * each document's verdict must be the same on both sides and equal the table's. Then what the
 * rules check beyond the document: a `changes` entry naming someone other than the writer, a
 * changed field left credited to its earlier writer, a dropped entry. A change's `at` is the
 * server's time (`SERVER_TIME`: serverTimestamp() for the rules, a timestamp for zod).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import * as z from 'zod/mini';
import fc from 'fast-check';
import { oddValue } from './fuzz-requests.ts';
import { eventDocSchema } from '@masjid/domain/event';
import { contentEntryDocSchema } from '@masjid/domain/content';
import { jamatTimingsDocSchema } from '@masjid/domain/jamat';
import { jamatChangeDocSchema, jamatNoticeDocSchema } from '@masjid/domain/jamat-schedule';
import { hijriMonthStartDocSchema, hijriMonthStartId } from '@masjid/domain/hijri';
import { dayRecordDocSchema, feesRecordDocSchema } from '@masjid/domain/progress';
import { monthNoteDocSchema } from '@masjid/domain/month-report';
import { memorisationRecordDocSchema } from '@masjid/domain/hifz-memorisation';
import { videoDocSchema } from '@masjid/domain/videos';
import { announcementDocSchema } from '@masjid/domain/announcements';
import { janazaDocSchema } from '@masjid/domain/janaza';
import { ramadanDocSchema } from '@masjid/domain/ramadan';
import { jumuahDocSchema } from '@masjid/domain/jumuah';
import { eidJamatsDocSchema } from '@masjid/domain/eid';
import { donationAccountDocSchema, donationStatementDocSchema } from '@masjid/domain/donations';
import { siteDetailsDocSchema } from '@masjid/domain/site-details';
import { displaySettingsDocSchema } from '@masjid/domain/display-settings';
import { demoSiteDetails } from '../../seed/content/site-details.ts';
import { bookDocSchema } from '@masjid/domain/book';
import { slideDocSchema } from '@masjid/domain/slide';
import { serverTime, startRulesHarness, type RoleName, type RulesHarness } from '../rules/roles.ts';
import { Timestamp } from 'firebase/firestore';
import { STORED_BOOK, STORED_SLIDE } from '../rules/media-fixtures.ts';

type Doc = Record<string, unknown>;
/** One row: a document, and whether it is a valid document of its collection. */
interface Row {
  name: string;
  doc: Doc;
  valid: boolean;
}
/** A collection a client may write: its schema, the allowed writer, and where a document goes. */
interface Collection {
  name: string;
  schema: z.ZodMiniType;
  writer: RoleName;
  path: (doc: Doc, index: number) => string;
  /**
   * For a collection the client may only update (its documents are created by the functions):
   * the stored document each row's write replaces.
   */
  existing?: Doc;
  rows: Row[];
}

const QARI_UID = 'rules-qari';
const STUDENT = {
  name: 'Parity Student',
  email: 'p@demo.test',
  teacherId: QARI_UID,
  disabled: false,
};
/**
 * `at` of a progress change as the app writes it: the server's time. Fed to the rules as
 * `serverTimestamp()` (`request.time` there) and to zod as a Firestore timestamp (`materialise`).
 */
const SERVER_TIME = Symbol('the server time');
const CHANGE = { by: QARI_UID, at: SERVER_TIME, writeId: crypto.randomUUID() };
const DAY: Doc = {
  date: '2026-11-02',
  day: 2,
  month: 11,
  year: 2026,
  status: 'done',
  attendance: 'on-time',
  sabaq: 'very-good',
  newLessonStart: 'سورۃ البقرہ، آیت 40',
  namaz: { fajr: true, zuhr: true, asr: false, maghrib: true, isha: true },
  changes: { sabaq: CHANGE, attendance: CHANGE, newLessonStart: CHANGE, namaz: CHANGE },
};
/** A day on another date (its parts agree with the date). */
const dayOn = (date: string, extra: Doc = {}): Doc => {
  const [year, month, day] = date.split('-').map(Number);
  return { ...DAY, date, day, month, year, ...extra };
};
const withChange = (change: unknown): Doc => ({
  ...DAY,
  changes: { ...(DAY.changes as Doc), sabaq: change },
});
/** The whole day saved by one save: every entry is `change` (the rules want them equal). */
const withEveryChange = (change: unknown): Doc => ({
  ...DAY,
  changes: Object.fromEntries(Object.keys(DAY.changes as Doc).map((f) => [f, change])),
});
/** A portion from surah:ayah to surah:ayah. */
const portion = (fs: unknown, fa: unknown, ts: unknown, ta: unknown) => ({
  from: { surah: fs, ayah: fa },
  to: { surah: ts, ayah: ta },
});
const withPortion = (value: unknown): Doc => ({
  ...DAY,
  sabaqPortion: value,
  changes: { ...(DAY.changes as Doc), sabaqPortion: CHANGE },
});
const RECORD: Doc = {
  memorised: [1, 2, 30],
  notStarted: [5],
  cycle: { paras: 30, days: 15 },
  by: QARI_UID,
  at: '2026-11-02T09:00:00.000Z',
};

const NOTE: Doc = {
  text: 'ماشاءاللہ، سبق اچھا رہا۔',
  by: QARI_UID,
  at: '2026-10-31T09:00:00.000Z',
};
const FEES: Doc = { status: 'Paid', by: QARI_UID, at: '2026-11-02T09:00:00.000Z' };
const EVENT: Doc = {
  title: 'Quran completion',
  imageUrl: 'https://example.org/khatm.jpg',
  date: '2026-12-05T14:00:00.000Z',
  registrationLink: 'https://example.org/register',
  description: 'A gathering for the students who completed the Quran.',
  location: 'Masjid premises',
  isUpcoming: true,
};
const ENTRY: Doc = {
  kind: 'service',
  slug: 'food-bank',
  order: 10,
  title: { en: 'Food Bank', ur: 'فوڈ بینک' },
  summary: { en: 'Monthly rations.' },
  body: { en: 'Intro.\n\n## Rations\nFlour.' },
  details: { en: 'When: Friday' },
  date: '2026-11-20',
  image: { src: '/images/services/food.webp', alt: { en: 'A bag of flour', ur: 'آٹے کا تھیلا' } },
  link: { url: 'https://forms.gle/x', label: { en: 'Register' } },
  linkUntil: '2026-12-31',
};
const TIMES = {
  fajr: '05:30',
  zuhr: '13:15',
  asr: '16:45',
  maghrib: '18:10',
  isha: '20:00',
  jumma: '13:30',
};

const VIDEO: Doc = {
  youtubeId: '-dQ8m2Vph2A',
  title: 'Tajdar-e-Haram',
  artist: 'Atif Aslam',
  kind: 'naat',
  order: 10,
};
const NOTICE: Doc = {
  text: 'Eid prayer at 7:00 AM',
  textUrdu: 'عید کی نماز صبح 7 بجے',
  link: 'https://example.org/eid',
  startDay: '2026-11-10',
  endDay: '2026-11-12',
};
const DETAILS: Doc = { ...demoSiteDetails };
const SOCIAL = { label: 'Facebook', url: 'https://www.facebook.com/' };

/** Document id of a progress day: its date when it looks like one, else a valid date. */
const dayId = (doc: Doc) =>
  typeof doc.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(doc.date) ? doc.date : '2026-11-02';

const JANAZA: Doc = {
  name: 'Haji Abdul Rahim',
  nameUrdu: 'حاجی عبدالرحیم',
  prayerAt: '2026-11-23T10:30:00.000Z',
  place: 'Masjid courtyard',
  note: 'Burial afterwards.',
};

const AMOUNTS = { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 };
const RAMADAN: Doc = {
  hijriYear: 1448,
  published: true,
  taraweehTime: '20:45',
  taraweehChanges: [{ fromNight: 21, time: '21:00' }],
  imam: 'Hafiz Usman',
  parasPerNight: 1.5,
  khatmNight: 27,
  lastTenNotes: 'A bayan on the odd nights.',
  itikafNotesUrdu: 'نام لکھوائیں',
  fitrana: AMOUNTS,
  fidya: AMOUNTS,
  amountsAuthorityUrdu: 'دارالافتاء',
  amountsAnnouncedOn: '2027-02-01',
};
/** A Ramadan's document id: its year when it is a whole number, else one no year matches. */
const ramadanPath = (doc: Doc) =>
  `ramadan/${Number.isSafeInteger(doc.hijriYear) ? String(doc.hijriYear) : 'not-a-year'}`;
/** Friday jamats (issue 42 §1). */
const JUMUAH_JAMAT: Doc = {
  bayanTime: '12:45',
  jamatTime: '13:30',
  place: 'mainHall',
  language: 'urdu',
};
const JUMUAH_SECOND: Doc = { jamatTime: '14:30', place: 'courtyard', language: 'english' };
/** An Eid's jamats (issue 42 §1): the document id is its year and Eid. */
const EID_JAMAT: Doc = { time: '07:00', place: 'courtyard', language: 'urdu' };
const EID: Doc = {
  hijriYear: 1448,
  eid: 'fitr',
  published: true,
  jamats: [
    { ...EID_JAMAT, imam: 'Mufti Ahmed', note: 'Bring your own prayer mat' },
    {
      ...EID_JAMAT,
      time: '08:00',
      place: 'mainHall',
      imamUrdu: 'حافظ عثمان',
      noteUrdu: 'جائے نماز',
    },
    { ...EID_JAMAT, time: '09:00', place: 'womensSection', language: 'english' },
  ],
};
/** An Eid's document id, `1448-fitr`, when the year and Eid make one, else one nothing matches. */
const eidPath = (doc: Doc) =>
  `eidJamats/${Number.isSafeInteger(doc.hijriYear) && typeof doc.eid === 'string' ? `${String(doc.hijriYear)}-${doc.eid}` : 'not-an-eid'}`;
/** A giving account (issue 42 §3): the IBAN has valid check digits. */
const ACCOUNT: Doc = {
  cause: 'sadaqah',
  title: 'Masjid Trust',
  bank: 'Habib Bank Limited',
  iban: 'PK36SCBL0000001123456702',
  wallet: 'jazzcash',
  walletNumber: '03001234567',
  raastId: '03001234567',
};
const STATEMENT: Doc = {
  cause: 'zakat',
  month: '2026-10',
  income: 482500,
  spending: 356200,
  balance: 1126300,
  published: true,
};

const COLLECTIONS: Collection[] = [
  {
    name: 'progress days',
    schema: dayRecordDocSchema,
    writer: 'qari',
    path: (doc) => `students/parity-student/progress/${dayId(doc)}`,
    rows: [
      { name: 'a whole day', doc: DAY, valid: true },
      {
        name: 'only the date parts',
        doc: { date: '2026-11-03', day: 3, month: 11, year: 2026, status: 'done' },
        valid: true,
      },
      { name: '31 October', doc: dayOn('2026-10-31'), valid: true },
      { name: 'a leap day', doc: dayOn('2024-02-29'), valid: true },
      {
        name: "`at` the device's clock (an ISO instant)",
        doc: withChange({ ...CHANGE, at: '2026-11-02T15:00:00+05:00' }),
        valid: false,
      },
      {
        name: 'a field without its `changes` entry',
        doc: { ...DAY, sabqi: 'weak' },
        valid: false,
      },
      {
        name: 'fields without any `changes`',
        doc: withoutKey(DAY, 'changes'),
        valid: false,
      },
      { name: '30 February', doc: dayOn('2026-02-30'), valid: false },
      { name: '29 February of a common year', doc: dayOn('2026-02-29'), valid: false },
      { name: '31 September (a 30-day month)', doc: dayOn('2026-09-31'), valid: false },
      { name: 'a year before 2000', doc: dayOn('1999-11-02'), valid: false },
      { name: 'date disagreeing with day', doc: { ...DAY, day: 3 }, valid: false },
      { name: 'a fractional day', doc: { ...DAY, day: 2.5 }, valid: false },
      { name: 'status other than done', doc: { ...DAY, status: 'pending' }, valid: false },
      { name: 'an unknown field', doc: { ...DAY, note: 'x' }, valid: false },
      {
        name: 'newLessonStart over 200 characters',
        doc: { ...DAY, newLessonStart: 'x'.repeat(201) },
        valid: false,
      },
      {
        name: '`changes` keyed by a non-field',
        doc: { ...DAY, changes: { junk: CHANGE } },
        valid: false,
      },
      {
        name: '`changes` with 300 junk keys',
        doc: {
          ...DAY,
          changes: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, CHANGE])),
        },
        valid: false,
      },
      { name: '`changes` entry not a map', doc: withChange('x'), valid: false },
      {
        name: '`changes` entry with an extra key',
        doc: withChange({ ...CHANGE, junk: 'x'.repeat(1000) }),
        valid: false,
      },
      {
        name: '`changes` entry without writeId',
        doc: withChange({ by: QARI_UID, at: CHANGE.at }),
        valid: false,
      },
      { name: '`at` as any text', doc: withChange({ ...CHANGE, at: 'yesterday' }), valid: false },
      {
        name: '`at` without seconds',
        doc: withChange({ ...CHANGE, at: '2026-11-02T10:00Z' }),
        valid: false,
      },
      {
        name: '`at` on 30 February',
        doc: withChange({ ...CHANGE, at: '2026-02-30T10:00:00Z' }),
        valid: false,
      },
      {
        name: '`at` over 40 characters',
        doc: withChange({ ...CHANGE, at: `2026-11-02T10:00:00.${'0'.repeat(30)}Z` }),
        valid: false,
      },
      { name: '`at` a number', doc: withChange({ ...CHANGE, at: 1 }), valid: false },
      {
        name: 'writeId with a slash',
        doc: withChange({ ...CHANGE, writeId: 'a/b' }),
        valid: false,
      },
      {
        name: 'writeId over 64 characters',
        doc: withChange({ ...CHANGE, writeId: 'a'.repeat(65) }),
        valid: false,
      },
      { name: 'an empty `by`', doc: withChange({ ...CHANGE, by: '' }), valid: false },
      // Two devices (decision 0044): the saving device and what it had seen.
      {
        name: 'a change with its device and what it had seen',
        doc: withEveryChange({ ...CHANGE, device: 'phone-1', seenAt: SERVER_TIME }),
        valid: true,
      },
      {
        name: '`seenAt` as text',
        doc: withEveryChange({ ...CHANGE, device: 'phone-1', seenAt: '2026-11-02T10:00:00Z' }),
        valid: false,
      },
      {
        name: 'a device id with a slash',
        doc: withEveryChange({ ...CHANGE, device: 'a/b' }),
        valid: false,
      },
      {
        name: 'the overwritten record (the trigger writes it)',
        doc: {
          ...DAY,
          overwritten: {
            sabaq: {
              value: 'weak',
              by: QARI_UID,
              at: '2026-11-02T10:00:00.000Z',
              replacedBy: QARI_UID,
              replacedAt: '2026-11-02T11:00:00.000Z',
            },
          },
        },
        valid: false,
      },
      // A whole day with three portions and their change entries in one write passes the 1000
      // expressions the rules may evaluate: the web client saves each portion in a write of its
      // own (day-saves.ts), so each document here holds one.
      {
        name: 'a manzil portion and leave',
        doc: {
          ...DAY,
          attendance: 'leave',
          manzilPortion: portion(78, 1, 114, 6),
          changes: { ...(DAY.changes as Doc), manzilPortion: CHANGE },
        },
        valid: true,
      },
      { name: 'a one-ayah portion', doc: withPortion(portion(1, 7, 1, 7)), valid: true },
      { name: "Al-Baqarah's last ayah", doc: withPortion(portion(2, 286, 3, 1)), valid: true },
      { name: 'an unknown attendance', doc: { ...DAY, attendance: 'late' }, valid: false },
      {
        name: 'ayah 8 of Al-Fatiha (7 ayahs)',
        doc: withPortion(portion(1, 1, 1, 8)),
        valid: false,
      },
      { name: 'surah 115', doc: withPortion(portion(114, 1, 115, 1)), valid: false },
      { name: 'surah 0', doc: withPortion(portion(0, 1, 1, 1)), valid: false },
      { name: 'ayah 0', doc: withPortion(portion(1, 0, 1, 1)), valid: false },
      {
        name: 'a portion ending before it starts',
        doc: withPortion(portion(2, 150, 2, 142)),
        valid: false,
      },
      { name: 'an ayah as text', doc: withPortion(portion(2, '142', 2, 150)), valid: false },
      { name: 'a fractional ayah', doc: withPortion(portion(2, 1.5, 2, 150)), valid: false },
      {
        name: 'a portion with a para key',
        doc: withPortion({ ...portion(2, 1, 2, 5), para: 1 }),
        valid: false,
      },
      {
        name: 'a portion without `to`',
        doc: withPortion({ from: { surah: 2, ayah: 1 } }),
        valid: false,
      },
      {
        name: 'an ayah with an extra key',
        doc: withPortion({ from: { surah: 2, ayah: 1, page: 2 }, to: { surah: 2, ayah: 5 } }),
        valid: false,
      },
      { name: 'a portion as text', doc: withPortion('2:142-2:150'), valid: false },
    ],
  },
  {
    name: 'memorisation record',
    schema: memorisationRecordDocSchema,
    writer: 'qari',
    path: () => 'students/parity-student/memorisation/record',
    rows: [
      { name: 'paras and a cycle', doc: RECORD, valid: true },
      { name: 'only who and when', doc: { by: QARI_UID, at: RECORD.at }, valid: true },
      { name: 'no paras', doc: { ...RECORD, memorised: [] }, valid: true },
      { name: 'a para a day', doc: { ...RECORD, cycle: { paras: 1, days: 1 } }, valid: true },
      { name: 'para 0', doc: { ...RECORD, memorised: [0] }, valid: false },
      { name: 'para 31', doc: { ...RECORD, notStarted: [31] }, valid: false },
      { name: 'a para as text', doc: { ...RECORD, memorised: ['1'] }, valid: false },
      { name: 'a fractional para', doc: { ...RECORD, memorised: [1.5] }, valid: false },
      { name: '31 paras', doc: { ...RECORD, memorised: Array(31).fill(1) }, valid: false },
      { name: 'paras as a map', doc: { ...RECORD, memorised: { 1: true } }, valid: false },
      { name: 'a cycle of 0 days', doc: { ...RECORD, cycle: { paras: 1, days: 0 } }, valid: false },
      {
        name: 'a cycle of 61 days',
        doc: { ...RECORD, cycle: { paras: 1, days: 61 } },
        valid: false,
      },
      {
        name: 'a cycle of 31 paras',
        doc: { ...RECORD, cycle: { paras: 31, days: 15 } },
        valid: false,
      },
      { name: 'a cycle without days', doc: { ...RECORD, cycle: { paras: 1 } }, valid: false },
      {
        name: 'a cycle with an extra key',
        doc: { ...RECORD, cycle: { paras: 1, days: 1, x: 1 } },
        valid: false,
      },
      { name: '`at` as any text', doc: { ...RECORD, at: 'today' }, valid: false },
      { name: 'no `by`', doc: withoutKey(RECORD, 'by'), valid: false },
      { name: 'an unknown field', doc: { ...RECORD, note: 'x' }, valid: false },
    ],
  },
  {
    name: 'fees',
    schema: feesRecordDocSchema,
    writer: 'qari',
    path: () => 'students/parity-student/fees/2026-11',
    rows: [
      { name: 'Paid', doc: FEES, valid: true },
      {
        name: 'Not Paid with an offset',
        doc: { ...FEES, status: 'Not Paid', at: '2026-11-02T14:00:00+05:00' },
        valid: true,
      },
      { name: 'an unknown status', doc: { ...FEES, status: 'Half' }, valid: false },
      { name: '`at` as any text', doc: { ...FEES, at: 'whenever' }, valid: false },
      { name: '`at` a date without time', doc: { ...FEES, at: '2026-11-02' }, valid: false },
      { name: '`at` on 31 November', doc: { ...FEES, at: '2026-11-31T09:00:00Z' }, valid: false },
      {
        name: '`at` over 40 characters',
        doc: { ...FEES, at: `2026-11-02T09:00:00.${'1'.repeat(30)}Z` },
        valid: false,
      },
      { name: 'an unknown field', doc: { ...FEES, note: 'x' }, valid: false },
      { name: 'no `at`', doc: { status: 'Paid', by: QARI_UID }, valid: false },
      {
        name: 'with its device and the status it had seen',
        doc: { ...FEES, seen: '2026-11-01T09:00:00.000Z', device: 'phone-1' },
        valid: true,
      },
      { name: 'having seen none', doc: { ...FEES, seen: '', device: 'phone-1' }, valid: true },
      { name: '`seen` as any text', doc: { ...FEES, seen: 'yesterday' }, valid: false },
      { name: 'a device id with a slash', doc: { ...FEES, device: 'a/b' }, valid: false },
      {
        name: 'the overwritten record (the trigger writes it)',
        doc: {
          ...FEES,
          overwritten: {
            status: 'Pending',
            by: QARI_UID,
            at: '2026-11-01T09:00:00.000Z',
            replacedBy: QARI_UID,
            replacedAt: '2026-11-02T09:00:00.000Z',
          },
        },
        valid: false,
      },
    ],
  },
  {
    name: "the qari's month note",
    schema: monthNoteDocSchema,
    writer: 'qari',
    path: () => 'students/parity-student/monthNotes/2026-10',
    rows: [
      { name: 'an Urdu note', doc: NOTE, valid: true },
      { name: '500 characters', doc: { ...NOTE, text: 'ب'.repeat(500) }, valid: true },
      { name: '501 characters', doc: { ...NOTE, text: 'ب'.repeat(501) }, valid: false },
      { name: 'empty text', doc: { ...NOTE, text: '' }, valid: false },
      { name: 'spaces around the text', doc: { ...NOTE, text: ' note ' }, valid: false },
      { name: 'text not a string', doc: { ...NOTE, text: 5 }, valid: false },
      { name: '`at` as any text', doc: { ...NOTE, at: 'whenever' }, valid: false },
      { name: 'an unknown field', doc: { ...NOTE, grade: 'A' }, valid: false },
      { name: 'no `by`', doc: { text: 'x', at: NOTE.at }, valid: false },
    ],
  },
  {
    name: 'jamat timings',
    schema: jamatTimingsDocSchema,
    writer: 'siteAdmin',
    path: () => 'site/jamatTimings',
    rows: [
      { name: 'all six', doc: TIMES, valid: true },
      { name: 'one time', doc: { fajr: '05:30' }, valid: true },
      { name: 'a blank document', doc: {}, valid: false },
      { name: 'a time without its leading zero', doc: { fajr: '5:30' }, valid: false },
      { name: 'hour 24', doc: { isha: '24:00' }, valid: false },
      { name: 'a number', doc: { fajr: 530 }, valid: false },
      { name: 'an unknown prayer', doc: { ...TIMES, tahajjud: '03:30' }, valid: false },
      { name: 'a capitalised key', doc: { Fajr: '05:30' }, valid: false },
    ],
  },
  {
    name: 'scheduled jamat changes',
    schema: jamatChangeDocSchema,
    writer: 'siteAdmin',
    path: (_doc, index) => `jamatChanges/parity-${index}`,
    rows: [
      {
        name: 'one new time',
        doc: { effectiveDate: '2026-12-01', times: { fajr: '05:45' } },
        valid: true,
      },
      { name: 'all six', doc: { effectiveDate: '2027-01-01', times: TIMES }, valid: true },
      { name: 'no time', doc: { effectiveDate: '2026-12-01', times: {} }, valid: false },
      {
        name: '30 February',
        doc: { effectiveDate: '2026-02-30', times: { fajr: '05:45' } },
        valid: false,
      },
      {
        name: 'a 12-hour time',
        doc: { effectiveDate: '2026-12-01', times: { fajr: '5:45 AM' } },
        valid: false,
      },
      {
        name: 'an unknown prayer',
        doc: { effectiveDate: '2026-12-01', times: { tahajjud: '03:00' } },
        valid: false,
      },
      {
        name: 'an unknown field',
        doc: { effectiveDate: '2026-12-01', times: { fajr: '05:45' }, note: 'x' },
        valid: false,
      },
      { name: 'no day', doc: { times: { fajr: '05:45' } }, valid: false },
    ],
  },
  {
    name: 'jamat notice days',
    schema: jamatNoticeDocSchema,
    writer: 'siteAdmin',
    path: () => 'site/jamatNotice',
    rows: [
      { name: 'seven days', doc: { noticeDays: 7 }, valid: true },
      { name: 'none', doc: { noticeDays: 0 }, valid: true },
      { name: '61 days', doc: { noticeDays: 61 }, valid: false },
      { name: 'a fraction', doc: { noticeDays: 2.5 }, valid: false },
      { name: 'text', doc: { noticeDays: '7' }, valid: false },
      { name: 'an unknown field', doc: { noticeDays: 7, x: 1 }, valid: false },
    ],
  },
  {
    name: 'hall screen settings',
    schema: displaySettingsDocSchema,
    writer: 'siteAdmin',
    path: () => 'site/display',
    rows: [
      { name: 'a night window', doc: { nightFrom: '22:00', nightUntil: '04:30' }, valid: true },
      { name: 'within one evening', doc: { nightFrom: '21:00', nightUntil: '23:59' }, valid: true },
      { name: 'only the start', doc: { nightFrom: '22:00' }, valid: false },
      { name: 'only the end', doc: { nightUntil: '04:30' }, valid: false },
      { name: 'the same time', doc: { nightFrom: '22:00', nightUntil: '22:00' }, valid: false },
      { name: '24:00', doc: { nightFrom: '24:00', nightUntil: '04:30' }, valid: false },
      { name: 'a number', doc: { nightFrom: 2200, nightUntil: '04:30' }, valid: false },
      {
        name: 'an unknown field',
        doc: { nightFrom: '22:00', nightUntil: '04:30', brightness: 0.3 },
        valid: false,
      },
    ],
  },
  {
    name: 'moon-sighting decisions',
    schema: hijriMonthStartDocSchema,
    writer: 'siteAdmin',
    path: (doc) =>
      typeof doc.hijriYear === 'number' && typeof doc.hijriMonth === 'number'
        ? `hijriMonthStarts/${hijriMonthStartId(doc.hijriYear, doc.hijriMonth)}`
        : 'hijriMonthStarts/1448-09',
    rows: [
      {
        name: 'Ramadan 1448',
        doc: { hijriYear: 1448, hijriMonth: 9, startDate: '2027-02-08' },
        valid: true,
      },
      {
        name: 'announced',
        doc: { hijriYear: 1448, hijriMonth: 10, startDate: '2027-03-10', announce: true },
        valid: true,
      },
      {
        name: 'month 13',
        doc: { hijriYear: 1448, hijriMonth: 13, startDate: '2027-02-08' },
        valid: false,
      },
      {
        name: 'month 0',
        doc: { hijriYear: 1448, hijriMonth: 0, startDate: '2027-02-08' },
        valid: false,
      },
      {
        name: 'year 1300',
        doc: { hijriYear: 1300, hijriMonth: 9, startDate: '2027-02-08' },
        valid: false,
      },
      {
        name: '30 February',
        doc: { hijriYear: 1448, hijriMonth: 9, startDate: '2027-02-30' },
        valid: false,
      },
      {
        name: 'announce as text',
        doc: { hijriYear: 1448, hijriMonth: 9, startDate: '2027-02-08', announce: 'yes' },
        valid: false,
      },
      {
        name: 'an unknown field',
        doc: { hijriYear: 1448, hijriMonth: 9, startDate: '2027-02-08', by: 'x' },
        valid: false,
      },
    ],
  },
  {
    name: 'events',
    schema: eventDocSchema,
    writer: 'siteAdmin',
    path: (_doc, index) => `events/parity-${index}`,
    rows: [
      { name: 'a whole event', doc: EVENT, valid: true },
      {
        name: 'an image on this site',
        doc: { ...EVENT, imageUrl: '/images/events/khatm.jpg' },
        valid: true,
      },
      {
        name: 'a video link',
        doc: { ...EVENT, videoUrl: 'https://www.youtube.com/watch?v=abc' },
        valid: true,
      },
      {
        name: 'a date with an offset',
        doc: { ...EVENT, date: '2026-12-05T19:00:00+05:00' },
        valid: true,
      },
      {
        name: 'an image on another host, protocol-relative',
        doc: { ...EVENT, imageUrl: '//host/x.png' },
        valid: false,
      },
      {
        name: 'an image as a data: address',
        doc: { ...EVENT, imageUrl: 'data:image/png;base64,AAAA' },
        valid: false,
      },
      {
        name: 'a javascript: link',
        doc: { ...EVENT, registrationLink: 'javascript:alert(1)' },
        valid: false,
      },
      {
        name: 'a link with a space',
        doc: { ...EVENT, registrationLink: 'https://example.org/a b' },
        valid: false,
      },
      {
        name: 'a date on 30 February',
        doc: { ...EVENT, date: '2026-02-30T10:00:00Z' },
        valid: false,
      },
      {
        name: 'a date without a zone',
        doc: { ...EVENT, date: '2026-12-05T14:00:00' },
        valid: false,
      },
      { name: 'a blank title', doc: { ...EVENT, title: '   ' }, valid: false },
      {
        name: 'a description over 5000 characters',
        doc: { ...EVENT, description: 'x'.repeat(5001) },
        valid: false,
      },
      {
        name: 'an image address over 2048 characters',
        doc: { ...EVENT, imageUrl: `/${'x'.repeat(2048)}` },
        valid: false,
      },
      { name: 'an unknown field', doc: { ...EVENT, junk: 'x' }, valid: false },
      { name: 'no isUpcoming', doc: { ...withoutKey(EVENT, 'isUpcoming') }, valid: false },
      {
        name: 'an Urdu title and description',
        doc: { ...EVENT, titleUr: 'محفلِ نعت', descriptionUr: 'تمام احباب مدعو ہیں۔' },
        valid: true,
      },
      {
        name: 'an Urdu title over 200 characters',
        doc: { ...EVENT, titleUr: 'ا'.repeat(201) },
        valid: false,
      },
      {
        name: 'an Urdu description as a number',
        doc: { ...EVENT, descriptionUr: 5 },
        valid: false,
      },
    ],
  },
  {
    name: 'videos',
    schema: videoDocSchema,
    writer: 'siteAdmin',
    path: (_doc, index) => `videos/parity-${index}`,
    rows: [
      { name: 'a naat', doc: VIDEO, valid: true },
      {
        name: 'a bayan with an Urdu title',
        doc: { ...VIDEO, kind: 'bayan', titleUrdu: 'بیان', order: 0 },
        valid: true,
      },
      { name: 'an id with - and _', doc: { ...VIDEO, youtubeId: '-dQ8m2Vp_2A' }, valid: true },
      {
        name: 'a link instead of the id',
        doc: { ...VIDEO, youtubeId: 'https://youtu.be/-dQ8m2Vph2A' },
        valid: false,
      },
      { name: 'an id of 10 characters', doc: { ...VIDEO, youtubeId: 'dQ8m2Vph2A' }, valid: false },
      { name: 'an id with a slash', doc: { ...VIDEO, youtubeId: 'dQ8m2/ph2Ab' }, valid: false },
      { name: 'another kind', doc: { ...VIDEO, kind: 'song' }, valid: false },
      { name: 'a fractional order', doc: { ...VIDEO, order: 1.5 }, valid: false },
      { name: 'a negative order', doc: { ...VIDEO, order: -1 }, valid: false },
      { name: 'an order over 100000', doc: { ...VIDEO, order: 100_001 }, valid: false },
      { name: 'an order as text', doc: { ...VIDEO, order: '1' }, valid: false },
      { name: 'a blank title', doc: { ...VIDEO, title: '  ' }, valid: false },
      {
        name: 'a title over 200 characters',
        doc: { ...VIDEO, title: 'x'.repeat(201) },
        valid: false,
      },
      { name: 'an unknown field', doc: { ...VIDEO, junk: 'x' }, valid: false },
      { name: 'no kind', doc: withoutKey(VIDEO, 'kind'), valid: false },
    ],
  },
  {
    name: 'announcements',
    schema: announcementDocSchema,
    writer: 'siteAdmin',
    path: (_doc, index) => `announcements/parity-${index}`,
    rows: [
      { name: 'English, Urdu and a link', doc: NOTICE, valid: true },
      {
        name: 'English only',
        doc: withoutKey(withoutKey(NOTICE, 'textUrdu'), 'link'),
        valid: true,
      },
      { name: 'Urdu only', doc: withoutKey(NOTICE, 'text'), valid: true },
      { name: 'blank English beside Urdu', doc: { ...NOTICE, text: '' }, valid: true },
      { name: 'one day', doc: { ...NOTICE, endDay: NOTICE.startDay }, valid: true },
      {
        name: 'a leap day',
        doc: { ...NOTICE, startDay: '2028-02-29', endDay: '2028-03-01' },
        valid: true,
      },
      {
        name: 'no text at all',
        doc: withoutKey(withoutKey(NOTICE, 'textUrdu'), 'text'),
        valid: false,
      },
      { name: 'blank texts', doc: { ...NOTICE, text: ' ', textUrdu: '' }, valid: false },
      {
        name: 'the last day before the first',
        doc: { ...NOTICE, endDay: '2026-11-09' },
        valid: false,
      },
      { name: '30 February', doc: { ...NOTICE, startDay: '2026-02-30' }, valid: false },
      {
        name: 'a day with a time',
        doc: { ...NOTICE, endDay: '2026-11-12T10:00:00Z' },
        valid: false,
      },
      { name: 'a javascript: link', doc: { ...NOTICE, link: 'javascript:alert(1)' }, valid: false },
      { name: 'text over 500 characters', doc: { ...NOTICE, text: 'x'.repeat(501) }, valid: false },
      { name: 'an unknown field', doc: { ...NOTICE, pinned: true }, valid: false },
      { name: 'no endDay', doc: withoutKey(NOTICE, 'endDay'), valid: false },
      {
        name: "the women's section only",
        doc: { ...NOTICE, screens: ['womensSection'] },
        valid: true,
      },
      {
        name: 'all three screens',
        doc: { ...NOTICE, screens: ['entrance', 'mainHall', 'womensSection'] },
        valid: true,
      },
      { name: 'no screen', doc: { ...NOTICE, screens: [] }, valid: false },
      {
        name: 'a screen twice',
        doc: { ...NOTICE, screens: ['entrance', 'entrance'] },
        valid: false,
      },
      { name: 'an unknown screen', doc: { ...NOTICE, screens: ['rooftop'] }, valid: false },
      { name: 'screens as text', doc: { ...NOTICE, screens: 'mainHall' }, valid: false },
    ],
  },
  {
    name: 'site details',
    schema: siteDetailsDocSchema,
    writer: 'siteAdmin',
    path: () => 'site/details',
    rows: [
      { name: 'the demo details', doc: DETAILS, valid: true },
      { name: 'no social links', doc: { ...DETAILS, social: [] }, valid: true },
      {
        name: 'an empty Urdu name',
        doc: { ...DETAILS, name: { en: 'Masjid', ur: '' } },
        valid: true,
      },
      { name: 'a phone without +', doc: { ...DETAILS, phone: '021 3524 0000' }, valid: true },
      { name: 'six social links', doc: { ...DETAILS, social: Array(6).fill(SOCIAL) }, valid: true },
      {
        name: 'seven social links',
        doc: { ...DETAILS, social: Array(7).fill(SOCIAL) },
        valid: false,
      },
      {
        name: 'a social link with a space',
        doc: { ...DETAILS, social: [{ label: 'F', url: 'https://f b' }] },
        valid: false,
      },
      {
        name: 'a social link without a label',
        doc: { ...DETAILS, social: [{ label: '', url: SOCIAL.url }] },
        valid: false,
      },
      {
        name: 'a social link with an extra key',
        doc: { ...DETAILS, social: [{ ...SOCIAL, icon: 'x' }] },
        valid: false,
      },
      {
        name: 'a blank English name',
        doc: { ...DETAILS, name: { en: ' ', ur: 'مسجد' } },
        valid: false,
      },
      { name: 'a name without Urdu', doc: { ...DETAILS, name: { en: 'Masjid' } }, valid: false },
      { name: 'a phone with letters', doc: { ...DETAILS, phone: 'call us' }, valid: false },
      { name: 'a WhatsApp number too short', doc: { ...DETAILS, whatsapp: '+92' }, valid: false },
      { name: 'an e-mail without @', doc: { ...DETAILS, email: 'info.example.org' }, valid: false },
      {
        name: 'latitude 91',
        doc: { ...DETAILS, location: { latitude: 91, longitude: 67 } },
        valid: false,
      },
      {
        name: 'longitude as text',
        doc: { ...DETAILS, location: { latitude: 24, longitude: '67' } },
        valid: false,
      },
      {
        name: 'a welcome over 600 characters',
        doc: { ...DETAILS, welcome: { en: 'x'.repeat(601), ur: '' } },
        valid: false,
      },
      { name: 'an unknown field', doc: { ...DETAILS, fax: '021' }, valid: false },
      { name: 'no footer text', doc: withoutKey(DETAILS, 'footerAbout'), valid: false },
    ],
  },
  {
    name: 'content entries',
    schema: contentEntryDocSchema,
    writer: 'siteAdmin',
    path: (_doc, index) => `contentEntries/parity-${index}`,
    rows: [
      { name: 'a whole entry', doc: ENTRY, valid: true },
      {
        name: 'only the required fields',
        doc: { kind: 'blog', slug: 'x', order: 0, title: { en: 'X' } },
        valid: true,
      },
      { name: 'a leap day', doc: { ...ENTRY, date: '2024-02-29' }, valid: true },
      { name: 'the last day of 2100', doc: { ...ENTRY, linkUntil: '2100-12-31' }, valid: true },
      {
        name: 'an http image link',
        doc: { ...ENTRY, image: { src: 'https://x.org/a.png', alt: { en: '' } } },
        valid: true,
      },
      { name: 'order 100000', doc: { ...ENTRY, order: 100_000 }, valid: true },
      {
        name: 'a body of 10000 characters',
        doc: { ...ENTRY, body: { en: 'x'.repeat(10_000) } },
        valid: true,
      },
      {
        name: 'an Urdu-only summary',
        doc: { ...ENTRY, summary: { en: '', ur: 'خلاصہ' } },
        valid: true,
      },
      { name: 'an unknown kind', doc: { ...ENTRY, kind: 'video' }, valid: false },
      { name: 'an uppercase slug', doc: { ...ENTRY, slug: 'Food-Bank' }, valid: false },
      { name: 'a slug with a double hyphen', doc: { ...ENTRY, slug: 'food--bank' }, valid: false },
      { name: 'a slug of 61 characters', doc: { ...ENTRY, slug: 'x'.repeat(61) }, valid: false },
      { name: 'an empty slug', doc: { ...ENTRY, slug: '' }, valid: false },
      { name: 'a fractional order', doc: { ...ENTRY, order: 1.5 }, valid: false },
      { name: 'a negative order', doc: { ...ENTRY, order: -1 }, valid: false },
      { name: 'order over 100000', doc: { ...ENTRY, order: 100_001 }, valid: false },
      { name: 'a title as a string', doc: { ...ENTRY, title: 'Food Bank' }, valid: false },
      {
        name: 'a blank English title',
        doc: { ...ENTRY, title: { en: '   ', ur: 'عنوان' } },
        valid: false,
      },
      { name: 'a title without English', doc: { ...ENTRY, title: { ur: 'عنوان' } }, valid: false },
      { name: 'a third language', doc: { ...ENTRY, title: { en: 'X', ar: 'س' } }, valid: false },
      {
        name: 'an Urdu title over 200 characters',
        doc: { ...ENTRY, title: { en: 'X', ur: 'ا'.repeat(201) } },
        valid: false,
      },
      {
        name: 'a body over 10000 characters',
        doc: { ...ENTRY, body: { en: 'x'.repeat(10_001) } },
        valid: false,
      },
      {
        name: 'details over 1000 characters',
        doc: { ...ENTRY, details: { en: 'x'.repeat(1001) } },
        valid: false,
      },
      { name: '30 February', doc: { ...ENTRY, date: '2026-02-30' }, valid: false },
      {
        name: '29 February of a common year',
        doc: { ...ENTRY, linkUntil: '2026-02-29' },
        valid: false,
      },
      { name: 'a year before 2000', doc: { ...ENTRY, date: '1999-12-31' }, valid: false },
      { name: 'a date with a time', doc: { ...ENTRY, date: '2026-11-20T10:00:00Z' }, valid: false },
      {
        name: 'an image on another host, protocol-relative',
        doc: { ...ENTRY, image: { src: '//host/x.png', alt: { en: '' } } },
        valid: false,
      },
      { name: 'an image without alt', doc: { ...ENTRY, image: { src: '/x.png' } }, valid: false },
      {
        name: 'an image with an extra key',
        doc: { ...ENTRY, image: { src: '/x.png', alt: { en: '' }, w: 1 } },
        valid: false,
      },
      {
        name: 'a javascript: link',
        doc: { ...ENTRY, link: { url: 'javascript:alert(1)', label: { en: 'Go' } } },
        valid: false,
      },
      {
        name: 'a link without words',
        doc: { ...ENTRY, link: { url: 'https://x.org', label: { en: '' } } },
        valid: false,
      },
      {
        name: 'a link to a path',
        doc: { ...ENTRY, link: { url: '/contact', label: { en: 'Go' } } },
        valid: false,
      },
      { name: 'an unknown field', doc: { ...ENTRY, junk: 'x' }, valid: false },
      { name: 'no order', doc: withoutKey(ENTRY, 'order'), valid: false },
    ],
  },
  {
    name: 'books (site admin edits a stored book)',
    schema: bookDocSchema,
    writer: 'siteAdmin',
    path: () => 'books/parity-book',
    existing: STORED_BOOK,
    rows: [
      { name: 'the stored book', doc: STORED_BOOK, valid: true },
      {
        name: 'a new title and order',
        doc: { ...STORED_BOOK, title: 'Seerah', order: 7 },
        valid: true,
      },
      { name: 'no Urdu title', doc: withoutKey(STORED_BOOK, 'titleUr'), valid: true },
      { name: 'an empty Urdu title', doc: { ...STORED_BOOK, titleUr: '' }, valid: true },
      {
        name: 'a title of 200 characters',
        doc: { ...STORED_BOOK, title: 'x'.repeat(200) },
        valid: true,
      },
      { name: 'an empty title', doc: { ...STORED_BOOK, title: '' }, valid: false },
      { name: 'a blank title', doc: { ...STORED_BOOK, title: '   ' }, valid: false },
      {
        name: 'a title of 201 characters',
        doc: { ...STORED_BOOK, title: 'x'.repeat(201) },
        valid: false,
      },
      {
        name: 'an Urdu title of 201 characters',
        doc: { ...STORED_BOOK, titleUr: 'ک'.repeat(201) },
        valid: false,
      },
      {
        name: 'an author of 121 characters',
        doc: { ...STORED_BOOK, author: 'x'.repeat(121) },
        valid: false,
      },
      { name: 'no author', doc: withoutKey(STORED_BOOK, 'author'), valid: false },
      { name: 'a title that is a number', doc: { ...STORED_BOOK, title: 42 }, valid: false },
      { name: 'a negative order', doc: { ...STORED_BOOK, order: -1 }, valid: false },
      { name: 'a fractional order', doc: { ...STORED_BOOK, order: 1.5 }, valid: false },
      { name: 'an order past 100000', doc: { ...STORED_BOOK, order: 100001 }, valid: false },
      { name: 'an order as text', doc: { ...STORED_BOOK, order: '1' }, valid: false },
      { name: 'an unknown field', doc: { ...STORED_BOOK, published: true }, valid: false },
      { name: 'no pdf', doc: withoutKey(STORED_BOOK, 'pdf'), valid: false },
      { name: 'no cover', doc: withoutKey(STORED_BOOK, 'cover'), valid: false },
    ],
  },
  {
    name: 'slides (site admin edits a stored slide)',
    schema: slideDocSchema,
    writer: 'siteAdmin',
    path: () => 'slides/parity-slide',
    existing: STORED_SLIDE,
    rows: [
      { name: 'the stored slide', doc: STORED_SLIDE, valid: true },
      {
        name: 'captions in both languages',
        doc: { ...STORED_SLIDE, captionEn: 'Five daily jamats', captionUr: 'پانچ وقت کی جماعت' },
        valid: true,
      },
      {
        name: 'no heading',
        doc: withoutKey(withoutKey(STORED_SLIDE, 'headingEn'), 'headingUr'),
        valid: true,
      },
      { name: 'a moved slide', doc: { ...STORED_SLIDE, order: 3 }, valid: true },
      { name: 'no Urdu alt text', doc: withoutKey(STORED_SLIDE, 'altUr'), valid: false },
      { name: 'an empty English alt text', doc: { ...STORED_SLIDE, altEn: '' }, valid: false },
      {
        name: 'alt text of 301 characters',
        doc: { ...STORED_SLIDE, altUr: 'ک'.repeat(301) },
        valid: false,
      },
      {
        name: 'a heading of 121 characters',
        doc: { ...STORED_SLIDE, headingEn: 'x'.repeat(121) },
        valid: false,
      },
      {
        name: 'a caption of 301 characters',
        doc: { ...STORED_SLIDE, captionEn: 'x'.repeat(301) },
        valid: false,
      },
      {
        name: 'a heading that is a list',
        doc: { ...STORED_SLIDE, headingUr: ['x'] },
        valid: false,
      },
      { name: 'a negative order', doc: { ...STORED_SLIDE, order: -2 }, valid: false },
      {
        name: 'an unknown field',
        doc: { ...STORED_SLIDE, link: 'https://example.org' },
        valid: false,
      },
      { name: 'no image', doc: withoutKey(STORED_SLIDE, 'image'), valid: false },
    ],
  },
  {
    name: 'janaza notices',
    schema: janazaDocSchema,
    writer: 'siteAdmin',
    path: (_doc, index) => `janazaNotices/parity-${index}`,
    rows: [
      { name: 'English and Urdu name, a note', doc: JANAZA, valid: true },
      {
        name: 'Urdu only',
        doc: { nameUrdu: 'حاجی', prayerAt: JANAZA.prayerAt, placeUrdu: 'مسجد' },
        valid: true,
      },
      {
        name: 'a time with an offset',
        doc: { ...JANAZA, prayerAt: '2026-11-23T15:30:00+05:00' },
        valid: true,
      },
      { name: 'no name', doc: withoutKey(withoutKey(JANAZA, 'name'), 'nameUrdu'), valid: false },
      { name: 'blank names', doc: { ...JANAZA, name: ' ', nameUrdu: '' }, valid: false },
      { name: 'posted without a push', doc: { ...JANAZA, notify: false }, valid: true },
      { name: 'a push choice in words', doc: { ...JANAZA, notify: 'yes' }, valid: false },
      { name: 'no place', doc: withoutKey(JANAZA, 'place'), valid: false },
      { name: 'no prayer time', doc: withoutKey(JANAZA, 'prayerAt'), valid: false },
      { name: 'a prayer time in words', doc: { ...JANAZA, prayerAt: 'after Asr' }, valid: false },
      { name: '31 November', doc: { ...JANAZA, prayerAt: '2026-11-31T10:30:00Z' }, valid: false },
      {
        name: 'a name over 120 characters',
        doc: { ...JANAZA, name: 'x'.repeat(121) },
        valid: false,
      },
      {
        name: 'a note over 500 characters',
        doc: { ...JANAZA, note: 'x'.repeat(501) },
        valid: false,
      },
      { name: 'a note as a number', doc: { ...JANAZA, note: 5 }, valid: false },
      { name: 'an unknown field', doc: { ...JANAZA, pinned: true }, valid: false },
    ],
  },
  {
    name: 'ramadan',
    schema: ramadanDocSchema,
    writer: 'siteAdmin',
    path: ramadanPath,
    rows: [
      { name: 'a whole year', doc: RAMADAN, valid: true },
      {
        name: 'the required fields only',
        doc: { hijriYear: 1449, published: false, taraweehTime: '20:30' },
        valid: true,
      },
      { name: 'no later starts', doc: { ...RAMADAN, taraweehChanges: [] }, valid: true },
      {
        name: 'four later starts',
        doc: { ...RAMADAN, taraweehChanges: Array(4).fill({ fromNight: 30, time: '23:59' }) },
        valid: true,
      },
      {
        name: 'five later starts',
        doc: { ...RAMADAN, taraweehChanges: Array(5).fill({ fromNight: 21, time: '21:00' }) },
        valid: false,
      },
      {
        name: 'a later start on night 1',
        doc: { ...RAMADAN, taraweehChanges: [{ fromNight: 1, time: '21:00' }] },
        valid: false,
      },
      {
        name: 'a later start with a note',
        doc: { ...RAMADAN, taraweehChanges: [{ fromNight: 2, time: '21:00', note: 'x' }] },
        valid: false,
      },
      { name: 'a start at 24:00', doc: { ...RAMADAN, taraweehTime: '24:00' }, valid: false },
      { name: 'no start', doc: withoutKey(RAMADAN, 'taraweehTime'), valid: false },
      { name: 'no published', doc: withoutKey(RAMADAN, 'published'), valid: false },
      { name: 'published in words', doc: { ...RAMADAN, published: 'yes' }, valid: false },
      { name: 'year 1419', doc: { ...RAMADAN, hijriYear: 1419 }, valid: false },
      { name: 'a year in words', doc: { ...RAMADAN, hijriYear: '1448' }, valid: false },
      { name: 'a quarter para a night', doc: { ...RAMADAN, parasPerNight: 0.25 }, valid: true },
      { name: 'six paras a night', doc: { ...RAMADAN, parasPerNight: 6 }, valid: false },
      { name: 'a khatm on night 0', doc: { ...RAMADAN, khatmNight: 0 }, valid: false },
      { name: 'a khatm on night 1.5', doc: { ...RAMADAN, khatmNight: 1.5 }, valid: false },
      {
        name: 'a zero amount',
        doc: { ...RAMADAN, fidya: { ...AMOUNTS, raisins: 0 } },
        valid: true,
      },
      {
        name: 'an amount over 100,000',
        doc: { ...RAMADAN, fitrana: { ...AMOUNTS, wheat: 100_001 } },
        valid: false,
      },
      {
        name: 'an amount with paisa',
        doc: { ...RAMADAN, fitrana: { ...AMOUNTS, wheat: 300.5 } },
        valid: false,
      },
      {
        name: 'a commodity left out',
        doc: { ...RAMADAN, fitrana: withoutKey(AMOUNTS, 'raisins') },
        valid: false,
      },
      {
        name: 'rice among the commodities',
        doc: { ...RAMADAN, fitrana: { ...AMOUNTS, rice: 200 } },
        valid: false,
      },
      {
        name: 'amounts without who announced them',
        doc: withoutKey(RAMADAN, 'amountsAuthorityUrdu'),
        valid: false,
      },
      {
        name: 'amounts announced by a blank name',
        doc: { ...RAMADAN, amountsAuthority: ' ', amountsAuthorityUrdu: '' },
        valid: false,
      },
      {
        name: 'amounts without the day',
        doc: withoutKey(RAMADAN, 'amountsAnnouncedOn'),
        valid: false,
      },
      {
        name: 'announced on 30 February',
        doc: { ...RAMADAN, amountsAnnouncedOn: '2027-02-30' },
        valid: false,
      },
      {
        name: 'no amounts and no authority',
        doc: withoutKey(withoutKey(RAMADAN, 'fitrana'), 'fidya'),
        valid: true,
      },
      {
        name: 'a note over 1000 characters',
        doc: { ...RAMADAN, lastTenNotes: 'x'.repeat(1001) },
        valid: false,
      },
      { name: 'an unknown field', doc: { ...RAMADAN, eidJamat: '07:30' }, valid: false },
    ],
  },
  {
    name: 'jumuah',
    schema: jumuahDocSchema,
    writer: 'siteAdmin',
    path: () => 'site/jumuah',
    rows: [
      { name: 'two jamats', doc: { jamats: [JUMUAH_JAMAT, JUMUAH_SECOND] }, valid: true },
      {
        name: 'four jamats',
        doc: {
          jamats: ['13:00', '14:00', '15:00', '16:00'].map((t) => ({
            ...JUMUAH_JAMAT,
            jamatTime: t,
          })),
        },
        valid: true,
      },
      {
        name: 'one jamat without a bayan time',
        doc: { jamats: [withoutKey(JUMUAH_JAMAT, 'bayanTime')] },
        valid: true,
      },
      { name: 'no jamat', doc: { jamats: [] }, valid: false },
      {
        name: 'five jamats',
        doc: {
          jamats: ['12:00', '13:00', '14:00', '15:00', '16:00'].map((t) => ({
            ...JUMUAH_JAMAT,
            jamatTime: t,
          })),
        },
        valid: false,
      },
      { name: 'out of order', doc: { jamats: [JUMUAH_SECOND, JUMUAH_JAMAT] }, valid: false },
      { name: 'two at one time', doc: { jamats: [JUMUAH_JAMAT, JUMUAH_JAMAT] }, valid: false },
      {
        name: 'a bayan after its jamat',
        doc: { jamats: [{ ...JUMUAH_JAMAT, bayanTime: '13:45' }] },
        valid: false,
      },
      {
        name: 'an unknown place',
        doc: { jamats: [{ ...JUMUAH_JAMAT, place: 'roof' }] },
        valid: false,
      },
      {
        name: 'an unknown language',
        doc: { jamats: [{ ...JUMUAH_JAMAT, language: 'french' }] },
        valid: false,
      },
      {
        name: 'a time in words',
        doc: { jamats: [{ ...JUMUAH_JAMAT, jamatTime: 'after Zuhr' }] },
        valid: false,
      },
      {
        name: 'a bad second jamat',
        doc: { jamats: [JUMUAH_JAMAT, { ...JUMUAH_SECOND, imam: 'x' }] },
        valid: false,
      },
      { name: 'a list in a map', doc: { jamats: { 0: JUMUAH_JAMAT } }, valid: false },
      { name: 'an unknown field', doc: { jamats: [JUMUAH_JAMAT], note: 'x' }, valid: false },
    ],
  },
  {
    name: 'eidJamats',
    schema: eidJamatsDocSchema,
    writer: 'siteAdmin',
    path: eidPath,
    rows: [
      { name: 'three jamats with notes', doc: EID, valid: true },
      { name: 'al-Adha', doc: { ...EID, eid: 'adha' }, valid: true },
      {
        name: 'five jamats',
        doc: {
          ...EID,
          jamats: ['06:00', '07:00', '08:00', '09:00', '10:00'].map((time) => ({
            ...EID_JAMAT,
            time,
          })),
        },
        valid: true,
      },
      {
        name: 'six jamats',
        doc: {
          ...EID,
          jamats: ['05:00', '06:00', '07:00', '08:00', '09:00', '10:00'].map((time) => ({
            ...EID_JAMAT,
            time,
          })),
        },
        valid: false,
      },
      { name: 'no jamat', doc: { ...EID, jamats: [] }, valid: false },
      {
        name: 'out of order',
        doc: { ...EID, jamats: [{ ...EID_JAMAT, time: '09:00' }, EID_JAMAT] },
        valid: false,
      },
      { name: 'an unknown Eid', doc: { ...EID, eid: 'ghadir' }, valid: false },
      { name: 'year 1419', doc: { ...EID, hijriYear: 1419 }, valid: false },
      { name: 'a year in words', doc: { ...EID, hijriYear: '1448' }, valid: false },
      { name: 'no published', doc: withoutKey(EID, 'published'), valid: false },
      {
        name: 'a note over 300 characters',
        doc: { ...EID, jamats: [{ ...EID_JAMAT, note: 'x'.repeat(301) }] },
        valid: false,
      },
      {
        name: 'an imam over 120 characters',
        doc: { ...EID, jamats: [{ ...EID_JAMAT, imamUrdu: 'x'.repeat(121) }] },
        valid: false,
      },
      {
        name: 'a note as a number',
        doc: { ...EID, jamats: [{ ...EID_JAMAT, note: 5 }] },
        valid: false,
      },
      {
        name: 'a place left out',
        doc: { ...EID, jamats: [withoutKey(EID_JAMAT, 'place')] },
        valid: false,
      },
      { name: 'a stored day', doc: { ...EID, date: '2027-03-09' }, valid: false },
    ],
  },
  {
    name: 'donationAccounts',
    schema: donationAccountDocSchema,
    writer: 'siteAdmin',
    path: (_doc, index) => `donationAccounts/parity-${index}`,
    rows: [
      { name: 'an account with IBAN, wallet and Raast ID', doc: ACCOUNT, valid: true },
      {
        name: 'an IBAN alone',
        doc: { cause: 'upkeep', title: 'Upkeep', iban: 'PK30MEZN0001230100123456' },
        valid: true,
      },
      {
        name: 'a Raast ID alone',
        doc: { cause: 'madrasa', title: 'M', raastId: '03451234567' },
        valid: true,
      },
      {
        name: 'zakat with its line in Urdu',
        doc: { ...ACCOUNT, cause: 'zakat', noteUrdu: 'زکوٰۃ الگ رکھی جاتی ہے' },
        valid: true,
      },
      {
        name: 'an IBAN whose last digit is changed',
        doc: { ...ACCOUNT, iban: 'PK36SCBL0000001123456703' },
        valid: false,
      },
      {
        name: 'an IBAN with wrong check digits',
        doc: { ...ACCOUNT, iban: 'PK37SCBL0000001123456702' },
        valid: false,
      },
      {
        name: 'an IBAN with spaces',
        doc: { ...ACCOUNT, iban: 'PK36 SCBL 0000 0011 2345 6702' },
        valid: false,
      },
      {
        name: 'an IBAN in small letters',
        doc: { ...ACCOUNT, iban: 'pk36scbl0000001123456702' },
        valid: false,
      },
      { name: 'a British IBAN', doc: { ...ACCOUNT, iban: 'GB82WEST12345698765432' }, valid: false },
      { name: 'an IBAN as a number', doc: { ...ACCOUNT, iban: 36 }, valid: false },
      {
        name: 'a landline as the wallet number',
        doc: { ...ACCOUNT, walletNumber: '02134567890' },
        valid: false,
      },
      {
        name: 'a wallet number with +92',
        doc: { ...ACCOUNT, walletNumber: '+923001234567' },
        valid: false,
      },
      {
        name: 'a Raast ID of ten digits',
        doc: { ...ACCOUNT, raastId: '0300123456' },
        valid: false,
      },
      {
        name: 'a wallet without its number',
        doc: withoutKey(ACCOUNT, 'walletNumber'),
        valid: false,
      },
      {
        name: 'a wallet number without its wallet',
        doc: withoutKey(ACCOUNT, 'wallet'),
        valid: false,
      },
      { name: 'another wallet', doc: { ...ACCOUNT, wallet: 'paypal' }, valid: false },
      {
        name: 'no way to give',
        doc: { cause: 'sadaqah', title: 'Trust', bank: 'HBL' },
        valid: false,
      },
      { name: 'zakat without its line', doc: { ...ACCOUNT, cause: 'zakat' }, valid: false },
      {
        name: 'zakat with a blank line',
        doc: { ...ACCOUNT, cause: 'zakat', note: '  ' },
        valid: false,
      },
      { name: 'another cause', doc: { ...ACCOUNT, cause: 'building' }, valid: false },
      { name: 'a blank title', doc: { ...ACCOUNT, title: ' ' }, valid: false },
      {
        name: 'a title over 120 characters',
        doc: { ...ACCOUNT, title: 'x'.repeat(121) },
        valid: false,
      },
      {
        name: 'a line over 400 characters',
        doc: { ...ACCOUNT, note: 'x'.repeat(401) },
        valid: false,
      },
      { name: 'an unknown field', doc: { ...ACCOUNT, swift: 'SCBLPKKX' }, valid: false },
    ],
  },
  {
    name: 'donationStatements',
    schema: donationStatementDocSchema,
    writer: 'siteAdmin',
    path: (_doc, index) => `donationStatements/parity-${index}`,
    rows: [
      { name: 'a published statement', doc: STATEMENT, valid: true },
      { name: 'a draft', doc: { ...STATEMENT, published: false }, valid: true },
      { name: 'a balance below zero', doc: { ...STATEMENT, balance: -5000 }, valid: true },
      {
        name: 'nothing in, nothing out',
        doc: { ...STATEMENT, income: 0, spending: 0 },
        valid: true,
      },
      { name: 'December 2100', doc: { ...STATEMENT, month: '2100-12' }, valid: true },
      { name: 'paisa in the income', doc: { ...STATEMENT, income: 10.5 }, valid: false },
      { name: 'spending below zero', doc: { ...STATEMENT, spending: -1 }, valid: false },
      {
        name: 'an income over a trillion',
        doc: { ...STATEMENT, income: 1_000_000_000_001 },
        valid: false,
      },
      { name: 'an amount as text', doc: { ...STATEMENT, income: '482500' }, valid: false },
      { name: 'month 13', doc: { ...STATEMENT, month: '2026-13' }, valid: false },
      { name: 'a month with its day', doc: { ...STATEMENT, month: '2026-10-01' }, valid: false },
      { name: 'a month of 1999', doc: { ...STATEMENT, month: '1999-12' }, valid: false },
      { name: 'published as text', doc: { ...STATEMENT, published: 'yes' }, valid: false },
      { name: 'no balance', doc: withoutKey(STATEMENT, 'balance'), valid: false },
      { name: 'an unknown field', doc: { ...STATEMENT, note: 'x' }, valid: false },
    ],
  },
];

/**
 * Generated rows (issue 41 §4): each collection's valid documents mutated by fast-check (a field
 * set to an odd value: any unicode, huge or empty text, odd numbers, lists, maps; a field removed;
 * an unknown field; a field of a map changed), each row's verdict the zod schema's. FUZZ_RUNS
 * rows per collection (`npm run fuzz`), else a few with a fixed seed (`npm test`).
 */
const GENERATED = Number(process.env.FUZZ_RUNS ?? 4);
const GENERATED_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RUNS
    ? Date.now()
    : 41;

/** A value of a document field: odd text and numbers, booleans, null, short lists and maps. */
const fieldValue = oddValue(3, fc.constantFrom('a', 'en', 'ur', 'x', 'from'));

/** One change to a document, and its words for the row's name. */
function mutation(doc: Doc): fc.Arbitrary<[Doc, string]> {
  const keys = Object.keys(doc);
  const maps = keys.filter(
    (k) => typeof doc[k] === 'object' && doc[k] !== null && !Array.isArray(doc[k]),
  );
  const show = (v: unknown) => JSON.stringify(v)?.slice(0, 40);
  const options: fc.Arbitrary<[Doc, string]>[] = [
    fc
      .tuple(fc.constantFrom(...keys, 'extra', 'note'), fieldValue)
      .map(([key, value]) => [{ ...doc, [key]: value }, `${key} = ${show(value)}`]),
    fc.constantFrom(...keys).map((key) => [withoutKey(doc, key), `no ${key}`]),
  ];
  if (maps.length)
    options.push(
      fc
        .tuple(fc.constantFrom(...maps), fc.constantFrom('a', 'en', 'ur', 'from', 'by'), fieldValue)
        .map(([key, inner, value]) => [
          { ...doc, [key]: { ...(doc[key] as Doc), [inner]: value } },
          `${key}.${inner} = ${show(value)}`,
        ]),
    );
  return fc.oneof(...options);
}

/** GENERATED mutations of the collection's valid rows, each valid exactly when zod takes it. */
function generatedRows(collection: Collection): Row[] {
  const seeds = collection.rows.filter((row) => row.valid).map((row) => row.doc);
  const docs = fc.sample(fc.constantFrom(...seeds).chain(mutation), {
    numRuns: GENERATED,
    seed: GENERATED_SEED,
  });
  return docs.map(([doc, words], i) => ({
    name: `generated ${i + 1}: ${words}`,
    doc,
    valid: z.safeParse(collection.schema, materialise(doc, 'zod')).success,
  }));
}

/**
 * `doc` with every `SERVER_TIME` replaced: by `serverTimestamp()` for the rules, by a Firestore
 * timestamp (the server's time, as stored) for zod.
 */
function materialise(doc: Doc, side: 'rules' | 'zod'): Doc {
  const swap = (value: unknown): unknown =>
    value === SERVER_TIME
      ? side === 'rules'
        ? serverTime()
        : Timestamp.now()
      : Array.isArray(value)
        ? value.map(swap)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]))
          : value;
  return Object.fromEntries(Object.entries(doc).map(([k, v]) => [k, swap(v)]));
}

function withoutKey(doc: Doc, key: string): Doc {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => k !== key));
}

let harness: RulesHarness;
beforeAll(async () => {
  harness = await startRulesHarness();
  await harness.admin.doc('students/parity-student').set(STUDENT);
});
afterAll(async () => {
  await harness.close();
});

/**
 * Whether the rules let the collection's writer write the document: a create after removing any
 * copy, or, for a collection with `existing`, an update of that stored document.
 */
async function rulesAccept(collection: Collection, row: Row, index: number): Promise<boolean> {
  const path = collection.path(row.doc, index);
  if (collection.existing) await harness.admin.doc(path).set(collection.existing);
  else await harness.admin.doc(path).delete();
  try {
    await harness.clients[collection.writer].doc(path).set(materialise(row.doc, 'rules'));
    return true;
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'permission-denied') return false;
    throw err;
  }
}

for (const collection of COLLECTIONS) collection.rows.push(...generatedRows(collection));

for (const collection of COLLECTIONS)
  describe(`rules and zod agree: ${collection.name}`, () => {
    collection.rows.forEach((row, index) => {
      it(`${row.valid ? 'accept' : 'refuse'} ${row.name}`, async () => {
        const zodAccepts = z.safeParse(collection.schema, materialise(row.doc, 'zod')).success;
        const rulesAccepts = await rulesAccept(collection, row, index);
        expect({ zod: zodAccepts, rules: rulesAccepts }).toEqual({
          zod: row.valid,
          rules: row.valid,
        });
      });
    });
  });

/** Callers the rules let write none of these collections. */
const NEVER_WRITERS: RoleName[] = ['visitor', 'signedIn', 'student'];

for (const collection of COLLECTIONS)
  describe(`no other role writes: ${collection.name}`, () => {
    it('refuses every valid row, made or generated, to a visitor, a signed-in user, a student', async () => {
      const valid = collection.rows.filter((row) => row.valid);
      for (const [index, row] of valid.entries()) {
        // One caller a row, in turn: each row costs one write.
        const role = NEVER_WRITERS[index % NEVER_WRITERS.length]!;
        const accepted = await rulesAccept({ ...collection, writer: role }, row, index);
        expect(accepted, `${role}: ${row.name}`).toBe(false);
      }
    });
  });

describe('the rules: every changed field is credited to its writer at the server’s time', () => {
  const path = 'students/parity-student/progress/2026-11-04';
  const qari = () => harness.clients.qari.doc(path);
  const day = materialise(dayOn('2026-11-04'), 'rules');
  const by = (uid: string) => ({ ...CHANGE, by: uid, at: serverTime() });

  it('refuses a new entry naming someone else, on create and on a merged update', async () => {
    await harness.admin.doc(path).delete();
    const { attendance: _, ...others } = day.changes as Doc;
    await assertFails(
      qari().set({ ...day, changes: { ...others, attendance: by('rules-hifz-admin') } }),
    );
    await assertSucceeds(qari().set(day));
    await assertFails(
      qari().set(
        { attendance: 'absent', changes: { attendance: by('rules-other-qari') } },
        { merge: true },
      ),
    );
    await assertFails(
      qari().set({ changes: { sabaq: { ...by('someone'), writeId: 'w2' } } }, { merge: true }),
    );
  });

  it("keeps another writer's earlier entry while adding its own", async () => {
    await harness.admin.doc(path).set({
      ...dayOn('2026-11-04', { changes: {} }),
      changes: { sabaq: { ...CHANGE, by: 'rules-hifz-admin', at: '2026-11-02T10:00:00.000Z' } },
    });
    await assertSucceeds(
      qari().set({ attendance: 'absent', changes: { attendance: by(QARI_UID) } }, { merge: true }),
    );
  });

  it('refuses a changed field left credited to its earlier writer, and a dropped entry', async () => {
    const admins = { ...CHANGE, by: 'rules-hifz-admin', at: '2026-11-02T10:00:00.000Z' };
    const stored = { ...dayOn('2026-11-04', { changes: {} }), changes: { sabaq: admins } };
    await harness.admin.doc(path).set(stored);
    await assertFails(qari().set({ sabaq: 'weak' }, { merge: true }));
    await assertFails(qari().set({ ...stored, sabaq: 'weak', changes: {} }));
    await assertFails(
      qari().set(
        { sabaq: 'weak', changes: { attendance: by(QARI_UID) }, attendance: 'absent' },
        { merge: true },
      ),
    );
  });
});
