/**
 * The answers of the REST API (`/api/...`) that the web client reads, by endpoint. The web client
 * parses every answer with its endpoint's schema (`web/src/common/api/client.ts`), so a page never
 * trusts a response's shape unchecked. Each document's own schema lives with its resource
 * (`hifz.ts`, `recording.ts`, `event.ts`, `progress.ts`); this module only names the lists and the
 * answers without a body.
 */
import * as z from 'zod/mini';
import { ownerReportRowSchema, studentAnswerSchema, teacherWithStudentsSchema } from './hifz.ts';
import { recordingAnswerSchema } from './recording.ts';
import { dayRecordSchema } from './progress.ts';

/** An answer whose body the caller does not use (a confirmation such as `{saved: true}`). */
export const ignoredResponse = z.unknown();

/** A `204 No Content` answer. */
export const noContentResponse = z.undefined();

/** `GET /students`: the students. */
export const studentListResponseSchema = z.array(studentAnswerSchema);

/** `GET /teachers`: each teacher with their students. */
export const teacherListResponseSchema = z.array(teacherWithStudentsSchema);

/** `GET /report/teachers-students`. */
export const ownerReportResponseSchema = z.array(ownerReportRowSchema);

/** `GET /students/by-token/{token}/progress`: the month's stored days, each with its id. */
export const progressMonthResponseSchema = z.array(
  z.extend(dayRecordSchema, { id: z.string().check(z.minLength(1)) }),
);

/** `GET /get-recordings/{category}?page=`. */
export const recordingListResponseSchema = z.array(recordingAnswerSchema);

/**
 * `GET /events`: a list whose items are checked one by one with `mosqueEventSchema`, so one
 * malformed event is left out rather than failing the page.
 */
export const eventListResponseSchema = z.array(z.unknown());
