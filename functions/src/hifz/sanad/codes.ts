/**
 * The pure part of a sanad's verify code (decision 0054): derived, never stored, like a parent's
 * link (decision 0023): `base64url(HMAC-SHA256(secret, "sanad:" + sanadId + ":" + nonce))` cut to
 * SANAD_CODE_BYTES (144 bits, 24 URL-safe characters) with a random 128-bit nonce per sanad, and
 * looked up by its SHA-256. No Firebase here, so the seed can use it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { SANAD_CODE_BYTES } from '@masjid/domain/sanad';
import { tokenHash } from '../link-token.ts';

/** The verify code of sanad `sanadId` (`secret`: the deep-link key of lib/config.ts). */
export function deriveSanadCode(secret: string, sanadId: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`sanad:${sanadId}:${nonce}`)
    .digest()
    .subarray(0, SANAD_CODE_BYTES)
    .toString('base64url');
}

/** The lookup key of a code (hex SHA-256). */
export const sanadCodeHash = tokenHash;

/** A new nonce: 128 random bits from the platform's secure generator. */
export function newSanadNonce(): string {
  return randomBytes(16).toString('base64url');
}
