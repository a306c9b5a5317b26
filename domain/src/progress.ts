/**
 * A student's daily progress and fees: the day's fields, the calendar of a month, month
 * navigation, which days may be written, and the stored documents. Shared by the functions, the web
 * client, the rules tests and the seed.
 *
 * Storage: `students/{studentId}/progress/{YYYY-MM-DD}` (a day in Asia/Karachi) and
 * `students/{studentId}/fees/status`. A day is saved field by field: a save writes only the fields
 * that changed, each with `changes.<field> = {by, at, writeId}`, merged into the document. Two
 * teachers (or two tabs) changing different fields of the same day both keep their change; for the
 * same field the later write to reach the server wins, and `changes` says who made it and when.
 */
import * as z from 'zod/mini';
import { FEES_STATUSES } from './hifz.ts';
import type { FieldProblemCode } from './field-problems.ts';
import { karachiIsoToday } from './karachi-calendar.ts';
import { portionSchema } from './quran-portion.ts';
import { ISO_INSTANT_MAX, isoInstantSchema } from './iso-instant.ts';
import { storedTimestampSchema } from './timestamp.ts';

export const PROGRESS_SUBCOLLECTION = 'progress';
export const FEES_SUBCOLLECTION = 'fees';
/** The fees document's id under `students/{id}/fees/`. */
export const FEES_DOC_ID = 'status';

/** The five daily prayers of the namaz record. */
export const NAMAZ_PRAYERS = ['fajr', 'zuhr', 'asr', 'maghrib', 'isha'] as const;
export type NamazPrayer = (typeof NAMAZ_PRAYERS)[number];

/** Values of each field, stored in English; shown with the Urdu labels of `DAY_LABELS`. */
/** `leave`: absent with the teacher's leave (رخصت), told apart from an unexcused absence. */
export const ATTENDANCE = ['on-time', 'absent', 'leave'] as const;
export const GRADES = ['very-good', 'weak', 'not-memorised'] as const;
export const MUTALA = ['done', 'not-done'] as const;
export const LIBAAS = ['suitable', 'not-suitable'] as const;
export type Grade = (typeof GRADES)[number];

/**
 * Urdu labels of the day-detail form, in the terms of Pakistani madaris: sabaq (the new lesson),
 * sabqi (the recent portion), manzil (the older revision), mutala (reading), libaas (dress).
 */
export const DAY_LABELS = {
  title: 'یومیہ کارکردگی',
  attendance: 'حاضری',
  'on-time': 'وقت پر آیا',
  absent: 'نہیں آیا',
  leave: 'رخصت',
  sabaq: 'سبق',
  sabqi: 'سبقی',
  manzil: 'منزل',
  'very-good': 'بہت اچھا',
  weak: 'کچا',
  'not-memorised': 'یاد نہیں',
  newLessonStart: 'نیا سبق (کہاں سے)',
  portion: 'کہاں سے کہاں تک',
  para: 'پارہ',
  from: 'سے',
  to: 'تک',
  mutala: 'مطالعہ',
  done: 'کیا',
  'not-done': 'نہیں کیا',
  libaas: 'لباس',
  suitable: 'مناسب',
  'not-suitable': 'نامناسب',
  namaz: 'نماز',
  fajr: 'فجر',
  zuhr: 'ظہر',
  asr: 'عصر',
  maghrib: 'مغرب',
  isha: 'عشاء',
  save: 'محفوظ کریں',
  close: 'بند کریں',
} as const;

/** The fields of a day; every one optional, as a day is filled in parts. */
export const dayFieldsShape = {
  attendance: z.optional(z.enum(ATTENDANCE)),
  sabaq: z.optional(z.enum(GRADES)),
  sabqi: z.optional(z.enum(GRADES)),
  manzil: z.optional(z.enum(GRADES)),
  /** What was recited for each part (see quran-portion.ts); days before portions have none. */
  sabaqPortion: z.optional(portionSchema),
  sabqiPortion: z.optional(portionSchema),
  manzilPortion: z.optional(portionSchema),
  newLessonStart: z.optional(
    z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters')),
  ),
  mutala: z.optional(z.enum(MUTALA)),
  libaas: z.optional(z.enum(LIBAAS)),
  namaz: z.optional(
    z.strictObject({
      fajr: z.boolean(),
      zuhr: z.boolean(),
      asr: z.boolean(),
      maghrib: z.boolean(),
      isha: z.boolean(),
    }),
  ),
};
/** A day's namaz record. */
const namazSchema = dayFieldsShape.namaz.def.innerType;
export const dayFieldsSchema = z.strictObject(dayFieldsShape);
export type DayFields = z.infer<typeof dayFieldsSchema>;
export type DayField = keyof DayFields;
/**
 * Attendance and the three lessons' grades and portions: the first of the day's fields, and what
 * the memorisation picture reads of a day (`PORTION_DAY_FIELDS`).
 */
