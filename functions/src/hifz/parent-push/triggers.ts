/**
 * When parents hear about their child: a day saved by the qari (the first save of a day with
 * attendance, for today or yesterday in Karachi, so filling in last week's register notifies
 * nobody; saving the day again sends nothing more), the month's report on the 1st of the next
 * month, and the end of every subscription of a link that was replaced.
 */
import { addDays } from '@masjid/domain/jamat-schedule';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, STUDENT_LINKS_COLLECTION, deepLinkUrl } from '@masjid/domain/hifz';
import {
  PROGRESS_SUBCOLLECTION,
  addMonths,
  dayRecordSchema,
  type YearMonth,
} from '@masjid/domain/progress';
import { karachiDay, karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { monthKey } from '@masjid/domain/month-report';
import { TRIGGER_OPTIONS } from '../../lib/global-options.ts';
import { siteOrigin } from '../../lib/config.ts';
import type { FcmSender } from '../../lib/fcm.ts';
import { linkClosedBy } from '../access.ts';
import { currentToken } from '../deep-links.ts';
import { getStudent } from '../people.ts';
import { loadMonthReport } from '../reports/month-data.ts';
import { forgetDevices, notifyParents, parentDevices } from './devices.ts';
import { dayMessage, reportMessage } from './messages.ts';

const HOUR = 60 * 60;

/**
 * Sends the day's news of `studentId` for the stored day `data` once (see the module comment);
 * `today` is Karachi's `YYYY-MM-DD`. Returns whether anything was sent.
 */
export async function notifyDay(
  studentId: string,
  data: unknown,
  today = karachiIsoToday(),
  sender?: FcmSender,
): Promise<boolean> {
  const day = z.safeParse(dayRecordSchema, data);
  if (!day.success || !day.data.attendance) return false;
  if (day.data.date !== today && day.data.date !== addDays(today, -1)) return false;
  const { date } = day.data;
  // The link and the name are read only when some device listens: most children have none.
  const summary = await notifyParents(
    studentId,
    `${studentId}_${date}`,
    async () => {
      const token = await currentToken(studentId);
      if (!token) return undefined;
      const student = await getStudent(studentId);
      if (await linkClosedBy(student)) return undefined;
      return dayMessage(student.name, date, day.data, deepLinkUrl(siteOrigin(), token));
    },
    12 * HOUR,
    sender,
  );
  return summary !== undefined;
}

export const notifyParentsOfDay = onDocumentWritten(
  {
    ...TRIGGER_OPTIONS,
    document: `${STUDENTS_COLLECTION}/{studentId}/${PROGRESS_SUBCOLLECTION}/{date}`,
  },
  async (event) => {
    if (!event.data?.after.exists) return;
    await notifyDay(event.params.studentId, event.data.after.data());
  },
);

/**
 * Sends every subscribed child's report of `month` once; returns how many children were told.
 * The scheduled function calls it for the month just ended.
 */
export async function sendMonthReports(month: YearMonth, sender?: FcmSender): Promise<number> {
  const snap = await parentDevices().select('studentId').get();
  const students = new Set(
    snap.docs.map((d) => d.get('studentId')).filter((id) => typeof id === 'string'),
  );
  let told = 0;
  for (const studentId of students) {
    const sent = await notifyParents(
      studentId,
      `${studentId}_report_${monthKey(month)}`,
      async () => {
        const token = await currentToken(studentId);
        if (!token) return undefined;
        // A disabled student's or qari's link answers 403: no report leads to it.
        const student = await getStudent(studentId);
        if (await linkClosedBy(student)) return undefined;
        const report = await loadMonthReport(student, month);
        const link = `${siteOrigin().replace(/\/$/, '')}/dashboard-student/report?token=${encodeURIComponent(token)}&month=${monthKey(month)}`;
        return reportMessage(report, link);
      },
      7 * 24 * HOUR,
      sender,
    );
    if (sent) told++;
  }
  return told;
}

/** 09:00 on the 1st in Karachi: last month's report to every subscribed parent. */
export const sendParentMonthReports = onSchedule(
  { schedule: '0 9 1 * *', timeZone: 'Asia/Karachi', timeoutSeconds: 540 },
  async () => {
    const { year, month } = karachiDay();
    await sendMonthReports(addMonths({ year, month }, -1));
  },
);

const linkSchema = z.object({ tokenHash: z.string() });

/** A link replaced (or removed): the devices subscribed through the old one stop hearing. */
export const endParentSubscriptions = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: `${STUDENT_LINKS_COLLECTION}/{studentId}` },
  async (event) => {
    const before = z.safeParse(linkSchema, event.data?.before.data());
    if (!before.success) return;
    const after = z.safeParse(linkSchema, event.data?.after.data());
    if (after.success && after.data.tokenHash === before.data.tokenHash) return;
    await forgetDevices(event.params.studentId, before.data.tokenHash);
  },
);
