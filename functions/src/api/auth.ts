/**
 * Who is calling: the Bearer ID token of `Authorization`, verified with the Admin SDK including
 * the revocation check, and the roles of its custom claims (`@masjid/domain/roles`).
 */
import type { Request } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { isSiteAdmin, parseRoleClaims, type HifzRole, type RoleClaims } from '@masjid/domain/roles';
import { app } from '../lib/firebase.ts';
import { ApiError } from './errors.ts';

/** A verified caller: the account's uid, e-mail and role claims. */
export interface Caller {
  uid: string;
  email?: string;
  claims: RoleClaims;
}

/** Who may call an endpoint: anyone, the site admin, or the listed hifz portal roles. */
export type Role = 'public' | 'siteAdmin' | readonly HifzRole[];

/**
 * The verified caller of a request. Throws ApiError 401 when the header is missing or the token
 * is malformed, expired, revoked or belongs to a disabled account.
 */
export async function verifyCaller(req: Request): Promise<Caller> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9._-]+)$/.exec(header);
  if (!match?.[1])
    throw new ApiError('unauthenticated', 'signed-out', 'Sign in first: send a Bearer ID token');
  try {
    const decoded = await getAuth(app).verifyIdToken(match[1], true);
    return { uid: decoded.uid, email: decoded.email, claims: parseRoleClaims(decoded) };
  } catch {
    throw new ApiError(
      'unauthenticated',
      'session-expired',
      'The sign-in token is invalid, expired or revoked',
    );
  }
}

/**
 * Throws ApiError 403 unless `claims` grant `role` (not for 'public', which needs no caller): the
 * site admin flag, or one of the listed hifz roles.
 */
export function checkRole(claims: RoleClaims, role: Exclude<Role, 'public'>): void {
  if (role === 'siteAdmin') {
    if (!isSiteAdmin(claims))
      throw new ApiError('forbidden', 'site-admin-only', 'Only a site administrator may do this');
    return;
  }
  if (!claims.role || !role.includes(claims.role))
    throw new ApiError('forbidden', 'role-required', `Only a ${role.join(' or ')} may do this`, {
      params: { roles: role.join(',') },
    });
}