export const LESSON_DAY_FIELDS = [
  'attendance',
  'sabaq',
  'sabqi',
  'manzil',
  'sabaqPortion',
  'sabqiPortion',
  'manzilPortion',
] as const satisfies readonly DayField[];
/** The day's field names, in form order. */
const DAY_FIELD_NAMES = [
  ...LESSON_DAY_FIELDS,
  'newLessonStart',
  'mutala',
  'libaas',
  'namaz',
] as const satisfies readonly DayField[];
export const DAY_FIELDS: readonly DayField[] = DAY_FIELD_NAMES;

/**
 * What a day away (absent or on leave) does not carry: nothing was recited (grades and portions),
 * and namaz, libaas and mutala are not asked. The new lesson's start stays (it may be set ahead).
 */
export const AWAY_DAY_DROPS: readonly DayField[] = [
  ...LESSON_DAY_FIELDS.filter((f) => f !== 'attendance'),
  'mutala',
  'libaas',
  'namaz',
];

/** Whether the student was away that day: absent or on leave. */
export function isAwayDay(fields: Pick<DayFields, 'attendance'>): boolean {
  return fields.attendance === 'absent' || fields.attendance === 'leave';
}

/** The day's fields as its attendance allows: a day away without AWAY_DAY_DROPS, others as they are. */
export function forAttendance<T extends DayFields>(fields: T): T {
  if (!isAwayDay(fields)) return fields;
  const kept = { ...fields };
  for (const field of AWAY_DAY_DROPS) delete kept[field];
  return kept;
}

/** Firebase Auth uids: at most 128 characters (Admin SDK `createUser`), no `/`. */
export const UID_PATTERN = /^[^/\s]{1,128}$/;
/** A save's id: `crypto.randomUUID()` from the web client and the functions (36 characters). */
export const WRITE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export { ISO_INSTANT_MAX, isoInstantSchema };

/**
 * Who wrote a hifz document and when: `by`, the writer's uid (the rules check it is the writer's
 * own), and `at`, an ISO instant on the writer's device.
 */
export const writerStampShape = {
  by: z.string().check(z.regex(UID_PATTERN)),
  at: isoInstantSchema,
};

/**
 * What a save of the web client knew (decision 0044): `device`, the saving device's id (random,
 * kept on the device), and `seenAt`, the server's time of the latest change of the day the device
 * had when the save was made (absent: it had none). A stored change of the same field made later
 * by another device was not seen, and the trigger records the value it replaces
 * (`overwritten`). Saves without `device` (the API's) are not compared.
 */
function seenShape<T extends z.ZodMiniType>(at: T) {
  return {
    seenAt: z.optional(at),
    device: z.optional(z.string().check(z.regex(WRITE_ID_PATTERN))),
  };
}

/**
 * Who changed a field and when, as written: `by`, the writer's uid, and `at`, the server's time of
 * the write (the client writes `serverTimestamp()`, which also resolves on the server for a save
 * queued offline); `writeId`: the save. The rules require exactly this for every field a write
 * changes: `by` the signed-in account, `at` the request's time (`request.time`).
 */
export const fieldChangeDocSchema = z.strictObject({
  by: writerStampShape.by,
  at: storedTimestampSchema,
  writeId: z.string().check(z.regex(WRITE_ID_PATTERN)),
  ...seenShape(storedTimestampSchema),
});

/**
 * A `changes` entry as read, `at` always an ISO instant (as the API answers it in JSON): stored
 * as written (`fieldChangeDocSchema`, the server's time), or before the server's time was required
 * (an ISO instant on the writer's device). `at` is null in a copy on this device while the save
 * waits for the server to stamp it.
 */
