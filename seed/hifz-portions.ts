/**
 * Demo portions: four months of sabaq, sabqi and manzil for three students, so the 30-para grid,
 * the month chart and the manzil have something to show. Ahmed (the demo student) memorised paras
 * 1 to 4 before the portal and is in para 5, revising a para a day but with no manzil recorded in
 * the last four days (he shows as behind on manzil); Abdullah goes from para 29 (Al-Mulk) with the whole
 * memorised part revised every 15 days; Ayesha had paras 26 to 30 and is in para 25, two paras a
 * day. Each day is built with the domain's own defaults (sabaq continues, sabqi is the recent
 * sabaq, manzil follows the rotation), as a qari accepting the suggestions would record it.
 *
 * Ahmed's last and this month already exist (demo-data.ts `demoProgress`): his portions are merged
 * into those days without changing their grades or attendance.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import {
  PROGRESS_SUBCOLLECTION,
  dayRecordDocSchema,
  isoDay,
  type DayRecord,
  type DayRecordDoc,
  type Grade,
} from '@masjid/domain/progress';
import {
  MEMORISATION_DOC_ID,
  MEMORISATION_SUBCOLLECTION,
  defaultSabqiPortion,
  memorisationFromDays,
  memorisationRecordDocSchema,
  suggestManzil,
  type ManzilCycle,
  type MemorisationRecord,
  type PortionDay,
} from '@masjid/domain/hifz-memorisation';
import { ayahId, ayahRefOf, paraBounds, type Portion } from '@masjid/domain/quran-portion';
import { DEMO_PROGRESS_STUDENT, demoProgress } from './demo-data.ts';

const KARACHI_UTC_OFFSET_MS = 5 * 3_600_000;
/** Days of history before today. */
const HISTORY_DAYS = 120;

interface DemoLearner {
  id: string;
  qari: string;
  /** Where the first sabaq starts. */
  start: { surah: number; ayah: number };
  /** Ayahs of a day's sabaq (varied by the day). */
  pace: number;
  record: Omit<MemorisationRecord, 'by' | 'at'>;
  /** Days before today with no manzil recorded (to show a student behind). */
  manzilGap: number;
}

const LEARNERS: DemoLearner[] = [
  {
    id: DEMO_PROGRESS_STUDENT,
    qari: 'demo-qari-usman',
    start: paraBounds(5).from,
    pace: 6,
    record: { memorised: [1, 2, 3, 4], cycle: { paras: 1, days: 1 } },
    manzilGap: 4,
  },
  {
    id: 'demo-student-abdullah',
    qari: 'demo-qari-usman',
    start: paraBounds(29).from,
    pace: 7,
    record: { cycle: { paras: 30, days: 15 } },
    manzilGap: 0,
  },
  {
    id: 'demo-student-ayesha',
    qari: 'demo-qaria-sumaira',
    start: paraBounds(25).from,
    pace: 2,
    record: { memorised: [26, 27, 28, 29, 30], cycle: { paras: 2, days: 1 } },
    manzilGap: 0,
  },
];

const GRADES: readonly Grade[] = ['very-good', 'very-good', 'weak', 'very-good', 'not-memorised'];

