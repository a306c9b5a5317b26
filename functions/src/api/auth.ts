/**
 * Who is calling: the Bearer ID token of `Authorization`, verified with the Admin SDK including
 * the revocation check, and the roles of its custom claims (`@masjid/domain/roles`).
 */
import type { Request, RequestHandler } from 'express';
import { getAuth } from 'firebase-admin/auth';
import {
  hifzRole,
  isSiteAdmin,
  parseRoleClaims,
  type HifzRole,
  type RoleClaims,
} from '@masjid/domain/roles';
import { app } from '../lib/firebase.ts';
import { ApiError } from './errors.ts';

export interface Caller {
  uid: string;
  email?: string;
  claims: RoleClaims;
}

/**
 * The verified caller of a request. Throws ApiError 401 when the header is missing or the token
 * is malformed, expired, revoked or belongs to a disabled account.
 */
export async function verifyCaller(req: Request): Promise<Caller> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9._-]+)$/.exec(header);
  if (!match?.[1]) throw new ApiError('unauthenticated', 'Sign in first: send a Bearer ID token');
  try {
    const decoded = await getAuth(app).verifyIdToken(match[1], true);
    return { uid: decoded.uid, email: decoded.email, claims: parseRoleClaims(decoded) };
  } catch {
    throw new ApiError('unauthenticated', 'The sign-in token is invalid, expired or revoked');
  }
}

/** Middleware: only a site admin (claim `siteAdmin: true`) passes; 401 or 403 otherwise. */
export const requireSiteAdmin: RequestHandler = async (req, res, next) => {
  try {
    const caller = await verifyCaller(req);
    if (!isSiteAdmin(caller.claims))
      throw new ApiError('forbidden', 'Only a site administrator may do this');
    res.locals.caller = caller;
    next();
  } catch (err) {
    next(err);
  }
};

/**
 * Middleware: only a caller whose hifz role (claim `role`) is one of `roles` passes; 401 or 403
 * otherwise. The caller is `res.locals.caller`.
 */
export function requireHifzRole(...roles: HifzRole[]): RequestHandler {
  return async (req, res, next) => {
    try {
      const caller = await verifyCaller(req);
      const role = hifzRole(caller.claims);
      if (!role || !roles.includes(role))
        throw new ApiError('forbidden', `Only a ${roles.join(' or ')} may do this`);
      res.locals.caller = caller;
      next();
    } catch (err) {
      next(err);
    }
  };
}
