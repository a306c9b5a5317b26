/**
 * Parents' deep links. A student's token is derived, never stored:
 * `token = base64url(HMAC-SHA256(DEEP_LINK_SECRET, studentId:nonce))` (256 bits), with a random
 * 128-bit nonce per link from the platform's cryptographically secure generator. Firestore keeps
 * only the nonce (`studentLinks/{studentId}`) and the token's SHA-256 (`deepLinks/{hash}`, the
 * lookup), both closed to clients; without the server's secret neither gives the token back, yet
 * the owner report can show every current link. Replacing a link draws a new nonce and deletes the
 * old hash, so the old link stops working at once.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import {
  DEEP_LINKS_COLLECTION,
  DEEP_LINK_TOKEN_PATTERN,
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

/**
 * Within `tx`: gives the student a new link (replacing any old one, whose hash `oldHash` is
 * deleted) and returns its token. `by`: uid of who asked.
 */
export function writeNewLink(
  tx: Transaction,
  studentId: string,
  by: string,
  oldHash?: string,
): string {
  const nonce = randomBytes(16).toString('base64url');
  const token = deriveToken(deepLinkSecret(), studentId, nonce);
  const hash = tokenHash(token);
  if (oldHash) tx.delete(hashRef(oldHash));
  const createdAt = new Date().toISOString();
  tx.set(hashRef(hash), { studentId, createdAt });
  tx.set(linkRef(studentId), {
    nonce,
    tokenHash: hash,
    createdAt,
    createdBy: by,
  } satisfies StudentLink);
  return token;
}

/** The student's current token, or undefined when the student has no link. */
export async function currentToken(studentId: string): Promise<string | undefined> {
  const link = validDoc(await linkRef(studentId).withConverter(linkConverter).get());
  return link ? deriveToken(deepLinkSecret(), studentId, link.nonce) : undefined;
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
    const old = validDoc(await tx.get(linkRef(studentId).withConverter(linkConverter)));
    return writeNewLink(tx, studentId, by, old?.tokenHash);
  });
}

/**
 * The student a token opens, or undefined for anything else: a malformed, unknown or replaced
 * token. One document read; the same answer (and about the same time) for every kind of miss.
 */
export async function resolveToken(token: string): Promise<string | undefined> {
  if (!DEEP_LINK_TOKEN_PATTERN.test(token)) return undefined;
  const snap = await hashRef(tokenHash(token)).withConverter(stored(deepLinkRecordSchema)).get();
  return validDoc(snap)?.studentId;
}
