/**
 * The pure part of the deep links (deep-links.ts): deriving a token from the server's secret and
 * hashing it for the lookup. No Firebase here, so the seed can use it.
 */
import { createHash, createHmac } from 'node:crypto';

/** The token of a student's link (`secret`: the deep-link key of lib/config.ts). */
export function deriveToken(secret: string, studentId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${studentId}:${nonce}`).digest('base64url');
}

/** The lookup key of a token (hex SHA-256). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
