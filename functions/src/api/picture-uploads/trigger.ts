/**
 * The tidy-up trigger of one kind of uploaded picture: when a document of the owning collection is
 * written, an uploaded picture it now names is marked as used by it, and one it no longer names
 * (changed or deleted document, picture removed) is deleted with its files unless another
 * document still names it. Pictures typed as links (`/images/...`, https) are not ours and are
 * left alone.
 */
import { FieldValue } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { pictureIdOf, type PictureUploadKind } from '@masjid/domain/picture-upload';
import { TRIGGER_OPTIONS } from '../../lib/global-options.ts';
import { db } from '../../lib/firebase.ts';
import { deletePicture, pictureRecords } from './records.ts';

/** Which documents name pictures of a kind, and where. */
export interface PictureOwners {
  /** The owning collection, e.g. `events`. */
  collection: string;
  /** The Firestore field path of the address, e.g. `imageUrl` or `image.src`. */
  field: string;
}

const map = z.record(z.string(), z.unknown());

/** The text at the dotted `field` path of a stored document's data, if there is one. */
function textAt(data: unknown, field: string): string | undefined {
  let value = data;
  for (const key of field.split('.')) {
    const parsed = map.safeParse(value);
    value = parsed.success ? parsed.data[key] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/** A trigger that keeps the pictures of `kind` used by exactly the documents of `owners`. */
export function tidyPictures(kind: PictureUploadKind, owners: PictureOwners) {
  return onDocumentWritten(
    { ...TRIGGER_OPTIONS, document: `${owners.collection}/{id}` },
    async (event) => {
      const beforeUrl = textAt(event.data?.before.data(), owners.field);
      const afterUrl = textAt(event.data?.after.data(), owners.field);
      const now = pictureIdOf(kind.folder, afterUrl);
      const was = pictureIdOf(kind.folder, beforeUrl);
      if (now) {
        const ref = pictureRecords(kind).doc(now);
        // Without `expiresAt` the sweep of unused uploads no longer reads it.
        if ((await ref.get()).exists)
          await ref.update({ usedBy: event.params.id, expiresAt: FieldValue.delete() });
      }
      if (was && was !== now && beforeUrl) {
        const stillUsed = await db
          .collection(owners.collection)
          .where(owners.field, '==', beforeUrl)
          .limit(1)
          .get();
        if (stillUsed.empty) await deletePicture(kind, was);
      }
    },
  );
}
