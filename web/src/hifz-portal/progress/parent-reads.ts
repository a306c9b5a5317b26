/**
 * What a parent's link reads (`/dashboard-student?token=…`): the student, the month and the
 * memorisation record, through the REST API (spec 7: `GET /students/by-token/{token}`, `…/progress`,
 * `…/memorisation`), with no sign-in and no Firebase SDK. The three reads start together when the
 * page opens, not one after the other; when the functions' `pages` served the page with them
 * (parent-link-page.ts), each starts from its answer there and asks for nothing. Each is a
 * query of the app's QueryClient, so a month read once is shown at once when the parent comes
 * back to it. Answers stay fresh for 5 minutes; a failed read is not repeated (a 404 is the link's
 * answer, and the page offers a reload); a failure is logged by the key's first part, never with
 * the token (common/data/query-client.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { studentByTokenSchema, type StudentByToken } from '@masjid/domain/hifz';
import { progressMonthResponseSchema } from '@masjid/domain/api-responses';
import {
  memorisationAnswerSchema,
  type MemorisationAnswer,
} from '@masjid/domain/hifz-memorisation';
import type { YearMonth } from '@masjid/domain/progress';
import { pageDataKeys } from '@masjid/domain/page-data-keys';
import { parentLinkDataSchema, type ParentLinkData } from '@masjid/domain/parent-link-page';
import { feeMonthAnswerSchema, feeMonthId } from '@masjid/domain/fees';
import type { FeesStatus } from '@masjid/domain/hifz';
import { ApiError, apiFetch, apiFetchBlob } from '../../common/api/client.ts';
import type { FeesState } from './fees.ts';
import { servedTime, takeServedValue, useRenderedValue } from '../../common/page-data.ts';
import type { MonthState } from './month-reads.ts';
import type { MemorisationState } from './memorisation-reads.ts';

/** The link's API paths (the token is a path segment: encoded). */
function byToken(token: string, rest = ''): string {
  return `/students/by-token/${encodeURIComponent(token)}${rest}`;
}

const servedLinkSchema = z.nullable(parentLinkDataSchema);

/** The block's answers, taken when this module loads (before the first render). */
let servedAtLoad = takeServedValue(pageDataKeys.parentLink, servedLinkSchema);

/**
 * The answers the page's HTML was served with, for the first dashboard shown (the server's render,
 * then the app's first one): null when the server found no student for the token; undefined when
 * the page came without them. Used by one shown dashboard only (forgotten once it is on screen).
 */
export function useServedParentLink(): ParentLinkData | null | undefined {
  const rendered = useRenderedValue(pageDataKeys.parentLink, servedLinkSchema);
  const [served] = useState(() => (rendered !== undefined ? rendered : servedAtLoad));
  useEffect(() => {
    servedAtLoad = undefined;
  }, []);
  return served;
}

/** How the link's reads are kept: fresh for 5 minutes, not repeated on failure or on focus. */
const linkReads = { staleTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false };

/**
 * When the served answers were read (epoch ms): their age in the queries, so a page kept open (or
 * a month returned to) reads again once they are stale, not 5 minutes after the page was shown.
 */
const servedAnswersAt = servedTime();

/** Query keys of a link's reads. */
const parentLinkKeys = {
  student: (token: string) => ['parentLink', token, 'student'] as const,
  month: (token: string, ym: YearMonth) =>
    ['parentLink', token, 'month', ym.year, ym.month] as const,
  memorisation: (token: string) => ['parentLink', token, 'memorisation'] as const,
  fees: (token: string, ym: YearMonth) => ['parentLink', token, 'fees', ym.year, ym.month] as const,
};

export type LinkStudentState =
  | { status: 'resolving' }
  | { status: 'ready'; student: StudentByToken }
  /**
   * `refused`: the API answered 404 (no student has this token: mistyped) or 410 (the link was
   * replaced); `why`: the API's reason when the link was once good and no longer opens
   * (`LINK_REFUSALS`), so the page can say why and whom to ask.
   */
  | { status: 'failed'; refused: boolean; why?: LinkRefusal };

/** Why a once-good link no longer opens: the API's reasons the parent's page words. */
export const LINK_REFUSALS = [
  'student-disabled',
  'teacher-disabled',
  'link-replaced',
  'student-moved',
] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

