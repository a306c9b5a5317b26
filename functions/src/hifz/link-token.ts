/**
 * The pure part of the deep links (deep-links.ts): deriving a token from the server's secret and
 * hashing it for the lookup. No Firebase here, so the seed can use it.
 */
import { createHash, createHmac } from 'node:crypto';

/** The server's secret (Secret Manager `DEEP_LINK_SECRET`; `functions/.secret.local` locally). */
export function deepLinkSecret(): string {
  const secret = process.env.DEEP_LINK_SECRET;
  if (!secret || secret.length < 32)
    throw new Error('DEEP_LINK_SECRET is not set (at least 32 characters)');
  return secret;
}

/** The token of a student's link. */
export function deriveToken(secret: string, studentId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${studentId}:${nonce}`).digest('base64url');
}

/** The lookup key of a token (hex SHA-256). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
