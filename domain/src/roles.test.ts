import { describe, expect, it } from 'vitest';
import { hifzRole, isSiteAdmin, parseRoleClaims } from './roles.ts';

describe('role claims', () => {
  it('keeps only our claims from a decoded ID token', () => {
    const token = { uid: 'u1', email: 'qari@demo.test', iat: 1, role: 'qari', firebase: {} };
    expect(parseRoleClaims(token)).toEqual({ role: 'qari' });
  });

  it('grants site admin only for siteAdmin === true', () => {
    expect(isSiteAdmin(parseRoleClaims({ siteAdmin: true }))).toBe(true);
    expect(isSiteAdmin(parseRoleClaims({ siteAdmin: false }))).toBe(false);
    expect(isSiteAdmin(parseRoleClaims({ siteAdmin: 'true' }))).toBe(false);
    expect(isSiteAdmin(parseRoleClaims({ role: 'siteAdmin' }))).toBe(false);
    expect(isSiteAdmin(parseRoleClaims(undefined))).toBe(false);
  });

  it('gives no rights at all for malformed claims', () => {
    expect(parseRoleClaims({ role: 'superuser', siteAdmin: true })).toEqual({});
    expect(hifzRole(parseRoleClaims({ role: 'Admin' }))).toBeUndefined();
    expect(hifzRole(parseRoleClaims({ role: 'student' }))).toBe('student');
  });
});
