/**
 * The parent's monthly report: the figures of one student's month (attendance, grades, namaz,
 * libaas, mutala, fees, the qari's note, and, when the memorisation record supplies them, sabaq
 * advanced, the 30-para grid and manzil kept), and its lines in English and Urdu. One pure function
 * computes the figures, so the PDF (functions) and the WhatsApp image (web) say the same thing.
 *
 * The qari's note of a month is stored in `students/{studentId}/monthNotes/{YYYY-MM}`.
 */
import * as z from 'zod/mini';
import { FEES_STATUSES, type FeesStatus } from './hifz.ts';
import {
  paraGrid,
  sabaqAyahsAdvanced,
  type MemorisationRecord,
  type PortionDay,
} from './hifz-memorisation.ts';
import { ayahRefSchema, formatAyahRef, portionParas } from './quran-portion.ts';
import {
  NAMAZ_PRAYERS,
  daysInMonth,
  forAttendance,
  isoDay,
  writerStampShape,
  monthSummary,
  type DayFields,
  type NamazPrayer,
  type YearMonth,
} from './progress.ts';
import { dateTimeFormat, intlLocale } from './intl-locale.ts';
import { problemParams } from './field-problems.ts';

/** Sub-collection of a student's monthly notes from the qari, one document per `YYYY-MM`. */
export const MONTH_NOTES_SUBCOLLECTION = 'monthNotes';
/** Longest note, in characters: a few lines on a phone screen and in the one-page report. */
export const MONTH_NOTE_MAX = 500;

