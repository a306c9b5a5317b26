/**
 * `tidyEventImages`: when an event is written, an uploaded image it now names is marked as used
 * by it, and one it no longer names (changed or deleted event) is deleted with its files unless
 * another event still names it. Images typed as links (`/images/...`, https) are not ours and are
 * left alone.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as z from 'zod/mini';
import { EVENTS_COLLECTION } from '@masjid/domain/event';
import { eventImageIdOf } from '@masjid/domain/event-image';
import { TRIGGER_OPTIONS } from '../lib/global-options.ts';
import { db } from '../lib/firebase.ts';
import { deleteEventImage, eventImages } from './records.ts';

const withImage = z.object({ imageUrl: z.string() });

/** The image URL of a stored event's data, if it has one. */
function imageUrlOf(data: unknown): string | undefined {
  const parsed = z.safeParse(withImage, data);
  return parsed.success ? parsed.data.imageUrl : undefined;
}

export const tidyEventImages = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: `${EVENTS_COLLECTION}/{id}` },
  async (event) => {
    const beforeUrl = imageUrlOf(event.data?.before.data());
    const afterUrl = imageUrlOf(event.data?.after.data());
    const now = eventImageIdOf(afterUrl);
    const was = eventImageIdOf(beforeUrl);
    if (now) {
      const ref = eventImages().doc(now);
      // Without `expiresAt` the sweep of unused uploads no longer reads it.
      if ((await ref.get()).exists)
        await ref.update({ eventId: event.params.id, expiresAt: FieldValue.delete() });
    }
    if (was && was !== now && beforeUrl) {
      const stillUsed = await db
        .collection(EVENTS_COLLECTION)
        .where('imageUrl', '==', beforeUrl)
        .limit(1)
        .get();
      if (stillUsed.empty) await deleteEventImage(was);
    }
  },
);
