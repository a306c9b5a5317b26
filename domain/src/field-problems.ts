/**
 * What is wrong with one field, as a machine code and its parameters, so that each client words it
 * in its reader's language (the web client: `fieldProblems` of its common strings) and no English
 * sentence of a schema reaches a screen. The API sends these in a refusal's `fields`
 * (api-error.ts); the web forms word their own checks with the same codes, from the same schemas.
 *
 * Most codes come from zod's own issue kinds (`fieldProblemOf`); a refinement of a domain schema
 * names its own with `params: problemParams(code)`.
 */
import * as z from 'zod/mini';

/** Every field problem code. */
export const FIELD_PROBLEM_CODES = [
  // From zod's issue kinds.
  'required',
  'too-short', // { minimum } characters
  'too-long', // { maximum } characters
  'too-small', // { minimum }, a number
  'too-large', // { maximum }, a number
  'too-few', // { minimum } items
  'too-many', // { maximum } items
  'invalid-email',
  'invalid-link',
  'invalid-date',
  'invalid-date-time',
  'invalid-format',
  'invalid-choice',
  'invalid-type',
  'unknown-field',
  'invalid',
  // Named by the domain's refinements.
  'english-or-urdu-required',
  'end-before-start',
  'youtube-link',
  'surah-has-fewer-ayahs',
  'portion-backwards',
  'spaces-around',
  'iban',
  'mobile-number',
  'payment-detail-required',
  'night-times-pair',
  'screen-required',
  // Named by the API's own checks.
  'file-missing',
  'file-too-large', // { maxMegabytes }
  'file-empty',
  'upload-incomplete',
  'not-audio',
  'not-an-image',
  'not-a-pdf',
  'image-unreadable',
  'file-not-stored',
  'email-taken',
  'password-weak',
  'teacher-unknown',
  'day-not-in-month',
  'future-day',
] as const;
export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

/**
 * Whether `value` is one of `known` (a list of codes this version knows: a client may meet a newer
 * server's codes).
 */
export function isOneOf<T extends string>(known: readonly T[], value: unknown): value is T {
  return known.some((code) => code === value);
}

/** Whether `value` is a field problem code this version knows. */
export function isFieldProblemCode(value: unknown): value is FieldProblemCode {
  return isOneOf(FIELD_PROBLEM_CODES, value);
}

/** The parameters of a problem or refusal: limits and counts, e.g. `{ maximum: 200 }`. */
export const problemParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ProblemParams = z.infer<typeof problemParamsSchema>;

/**
 * One field's problem as the API sends it: the code (a client older than the server may meet one
 * it does not know, and words it generically), its parameters, and the schema's or the API's
 * English sentence for other clients and logs (never for a screen).
 */
export const fieldProblemSchema = z.strictObject({
  code: z.string(),
  params: z.optional(problemParamsSchema),
  message: z.string(),
});
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

/** Problems by field path (`name`, `title.en`, `social.1.url`; `_` for the request as a whole). */
export type FieldProblems = Record<string, FieldProblem>;

/** A problem as a form words it: the code and its parameters. */
export type ProblemOf = Pick<FieldProblem, 'code' | 'params'>;

/** The `params` of a refinement that names its problem: `z.refine(fn, { message, params })`. */
export function problemParams(code: FieldProblemCode): { problem: FieldProblemCode } {
  return { problem: code };
}

const limit = (value: number | bigint) => Number(value);

/** The problem of a string in the wrong format, by zod's name of the format it should have. */
const FORMAT_PROBLEMS = new Map<string, FieldProblemCode>([
  ['email', 'invalid-email'],
  ['url', 'invalid-link'],
  ['date', 'invalid-date'],
  ['datetime', 'invalid-date-time'],
]);

/**
 * The problem a zod issue describes. A missing value is `required` only when the issue carries its
 * input (parse with `{ reportInput: true }`); otherwise zod cannot tell it from a wrong type.
 */
export function fieldProblemOf(issue: z.core.$ZodIssue): ProblemOf {
  switch (issue.code) {
    case 'custom': {
      const named: unknown = issue.params?.problem;
      return { code: isFieldProblemCode(named) ? named : 'invalid' };
    }
    case 'invalid_type':
      return 'input' in issue && issue.input === undefined
        ? { code: 'required' }
        : { code: 'invalid-type', params: { expected: issue.expected } };
    case 'too_small':
      if (issue.origin === 'string')
        return limit(issue.minimum) <= 1
          ? { code: 'required' }
          : { code: 'too-short', params: { minimum: limit(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'too-few', params: { minimum: limit(issue.minimum) } };
      if (issue.origin === 'file') return { code: 'file-empty' };
      return { code: 'too-small', params: { minimum: limit(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { code: 'too-long', params: { maximum: limit(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'too-many', params: { maximum: limit(issue.maximum) } };
      if (issue.origin === 'file')
        return {
          code: 'file-too-large',
          params: { maxMegabytes: Math.floor(limit(issue.maximum) / 1024 / 1024) },
        };
      return { code: 'too-large', params: { maximum: limit(issue.maximum) } };
    case 'invalid_format':
      return { code: FORMAT_PROBLEMS.get(issue.format) ?? 'invalid-format' };
    case 'invalid_value':
      return { code: 'invalid-choice' };
    case 'unrecognized_keys':
      return { code: 'unknown-field' };
    default:
      return { code: 'invalid' };
  }
}

/**
 * Each refused field's first problem, by path joined with dots (`_` for the value as a whole),
 * with the issue's English message; every unknown key of a strict object is its own field.
 */
export function fieldProblemsOf(error: z.core.$ZodError): FieldProblems {
  const fields: FieldProblems = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        fields[[...issue.path, key].join('.')] ??= {
          code: 'unknown-field',
          message: 'Unknown field',
        };
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= { ...fieldProblemOf(issue), message: issue.message };
  }
  return fields;
}
