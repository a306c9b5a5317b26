/**
 * The parents' link page (`/dashboard-student?token=…`, issue 17) served by the functions' `pages`
 * with the child's progress in its first HTML: the value of its JSON block (key
 * `pageDataKeys.parentLink`), the three answers the page would otherwise fetch (spec 7:
 * `GET /students/by-token/{token}`, `…/progress?month=&year=`, `…/memorisation`, `…/fees/{YYYY-MM}`),
 * and the month
 * the progress is of. Apart from data-pages.ts so that the public pages' bundles do not carry the
 * hifz schemas.
 */
import * as z from 'zod/mini';
import { studentByTokenSchema } from './hifz.ts';
import { progressMonthResponseSchema } from './api-responses.ts';
import { memorisationAnswerSchema } from './hifz-memorisation.ts';
import { feeMonthAnswerSchema } from './fees.ts';

export const parentLinkDataSchema = z.object({
  student: studentByTokenSchema,
  /** The month of `days`: the current month in Karachi when the page was served. */
  year: z.number(),
  month: z.number(),
  days: progressMonthResponseSchema,
  memorisation: memorisationAnswerSchema,
  /** The month's fees (`…/fees/{YYYY-MM}`, decision 0053); absent from pages served before. */
  fees: z.optional(feeMonthAnswerSchema),
});
export type ParentLinkData = z.infer<typeof parentLinkDataSchema>;
