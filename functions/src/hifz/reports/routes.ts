/**
 * The monthly report over REST, as figures (JSON, which the web client draws as the WhatsApp
 * image) and as a one-page PDF in Urdu or English:
 * `GET /users/{userId}/report?month=YYYY-MM` and `/users/{userId}/report.pdf?month=&lang=` for the
 * hifz admin, the student's qari and the student; `GET /students/by-token/{token}/report` and
 * `.../report.pdf` for the parent's link, which opens only its own student. A month that is
 * malformed, before 2000 or after the current month in Karachi is 400. Making a PDF costs CPU, so
 * a version of a report's data is laid out once (api/built-files.ts), and each caller (or client
 * address, for links) has at most `MAX_PDFS` built in the throttle window.
 */
import { Router, type Response } from 'express';
import * as z from 'zod/mini';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { monthKey, parseMonthKey, type MonthReport } from '@masjid/domain/month-report';
import type { YearMonth } from '@masjid/domain/progress';
import { endpoint, route } from '../../api/endpoint.ts';
import type { Caller } from '../../api/auth.ts';
import { clientAddress } from '../../api/throttle.ts';
import { builtFile } from '../../api/built-files.ts';
import { studentFor, studentOfToken, tokenParams, tokenThrottle, uidSchema } from '../access.ts';
import { loadMonthReport } from './month-data.ts';
import { reportPdf } from './report-pdf.ts';

/** PDFs one caller or address may have built within the throttle window (15 minutes). */
export const MAX_PDFS = 40;

const MONTH_MESSAGE = 'Give the month as YYYY-MM, not after this month';

/** `?month=YYYY-MM`: a month from January 2000 up to the current month in Karachi. */
const monthQuery = {
  schema: z.object({
    month: z.pipe(
      z.string(),
      z.transform((key, ctx): YearMonth => {
        const month = parseMonthKey(key);
        const today = karachiDay();
        if (!month || monthKey(month) > monthKey(today)) {
          ctx.issues.push({ code: 'custom', message: MONTH_MESSAGE, input: key });
          return z.NEVER;
        }
        return month;
      }),
    ),
  }),
  message: MONTH_MESSAGE,
};
const pdfQuery = {
  schema: z.extend(monthQuery.schema, {
    lang: z.optional(z.enum(['en', 'ur'], { error: 'lang is en or ur' })),
  }),
  message: `${MONTH_MESSAGE}; lang is en or ur`,
};
const userParams = z.object({ userId: uidSchema });
const READERS = ['admin', 'qari', 'student'] as const;
const readable = ({ caller, params }: { caller: Caller; params: { userId: string } }) =>
  studentFor(caller, params.userId, 'read', 'You may not see this student');

/**
 * Sends a child's PDF (a month report, a fee receipt) inline as `fileName`: built once per version
 * of `inputs` (api/built-files.ts; kept in memory only, never in the store), each build counted
 * against `builder` (429 past `MAX_PDFS`).
 */
export async function sendChildPdf(
  res: Response,
  pdf: { kind: string; inputs: object; build: () => Promise<Buffer>; fileName: string },
  builder: string,
) {
  const bytes = await builtFile(res, {
    kind: pdf.kind,
    inputs: pdf.inputs,
    contentType: 'application/pdf',
    build: pdf.build,
    builder,
    maxBuilds: MAX_PDFS,
    keep: false,
  });
  res
    .status(200)
    .type('application/pdf')
    .set('Content-Disposition', `inline; filename="${pdf.fileName}"`)
    .send(bytes);
}

/** Sends the report as `report-YYYY-MM-lang.pdf` (sendChildPdf). */
function sendPdf(res: Response, report: MonthReport, lang: 'en' | 'ur', builder: string) {
  return sendChildPdf(
    res,
    {
      kind: 'report',
      inputs: { report, lang },
      build: () => reportPdf(report, lang),
      fileName: `report-${monthKey(report)}-${lang}.pdf`,
    },
    builder,
  );
}

export function reportsRouter(): Router {
  const router = Router();
  route(router, '/users/:userId/report', {
    get: endpoint(
      { role: READERS, params: userParams, query: monthQuery, access: readable },
      ({ access, query }) => loadMonthReport(access, query.month),
    ),
  });
  route(router, '/users/:userId/report.pdf', {
    get: endpoint(
      { role: READERS, params: userParams, query: pdfQuery, access: readable },
      async ({ access, query, caller, res }) => {
        const report = await loadMonthReport(access, query.month);
        await sendPdf(res, report, query.lang ?? 'ur', caller.uid);
        return undefined;
      },
    ),
  });
  route(router, '/students/by-token/:token/report', {
    get: endpoint(
      { role: 'public', params: tokenParams, query: monthQuery, throttle: tokenThrottle },
      async ({ params, query, throttle }) =>
        loadMonthReport(await studentOfToken(params.token, throttle), query.month),
    ),
  });
  route(router, '/students/by-token/:token/report.pdf', {
    get: endpoint(
      { role: 'public', params: tokenParams, query: pdfQuery, throttle: tokenThrottle },
      async ({ params, query, throttle, req, res }) => {
        const student = await studentOfToken(params.token, throttle);
        const report = await loadMonthReport(student, query.month);
        await sendPdf(res, report, query.lang ?? 'ur', clientAddress(req));
        return undefined;
      },
    ),
  });
  return router;
}