const readInstantSchema = z.union([
  isoInstantSchema,
  z.pipe(
    storedTimestampSchema,
    z.transform((at) => at.toDate().toISOString()),
  ),
]);
export const fieldChangeSchema = z.strictObject({
  by: writerStampShape.by,
  at: z.nullable(readInstantSchema),
  writeId: z.string().check(z.regex(WRITE_ID_PATTERN)),
  ...seenShape(z.nullable(readInstantSchema)),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** Milliseconds of a change's `at`, or undefined while the server has not set it. */
export function changeMillis(at: FieldChange['at']): number | undefined {
  return at === null ? undefined : Date.parse(at);
}

/** Years a day of progress may be in. */
export const PROGRESS_YEARS = { min: 2000, max: 2100 } as const;

/** A stored value of one of the day's fields (`overwritten`); null: the field had none. */
const dayValueSchema = z.nullable(z.union([z.string(), portionSchema, namazSchema]));

/**
 * A value replaced by a save that had not seen it (decision 0044), written by the functions'
 * trigger only: the value and who set it when (`by`, `byName`, `at`), and who replaced it when
 * (`replacedBy`, `replacedByName`, `replacedAt`). Names: the qari's name; absent for the admin.
 */
export const overwriteSchema = z.object({
  value: dayValueSchema,
  by: writerStampShape.by,
  byName: z.optional(z.string()),
  at: isoInstantSchema,
  replacedBy: writerStampShape.by,
  replacedByName: z.optional(z.string()),
  replacedAt: isoInstantSchema,
});
export type Overwrite = z.infer<typeof overwriteSchema>;

/** The stored fields of a day of progress. */
const dayRecordShape = {
  ...dayFieldsShape,
  /** `YYYY-MM-DD`, also the document id. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  day: z.number().check(z.int(), z.minimum(1), z.maximum(31)),
  month: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
  year: z.number().check(z.int(), z.minimum(PROGRESS_YEARS.min), z.maximum(PROGRESS_YEARS.max)),
  status: z.literal('done'),
  /** Who changed each field: keys only the day's field names, so at most eleven entries. */
  changes: z.optional(z.partialRecord(z.enum(DAY_FIELD_NAMES), fieldChangeSchema)),
};

/** What a client never writes: the values its saves replaced unseen, kept by the trigger. */
const dayOverwritesShape = {
  overwritten: z.optional(z.partialRecord(z.enum(DAY_FIELD_NAMES), overwriteSchema)),
};

/**
 * `students/{id}/progress/{YYYY-MM-DD}` as read: its date parts, `status: 'done'`, the fields, and
 * who changed each. Unknown keys are dropped.
 */
export const dayRecordSchema = z.object({ ...dayRecordShape, ...dayOverwritesShape });

/**
 * A day of progress as a client may create it (the rules accept exactly this): no unknown keys, a
 * real day of its month in the years 2000 to 2100, `date` agreeing with day, month and year, and
 * each field it holds credited in `changes` (`fieldChangeDocSchema`). The rules also refuse a day
 * after today in Karachi, and a `changes` entry whose `by` is not the writer or whose `at` is not
 * the request's time; on an update, every field the write changes must carry such an entry.
 */
export const dayRecordDocSchema = z
  .strictObject({
    ...dayRecordShape,
    changes: z.optional(z.partialRecord(z.enum(DAY_FIELD_NAMES), fieldChangeDocSchema)),
  })
  .check(
    z.refine(
      (d) => d.day <= daysInMonth(d.year, d.month) && d.date === isoDay(d.year, d.month, d.day),
      'The date must be a real day and agree with day, month and year',
    ),
    z.refine(
      (d) => DAY_FIELDS.every((f) => d[f] === undefined || d.changes?.[f] !== undefined),
      'Every field written is credited in `changes`',
    ),
  );
export type DayRecord = z.infer<typeof dayRecordSchema>;
/** A day of progress as created (`dayRecordDocSchema`): each change's `at` a timestamp. */
export type DayRecordDoc = z.infer<typeof dayRecordDocSchema>;

/** `YYYY-MM-DD` of a calendar day. */
export function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days in a month (1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Weekday of the 1st, Sunday 0 (the header starts on Sunday). */
export function firstWeekday(year: number, month: number): number {
  return new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
}

export interface YearMonth {
  year: number;
  month: number;
}

/** The month before or after. */
export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const monthIndex = ({ year, month }: YearMonth) => year * 12 + month - 1;

/**
 * Where month navigation may go (from last month to the current month, Karachi).
 * Returns the message to show when it may not.
 */
export function checkMonthMove(
  target: YearMonth,
  today: YearMonth,
): { ok: true } | { ok: false; message: string } {
  if (monthIndex(target) < monthIndex(addMonths(today, -1)))
    return { ok: false, message: "You can only view last month's data." };
  if (monthIndex(target) > monthIndex(today))
    return { ok: false, message: 'You cannot view future data.' };
  return { ok: true };
}

/** The cells of a month with the matching record (or none). */
export interface CalendarDay<R = DayRecord> {
  day: number;
  date: string;
  status: 'done' | null;
  record?: R;
}

/**
 * A record matches a calendar day when its id or date equals the date, or when day, month
 * and year all match.
 */
export function matchesDay(
  record: Partial<DayRecord> & { id?: string },
  date: string,
  parts: { day: number; month: number; year: number },
): boolean {
  return (
    record.id === date ||
    record.date === date ||
    (record.day === parts.day && record.month === parts.month && record.year === parts.year)
  );
}

/** The calendar of a month with its records (each cell carries the record given for it). */
export function calendarDays<R extends Partial<DayRecord> & { id?: string }>(
  { year, month }: YearMonth,
  records: R[],
): Array<CalendarDay<R>> {
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const day = i + 1;
    const date = isoDay(year, month, day);
    const record = records.find((r) => matchesDay(r, date, { day, month, year }));
    return { day, date, status: record ? 'done' : null, ...(record ? { record } : {}) };
  });
}

/** The month at a glance (days present and each grade's count). */
export interface MonthSummary {
  recorded: number;
  present: number;
  absent: number;
  /** Days away with leave. */
  leave: number;
  grades: Record<'sabaq' | 'sabqi' | 'manzil', Record<Grade, number>>;
}

export function monthSummary(records: DayFields[]): MonthSummary {
  const zero = (): Record<Grade, number> => ({ 'very-good': 0, weak: 0, 'not-memorised': 0 });
  const summary: MonthSummary = {
    recorded: records.length,
    present: 0,
    absent: 0,
    leave: 0,
    grades: { sabaq: zero(), sabqi: zero(), manzil: zero() },
  };
  for (const r of records) {
    if (r.attendance === 'on-time') summary.present++;
    if (r.attendance === 'absent') summary.absent++;
    if (r.attendance === 'leave') summary.leave++;
    for (const part of ['sabaq', 'sabqi', 'manzil'] as const) {
      const grade = r[part];
      if (grade) summary.grades[part][grade]++;
    }
  }
  return summary;
}

/** `POST /users/{id}/progress` body: a day's fields and its date. */
export const saveProgressBody = z.strictObject({
  ...dayFieldsShape,
  day: z.number().check(z.int(), z.minimum(1, 'Day 1 to 31'), z.maximum(31, 'Day 1 to 31')),
  month: z.number().check(z.int(), z.minimum(1, 'Month 1 to 12'), z.maximum(12, 'Month 1 to 12')),
  year: z.number().check(z.int(), z.minimum(2000, 'A year such as 2026'), z.maximum(2100)),
});
export type SaveProgressBody = z.infer<typeof saveProgressBody>;

/** `?month=&year=` of the progress reads. */
export const progressQuerySchema = z.object({
  month: z.coerce
    .number()
    .check(z.int('Month 1 to 12'), z.minimum(1, 'Month 1 to 12'), z.maximum(12, 'Month 1 to 12')),
  year: z.coerce
    .number()
    .check(
      z.int('A year such as 2026'),
      z.minimum(2000, 'A year such as 2026'),
      z.maximum(2100, 'A year such as 2026'),
    ),
});

/** `POST /users/{id}/fees` body (`{status}`). */
export const feesBody = z.strictObject({ status: z.enum(FEES_STATUSES) });

/**
 * `students/{id}/fees/status`: the fees status and who set it (a uid) when (ISO instant). From the
 * web client also `seen`, the `at` of the status its device showed ('' for none), and `device`
 * (decision 0044): a save that replaces a status its device had not shown leaves that status in
 * `overwritten` (written by the functions' trigger only).
 */
const feesRecordShape = {
  status: z.enum(FEES_STATUSES),
  ...writerStampShape,
  seen: z.optional(z.union([isoInstantSchema, z.literal('')])),
  device: seenShape(isoInstantSchema).device,
};
export const feesOverwriteSchema = z.object({
  ...z.omit(overwriteSchema, { value: true }).shape,
  status: z.enum(FEES_STATUSES),
});
export const feesRecordSchema = z.object({
  ...feesRecordShape,
  overwritten: z.optional(feesOverwriteSchema),
});
/** The fees document as a client may write it (no other keys; the rules also want `by` = writer). */
export const feesRecordDocSchema = z.strictObject(feesRecordShape);
export type FeesRecord = z.infer<typeof feesRecordSchema>;

/** Why a progress day may not be written: it is not in the month, or it is after today. */
export type DayWriteRefusal = 'no-such-day' | 'future-day';

/** The API's English message for each refusal (for other clients and logs). */
export const DAY_WRITE_REFUSALS: Record<DayWriteRefusal, string> = {
  'no-such-day': 'No such day in that month',
  'future-day': 'Progress cannot be recorded for a future day',
};

/** The field problem the API names for each refusal (the client words it). */
export const DAY_WRITE_PROBLEMS: Record<DayWriteRefusal, FieldProblemCode> = {
  'no-such-day': 'day-not-in-month',
  'future-day': 'future-day',
};

/**
 * Whether a day of progress may be recorded: only a real day of its month, and never after today
 * in Karachi (`today`: ISO `YYYY-MM-DD`, default now), so a qari cannot fill in days ahead. Who may
 * write is `studentAccess` (hifz.ts). Returns the refusal, or undefined when the day may be written.
 */
export function progressDayRefusal(
  { year, month, day }: { year: number; month: number; day: number },
  today: string = karachiIsoToday(),
): DayWriteRefusal | undefined {
  if (day < 1 || day > daysInMonth(year, month)) return 'no-such-day';
  if (isoDay(year, month, day) > today) return 'future-day';
  return undefined;
}
