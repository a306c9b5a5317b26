/**
 * The owner's month (`GET /report/month`): per teacher, the month's students, attendance rate,
 * sabaq advanced, students behind on manzil and fees not paid (domain/src/owner-month.ts adds
 * them up). Four queries whatever the size: teachers, students, the fees documents that say Paid
 * (one collection-group query on `status`) and the month's progress days of every student (one
 * collection-group query on `date`, only the fields the figures need). Reads: teachers +
 * students + students paid + days recorded in the month; never one query per teacher or student.
 * Both collection-group queries have their index in firestore.indexes.json.
 */
import { DEFAULT_FEES_STATUS, STUDENTS_COLLECTION, type FeesStatus } from '@masjid/domain/hifz';
import {
  FEES_DOC_ID,
  FEES_SUBCOLLECTION,
  PROGRESS_SUBCOLLECTION,
  daysInMonth,
  feesRecordSchema,
  isoDay,
  type YearMonth,
} from '@masjid/domain/progress';
import {
  basicPortionFigures,
  ownerMonthDaySchema,
  ownerMonthRows,
  studentMonthFigures,
  type OwnerMonth,
  type OwnerMonthDay,
  type PortionFigures,
} from '@masjid/domain/owner-month';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { db } from '../lib/firebase.ts';
import { stored, validDoc } from '../lib/stored.ts';
import { ApiError } from '../api/errors.ts';
import { listStudents, listTeachers } from './people.ts';

/**
 * How sabaq advanced and manzil-behind are worked out per student. The memorisation record and
 * manzil cycle replace `basicPortionFigures` here, in this one place.
 */
const PORTION_FIGURES: PortionFigures = basicPortionFigures;

const PAID: FeesStatus = 'Paid';

/** The fields of a day the figures read (`select`: the rest of the day is not sent). */
const DAY_FIELDS = Object.keys(ownerMonthDaySchema.shape);

/** The student id of a document under `students/{id}/...`. */
const studentIdOf = (ref: FirebaseFirestore.DocumentReference) => {
  const parent = ref.parent.parent;
  return parent?.parent.id === STUDENTS_COLLECTION ? parent.id : undefined;
};

/**
 * The students whose fees are Paid (one collection-group query on `status`, so only their
 * documents are read); everyone else's are pending (Pending, Not Paid, or never set).
 */
async function paidStudents(): Promise<Set<string>> {
  const snap = await db
    .collectionGroup(FEES_SUBCOLLECTION)
    .where('status', '==', PAID)
    .withConverter(stored(feesRecordSchema))
    .get();
  const paid = new Set<string>();
  for (const doc of snap.docs) {
    const id = studentIdOf(doc.ref);
    if (id && doc.id === FEES_DOC_ID && validDoc(doc)) paid.add(id);
  }
  return paid;
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
 * The owner's month of `year`/`month` (1-12). Disabled students are left out. ApiError 400 for a
 * month after the current one in Karachi.
 */
export async function ownerMonth({ year, month }: YearMonth): Promise<OwnerMonth> {
  const today = karachiIsoToday();
  const first = isoDay(year, month, 1);
  if (first > today) throw new ApiError('bad-request', 'That month has not begun yet');
  const end = isoDay(year, month, daysInMonth(year, month));
  const asOf = end < today ? end : today;
  const [teachers, students, paid, days] = await Promise.all([
    listTeachers(),
    listStudents(),
    paidStudents(),
    daysByStudent(first, asOf),
  ]);
  const figures = students
    .filter((s) => !s.disabled)
    .map((s) =>
      studentMonthFigures(
        s,
        days.get(s.id) ?? [],
        paid.has(s.id) ? PAID : DEFAULT_FEES_STATUS,
        asOf,
        PORTION_FIGURES,
      ),
    );
  return { year, month, asOf, rows: ownerMonthRows(teachers, figures) };
}
