/**
 * A janaza notice posted: one push to every subscribed device, in its reader's language (the
 * notice's text in that language where the site admin wrote it), opening the home page where the
 * notice is shown. Edits send nothing more; a notice whose prayer is already past, or posted with
 * 'Notify subscribers' unticked (`notify: false`), sends nothing.
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as z from 'zod/mini';
import {
  JANAZA_COLLECTION,
  janazaExpiresAt,
  janazaSchema,
  janazaPush,
  type JanazaData,
} from '@masjid/domain/janaza';
import { TRIGGER_OPTIONS } from '../lib/global-options.ts';
import { notifyCongregation } from './fan-out.ts';
import type { Compose } from './messages.ts';

/**
 * The notice as a push: 'Janaza: <name>', the prayer's day and time (`Mon 23 Nov, 3:30 PM`, in
 * Urdu `پیر، 23 نومبر، 3:30 سہ پہر`: as the site writes them) and place; tag per notice.
 */
export function janazaMessage(id: string, notice: JanazaData): Compose {
  return (lang) => {
    return {
      kind: 'janaza',
      ...janazaPush(notice, lang),
      link: '/',
      lang,
      tag: `janaza-${id}`,
    };
  };
}

/** A notice created while its prayer is still ahead: notify the congregation once. */
export const notifyJanaza = onDocumentCreated(
  { ...TRIGGER_OPTIONS, document: `${JANAZA_COLLECTION}/{id}` },
  async (event) => {
    const notice = z.safeParse(janazaSchema, event.data?.data());
    // The site admin chose not to notify (the form's 'Notify subscribers').
    if (!notice.success || notice.data.notify === false) return;
    // Kept by FCM only until the notice expires: a phone that wakes later is not told.
    const ttl = Math.floor((janazaExpiresAt(notice.data) - Date.now()) / 1000);
    if (ttl <= 60) return;
    await notifyCongregation(event.id, janazaMessage(event.params.id, notice.data), ttl);
  },
);
