/**
 * The functions' configuration, read in one place. Deployed values are firebase-functions params:
 * the deep-link key is a secret (Secret Manager in production, `functions/.secret.local` on the
 * emulator) and the Web API key of the password check a string parameter (asked for at deploy,
 * `functions/.env.local` on the emulator). What the platform and our scripts set in the
 * environment (emulator hosts, local folders) is parsed here too, so no other module reads
 * `process.env`.
 */
import { join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { defineSecret, defineString } from 'firebase-functions/params';
import * as z from 'zod/mini';
import { site } from '@masjid/domain/site';

/** Key of the parents' deep links (`firebase functions:secrets:set DEEP_LINK_SECRET`). */
export const deepLinkSecretParam = defineSecret('DEEP_LINK_SECRET');

/** The project's Web API key, which Firebase Auth's password sign-in REST call needs. */
export const webApiKeyParam = defineString('WEB_API_KEY', {
  description: 'Web API key of the Firebase project (Project settings > General)',
});

/**
 * The site's address as visitors use it (scheme, host and port), the base of every absolute link
 * the server builds (the parents' deep links). Never taken from the request: `Host` and
 * `X-Forwarded-Host` are written by the caller, so a forged header would otherwise put a student's
 * link token on someone else's site. A parameter rather than `site.websiteUrl` alone because the
 * address differs per environment (the Hosting emulator at `http://127.0.0.1:5000` in
 * `functions/.env.local`, a custom domain, a second project); `site.websiteUrl` stays the one
 * production value and is the default, so a deploy that does not set SITE_URL uses it.
 */
export const siteUrlParam = defineString('SITE_URL', {
  default: site.websiteUrl,
  description: 'Address of the website (https://host, no path), the base of deep links',
});

const siteUrlSchema = z.pipe(
  z.url({ protocol: /^https?$/ }),
  z.transform((url) => new URL(url).origin),
);

/**
 * The configured site origin, e.g. `https://masjid-alnoor.web.app` (no trailing slash, any path
 * dropped); throws when SITE_URL is not an http(s) URL.
 */
export function siteOrigin(): string {
  return z.parse(siteUrlSchema, siteUrlParam.value());
}

const deepLinkSecretSchema = z
  .string()
  .check(z.minLength(32, 'DEEP_LINK_SECRET is not set (at least 32 characters)'));

let deepLinkSecretValue: string | undefined;

/** The deep-link key, checked once per instance; throws when it is missing or too short. */
export function deepLinkSecret(): string {
  deepLinkSecretValue ??= z.parse(deepLinkSecretSchema, deepLinkSecretParam.value());
  return deepLinkSecretValue;
}

/** The Web API key; throws when the parameter is empty. */
export function webApiKey(): string {
  return z.parse(z.string().check(z.minLength(1, 'WEB_API_KEY is not set')), webApiKeyParam.value());
}

const platformSchema = z.object({
  /** Set to `true` by the Functions emulator. */
  FUNCTIONS_EMULATOR: z.optional(z.string()),
  /** `host:port` of the Auth emulator when it runs. */
  FIREBASE_AUTH_EMULATOR_HOST: z.optional(z.string()),
  /** `host:port` of a Storage emulator, when one is configured. */
  FIREBASE_STORAGE_EMULATOR_HOST: z.optional(z.string()),
  /** Folder of the local-disk media store (set by `npm start` and `npm test`). */
  MEDIA_STORE_DIR: z.optional(z.string()),
  /** Folder where the emulator's stand-in for FCM writes the messages it would send. */
  PUSH_OUTBOX_DIR: z.optional(z.string()),
  /** `host:port` of the Firestore emulator when it runs. */
  FIRESTORE_EMULATOR_HOST: z.optional(z.string()),
  /**
   * The addresses Firebase Hosting connects to the function from, comma-separated IPs or CIDR
   * ranges (`functions/.env`; in `functions/.env.local` the loopback address the tests' stand-in
   * of Hosting records): a request whose last `X-Forwarded-For` hop is one of them came through
   * Hosting. See `clientAddress`.
   */
  HOSTING_PROXY_RANGES: z.optional(z.string().check(z.refine(isRangeList, 'not IPs or CIDRs'))),
});

/** Whether `value` is a comma-separated list of IP addresses or CIDR ranges (`a.b.c.d/n`). */
export function isRangeList(value: string): boolean {
  return rangeList(value).every((range) => {
    const [net = '', bits, ...rest] = range.split('/');
    const family = isIP(net);
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
}

/** The entries of a comma-separated list, trimmed, blanks dropped. */
export function rangeList(value: string): string[] {
  return value
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
}

/** The environment the platform and our scripts set, read at call time (tests change it). */
export function platform() {
  const env = z.parse(platformSchema, process.env);
  return {
    emulated: env.FUNCTIONS_EMULATOR === 'true',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    storageEmulatorHost: env.FIREBASE_STORAGE_EMULATOR_HOST || undefined,
    mediaStoreDir: resolve(env.MEDIA_STORE_DIR ?? join(tmpdir(), 'masjid-media')),
    pushOutboxDir: env.PUSH_OUTBOX_DIR ?? resolve(process.cwd(), '..', '.emulators', 'push'),
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST || undefined,
    hostingProxyRanges: rangeList(env.HOSTING_PROXY_RANGES ?? ''),
  };
}