/** `YYYY-MM` of a month (the note's id and the report's address). */
export const MONTH_KEY_PATTERN = /^(20\d\d|2100)-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` of a month. */
export function monthKey({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month of a `YYYY-MM` key, or undefined when it is not one (years 2000 to 2100). */
export function parseMonthKey(key: string): YearMonth | undefined {
  const match = MONTH_KEY_PATTERN.exec(key);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

/** The note text as a teacher types it: trimmed, 1 to `MONTH_NOTE_MAX` characters. */
export const monthNoteTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Write the note, or leave it as it was'),
    z.maxLength(MONTH_NOTE_MAX, `At most ${MONTH_NOTE_MAX} characters`),
  );

const monthNoteShape = {
  /** As stored: already trimmed (the rules refuse surrounding spaces, as this does). */
  text: z.string().check(
    z.minLength(1),
    z.maxLength(MONTH_NOTE_MAX),
    z.refine((text) => text.trim() === text, {
      message: 'No spaces around the note',
      params: problemParams('spaces-around'),
    }),
  ),
  /** The qari or admin who wrote it (the rules check it is the writer), and when. */
  ...writerStampShape,
};
/** `students/{id}/monthNotes/{YYYY-MM}` as read. */
export const monthNoteSchema = z.object(monthNoteShape);
/** The note as a client may write it (the rules accept exactly this, and `by` = the writer). */
export const monthNoteDocSchema = z.strictObject(monthNoteShape);
export type MonthNote = z.infer<typeof monthNoteSchema>;

/** Sabaq of the month from the memorisation record: ayahs learnt, from where to where. */
const sabaqAdvancedSchema = z.object({
  ayahs: z.number().check(z.int(), z.minimum(0)),
  from: z.optional(ayahRefSchema),
  to: z.optional(ayahRefSchema),
});
export type SabaqAdvanced = z.infer<typeof sabaqAdvancedSchema>;

/** A para's state in the 30-para grid. */
export const PARA_STATES = ['memorised', 'in-progress', 'not-started', 'due'] as const;
export type ParaState = (typeof PARA_STATES)[number];

/** Manzil of the month: paras revised, and paras overdue for revision at the month's end. */
const manzilKeptSchema = z.object({
  parasRevised: z.number().check(z.int(), z.minimum(0)),
  overdue: z.number().check(z.int(), z.minimum(0)),
});
export type ManzilKept = z.infer<typeof manzilKeptSchema>;

/** What the memorisation record adds to a report; each part shown as "—" or left out when absent. */
export interface ReportProgressInputs {
  sabaqAdvanced?: SabaqAdvanced;
  /** 30 entries, para 1 first. */
  paraGrid?: readonly ParaState[];
  manzilKept?: ManzilKept;
}

/**
 * The memorisation figures of `month` from the student's recorded days (any order, any months:
 * days after `asOf` are left out) and the memorisation record (undefined before the teacher saved
 * one). `asOf` (`YYYY-MM-DD`, Karachi) is the month's last day, or today in the current month, so
 * a past month's report shows the grid as it stood at the month's end.
 *
 * Sabaq advanced: distinct ayahs recited as sabaq in the month, from the first sabaq's start to
 * the last one's end; left out when no day of the month has a sabaq portion. The grid: the
 * memorisation's `partly` is `in-progress`, and a memorised para overdue for manzil is `due`; left
 * out when neither a record nor any sabaq portion says anything. Manzil kept: paras a manzil
 * portion touched in the month, and paras overdue at `asOf`; only with a manzil cycle, as
 * "overdue" means nothing without one.
 */
export function reportProgressInputs(
  days: readonly PortionDay[],
  record: Pick<MemorisationRecord, 'memorised' | 'notStarted' | 'cycle'> | undefined,
  month: YearMonth,
  asOf: string,
): ReportProgressInputs {
  const upTo = days.filter((d) => d.date <= asOf);
  const first = isoDay(month.year, month.month, 1);
  const inMonth = upTo.filter((d) => d.date >= first).sort((a, b) => a.date.localeCompare(b.date));
  const sabaq = inMonth.flatMap((d) => (d.sabaqPortion ? [d.sabaqPortion] : []));
  const firstSabaq = sabaq[0];
  const lastSabaq = sabaq.at(-1);
  const ayahs = sabaqAyahsAdvanced(inMonth);
  const sabaqAdvanced: SabaqAdvanced | undefined =
    ayahs !== undefined && firstSabaq && lastSabaq
      ? { ayahs, from: firstSabaq.from, to: lastSabaq.to }
      : undefined;
  const grid = paraGrid(upTo, record, asOf);
  const known = record !== undefined || upTo.some((d) => d.sabaqPortion);
  const cycle = record?.cycle;
  const revised = new Set(
    inMonth.flatMap((d) => (d.manzilPortion ? portionParas(d.manzilPortion) : [])),
  );
  return {
    ...(sabaqAdvanced ? { sabaqAdvanced } : {}),
    ...(known
      ? {
          paraGrid: grid.map(({ state, due }): ParaState =>
            due ? 'due' : state === 'partly' ? 'in-progress' : state,
          ),
        }
      : {}),
    ...(cycle
      ? {
          manzilKept: {
            parasRevised: revised.size,
            overdue: grid.filter((p) => p.due).length,
          },
        }
      : {}),
  };
}

/** The last day a month's figures count (`YYYY-MM-DD`): its last day, or `today` if earlier. */
export function monthAsOf({ year, month }: YearMonth, today: string): string {
  const end = isoDay(year, month, daysInMonth(year, month));
  return end < today ? end : today;
}

const count = z.number().check(z.int(), z.minimum(0));
const gradeCounts = z.object({ 'very-good': count, weak: count, 'not-memorised': count });

/**
 * The figures of one month of one student, as the API answers them
 * (`GET /users/{id}/report?month=YYYY-MM` and the parent's `/students/by-token/{token}/report`).
 */
export const monthReportSchema = z.object({
  studentName: z.string(),
  year: z.number(),
  month: z.number(),
  /** Days recorded, and of those present, absent and away with leave (not counted as absent). */
  attendance: z.object({ recorded: count, present: count, absent: count, leave: count }),
  grades: z.object({ sabaq: gradeCounts, sabqi: gradeCounts, manzil: gradeCounts }),
  /** Days each prayer was prayed, over `namazDays` days with a namaz record. */
  namaz: z.object({ fajr: count, zuhr: count, asr: count, maghrib: count, isha: count }),
  namazDays: count,
  /** Prayers prayed of the five a day, over the days with a namaz record. */
  namazPrayed: count,
  libaas: z.object({ suitable: count, notSuitable: count }),
  mutala: z.object({ done: count, notDone: count }),
  fees: z.enum(FEES_STATUSES),
  note: z.optional(z.string()),
  sabaqAdvanced: z.optional(sabaqAdvancedSchema),
  paraGrid: z.optional(z.array(z.enum(PARA_STATES)).check(z.length(30))),
  manzilKept: z.optional(manzilKeptSchema),
});
export type MonthReport = z.infer<typeof monthReportSchema>;

/**
 * The report of a month from its progress days (any order; days of other months must be left
 * out by the caller), the fees status, the qari's note and, when known, the memorisation record's
 * figures. A `paraGrid` that is not 30 entries long is left out.
 */
export function monthReport(input: {
  studentName: string;
  month: YearMonth;
  days: readonly DayFields[];
  fees: FeesStatus;
  note?: string;
  progress?: ReportProgressInputs;
}): MonthReport {
  const { recorded, present, absent, leave, grades } = monthSummary([...input.days]);
  const namaz: Record<NamazPrayer, number> = { fajr: 0, zuhr: 0, asr: 0, maghrib: 0, isha: 0 };
  let namazDays = 0;
  const libaas = { suitable: 0, notSuitable: 0 };
  const mutala = { done: 0, notDone: 0 };
  // A day away asks none of these: any stored before it was marked away is not counted.
  for (const day of input.days.map(forAttendance)) {
    if (day.namaz) {
      namazDays++;
      for (const p of NAMAZ_PRAYERS) if (day.namaz[p]) namaz[p]++;
    }
    if (day.libaas === 'suitable') libaas.suitable++;
    if (day.libaas === 'not-suitable') libaas.notSuitable++;
    if (day.mutala === 'done') mutala.done++;
    if (day.mutala === 'not-done') mutala.notDone++;
  }
  const { sabaqAdvanced, paraGrid, manzilKept } = input.progress ?? {};
  return {
    studentName: input.studentName,
    ...input.month,
    attendance: { recorded, present, absent, leave },
    grades,
    namaz,
    namazDays,
    namazPrayed: NAMAZ_PRAYERS.reduce((sum, p) => sum + namaz[p], 0),
    libaas,
    mutala,
    fees: input.fees,
    ...(input.note ? { note: input.note } : {}),
    ...(sabaqAdvanced ? { sabaqAdvanced } : {}),
    ...(paraGrid?.length === 30 ? { paraGrid: [...paraGrid] } : {}),
    ...(manzilKept ? { manzilKept } : {}),
  };
}

export type ReportLanguage = 'en' | 'ur';

/** One labelled figure of the report. */
export interface ReportLine {
  label: string;
  value: string;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Whether typed text (the qari's note) reads right to left: it has Arabic-script letters. The
 * note keeps its own direction whichever language the report is in.
 */
export function isRightToLeft(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

/** The report as text: title, subtitle, its lines, the note's heading and the note. */
export interface ReportText {
  title: string;
  subtitle: string;
  lines: ReportLine[];
  paraGridHeading: string;
  /** Accessible/printed names of the grid's states. */
  paraStates: Record<ParaState, string>;
  noteHeading: string;
  note: string;
}

/** `نومبر` for 11: the platform's Urdu (ur-PK) month names. */
const urduMonth = () => dateTimeFormat(intlLocale('ur'), { month: 'long', timeZone: 'UTC' });

/** Used when a figure comes from the memorisation record and the record gave none. */
export const NOT_AVAILABLE = '—';

/** `1 day`, `2 days`: a count and its word, the first for one, the second for any other count. */
const counted = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const days = (n: number) => counted(n, 'day', 'days');

const TEXT = {
  en: {
    title: 'Monthly report',
    attendance: 'Attendance',
    attendanceValue: (p: number, a: number, l: number, r: number) =>
      `${p} present, ${a} absent${l ? `, ${l} on leave` : ''} (${days(r)} recorded)`,
    grade: { sabaq: 'Sabaq', sabqi: 'Sabqi', manzil: 'Manzil' },
    gradeValue: (g: Record<string, number>) =>
      `${g['very-good']} very good, ${g.weak} weak, ${g['not-memorised']} not memorised`,
    sabaqAdvanced: 'Sabaq advanced',
    ayahs: (n: number) => counted(n, 'ayah', 'ayahs'),
    ayahsFromTo: (n: number, from: string, to: string) =>
      `${counted(n, 'ayah', 'ayahs')}, ${from} to ${to}`,
    manzilKept: 'Manzil kept',
    manzilValue: (m: ManzilKept) =>
      `${counted(m.parasRevised, 'para', 'paras')} revised, ${m.overdue} overdue`,
    namaz: 'Namaz',
    namazValue: (prayed: number, n: number) => `${prayed} of ${n * 5} prayers (${days(n)})`,
    libaas: 'Libaas',
    libaasValue: (l: MonthReport['libaas']) =>
      `${l.suitable} suitable, ${l.notSuitable} not suitable`,
    mutala: 'Mutala',
    mutalaValue: (m: MonthReport['mutala']) => `${m.done} done, ${m.notDone} not done`,
    fees: 'Fees',
    feesValue: { Paid: 'Paid', Pending: 'Pending', 'Not Paid': 'Not paid' },
    paraGrid: 'The 30 paras',
    paraStates: {
      memorised: 'memorised',
      'in-progress': 'in progress',
      'not-started': 'not started',
      due: 'due for revision',
    },
    note: "The qari's note",
    noNote: 'No note this month.',
    monthName: ({ year, month }: YearMonth) =>
      new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString(intlLocale('en'), {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  },
  ur: {
    title: 'ماہانہ رپورٹ',
    attendance: 'حاضری',
    attendanceValue: (p: number, a: number, l: number, r: number) =>
      `${p} دن حاضر، ${a} دن غیر حاضر، ${l ? `${l} دن رخصت، ` : ''}${r} دن کا اندراج`,
    grade: { sabaq: 'سبق', sabqi: 'سبقی', manzil: 'منزل' },
    gradeValue: (g: Record<string, number>) =>
      `${g['very-good']} بہت اچھا، ${g.weak} کچا، ${g['not-memorised']} یاد نہیں`,
    sabaqAdvanced: 'سبق میں پیش رفت',
    ayahs: (n: number) => counted(n, 'آیت', 'آیات'),
    // Surah:ayah places stay left-to-right runs inside the Urdu line.
    ayahsFromTo: (n: number, from: string, to: string) =>
      `${counted(n, 'آیت', 'آیات')}، ${from} سے ${to} تک`,
    manzilKept: 'منزل کی پابندی',
    manzilValue: (m: ManzilKept) =>
      `${counted(m.parasRevised, 'پارہ دہرایا', 'پارے دہرائے')}، ${m.overdue} باقی`,
    namaz: 'نماز',
    namazValue: (prayed: number, days: number) => `${days * 5} میں سے ${prayed} نمازیں، ${days} دن`,
    libaas: 'لباس',
    libaasValue: (l: MonthReport['libaas']) =>
      `${l.suitable} دن مناسب، ${l.notSuitable} دن نامناسب`,
    mutala: 'مطالعہ',
    mutalaValue: (m: MonthReport['mutala']) => `${m.done} دن کیا، ${m.notDone} دن نہیں کیا`,
    fees: 'فیس',
    feesValue: { Paid: 'ادا شدہ', Pending: 'زیرِ التوا', 'Not Paid': 'ادا نہیں ہوئی' },
    paraGrid: 'تیس پارے',
    paraStates: {
      memorised: 'یاد',
      'in-progress': 'جاری',
      'not-started': 'شروع نہیں',
      due: 'دہرائی باقی',
    },
    note: 'قاری صاحب کا پیغام',
    noNote: 'اس مہینے کوئی پیغام نہیں۔',
    monthName: ({ year, month }: YearMonth) =>
      `${urduMonth().format(new Date(Date.UTC(year, month - 1, 1)))} ${year}`,
  },
} as const;

/**
 * The report's text in `lang`: every figure as a labelled line, in the order printed. Figures
 * of the memorisation record that were not given read `NOT_AVAILABLE`.
 */
export function reportText(report: MonthReport, lang: ReportLanguage): ReportText {
  const t = TEXT[lang];
  const { attendance: a, sabaqAdvanced: s, manzilKept: m } = report;
  const lines: ReportLine[] = [
    { label: t.attendance, value: t.attendanceValue(a.present, a.absent, a.leave, a.recorded) },
    {
      label: t.sabaqAdvanced,
      value: s
        ? s.from && s.to
          ? t.ayahsFromTo(s.ayahs, formatAyahRef(s.from), formatAyahRef(s.to))
          : t.ayahs(s.ayahs)
        : NOT_AVAILABLE,
    },
    ...(['sabaq', 'sabqi', 'manzil'] as const).map((part) => ({
      label: t.grade[part],
      value: t.gradeValue(report.grades[part]),
    })),
    { label: t.manzilKept, value: m ? t.manzilValue(m) : NOT_AVAILABLE },
    { label: t.namaz, value: t.namazValue(report.namazPrayed, report.namazDays) },
    { label: t.libaas, value: t.libaasValue(report.libaas) },
    { label: t.mutala, value: t.mutalaValue(report.mutala) },
    { label: t.fees, value: t.feesValue[report.fees] },
  ];
  return {
    title: t.title,
    subtitle: `${report.studentName} · ${t.monthName(report)}`,
    lines,
    paraGridHeading: t.paraGrid,
    paraStates: t.paraStates,
    noteHeading: t.note,
    note: report.note ?? t.noNote,
  };
}

/**
 * Breaks typed text into lines at most `maxWidth` wide (any unit), at spaces, keeping its line
 * breaks; a word longer than a line stays whole on its own line. `measure(line)` gives a line's
 * width as the renderer (the PDF, the canvas) will set it.
 */
export function wrapLines(text: string, maxWidth: number, measure: (line: string) => number) {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** A month's name and year in `lang`, as the report prints it ("November 2026", "نومبر 2026"). */
export function monthName(month: YearMonth, lang: ReportLanguage): string {
  return TEXT[lang].monthName(month);
}
