/**
 * What a parent's link reads (`/dashboard-student?token=…`): the student, the month and the
 * memorisation record, through the REST API (spec 7: `GET /students/by-token/{token}`, `…/progress`,
 * `…/memorisation`), with no sign-in and no Firebase SDK. The three reads start together when the
 * page opens, not one after the other; when the functions' `pages` served the page with them
 * (parent-link-page.ts), each starts from its answer there and asks for nothing.
 */
import { useEffect, useRef, useState } from 'react';
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
import { ApiError, apiFetch } from '../../common/api/client.ts';
import { takeServedValue, useRenderedValue } from '../../common/page-data.ts';
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

export type LinkStudentState =
  | { status: 'resolving' }
  | { status: 'ready'; student: StudentByToken }
  /** `refused`: the API answered 404 (no student has this token: revoked or mistyped). */
  | { status: 'failed'; refused: boolean };

/** The student the link names (uid, name, fees status); `served`: as the page was served. */
export function useLinkStudent(token: string, served?: StudentByToken): LinkStudentState {
  const [state, setState] = useState<LinkStudentState>(
    served ? { status: 'ready', student: served } : { status: 'resolving' },
  );
  // The first read is the one the page was served with: skipped.
  const seeded = useRef(served !== undefined);
  useEffect(() => {
    if (seeded.current) {
      seeded.current = false;
      return;
    }
    let cancelled = false;
    setState({ status: 'resolving' });
    apiFetch(byToken(token), studentByTokenSchema, { auth: false }).then(
      (student) => !cancelled && setState({ status: 'ready', student }),
      (err: unknown) => {
        console.error('Deep link lookup failed', err);
        if (!cancelled)
          setState({ status: 'failed', refused: err instanceof ApiError && err.status === 404 });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state;
}

/** The days of `records` by date, none waiting to sync. */
function monthOf(records: ParentLinkData['days']): MonthState {
  const days = new Map(records.map((r) => [r.date, { record: r, pending: false }]));
  return { status: 'ready', days, fromCache: false };
}

/**
 * The month through the link (read-only); `served`: as the page was served (used when it is of
 * the month `ym` first asked for).
 */
export function useMonthFromToken(
  token: string,
  ym: YearMonth,
  served?: Pick<ParentLinkData, 'year' | 'month' | 'days'>,
): MonthState {
  const [initial] = useState(() =>
    served && served.year === ym.year && served.month === ym.month ? served.days : undefined,
  );
  const [state, setState] = useState<MonthState>(
    initial ? monthOf(initial) : { status: 'loading' },
  );
  // The first read is the one the page was served with: skipped.
  const seeded = useRef(initial !== undefined);
  useEffect(() => {
    if (seeded.current) {
      seeded.current = false;
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    apiFetch(
      byToken(token, `/progress?month=${ym.month}&year=${ym.year}`),
      progressMonthResponseSchema,
      { auth: false },
    ).then(
      (records) => {
        if (!cancelled) setState(monthOf(records));
      },
      (error: unknown) => {
        console.error('Progress load failed', error);
        if (!cancelled)
          setState({
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token, ym.year, ym.month]);
  return state;
}

/**
 * Every day's portions and the memorisation record through the link (read-only); `served`: as
 * the page was served.
 */
export function useMemorisationFromToken(
  token: string,
  served?: MemorisationAnswer,
): MemorisationState {
  const [state, setState] = useState<MemorisationState>(
    served
      ? { status: 'ready', days: served.days, record: served.record ?? undefined }
      : { status: 'loading' },
  );
  // The first read is the one the page was served with: skipped.
  const seeded = useRef(served !== undefined);
  useEffect(() => {
    if (seeded.current) {
      seeded.current = false;
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    apiFetch(byToken(token, '/memorisation'), memorisationAnswerSchema, { auth: false }).then(
      (answer) => {
        if (!cancelled)
          setState({ status: 'ready', days: answer.days, record: answer.record ?? undefined });
      },
      (error: unknown) => {
        console.error('The memorisation record could not be loaded', error);
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state;
}
