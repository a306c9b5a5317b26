/**
 * Turning a failed zod parse into one message per form field, keyed by the issue's path joined
 * with dots (`name.en`, `social.1.url`); the first message of a field wins.
 */
import type * as z from 'zod/mini';

/** Messages by field path. */
export type FieldErrors = Record<string, string>;

/** The first message of each field path among `issues`. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
