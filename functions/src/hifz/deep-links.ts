/**
 * Parents' deep links. A student's token is derived, never stored:
 * `token = base64url(HMAC-SHA256(DEEP_LINK_SECRET, studentId:nonce))` (256 bits), with a random
 * 128-bit nonce per link from the platform's cryptographically secure generator. Firestore keeps
 * only the nonce (`studentLinks/{studentId}`) and the token's SHA-256 (`deepLinks/{hash}`, the
 * lookup), both closed to clients; without the server's secret neither gives the token back, yet
 * the owner report can show every current link. Replacing a link draws a new nonce and marks the
 * old hash `replaced` (`moved` when the student moved to another qari), so the old link stops
 * working at once and its page can say why, for a year (`REPLACED_LINK_KEPT_DAYS`): then
 * Firestore's TTL policy on `deepLinks.expireAt` deletes the old hash and the link is unknown.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  DEEP_LINKS_COLLECTION,
  DEEP_LINK_TOKEN_PATTERN,
  LINK_REPLACEMENTS,
  STUDENT_LINKS_COLLECTION,
  deepLinkRecordSchema,
  studentLinkSchema,
  type StudentLink,
} from '@masjid/domain/hifz';
import { db } from '../lib/firebase.ts';
import { deepLinkSecret } from '../lib/config.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { deriveToken, tokenHash } from './link-token.ts';

const links = () => db.collection(STUDENT_LINKS_COLLECTION);
const linkRef = (studentId: string) => links().doc(studentId);
const hashRef = (hash: string) => db.collection(DEEP_LINKS_COLLECTION).doc(hash);
const linkConverter = stored(studentLinkSchema);
type LinkReplacement = (typeof LINK_REPLACEMENTS)[number];

/**
 * Days a replaced link's hash is kept to tell its holder "replaced" (410) instead of "unknown"
 * (404); then the TTL policy deletes it, so replaced links do not pile up (firestore.indexes.json).
 */
export const REPLACED_LINK_KEPT_DAYS = 365;

/**
 * Within `tx`: gives the student a new link (replacing any old one, whose hash `oldHash` is marked
 * replaced, `moved` when `reason` says the student moved) and returns its token. `by`: uid of who
 * asked.
 */
export function writeNewLink(
  tx: Transaction,
  studentId: string,
  by: string,
  oldHash?: string,
  reason?: 'moved',
): string {
  const nonce = randomBytes(16).toString('base64url');
  const token = deriveToken(deepLinkSecret(), studentId, nonce);
  const hash = tokenHash(token);
  if (oldHash)
    tx.set(
      hashRef(oldHash),
      {
        replaced: reason ?? 'replaced',
        expireAt: Timestamp.fromMillis(Date.now() + REPLACED_LINK_KEPT_DAYS * 86_400_000),
      },
      { merge: true },
    );
  const createdAt = new Date().toISOString();
  tx.set(hashRef(hash), { studentId, createdAt });
  const link: StudentLink = { nonce, tokenHash: hash, createdAt, createdBy: by };
  tx.set(linkRef(studentId), reason ? { ...link, reason } : link);
  return token;
}

/** Within `tx`: the student's current link (read first: a transaction reads before it writes). */
export async function linkIn(tx: Transaction, studentId: string) {
  return validDoc(await tx.get(linkRef(studentId).withConverter(linkConverter)));
}

/** The student's current token, or undefined when the student has no link. */
export async function currentToken(studentId: string): Promise<string | undefined> {
  return (await currentLink(studentId))?.token;
}

/** The student's current token and why it was made (`moved`), or undefined without a link. */
export async function currentLink(
  studentId: string,
): Promise<{ token: string; reason?: 'moved' } | undefined> {
  const link = validDoc(await linkRef(studentId).withConverter(linkConverter).get());
  if (!link) return undefined;
  const token = deriveToken(deepLinkSecret(), studentId, link.nonce);
  return link.reason ? { token, reason: link.reason } : { token };
}

/** Every student's current token, in one query (the owner report). */
export async function allTokens(): Promise<Map<string, string>> {
  const secret = deepLinkSecret();
  const snap = await links().withConverter(linkConverter).get();
  return new Map(
    validDocs(snap).map((link) => [link.id, deriveToken(secret, link.id, link.nonce)]),
  );
}

/** Replaces the student's link: the old one stops working; returns the new token. */
export async function replaceLink(studentId: string, by: string): Promise<string> {
  return db.runTransaction(async (tx) => {
    const old = await linkIn(tx, studentId);
    return writeNewLink(tx, studentId, by, old?.tokenHash);
  });
}

/**
 * What a token opens: the student and, for a link replaced since, why (`replaced`, or `moved`
 * when the student moved to another qari); undefined for a malformed or unknown token. One
 * document read; the same answer (and about the same time) for every kind of miss.
 */
export async function resolveToken(
  token: string,
): Promise<{ studentId: string; replaced?: LinkReplacement } | undefined> {
  if (!DEEP_LINK_TOKEN_PATTERN.test(token)) return undefined;
  const snap = await hashRef(tokenHash(token)).withConverter(stored(deepLinkRecordSchema)).get();
  return validDoc(snap);
}
