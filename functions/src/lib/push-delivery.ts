/**
 * How a notification reaches a set of devices, for the congregation's notifications
 * (push/fan-out.ts) and the parents' news of their child (hifz/parent-push/devices.ts) alike:
 * the send is claimed once in a document of its own (a Cloud Functions trigger may run twice for
 * one change, and the second run must send nothing), each device gets the text in its reader's
 * language, tokens go to FCM in batches of at most `FCM_BATCH_SIZE` as the devices are read, and
 * the documents of tokens FCM reports unregistered, invalid or made-up are deleted right after
 * their batch (so a run cut short by its timeout still removes what it learnt).
 */
import type { CollectionReference, DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { FCM_BATCH_SIZE, type PushLanguage, type PushPayload } from '@masjid/domain/push';
import { ALREADY_EXISTS, db, errorCode } from './firebase.ts';
import { DEAD_TOKEN_CODES, INVALID_ARGUMENT, type FcmSender } from './fcm.ts';

/**
 * Creates `claim` with `data`; false (and nothing written) when it exists already, that is when
 * this send was made before.
 */
export async function claimSend(claim: DocumentReference, data: DocumentData): Promise<boolean> {
  try {
    await claim.create(data);
    return true;
  } catch (err) {
    if (errorCode(err) === ALREADY_EXISTS) return false;
    throw err;
  }
}

/** A device to send to: its token document's id, its FCM token, and its reader's language. */
export interface PushDevice {
  id: string;
  token: string;
  language: PushLanguage;
}

/** What one delivery did. */
export interface DeliverySummary {
  /** Devices the notification was addressed to. */
  recipients: number;
  sent: number;
  failed: number;
  /** Token documents deleted because FCM reported the token dead. */
  dead: number;
  batches: number;
}

/** Deletes the token documents `ids` of `tokens`. */
export async function deleteTokens(tokens: CollectionReference, ids: readonly string[]) {
  if (ids.length === 0) return;
  const writer = db.bulkWriter();
  for (const id of ids) void writer.delete(tokens.doc(id));
  await writer.close();
}

/** The FCM boundary and what a delivery writes and logs. */
export interface DeliveryOptions {
  /** The collection of the devices' documents (dead ones are deleted from it). */
  tokens: CollectionReference;
  /** How long FCM keeps the message for an offline phone. */
  ttlSeconds: number;
  /** FCM, or a test's stand-in (FCM has no emulator). */
  sender: FcmSender;
  /** Names the send in the logs. */
  label: string;
}

/**
 * Most made-up tokens remembered while no device of their language has accepted the message yet
 * (see `Delivery`); beyond it they are left for the next notification to find.
 */
const MAX_SUSPECTS = 5000;

/**
 * One notification on its way, fed devices one at a time (`add`) so the caller can stream them
 * from Firestore page by page: it holds at most `FCM_BATCH_SIZE` devices per language, sends a
 * language's batch as soon as it is full and the rest at `finish`, in the order the languages
 * first came. A failed request (FCM down, quota) is logged under `label` and counted as failed; it
 * does not stop the other batches. The documents of tokens FCM reports dead are deleted right
 * after their batch. A token FCM answers `messaging/invalid-argument` (a made-up one; also FCM's
 * answer to a malformed message) is deleted once FCM accepted the same message for a device of
 * its language, so a message FCM refuses for everyone deletes no device.
 */
export class Delivery {
  readonly summary: DeliverySummary = { recipients: 0, sent: 0, failed: 0, dead: 0, batches: 0 };
  private readonly pending = new Map<PushLanguage, PushDevice[]>();
  private readonly payloads = new Map<PushLanguage, PushPayload>();
  /** Languages whose message FCM accepted for some device. */
  private readonly accepted = new Set<PushLanguage>();
  /** Ids of tokens refused as invalid-argument before their language's message was accepted. */
  private readonly suspects = new Map<PushLanguage, string[]>();

  constructor(
    private readonly compose: (lang: PushLanguage) => PushPayload,
    private readonly options: DeliveryOptions,
  ) {}

  /** Queues `device`; sends its language's batch when it is full. */
  async add(device: PushDevice): Promise<void> {
    let list = this.pending.get(device.language);
    if (!list) {
      list = [];
      this.pending.set(device.language, list);
    }
    list.push(device);
    if (list.length >= FCM_BATCH_SIZE) {
      this.pending.set(device.language, []);
      await this.sendBatch(device.language, list);
    }
  }

  /** Sends what is left, language by language; returns what the delivery did. */
  async finish(): Promise<DeliverySummary> {
    for (const [lang, list] of this.pending) {
      this.pending.set(lang, []);
      if (list.length > 0) await this.sendBatch(lang, list);
    }
    for (const [lang, ids] of this.suspects)
      if (ids.length > 0)
        logger.warn(
          `${this.options.label}: FCM refused the ${lang} message for every device ` +
            `(invalid-argument); ${ids.length} tokens kept`,
        );
    return this.summary;
  }

  private payload(lang: PushLanguage): PushPayload {
    let payload = this.payloads.get(lang);
    if (!payload) {
      payload = this.compose(lang);
      this.payloads.set(lang, payload);
    }
    return payload;
  }

  private async sendBatch(lang: PushLanguage, batch: PushDevice[]): Promise<void> {
    const { tokens, ttlSeconds, sender, label } = this.options;
    const summary = this.summary;
    summary.recipients += batch.length;
    summary.batches += 1;
    let results;
    try {
      results = await sender.send({
        tokens: batch.map((d) => d.token),
        payload: this.payload(lang),
        ttlSeconds,
      });
    } catch (err) {
      logger.error(`${label}: a batch of ${batch.length} failed`, err);
      summary.failed += batch.length;
      return;
    }
    const dead: string[] = [];
    const invalid: string[] = [];
    results.forEach((result, j) => {
      if (result.ok) summary.sent += 1;
      else {
        summary.failed += 1;
        if (DEAD_TOKEN_CODES.has(result.code)) dead.push(batch[j]!.id);
        else if (result.code === INVALID_ARGUMENT) invalid.push(batch[j]!.id);
      }
    });
    if (results.some((r) => r.ok)) this.accepted.add(lang);
    if (this.accepted.has(lang)) {
      dead.push(...invalid, ...(this.suspects.get(lang) ?? []));
      this.suspects.delete(lang);
    } else {
      const suspects = this.suspects.get(lang) ?? [];
      suspects.push(...invalid.slice(0, MAX_SUSPECTS - suspects.length));
      this.suspects.set(lang, suspects);
    }
    await deleteTokens(tokens, dead);
    summary.dead += dead.length;
  }
}

/** Sends `compose(lang)` to `devices` (a list already in memory) through one `Delivery`. */
export async function deliver(
  devices: readonly PushDevice[],
  compose: (lang: PushLanguage) => PushPayload,
  options: DeliveryOptions,
): Promise<DeliverySummary> {
  const delivery = new Delivery(compose, options);
  for (const device of devices) await delivery.add(device);
  return delivery.finish();
}
