/**
 * Fees per month over REST (decision 0053). For the owner, the student's qari and the student:
 * `GET /users/{userId}/fees/{YYYY-MM}` (status, the family's terms, payments) and the receipt
 * `GET /users/{userId}/receipts/{paymentId}.pdf?lang=en|ur`. The owner or the qari records a
 * payment: `POST /users/{userId}/fees/{YYYY-MM}/payments` `{amount, bySponsor?}` (201, a numbered
 * receipt; `Idempotency-Key`). The owner only: `GET`/`PUT /users/{userId}/fee-terms` (the fee, the
 * concession, the sponsor) and `GET /fees/due?month=YYYY-MM`. The parent's link, throttled like
 * its other reads: `GET /students/by-token/{token}/fees/{YYYY-MM}` and
 * `.../receipts/{paymentId}.pdf`. A malformed month, amount or terms: 400, nothing written.
 */
import { Router, type Response } from 'express';
import * as z from 'zod/mini';
import { FEE_MONTH_PATTERN, feePaymentBody, feeTermsBody } from '@masjid/domain/fees';
import { receiptText } from '@masjid/domain/fee-receipt';
import type { Student, StudentAccess } from '@masjid/domain/hifz';
import type { Caller } from '../api/auth.ts';
import { endpoint, route } from '../api/endpoint.ts';
import { clientAddress } from '../api/throttle.ts';
import { studentFor, studentOfToken, tokenParams, tokenThrottle, uidSchema } from './access.ts';
import {
  readDueList,
  readFeeMonth,
  readOwnerTerms,
  readPayment,
  recordPayment,
  saveTerms,
} from './fees.ts';
import { receiptPdf } from './reports/receipt-pdf.ts';
import { sendChildPdf } from './reports/routes.ts';

const MONTH_MESSAGE = 'Give the month as YYYY-MM';
const monthSchema = z.string().check(z.regex(FEE_MONTH_PATTERN, MONTH_MESSAGE));
const userParams = z.object({ userId: uidSchema });
const monthParams = z.object({ userId: uidSchema, month: monthSchema });
const receiptParams = z.object({ userId: uidSchema, paymentId: uidSchema });
const tokenMonthParams = z.extend(tokenParams, { month: monthSchema });
const tokenReceiptParams = z.extend(tokenParams, { paymentId: uidSchema });
const langQuery = {
  schema: z.object({ lang: z.optional(z.enum(['en', 'ur'], { error: 'lang is en or ur' })) }),
  message: 'lang is en or ur',
};
const dueQuery = { schema: z.object({ month: monthSchema }), message: MONTH_MESSAGE };
const READERS = ['admin', 'qari', 'student'] as const;
const WRITERS = ['admin', 'qari'] as const;

const student =
  (need: Exclude<StudentAccess, 'none'>) =>
  ({ caller, params }: { caller: Caller; params: { userId: string } }) =>
    studentFor(caller, params.userId, need, 'You may not see or change this student');

/** Sends receipt `paymentId` of `of` as `receipt-NUMBER-lang.pdf`, built once per version. */
async function sendReceipt(
  res: Response,
  of: Student,
  paymentId: string,
  lang: 'en' | 'ur',
  builder: string,
) {
  const payment = await readPayment(of.id, paymentId);
  const text = receiptText(payment, of.name, lang);
  await sendChildPdf(
    res,
    {
      kind: 'receipt',
      inputs: { text, lang },
      build: () => receiptPdf(text, lang),
      fileName: `receipt-${payment.receipt}-${lang}.pdf`,
    },
    builder,
  );
}

export function feesRouter(): Router {
  const router = Router();
  route(router, '/users/:userId/fees/:month', {
    get: endpoint(
      { role: READERS, params: monthParams, access: student('read') },
      ({ access, params }) => readFeeMonth(access.id, params.month),
    ),
  });
  route(router, '/users/:userId/fees/:month/payments', {
    post: endpoint(
      {
        role: WRITERS,
        params: monthParams,
        access: student('write'),
        body: feePaymentBody,
        creates: true,
      },
      async ({ access, params, body, caller, newId, res }) => {
        const payment = await recordPayment(access.id, params.month, newId, body, caller.uid);
        res.status(201).location(`/api/users/${access.id}/receipts/${payment.id}.pdf`);
        return payment;
      },
    ),
  });
  route(router, '/users/:userId/receipts/:paymentId.pdf', {
    get: endpoint(
      { role: READERS, params: receiptParams, query: langQuery, access: student('read') },
      async ({ access, params, query, caller, res }) => {
        await sendReceipt(res, access, params.paymentId, query.lang ?? 'ur', caller.uid);
        return undefined;
      },
    ),
  });
  route(router, '/users/:userId/fee-terms', {
    get: endpoint(
      { role: ['admin'], params: userParams, access: student('write') },
      async ({ access }) => {
        const terms = await readOwnerTerms(access.id);
        return terms ? { terms } : {};
      },
    ),
    put: endpoint(
      { role: ['admin'], params: userParams, access: student('write'), body: feeTermsBody },
      ({ access, body, caller }) => saveTerms(access.id, body, caller.uid),
    ),
  });
  route(router, '/fees/due', {
    get: endpoint({ role: ['admin'], query: dueQuery }, ({ query }) => readDueList(query.month)),
  });
  route(router, '/students/by-token/:token/fees/:month', {
    get: endpoint(
      { role: 'public', params: tokenMonthParams, throttle: tokenThrottle },
      async ({ params, throttle }) =>
        readFeeMonth((await studentOfToken(params.token, throttle)).id, params.month),
    ),
  });
  route(router, '/students/by-token/:token/receipts/:paymentId.pdf', {
    get: endpoint(
      { role: 'public', params: tokenReceiptParams, query: langQuery, throttle: tokenThrottle },
      async ({ params, query, throttle, req, res }) => {
        const of = await studentOfToken(params.token, throttle);
        await sendReceipt(res, of, params.paymentId, query.lang ?? 'ur', clientAddress(req));
        return undefined;
      },
    ),
  });
  return router;
}
