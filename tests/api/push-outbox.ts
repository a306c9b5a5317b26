/**
 * What the emulator's FCM stand-in sent (functions/src/lib/fcm.ts: FCM has no emulator, so on the
 * emulator suite each batch is appended as one JSON line to `$PUSH_OUTBOX_DIR/sent.jsonl`). Tests
 * of Firestore triggers that notify read their batches here, by the message's tag.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { pushPayloadSchema } from '@masjid/domain/push';
import { ROOT } from '../emulators.ts';
import type { FcmBatch, FcmSender } from '../../functions/src/lib/fcm.ts';

const OUTBOX = join(process.env.PUSH_OUTBOX_DIR ?? join(ROOT, '.emulators', 'push'), 'sent.jsonl');
const sentBatchSchema = z.object({ tokens: z.array(z.string()), payload: pushPayloadSchema });
export type SentBatch = z.infer<typeof sentBatchSchema>;

/**
 * A token shaped like the FCM registration token a browser gets, `<name>:APA91b<random>`, which
 * the emulator's FCM stand-in accepts (a made-up token of any other shape it refuses, as FCM does,
 * with `messaging/invalid-argument`). `name` is letters, digits, `_` and `-`; a name starting
 * `unregistered` or `invalid` makes a token the stand-in calls dead.
 */
export const fcmLikeToken = (name: string) =>
  `${name}:APA91b${randomBytes(60).toString('base64url')}`;

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The batches the emulator's FCM stand-in wrote with the tag `tag`. */
export function sentWithTag(tag: string): SentBatch[] {
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => z.parse(sentBatchSchema, JSON.parse(line)))
    .filter((b) => b.payload.tag === tag);
}

/** Waits up to 20 s for `count` batches tagged `tag` (a trigger runs a moment after the write). */
export async function waitForTag(tag: string, count: number): Promise<SentBatch[]> {
  const until = Date.now() + 40_000;
  for (;;) {
    const found = sentWithTag(tag);
    if (found.length >= count || Date.now() > until) return found;
    await pause(250);
  }
}

/**
 * A stand-in for FCM at the one boundary without an emulator: it records every batch it is given
 * (`batches`) and answers each token as delivered.
 */
export function recordingFcm(): { sender: FcmSender; batches: FcmBatch[] } {
  const batches: FcmBatch[] = [];
  const sender: FcmSender = {
    name: 'recording stand-in for FCM',
    send: async (batch) => {
      batches.push(batch);
      return batch.tokens.map(() => ({ ok: true }));
    },
  };
  return { sender, batches };
}
