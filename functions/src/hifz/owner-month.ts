/**
 * The owner's month (`GET /report/month`): per teacher, the month's students, attendance rate,
 * sabaq advanced, students behind on manzil and fees not paid (domain/src/owner-month.ts adds
 * them up). Five queries, then one per student with a manzil cycle: teachers, students, the fees
 * documents that say Paid (one collection-group query on `status`), the month's progress days of
 * every student (one collection-group query on `date`, only the fields the figures need), the
 * memorisation records (one collection-group query, a document per student who has one), and for
 * each enabled student whose record sets a manzil cycle, their portions summary (the whole sabaq
 * history in one document: which paras are memorised, and so how long a round of the manzil is,
 * comes from all of it).
 *
 * Reads: teachers + students + students paid + days recorded in the month + memorisation records
 * + one summary per student with a cycle, whatever their history. Students without a cycle cost
 * no more. The `date` collection-group query has its index in firestore.indexes.json; the
 * records' query has no filter.
 */
import { DEFAULT_FEES_STATUS, STUDENTS_COLLECTION, type FeesStatus } from '@masjid/domain/hifz';
import {
  FEES_SUBCOLLECTION,
  PROGRESS_SUBCOLLECTION,
  feesRecordSchema,
  isoDay,
  type YearMonth,
} from '@masjid/domain/progress';
import {
  MEMORISATION_DOC_ID,
  MEMORISATION_SUBCOLLECTION,
  memorisationRecordSchema,
  type MemorisationRecord,
  type PortionDay,
} from '@masjid/domain/hifz-memorisation';
import {
  manzilPortionFigures,
  ownerMonthDaySchema,
  ownerMonthRows,
  studentMonthFigures,
  type OwnerMonth,
  type OwnerMonthDay,
  type StudentManzil,
} from '@masjid/domain/owner-month';
import { monthAsOf, monthKey } from '@masjid/domain/month-report';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { db } from '../lib/firebase.ts';
import { stored, validDoc } from '../lib/stored.ts';
import { ApiError } from '../api/errors.ts';
import { listStudents, listTeachers } from './people.ts';
import { readPortionDays } from './portions-summary.ts';

const PAID: FeesStatus = 'Paid';

/** The fields of a day the figures read (`select`: the rest of the day is not sent). */
const DAY_FIELDS = Object.keys(ownerMonthDaySchema.shape);

/** The student id of a document under `students/{id}/...`. */
const studentIdOf = (ref: FirebaseFirestore.DocumentReference) => {
  const parent = ref.parent.parent;
  return parent?.parent.id === STUDENTS_COLLECTION ? parent.id : undefined;
};

/**
 * The students whose fees of `month` (`YYYY-MM`) are Paid (one collection-group query on `status`,
 * so only their documents are read); everyone else's are pending (Pending, Not Paid, or never set).
 */
async function paidStudents(month: string): Promise<Set<string>> {
  const snap = await db
    .collectionGroup(FEES_SUBCOLLECTION)
    .where('status', '==', PAID)
    .withConverter(stored(feesRecordSchema))
    .get();
  const paid = new Set<string>();
  for (const doc of snap.docs) {
    const id = studentIdOf(doc.ref);
    if (id && doc.id === month && validDoc(doc)) paid.add(id);
  }
  return paid;
}

/** Every student's memorisation record, by student id (one collection-group query). */
async function memorisationRecords(): Promise<Map<string, MemorisationRecord>> {
  const snap = await db
    .collectionGroup(MEMORISATION_SUBCOLLECTION)
    .withConverter(stored(memorisationRecordSchema))
    .get();
  const records = new Map<string, MemorisationRecord>();
  for (const doc of snap.docs) {
    const id = studentIdOf(doc.ref);
    const record = id && doc.id === MEMORISATION_DOC_ID ? validDoc(doc) : undefined;
    if (id && record) records.set(id, record);
  }
  return records;
}

/**
 * One student's recorded days before `first` (`YYYY-MM-DD`), portions only, from their portions
 * summary (one read, portions-summary.ts).
 */
async function daysBefore(studentId: string, first: string): Promise<PortionDay[]> {
  return (await readPortionDays(studentId)).filter((d) => d.date < first);
}

/** Every student's recorded days from `first` to `last` (`YYYY-MM-DD`), by student id. */
async function daysByStudent(first: string, last: string): Promise<Map<string, OwnerMonthDay[]>> {
  const snap = await db
    .collectionGroup(PROGRESS_SUBCOLLECTION)
    .where('date', '>=', first)
    .where('date', '<=', last)
    .select(...DAY_FIELDS)
    .withConverter(stored(ownerMonthDaySchema))
    .get();
  const days = new Map<string, OwnerMonthDay[]>();
  for (const doc of snap.docs) {
    const id = studentIdOf(doc.ref);
    const day = id ? validDoc(doc) : undefined;
    if (id && day) days.set(id, [...(days.get(id) ?? []), day]);
  }
  return days;
}

/**
 * The owner's month of `year`/`month` (1-12). A disabled student is counted in a month they
 * have days of (and named in the row's `disabledStudents`), else left out. ApiError 400 for a
 * month after the current one in Karachi.
 */
export async function ownerMonth({ year, month }: YearMonth): Promise<OwnerMonth> {
  const today = karachiIsoToday();
  const first = isoDay(year, month, 1);
  if (first > today)
    throw new ApiError('bad-request', 'month-ahead', 'That month has not begun yet');
  const asOf = monthAsOf({ year, month }, today);
  const [teachers, allStudents, paid, days, records] = await Promise.all([
    listTeachers(),
    listStudents(),
    paidStudents(monthKey({ year, month })),
    daysByStudent(first, asOf),
    memorisationRecords(),
  ]);
  // A disabled student is counted in a month they have days of (they studied then), said so.
  const students = allStudents.filter((s) => !s.disabled || (days.get(s.id)?.length ?? 0) > 0);
  const manzil = new Map<string, StudentManzil>(
    await Promise.all(
      students.flatMap((s) => {
        const record = records.get(s.id);
        // A disabled student is not chased for manzil (ownerMonthRows): no read for them.
        if (s.disabled || !record?.cycle) return [];
        return [
          daysBefore(s.id, first).then((earlierDays): [string, StudentManzil] => [
            s.id,
            { record, earlierDays },
          ]),
        ];
      }),
    ),
  );
  const portionFigures = manzilPortionFigures(manzil);
  const figures = students.map((s) => ({
    ...studentMonthFigures(
      s,
      days.get(s.id) ?? [],
      paid.has(s.id) ? PAID : DEFAULT_FEES_STATUS,
      asOf,
      portionFigures,
    ),
    ...(s.disabled ? { disabled: true } : {}),
  }));
  return { year, month, asOf, rows: ownerMonthRows(teachers, figures) };
}
