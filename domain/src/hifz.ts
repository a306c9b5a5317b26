/**
 * The hifz portal's people (teachers, students, the owner report, parents' deep links): Firestore
 * collections, stored shapes, the bodies of the portal's REST calls, the student search, and who
 * may act on a student's record. Shared by the functions, the web client and the seed.
 */
import * as z from 'zod/mini';
import { HIFZ_ROLES, type HifzRole } from './roles.ts';
import { searchMatches } from './search-text.ts';
import { storedTimestampSchema } from './timestamp.ts';

/** `teachers/{uid}`: one per qari account (the document id is the Auth uid). */
export const TEACHERS_COLLECTION = 'teachers';
/** `students/{uid}`: one per student account. */
export const STUDENTS_COLLECTION = 'students';
/**
 * `deepLinks/{sha256 of the token}` → the student: how a parent's link is resolved. Closed to every
 * client; only the functions read and write it. The token itself is never stored.
 */
export const DEEP_LINKS_COLLECTION = 'deepLinks';
/** `studentLinks/{studentId}`: the student's current link (its nonce and hash). Functions only. */
export const STUDENT_LINKS_COLLECTION = 'studentLinks';

/** Fees status: Paid, Pending or Not Paid; default Not Paid. */
export const FEES_STATUSES = ['Paid', 'Pending', 'Not Paid'] as const;
export type FeesStatus = (typeof FEES_STATUSES)[number];
export const DEFAULT_FEES_STATUS: FeesStatus = 'Not Paid';

const nameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'At most 120 characters'));

/** E-mail as Auth stores it: trimmed, lower case. */
export const hifzEmailSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'E-mail is required'),
    z.maxLength(254, 'At most 254 characters'),
    z.email('Enter a valid e-mail address'),
  );

/** Passwords set by the admin: Firebase Auth needs 6 characters; we ask for 8. */
export const passwordSchema = z
  .string()
  .check(z.minLength(8, 'Use at least 8 characters'), z.maxLength(128, 'At most 128 characters'));

/** Document ids in addresses (Auth uids and Firestore auto ids). */
export const UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const uidSchema = z.string().check(z.regex(UID_PATTERN, 'Choose a teacher from the list'));

/** A teacher as stored in `teachers/{uid}`. */
export const teacherSchema = z.object({
  name: nameSchema,
  email: z.string(),
  /** A disabled account cannot sign in; its open sessions were revoked. */
  disabled: z.optional(z.boolean()),
});
export type TeacherData = z.infer<typeof teacherSchema>;
export type Teacher = TeacherData & { id: string };

/** A student as stored in `students/{uid}`. */
export const studentSchema = z.object({
  name: nameSchema,
  email: z.string(),
  /** Uid of the student's qari. */
  teacherId: z.string(),
  disabled: z.optional(z.boolean()),
  feesStatus: z.optional(z.enum(FEES_STATUSES)),
});
export type StudentData = z.infer<typeof studentSchema>;
export type Student = StudentData & { id: string };

/** A teacher or student as the API answers it: the stored fields and the id. */
export const teacherAnswerSchema = z.extend(teacherSchema, { id: z.string() });
export const studentAnswerSchema = z.extend(studentSchema, { id: z.string() });

/** `GET /teachers`: each teacher with the students assigned to them. */
export const teacherWithStudentsSchema = z.extend(teacherAnswerSchema, {
  students: z.array(z.pick(studentAnswerSchema, { id: true, name: true, email: true })),
});
export type TeacherWithStudents = z.infer<typeof teacherWithStudentsSchema>;

/** `POST /teachers` body. */
export const createTeacherBody = z.strictObject({
  name: nameSchema,
  email: hifzEmailSchema,
  password: passwordSchema,
});
export type CreateTeacherBody = z.infer<typeof createTeacherBody>;

/** `POST /students` body: a teacher from the list is required. */
export const createStudentBody = z.extend(createTeacherBody, { teacherId: uidSchema });
export type CreateStudentBody = z.infer<typeof createStudentBody>;

/** `PUT /students/{id}/teacher` body: reassign a student. */
export const reassignBody = z.strictObject({ teacherId: uidSchema });
/** `PUT /users/{id}/disabled` body: disable or re-enable an account. */
export const disableBody = z.strictObject({ disabled: z.boolean() });
/** `PUT /users/{id}/password` body: the admin sets a new password. */
export const passwordBody = z.strictObject({ password: passwordSchema });
/** `POST /hifz-login` body: the Firebase ID token. */
export const hifzLoginBody = z.strictObject({
  token: z.string().check(z.minLength(1, 'Send the ID token'), z.maxLength(4096)),
});

