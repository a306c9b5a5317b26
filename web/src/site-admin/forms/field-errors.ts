/**
 * Turning a failed check into one message per form field, keyed by the issue's path joined with
 * dots (`name.en`, `social.1.url`); the first message of a field wins.
 */
import type * as z from 'zod/mini';

/** Messages by field path. */
export type FieldErrors = Record<string, string>;

/**
 * A refused field: an issue of a shared schema (worded from its problem code, in the page's
 * language), or a message the form wrote itself for a field it checks its own way.
 */
export type FormIssue = z.core.$ZodIssue | { readonly path: readonly PropertyKey[]; text: string };

/** The first message of each field path among `issues`; `word` words a schema's issue. */
export function fieldErrors(
  issues: readonly FormIssue[],
  word: (issue: z.core.$ZodIssue) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= 'text' in issue ? issue.text : word(issue);
  }
  return errors;
}
