/**
 * The one place that words why an API call failed, and what is wrong with a field, in the reader's
 * language (the common strings' `apiErrors` and `fieldProblems`): from the codes the API sends
 * (domain/src/api-error.ts, field-problems.ts) and the problems the forms find with the same
 * schemas. An unknown reason falls back to its kind (`code`), then to a generic sentence; an
 * unknown field problem to "check this field". The API's English never reaches a screen.
 */
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { isApiErrorReason } from '@masjid/domain/api-error';
import { fieldProblemOf, isFieldProblemCode, type ProblemOf } from '@masjid/domain/field-problems';
import { ApiError } from './client.ts';

/** The common strings' `t` (any language). */
type CommonT = TFunction<'common'>;

/** The reader's words for a failed call: the API's refusal, no connection, or anything else. */
export function apiErrorText(t: CommonT, err: unknown): string {
  if (err instanceof ApiError) {
    if (isApiErrorReason(err.reason))
      return t(`apiErrors.reasons.${err.reason}`, { replace: err.params });
    if (err.reason === 'unreadable-answer') return t('apiErrors.unreadable');
    if (err.code) return t(`apiErrors.byCode.${err.code}`);
    return t('apiErrors.generic');
  }
  // fetch rejects with a TypeError when there is no network.
  if (err instanceof TypeError) return t('apiErrors.offline');
  return t('apiErrors.generic');
}

/** The reader's words for one field's problem (`{ code, params }`). */
export function fieldProblemText(t: CommonT, problem: ProblemOf): string {
  return isFieldProblemCode(problem.code)
    ? t(`fieldProblems.${problem.code}`, { replace: problem.params })
    : t('fieldProblems.invalid');
}

/** Each field's problem in the reader's words, by the same field paths. */
export function fieldProblemTexts(
  t: CommonT,
  fields: Readonly<Record<string, ProblemOf>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, problem]) => [field, fieldProblemText(t, problem)]),
  );
}

/** The reader's words for a zod issue of a form's own check with a shared schema. */
export function issueText(t: CommonT, issue: z.core.$ZodIssue): string {
  return fieldProblemText(t, fieldProblemOf(issue));
}

/** The functions above in the page's current language, for a component. */
export interface ApiMessages {
  error: (err: unknown) => string;
  field: (problem: ProblemOf) => string;
  fields: (fields: Readonly<Record<string, ProblemOf>>) => Record<string, string>;
  issue: (issue: z.core.$ZodIssue) => string;
}

/** The API's refusals and the fields' problems in the page's language (see the module comment). */
export function useApiMessages(): ApiMessages {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      error: (err) => apiErrorText(t, err),
      field: (problem) => fieldProblemText(t, problem),
      fields: (fields) => fieldProblemTexts(t, fields),
      issue: (issue) => issueText(t, issue),
    }),
    [t],
  );
}
