/**
 * `Idempotency-Key` of the endpoints that create (`creates: true` in their declaration; decision
 * 46). Without the header a request behaves as before. With it:
 *
 * - a key not of 8-128 `[A-Za-z0-9_-]` is refused: 400 `invalid-idempotency-key`;
 * - the key is the caller's own: its record is `idempotencyKeys/{sha256(uid, method, path, key)}`,
 *   so another caller's same key is another record and creates its own thing;
 * - the record holds a fingerprint of the body (the JSON as parsed; a multipart body's bytes
 *   without its boundary, which a browser draws anew for each send): the same key with another
 *   body is refused, 409 `idempotency-key-reused`, and creates nothing;
 * - once answered, the record holds the answer (status, `Location`, JSON body), and a retry gets
 *   exactly that answer again without running the handler;
 * - the id of what the request creates (document id, Auth uid) is derived from the same hash
 *   (`newId`), so when the function dies after its write but before the record holds the answer,
 *   the retry runs the handler again, which finds the thing under that id and answers it instead
 *   of making another.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  IDEMPOTENCY_COLLECTION,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_KEY_PATTERN,
  idempotencyRecordSchema,
  type IdempotencyRecord,
} from '@masjid/domain/idempotency';
import { db } from '../lib/firebase.ts';
import { stored, validDoc } from '../lib/stored.ts';
import { ApiError } from './errors.ts';

const records = () =>
  db.collection(IDEMPOTENCY_COLLECTION).withConverter(stored(idempotencyRecordSchema));

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 letters and digits (the form of a Firestore auto-id) drawn from `bytes`. */
function idOf(bytes: Buffer): string {
  return [...bytes.subarray(0, 20)].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** A fresh random id of the same form, for a request without a key. */
export function randomId(): string {
  return db.collection(IDEMPOTENCY_COLLECTION).doc().id;
}

/**
 * The request's `Idempotency-Key`, or undefined without one; ApiError 400
 * `invalid-idempotency-key` for a malformed or repeated header.
 */
export function idempotencyKeyOf(req: Request): string | undefined {
  const raw = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw))
    throw new ApiError(
      'bad-request',
      'invalid-idempotency-key',
      'Idempotency-Key must be 8 to 128 letters, digits, _ or -',
    );
  return raw;
}

/**
 * A hash of what the request asks: its parsed JSON body, or else its raw bytes with a multipart
 * boundary taken out (a browser draws a new one for every send of the same form).
 */
export function fingerprintOf(req: Request & { rawBody?: Buffer }, body: unknown): string {
  const hash = createHash('sha256');
  if (body !== undefined) return hash.update(JSON.stringify(body)).digest('hex');
  let raw = req.rawBody ?? Buffer.alloc(0);
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.get('content-type') ?? '');
  const mark = boundary?.[1] ?? boundary?.[2];
  if (mark) raw = Buffer.from(raw.toString('latin1').split(mark).join(''), 'latin1');
  return hash.update(raw).digest('hex');
}

/** A claimed key: the id of what the request creates and how its answer is kept. */
export interface KeyClaim {
  /** The id of the document or account the request creates, derived from the key. */
  newId: string;
  /** Keeps the answer the request is about to send. */
  answered(status: number, location: string | undefined, body: unknown): Promise<void>;
  /**
   * After the handler threw `err`: a refusal (4xx) forgets the key, so the request may be sent
   * again with it; a failure keeps it `started`, so its retry finds what the handler made.
   */
  failed(err: unknown): Promise<void>;
}

/** A retry of an answered request: its first answer. */
export interface Replay {
  status: number;
  location?: string;
  body: unknown;
}

/**
 * Claims `key` of caller `uid` for this request (method and path) with body `fingerprint`:
 * the first answer to replay when the key was answered before; 409 `idempotency-key-reused` when
 * the key came with another body; else the claim (a record in state `started`, kept by a retry of
 * a request that never answered).
 */
export async function claimKey(
  req: Request,
  uid: string,
  key: string,
  fingerprint: string,
): Promise<{ replay: Replay } | { claim: KeyClaim }> {
  const digest = createHash('sha256')
    .update([uid, req.method, `${req.baseUrl}${req.path}`, key].join('\n'))
    .digest();
  const ref = records().doc(digest.toString('hex'));
  const now = Date.now();
  const expireAt = Timestamp.fromMillis(now + IDEMPOTENCY_KEY_LIFETIME_MS);
  const found = await db.runTransaction(async (tx) => {
    const record = validDoc(await tx.get(ref));
    const live = record && record.expireAt.toMillis() > now ? record : undefined;
    if (!live) tx.set(ref, { id: ref.id, fingerprint, state: 'started', expireAt });
    return live;
  });
  if (found && found.fingerprint !== fingerprint)
    throw new ApiError(
      'conflict',
      'idempotency-key-reused',
      'This Idempotency-Key was sent before with another request',
    );
  if (found?.state === 'answered' && found.status !== undefined)
    return {
      replay: {
        status: found.status,
        location: found.location,
        body: found.body === undefined ? undefined : JSON.parse(found.body),
      },
    };
  return {
    claim: {
      newId: idOf(digest),
      answered: async (status, location, body) => {
        const answer: IdempotencyRecord = { fingerprint, state: 'answered', status, expireAt };
        if (location) answer.location = location;
        if (body !== undefined) answer.body = JSON.stringify(body);
        await ref.set({ id: ref.id, ...answer });
      },
      failed: async (err) => {
        if (!(err instanceof ApiError) || err.status >= 500) return;
        await db.runTransaction(async (tx) => {
          if (validDoc(await tx.get(ref))?.state === 'started') tx.delete(ref);
        });
      },
    },
  };
}

/** Sends a replayed answer. */
export function sendReplay(res: Response, replay: Replay): void {
  res.status(replay.status);
  if (replay.location) res.location(replay.location);
  if (replay.body === undefined) res.end();
  else res.json(replay.body);
}
