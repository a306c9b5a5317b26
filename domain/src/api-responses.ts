/**
 * The answers of the REST API (`/api/...`) as zod schemas, one per endpoint kind. The web client
 * parses every answer with its endpoint's schema (`web/src/common/api/client.ts`), so a page never
 * trusts a response's shape unchecked. Request bodies are declared with their resources.
 */
import * as z from 'zod/mini';
import { eventSchema, type MosqueEvent } from './event.ts';
import {
  FEES_STATUSES,
  studentSchema,
  teacherSchema,
  type DeepLink,
  type HifzLoginResponse,
  type OwnerReportRow,
  type Student,
  type StudentByToken,
  type Teacher,
  type TeacherWithStudents,
} from './hifz.ts';
import { HIFZ_ROLES } from './roles.ts';
import { recordingSchema, type Recording, type UploadSession } from './recording.ts';
import { dayRecordSchema } from './progress-documents.ts';
import type { DayRecord } from './progress.ts';

const id = z.string().check(z.minLength(1));

/** An answer whose body the caller does not use (a confirmation such as `{saved: true}`). */
export const ignoredResponse = z.unknown();

/** A `204 No Content` answer. */
export const noContentResponse = z.undefined();

/** `POST /hifz-login`. */
export const hifzLoginResponseSchema: z.ZodMiniType<HifzLoginResponse> = z.object({
  role: z.enum(HIFZ_ROLES),
  userId: id,
  email: z.string(),
});

/** `POST /teachers`: the new teacher. */
export const teacherResponseSchema: z.ZodMiniType<Teacher> = z.object({
  ...teacherSchema.def.shape,
  id,
});

/** `POST /students`, `PUT /students/{id}/teacher`: the student; `GET /students`: a list. */
export const studentResponseSchema: z.ZodMiniType<Student> = z.object({
  ...studentSchema.def.shape,
  id,
});
export const studentListResponseSchema = z.array(studentResponseSchema);

/** `GET /teachers`: each teacher with their students. */
export const teacherListResponseSchema: z.ZodMiniType<TeacherWithStudents[]> = z.array(
  z.object({
    ...teacherSchema.def.shape,
    id,
    students: z.array(z.object({ id, name: z.string(), email: z.string() })),
  }),
);

/** `GET /report/teachers-students`. */
export const ownerReportResponseSchema: z.ZodMiniType<OwnerReportRow[]> = z.array(
  z.object({
    teacherId: z.string(),
    teacherName: z.string(),
    teacherEmail: z.string(),
    students: z.array(z.object({ id, name: z.string(), email: z.string(), deepLink: z.string() })),
  }),
);

/** `GET /students/by-token/{token}`. */
export const studentByTokenResponseSchema: z.ZodMiniType<StudentByToken> = z.object({
  uid: id,
  name: z.string(),
  feesStatus: z.enum(FEES_STATUSES),
});

/** `GET` and `POST /students/{id}/deep-link`. */
export const deepLinkResponseSchema: z.ZodMiniType<DeepLink> = z.object({
  token: z.string(),
  url: z.string(),
});

/** `GET /students/by-token/{token}/progress`: the month's stored days, each with its id. */
export const progressMonthResponseSchema: z.ZodMiniType<Array<DayRecord & { id: string }>> =
  z.array(z.intersection(dayRecordSchema, z.object({ id })));

/** A recording as the API answers it (`GET /get-recording/{id}`, an upload's completion). */
export const recordingResponseSchema: z.ZodMiniType<Recording> = z.object({
  ...recordingSchema.def.shape,
  id,
});
/** `GET /get-recordings/{category}?page=`. */
export const recordingListResponseSchema = z.array(recordingResponseSchema);

/** `GET /get-recordings-count/{category}` (the old API's spelling of the key). */
export const recordingsCountResponseSchema = z.object({ bayantCount: z.number() });

/** `POST /recording-uploads/{category}`: where to send the file's bytes. */
export const uploadSessionResponseSchema: z.ZodMiniType<UploadSession> = z.object({
  uploadId: id,
  uploadUrl: z.string(),
  chunkBytes: z.number().check(z.int(), z.positive()),
  expiresAt: z.string(),
});

/**
 * `GET /events` items and `GET /events/{id}`: an event with its id. Lists are read item by item
 * (`eventFromResponse`), so one malformed event is left out rather than failing the page.
 */
export const eventResponseSchema: z.ZodMiniType<MosqueEvent> = z.object({
  ...eventSchema.def.shape,
  id,
});
/** `GET /events`: a list whose items are checked one by one. */
export const eventListResponseSchema = z.array(z.unknown());
