/**
 * The sanad (issue 43 §3, decision 0054): the certificate the hifz owner issues when a student has
 * completed the Quran, which anyone can verify at `/verify/{code}` (and `/ur/verify/{code}`) by
 * the QR code printed on it. Stored in `sanads/{id}`, closed to every client by the rules: the
 * functions issue, revoke, print and verify. The verify code is not stored: it is derived from the
 * server's secret and the record's `nonce` (functions/src/hifz/sanad/codes.ts), as a parent's link
 * is (decision 0023), and the record keeps its SHA-256 (`codeHash`), the lookup.
 */
import * as z from 'zod/mini';
import { problemParams } from './field-problems.ts';
import { UID_PATTERN } from './hifz.ts';

/** `sanads/{id}`: one per certificate issued (a revoked one is kept, marked `revoked`). */
export const SANADS_COLLECTION = 'sanads';

/** Bytes of a verify code: 144 bits, 24 base64url characters. */
export const SANAD_CODE_BYTES = 18;

/** A verify code: 24 base64url characters (`SANAD_CODE_BYTES`). */
export const SANAD_CODE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** Teachers named on one sanad: at least one, at most this many. */
export const MAX_SANAD_TEACHERS = 4;

/** The earliest completion date the owner may give. */
export const EARLIEST_COMPLETION = '2000-01-01';

/** A name in English and Urdu (the madrasa's, as printed). */
const bilingualSchema = z.object({ en: z.string(), ur: z.string() });

/** A teacher as the sanad names them: the qari's account and the name it had when issued. */
export const sanadTeacherSchema = z.object({ id: z.string(), name: z.string() });
export type SanadTeacher = z.infer<typeof sanadTeacherSchema>;

/**
 * `sanads/{id}` as the functions store it. Names are copied in when issued, so the certificate
 * and its verification say what was printed even after a name changes.
 */
export const sanadSchema = z.object({
  studentId: z.string().check(z.minLength(1)),
  /** The student's name when issued. */
  studentName: z.string(),
  /** `YYYY-MM-DD`: the day the student completed the Quran, as the owner gave it. */
  completedOn: z.iso.date(),
  teachers: z.array(sanadTeacherSchema).check(z.minLength(1)),
  /** The madrasa's name when issued (the site configuration's `madrasa`). */
  madrasa: bilingualSchema,
  /** Uid of the owner who issued it, and the ISO instant. */
  issuedBy: z.string(),
  issuedAt: z.string(),
  /** Random; with the server's secret it gives the verify code. Never sent to any client. */
  nonce: z.string().check(z.minLength(1)),
  /** Hex SHA-256 of the verify code: how `/verify/{code}` finds the record. */
  codeHash: z.string().check(z.minLength(1)),
  /** A revoked sanad no longer verifies (404, like an unknown code). */
  revoked: z.boolean(),
  revokedAt: z.optional(z.string()),
  revokedBy: z.optional(z.string()),
});
export type SanadData = z.infer<typeof sanadSchema>;

/**
 * Whether `date` (`YYYY-MM-DD`) may be a completion date on `today` (Karachi's, `YYYY-MM-DD`): a
 * real day from EARLIEST_COMPLETION up to today.
 */
export function isCompletionDate(date: string, today: string): boolean {
  return z.iso.date().safeParse(date).success && date >= EARLIEST_COMPLETION && date <= today;
}

/**
 * `POST /students/{id}/sanads`: the completion date (`YYYY-MM-DD`, not before 2000; the
 * endpoint refuses a day after today with `future-day`) and the qaris who taught the student
 * (1 to MAX_SANAD_TEACHERS account ids, no repeats; an id that names no qari is refused with
 * `teacher-unknown`).
 */
export const issueSanadBody = z.strictObject({
  completedOn: z.iso.date({ error: 'Give the completion date as YYYY-MM-DD' }).check(
    z.refine((d) => d >= EARLIEST_COMPLETION, {
      message: 'The completion date is too early',
      params: problemParams('invalid-date'),
    }),
  ),
  teacherIds: z
    .array(z.string().check(z.regex(UID_PATTERN, 'Choose a teacher from the list')))
    .check(
      z.minLength(1, 'Choose at least one teacher'),
      z.maxLength(MAX_SANAD_TEACHERS, `At most ${MAX_SANAD_TEACHERS} teachers`),
      z.refine((ids) => new Set(ids).size === ids.length, {
        message: 'A teacher is named twice',
        params: problemParams('invalid'),
      }),
    ),
});
export type IssueSanadBody = z.infer<typeof issueSanadBody>;

/**
 * A sanad as the owner's endpoints answer it (`GET /students/{id}/sanads`, the issue and the
 * revoke): the record without its nonce and hash, with its verify code and address.
 */
export const sanadAnswerSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  completedOn: z.string(),
  teachers: z.array(sanadTeacherSchema),
  madrasa: bilingualSchema,
  issuedBy: z.string(),
  issuedAt: z.string(),
  revoked: z.boolean(),
  revokedAt: z.optional(z.string()),
  code: z.string(),
  /** `{site}/verify/{code}`: what the QR code holds. */
  verifyUrl: z.string(),
});
export type SanadAnswer = z.infer<typeof sanadAnswerSchema>;

/** `GET /students/{id}/sanads`: the student's sanads, the newest first. */
export const sanadListSchema = z.array(sanadAnswerSchema);

/**
 * `GET /verify/{code}` (public) and the verify page's served value: the name, the completion date
 * and the madrasa, and nothing else (issue 43 §3).
 */
export const sanadVerificationSchema = z.object({
  name: z.string(),
  completedOn: z.string(),
  madrasa: bilingualSchema,
});
export type SanadVerification = z.infer<typeof sanadVerificationSchema>;

/** The verify page's served value: the verification, or null when the code verifies nothing. */
export const sanadPageDataSchema = z.nullable(sanadVerificationSchema);

/** The public address of a code: `{origin}/verify/{code}` (`/ur/verify/…` for Urdu). */
export function sanadVerifyUrl(origin: string, code: string, lang: 'en' | 'ur' = 'en'): string {
  return `${origin.replace(/\/$/, '')}${lang === 'ur' ? '/ur' : ''}/verify/${encodeURIComponent(code)}`;
}

/** What the public may know of a stored sanad: the verification's three values. */
export function verificationOf(sanad: SanadData): SanadVerification {
  return { name: sanad.studentName, completedOn: sanad.completedOn, madrasa: sanad.madrasa };
}
