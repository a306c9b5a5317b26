import * as z from 'zod/mini';

/**
 * Roles as Firebase Auth custom claims. Only trusted code sets them (the functions and the
 * seed, through the Admin SDK); security rules and API handlers read them from the ID token.
 *
 * Claim shape, both keys optional and independent of each other:
 *
 * | claim              | meaning                                                           |
 * |--------------------|-------------------------------------------------------------------|
 * | `siteAdmin: true`  | site administrator: edits jamat timings, events, recordings |
 * | `role: 'admin'`    | hifz portal administrator, the owner |
 * | `role: 'qari'`     | hifz teacher (/dashboard-qari)                                    |
 * | `role: 'student'`  | hifz student (/dashboard-student)                                 |
 *
 * A user without claims is an ordinary signed-in user with no rights beyond a visitor's. In rules:
 * `request.auth.token.siteAdmin == true`, `request.auth.token.role == 'qari'`.
 */

/** The hifz portal roles. */
export const HIFZ_ROLES = ['admin', 'qari', 'student'] as const;
export type HifzRole = (typeof HIFZ_ROLES)[number];

/**
 * Our custom claims. Parsing a decoded ID token with it keeps only these two keys (zod strips the
 * token's other fields such as `uid`, `email`, `iat`).
 */
export const roleClaimsSchema = z.object({
  /** Site administrator flag; only the literal `true` grants anything. */
  siteAdmin: z.optional(z.boolean()),
  /** Hifz portal role. */
  role: z.optional(z.enum(HIFZ_ROLES)),
});
export type RoleClaims = z.infer<typeof roleClaimsSchema>;

/**
 * Reads our claims from a decoded ID token or a user record's `customClaims`. Anything malformed
 * (unknown role, non-boolean flag) yields no claims at all: no rights rather than wrong rights.
 */
export function parseRoleClaims(claims: unknown): RoleClaims {
  const parsed = roleClaimsSchema.safeParse(claims ?? {});
  return parsed.success ? parsed.data : {};
}

/** True when the claims make the user a site administrator (`siteAdmin === true`). */
export function isSiteAdmin(claims: RoleClaims): boolean {
  return claims.siteAdmin === true;
}

/** The user's hifz role, or undefined for users outside the hifz portal. */
export function hifzRole(claims: RoleClaims): HifzRole | undefined {
  return claims.role;
}

/**
 * `accountStatus/{uid}`: written only by the functions and the role scripts (Admin SDK), read only
 * by the security rules. No document means an active account. With one, the rules refuse the
 * account when `disabled`, and refuse every ID token signed in (`auth_time`, whole seconds) before
 * `validAfter` (the Auth user's `tokensValidAfterTime`), so a disable, a role change, a password
 * reset or a session revocation stops direct Firestore access at once instead of when the last ID
 * token expires (up to an hour).
 */
export const ACCOUNT_STATUS_COLLECTION = 'accountStatus';
