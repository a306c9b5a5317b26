import { describe, expect, it } from 'vitest';
import { SANAD_CODE_PATTERN } from '@masjid/domain/sanad';
import { deriveSanadCode, newSanadNonce, sanadCodeHash } from './codes.ts';

describe('verify codes', () => {
  const secret = 'test-secret-0123456789-0123456789';
  it('are 24 URL-safe characters (144 bits) and the same for the same sanad and nonce', () => {
    const code = deriveSanadCode(secret, 'sanad-1', 'nonce-1');
    expect(code).toMatch(SANAD_CODE_PATTERN);
    expect(Buffer.from(code, 'base64url')).toHaveLength(18);
    expect(deriveSanadCode(secret, 'sanad-1', 'nonce-1')).toBe(code);
  });

  it('differ by sanad, nonce and secret', () => {
    const code = deriveSanadCode(secret, 'sanad-1', 'nonce-1');
    expect(deriveSanadCode(secret, 'sanad-2', 'nonce-1')).not.toBe(code);
    expect(deriveSanadCode(secret, 'sanad-1', 'nonce-2')).not.toBe(code);
    expect(deriveSanadCode(`${secret}x`, 'sanad-1', 'nonce-1')).not.toBe(code);
  });

  it('are not a parent link of the same values, and are looked up by a hash that is not the code', () => {
    const code = deriveSanadCode(secret, 's', 'n');
    expect(sanadCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(sanadCodeHash(code)).not.toContain(code);
  });

  it('draw a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newSanadNonce));
    expect(nonces.size).toBe(50);
    expect(Buffer.from([...nonces][0]!, 'base64url')).toHaveLength(16);
  });
});
