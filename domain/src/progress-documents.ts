/**
 * Stored documents of a student's progress, as zod schemas for `docConverter`: a day
 * (`students/{id}/progress/{YYYY-MM-DD}`) and the fees status (`students/{id}/fees/status`).
 * Unknown keys are dropped when reading.
 */
import * as z from 'zod/mini';
import { FEES_STATUSES } from './hifz.ts';
import { DAY_FIELDS, dayFieldsShape, type DayRecord, type FeesRecord } from './progress.ts';

/** Who changed a field and when (`at`: ISO instant on the writer's device). */
const fieldChangeSchema = z.object({ by: z.string(), at: z.string(), writeId: z.string() });

/** A stored day: its date parts, `status: 'done'`, the fields, and who changed each. */
export const dayRecordSchema: z.ZodMiniType<DayRecord> = z.object({
  ...dayFieldsShape,
  date: z.iso.date(),
  day: z.number().check(z.int(), z.minimum(1), z.maximum(31)),
  month: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
  year: z.number().check(z.int()),
  status: z.literal('done'),
  changes: z.optional(z.partialRecord(z.enum(DAY_FIELDS), fieldChangeSchema)),
});

/** The stored fees status; `by` and `at` are missing on documents written by the seed. */
export const feesRecordSchema: z.ZodMiniType<Partial<FeesRecord> & Pick<FeesRecord, 'status'>> =
  z.object({
    status: z.enum(FEES_STATUSES),
    by: z.optional(z.string()),
    at: z.optional(z.string()),
  });