/** The Karachi calendar day `back` days before `now`'s, `YYYY-MM-DD`. */
function karachiDate(now: Date, back: number): string {
  const d = new Date(now.getTime() + KARACHI_UTC_OFFSET_MS - back * 86_400_000);
  return isoDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The sabaq of a day: `pace` ayahs (give or take two) from `next`, not past its surah's end. */
function sabaqFrom(next: number, pace: number, i: number): Portion {
  const from = ayahRefOf(next);
  const surahEnd = ayahId({ surah: from.surah, ayah: 1 }) - 1 + countInSurah(from.surah);
  const end = Math.min(next + pace + ((i % 5) - 2) - 1, surahEnd);
  return { from, to: ayahRefOf(Math.max(end, next)) };
}

function countInSurah(surah: number): number {
  const next = surah >= 114 ? 6237 : ayahId({ surah: surah + 1, ayah: 1 });
  return next - ayahId({ surah, ayah: 1 });
}

/**
 * One learner's days, oldest first: each full day as stored, and for days `keep` already holds
 * (Ahmed's) only the portions to merge. Absent every ninth day, on leave every seventeenth.
 */
function demoPortionDays(
  learner: DemoLearner,
  now: Date,
  keep: ReadonlyMap<string, DayRecord> = new Map(),
): Array<{ date: string; write: Partial<DayRecordDoc>; merge: boolean }> {
  const days: PortionDay[] = [];
  const writes: Array<{ date: string; write: Partial<DayRecordDoc>; merge: boolean }> = [];
  let next = ayahId(learner.start);
  const cycle: ManzilCycle = learner.record.cycle ?? { paras: 1, days: 1 };
  for (let back = HISTORY_DAYS, i = 0; back >= 1; back--, i++) {
    const date = karachiDate(now, back);
    const existing = keep.get(date);
    const attendance = existing
      ? existing.attendance
      : i % 9 === 4
        ? 'absent'
        : i % 17 === 8
          ? 'leave'
          : 'on-time';
    if (attendance !== 'on-time') {
      if (!existing)
        writes.push({ date, write: fullDay(date, { attendance }, learner.qari), merge: false });
      days.push({ date, ...(attendance ? { attendance } : {}) });
      continue;
    }
    const sabaqPortion = sabaqFrom(next, learner.pace, i);
    const sabqiPortion = defaultSabqiPortion(days, date);
    const paras = memorisationFromDays(days, learner.record);
    const manzil = back > learner.manzilGap ? suggestManzil(days, paras, cycle, date) : undefined;
    const portions = {
      sabaqPortion,
      ...(sabqiPortion ? { sabqiPortion } : {}),
      ...(manzil ? { manzilPortion: manzil.portion } : {}),
    };
    next = ayahId(sabaqPortion.to) + 1;
    days.push({ date, attendance, ...portions });
    if (existing) {
      const change = seedChange(learner.qari, date);
      writes.push({
        date,
        merge: true,
        write: {
          ...portions,
          changes: Object.fromEntries(Object.keys(portions).map((k) => [k, change])),
        },
      });
    } else {
      const grades = {
        sabaq: GRADES[i % 5]!,
        sabqi: GRADES[(i + 1) % 5]!,
        ...(manzil ? { manzil: GRADES[(i + 3) % 5]! } : {}),
      };
      writes.push({
        date,
        merge: false,
        write: fullDay(date, { attendance, ...grades, ...portions }, learner.qari),
      });
    }
  }
  return writes;
}

/** A seeded day's credit: the learner's qari, at 11:00 UTC that day (a stored timestamp). */
function seedChange(qari: string, date: string) {
  const at = Timestamp.fromDate(new Date(`${date}T11:00:00.000Z`));
  return { by: qari, at, writeId: `seed-p-${date}` };
}

/** A whole stored day, checked as a client's write would be (every field credited). */
function fullDay(date: string, fields: Partial<DayRecord>, qari: string): DayRecordDoc {
  const [year, month, day] = date.split('-').map(Number);
  const change = seedChange(qari, date);
  const written = { ...fields, mutala: 'done', libaas: 'suitable' };
  return dayRecordDocSchema.parse({
    date,
    day,
    month,
    year,
    status: 'done',
    ...written,
    changes: Object.fromEntries(
      Object.keys(written)
        .filter((k) => k !== 'changes')
        .map((k) => [k, change]),
    ),
  });
}

/** Writes the demo portions and each learner's memorisation record. Returns the days written. */
export async function seedHifzPortions(db: Firestore, now: Date): Promise<number> {
  const ahmed = new Map(demoProgress(now).map((d) => [d.date, d]));
  let count = 0;
  for (const learner of LEARNERS) {
    const student = db.collection(STUDENTS_COLLECTION).doc(learner.id);
    const batch = db.batch();
    const writes = demoPortionDays(
      learner,
      now,
      learner.id === DEMO_PROGRESS_STUDENT ? ahmed : undefined,
    );
    for (const { date, write, merge } of writes) {
      batch.set(student.collection(PROGRESS_SUBCOLLECTION).doc(date), write, { merge });
      count++;
    }
    batch.set(
      student.collection(MEMORISATION_SUBCOLLECTION).doc(MEMORISATION_DOC_ID),
      memorisationRecordDocSchema.parse({
        ...learner.record,
        by: learner.qari,
        at: now.toISOString(),
      }),
    );
    await batch.commit();
  }
  return count;
}