/** `POST /hifz-login` answer. */
export const hifzLoginResponseSchema = z.object({
  role: z.enum(HIFZ_ROLES),
  userId: z.string(),
  email: z.string(),
});
export type HifzLoginResponse = z.infer<typeof hifzLoginResponseSchema>;

/** The teacher columns of an owner report's row (the report and the month alike). */
export const reportTeacherShape = {
  /** Empty for students whose teacher no longer exists. */
  teacherId: z.string(),
  teacherName: z.string(),
  teacherEmail: z.string(),
};

/** One row of the owner report: a teacher and their students with each deep link. */
export const ownerReportRowSchema = z.object({
  ...reportTeacherShape,
  students: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), deepLink: z.string() }),
  ),
});
export type OwnerReportRow = z.infer<typeof ownerReportRowSchema>;

/** `GET /students/by-token/{token}` answer. */
export const studentByTokenSchema = z.object({
  uid: z.string(),
  name: z.string(),
  feesStatus: z.enum(FEES_STATUSES),
});
export type StudentByToken = z.infer<typeof studentByTokenSchema>;

/** A student's deep link: `GET`/`POST /students/{id}/deep-link`. */
export const deepLinkSchema = z.object({
  token: z.string(),
  /** `{site}/dashboard-student?token={token}` */
  url: z.string(),
  /**
   * Why this link was made: `moved` when the student moved to another qari (the old link no
   * longer opens, so this one is to be sent to the parents); absent otherwise.
   */
  reason: z.optional(z.literal('moved')),
});
export type DeepLink = z.infer<typeof deepLinkSchema>;

/**
 * `studentLinks/{studentId}`: the student's current link. The token is derived from the server's
 * secret and `nonce`, never stored; `tokenHash` names the `deepLinks` document of the lookup.
 */
export const studentLinkSchema = z.object({
  nonce: z.string().check(z.minLength(1)),
  tokenHash: z.string().check(z.minLength(1)),
  /** ISO instant. */
  createdAt: z.string(),
  /** Uid of who made the link. */
  createdBy: z.string(),
  /** `moved`: made when the student moved to another qari. */
  reason: z.optional(z.literal('moved')),
});
export type StudentLink = z.infer<typeof studentLinkSchema>;

/** Why a parent's link no longer opens although it was once good (`deepLinks` `replaced`). */
export const LINK_REPLACEMENTS = ['replaced', 'moved'] as const;

/**
 * `deepLinks/{sha256 of the token}`: the student a parent's link opens; once the link is replaced,
 * kept with `replaced` (a new link was made, or `moved`: the student moved to another qari), so
 * the old link's page can say so and whom to ask, instead of looking mistyped.
 */
export const deepLinkRecordSchema = z.object({
  studentId: z.string().check(z.minLength(1)),
  /** ISO instant. */
  createdAt: z.string(),
  replaced: z.optional(z.enum(LINK_REPLACEMENTS)),
  /** When a replaced link's record is deleted (Firestore TTL; functions/src/hifz/deep-links.ts). */
  expireAt: z.optional(storedTimestampSchema),
});
export type DeepLinkRecord = z.infer<typeof deepLinkRecordSchema>;

/** What a portal user may do with one student's record (progress, fees, link). */
export type StudentAccess = 'write' | 'read' | 'none';

/**
 * The hifz admin and the student's own qari may change the student's record; the student may
 * read their own; nobody else sees it. The API checks this on every call and the web client uses
 * it to offer editing, so both apply the same rule (firestore.rules enforce it for direct writes).
 */
export function studentAccess(
  caller: { uid: string; role?: HifzRole },
  student: Pick<Student, 'id' | 'teacherId'>,
): StudentAccess {
  if (caller.role === 'admin') return 'write';
  if (caller.role === 'qari') return student.teacherId === caller.uid ? 'write' : 'none';
  if (caller.role === 'student') return student.id === caller.uid ? 'read' : 'none';
  return 'none';
}

/** Deep-link tokens: 43 base64url characters (256 bits). */
export const DEEP_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The parent's address of a token (`/dashboard-student?token=...`). */
export function deepLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}/dashboard-student?token=${encodeURIComponent(token)}`;
}

/**
 * The teacher dashboard's search: a substring of name, e-mail or id, compared as `searchKey`
 * (any case; a name typed in Urdu with an Arabic keyboard's letters or with diacritics is found).
 * An empty query keeps everyone.
 */
export function matchesStudentSearch(
  student: Pick<Student, 'id' | 'name' | 'email'>,
  query: string,
): boolean {
  return searchMatches([student.name, student.email, student.id], query);
}