/** The student the link names (uid, name, fees status); `served`: as the page was served. */
export function useLinkStudent(token: string, served?: StudentByToken): LinkStudentState {
  const student = useQuery({
    ...linkReads,
    queryKey: parentLinkKeys.student(token),
    queryFn: () => apiFetch(byToken(token), studentByTokenSchema, { auth: false }),
    initialData: served,
    initialDataUpdatedAt: servedAnswersAt,
  });
  // An answer once read stays shown when a later read fails (a phone that lost its signal).
  if (student.data) return { status: 'ready', student: student.data };
  if (student.isError) {
    const { error } = student;
    const api = error instanceof ApiError ? error : undefined;
    const why = LINK_REFUSALS.find((r) => r === api?.reason);
    return {
      status: 'failed',
      refused: api?.status === 404 || api?.status === 410,
      ...(why ? { why } : {}),
    };
  }
  return { status: 'resolving' };
}

/**
 * The month through the link (read-only); `served`: as the page was served (the answer for its
 * own month).
 */
export function useMonthFromToken(
  token: string,
  ym: YearMonth,
  served?: Pick<ParentLinkData, 'year' | 'month' | 'days'>,
): MonthState {
  const month = useQuery({
    ...linkReads,
    queryKey: parentLinkKeys.month(token, ym),
    queryFn: () =>
      apiFetch(
        byToken(token, `/progress?month=${ym.month}&year=${ym.year}`),
        progressMonthResponseSchema,
        { auth: false },
      ),
    initialData:
      served && served.year === ym.year && served.month === ym.month ? served.days : undefined,
    initialDataUpdatedAt: servedAnswersAt,
  });
  const { data, error } = month;
  return useMemo((): MonthState => {
    if (data)
      return {
        status: 'ready',
        // Read through the API: none waits to sync.
        days: new Map(data.map((r) => [r.date, { record: r, pending: false }])),
        fromCache: false,
      };
    if (error) return { status: 'error', error };
    return { status: 'loading' };
  }, [data, error]);
}

/**
 * Every day's portions and the memorisation record through the link (read-only); `served`: as
 * the page was served.
 */
export function useMemorisationFromToken(
  token: string,
  served?: MemorisationAnswer,
): MemorisationState {
  const memorisation = useQuery({
    ...linkReads,
    queryKey: parentLinkKeys.memorisation(token),
    queryFn: () =>
      apiFetch(byToken(token, '/memorisation'), memorisationAnswerSchema, { auth: false }),
    initialData: served,
    initialDataUpdatedAt: servedAnswersAt,
  });
  if (memorisation.data)
    return {
      status: 'ready',
      days: memorisation.data.days,
      record: memorisation.data.record ?? undefined,
    };
  if (memorisation.isError) return { status: 'error' };
  return { status: 'loading' };
}

/**
 * The fees of month `ym` through the link (status, the family's terms, payments); `fallback`:
 * the status shown when the read fails (the link's status for this month, else Not Paid; spec:
 * a failed fees read leaves the default); `served`: as the page was served (its own month).
 */
export function useFeesFromToken(
  token: string,
  ym: YearMonth,
  fallback: FeesStatus,
  served?: Pick<ParentLinkData, 'year' | 'month' | 'fees'>,
): FeesState {
  const fees = useQuery({
    ...linkReads,
    queryKey: parentLinkKeys.fees(token, ym),
    queryFn: () =>
      apiFetch(byToken(token, `/fees/${feeMonthId(ym)}`), feeMonthAnswerSchema, { auth: false }),
    initialData:
      served && served.year === ym.year && served.month === ym.month ? served.fees : undefined,
    initialDataUpdatedAt: servedAnswersAt,
  });
  if (fees.data)
    return {
      status: 'ready',
      value: fees.data.status,
      pending: false,
      details: { terms: fees.data.terms, paid: fees.data.paid, payments: fees.data.payments },
    };
  if (fees.isError) {
    console.warn('The fees could not be read');
    return { status: 'ready', value: fallback, pending: false };
  }
  return { status: 'loading' };
}

/** A receipt's PDF through the link. */
export function receiptFromToken(token: string, paymentId: string, lang: 'en' | 'ur') {
  return apiFetchBlob(byToken(token, `/receipts/${paymentId}.pdf?lang=${lang}`), {
    auth: false,
  });
}
