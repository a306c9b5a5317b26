/**
 * Push when an Eid's jamats are published or changed (issue 42 §1, decision 0049): a trigger on
 * `eidJamats/{id}` that notifies every subscriber once per published version. Nothing is sent
 * for a draft (`published` false), an unpublished Eid, a write that changes no jamat (saved
 * again unchanged, or only unpublished), or a malformed document. The send id is the write's
 * event id, so a retried event sends once.
 */
import { isDeepStrictEqual } from 'node:util';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as z from 'zod/mini';
import {
  EID_JAMATS_COLLECTION,
  eidDate,
  eidJamatsDocSchema,
  type EidJamatsData,
} from '@masjid/domain/eid';
import { TRIGGER_OPTIONS } from '../lib/global-options.ts';
import { readMonthStarts } from '../lib/jamat-data.ts';
import { fcmSender, type FcmSender } from '../lib/fcm.ts';
import { notifyCongregation, type SendSummary } from './fan-out.ts';
import { eidJamatsMessage } from './messages.ts';

const HOUR = 60 * 60;

/** A stored Eid as published, or undefined (missing, malformed or not published). */
function publishedEid(data: unknown): EidJamatsData | undefined {
  const parsed = z.safeParse(eidJamatsDocSchema, data);
  return parsed.success && parsed.data.published ? parsed.data : undefined;
}

/**
 * Sends the push `sendId` for a write of an Eid from `before` to `after` (stored data, either
 * absent), when `after` is published and its jamats differ from the published `before`'s.
 * Returns the send's summary; undefined when nothing is sent (or it was sent already).
 */
export async function notifyEidJamatsWrite(
  sendId: string,
  before: unknown,
  after: unknown,
  now = Date.now(),
  sender: FcmSender = fcmSender(),
): Promise<SendSummary | undefined> {
  const shown = publishedEid(after);
  if (!shown) return undefined;
  const was = publishedEid(before);
  if (was && isDeepStrictEqual(was.jamats, shown.jamats)) return undefined;
  const day = eidDate(shown.hijriYear, shown.eid, await readMonthStarts());
  return notifyCongregation(
    sendId,
    eidJamatsMessage(shown, day, was !== undefined),
    // Old news once the Eid has passed; a day's delay is still worth delivering before then.
    2 * 24 * HOUR,
    now,
    sender,
  );
}

/** An Eid's jamats published or changed: every subscriber hears once (see the module comment). */
export const notifyEidJamats = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: `${EID_JAMATS_COLLECTION}/{id}` },
  async (event) => {
    await notifyEidJamatsWrite(
      `eid-${event.params.id}-${event.id}`,
      event.data?.before.data(),
      event.data?.after.data(),
    );
  },
);
