/**
 * The checks `npm run deploy` makes before it deploys anything (scripts/deploy.ts): every value a
 * live site needs is present, well-formed and not one of the emulators' demo values, and a built
 * site holds no demo key and no emulator address. Each check returns every problem it finds, so
 * the deploy can list them all in one message. Pure functions of their inputs except the two
 * readers of files (`readFunctionsParams`, `scanBuild`); tests: deploy-preflight.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseEnv } from 'node:util';
import * as z from 'zod/mini';
import type { ProjectConfig, UpdateProjectConfigRequest } from 'firebase-admin/auth';
import { isRangeList } from '../functions/src/lib/config.ts';
import {
  EMULATOR_OPTIONS,
  EMULATOR_VAPID_KEY,
  FIREBASE_ENV,
  VAPID_KEY_ENV,
} from '../web/src/common/build-config.ts';

/** One thing that stops the deploy: which value (or file), where it comes from, what is wrong. */
export interface Problem {
  /** The variable, parameter, secret or file, e.g. `VITE_FIREBASE_API_KEY`. */
  name: string;
  /** Where it is read from or should be set, e.g. `web/.env.production.local`. */
  where: string;
  /** What is wrong and, where it helps, what to do. */
  message: string;
}

/** The demo project's id (`.firebaserc`), which exists only on the emulators. */
export const DEMO_PROJECT_ID = EMULATOR_OPTIONS.projectId;

/**
 * Values that belong to the emulators and must never reach a live site: the demo project's web
 * options, the emulator's Web API key and the demo VAPID key pair.
 */
export const DEMO_VALUES: readonly string[] = [
  EMULATOR_OPTIONS.apiKey,
  DEMO_PROJECT_ID,
  EMULATOR_OPTIONS.appId,
  EMULATOR_VAPID_KEY,
];

/** Ports of the local emulators (firebase.json); `:<port>` in a built file means an emulator address. */
export function emulatorPorts(firebaseJson: unknown): number[] {
  const withPort = z.object({ port: z.number() });
  const parsed = z.object({ emulators: z.record(z.string(), z.unknown()) }).safeParse(firebaseJson);
  if (!parsed.success) return [];
  // Entries without a port (`ui`, `singleProjectMode`) are settings, not emulators.
  return Object.values(parsed.data.emulators).flatMap((entry) => {
    const emulator = withPort.safeParse(entry);
    return emulator.success ? [emulator.data.port] : [];
  });
}

/**
 * The project id as Google Cloud accepts it: 6 to 30 characters, lowercase letters, digits and
 * hyphens, starting with a letter and not ending with a hyphen. `demo-` projects exist only on the
 * emulators.
 */
export function checkProjectId(projectId: string | undefined): Problem[] {
  const where = '--project';
  if (!projectId) return [{ name: 'project id', where, message: 'missing (--project ID)' }];
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId))
    return [
      {
        name: 'project id',
        where,
        message: `"${projectId}" is not a Firebase project id (6-30 lowercase letters, digits, hyphens)`,
      },
    ];
  if (projectId.startsWith('demo-'))
    return [
      {
        name: 'project id',
        where,
        message: `"${projectId}" is an emulator-only demo project; give the real project's id`,
      },
    ];
  return [];
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const API_KEY = /^AIza[0-9A-Za-z_-]{35}$/;
/** An uncompressed P-256 public key (65 bytes, first byte 4) in base64url without padding. */
const VAPID_KEY = /^B[A-Za-z0-9_-]{86}$/;

/** `undefined` for a good value, else why it is wrong (for a present, non-blank value). */
type Rule = (value: string, values: Record<string, string | undefined>) => string | undefined;

function demoOrEmulator(value: string): string | undefined {
  if (DEMO_VALUES.some((demo) => value.includes(demo)))
    return `"${value}" is a demo value of the emulators`;
  if (/localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]/.test(value))
    return `"${value}" is an address on this machine (emulator), not the live site`;
  return undefined;
}

/** Applies `rules` to each named value; blank and absent values are reported as missing. */
function checkValues(
  values: Record<string, string | undefined>,
  rules: Record<string, Rule>,
  where: string,
): Problem[] {
  return Object.entries(rules).flatMap(([name, rule]) => {
    const value = values[name]?.trim();
    if (!value) return [{ name, where, message: 'missing' }];
    const wrong = demoOrEmulator(value) ?? rule(value, values);
    return wrong ? [{ name, where, message: wrong }] : [];
  });
}

const apiKeyRule: Rule = (value) =>
  API_KEY.test(value)
    ? undefined
    : 'not a Web API key (39 characters starting with AIza; Project settings > General > Web API Key)';

/**
 * The web build's configuration (`VITE_FIREBASE_*` of web/src/common/build-config.ts) for the
 * project `projectId`. `values` is what Vite's `loadEnv('production', 'web')` sees.
 */
export function checkWebConfig(
  values: Record<string, string | undefined>,
  projectId: string,
  where: string,
): Problem[] {
  const rules: Record<string, Rule> = {
    [FIREBASE_ENV.apiKey]: apiKeyRule,
    [FIREBASE_ENV.authDomain]: (value) =>
      HOST_NAME.test(value)
        ? undefined
        : `"${value}" is not a host name (e.g. ${projectId}.firebaseapp.com, no https://)`,
    [FIREBASE_ENV.projectId]: (value) =>
      value === projectId
        ? undefined
        : `"${value}" is not the project being deployed (${projectId}): the site would use another project`,
    [FIREBASE_ENV.storageBucket]: (value) =>
      /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/.test(value)
        ? undefined
        : `"${value}" is not a bucket name (e.g. ${projectId}.firebasestorage.app, no gs://)`,
    [FIREBASE_ENV.appId]: (value, all) => {
      const match = /^1:(\d+):web:[0-9a-f]+$/.exec(value);
      if (!match) return `"${value}" is not a web app id (1:<number>:web:<hex>)`;
      const sender = all[FIREBASE_ENV.messagingSenderId]?.trim();
      return sender && sender !== match[1]
        ? `belongs to sender ${match[1]}, not ${FIREBASE_ENV.messagingSenderId} ${sender}: the two come from different apps`
        : undefined;
    },
    [FIREBASE_ENV.messagingSenderId]: (value) =>
      /^\d{6,20}$/.test(value) ? undefined : `"${value}" is not a sender id (digits only)`,
    [VAPID_KEY_ENV]: (value) =>
      VAPID_KEY.test(value)
        ? undefined
        : 'not a public VAPID key (87 characters starting with B; Project settings > Cloud Messaging > Web Push certificates > Key pair)',
  };
  const problems = checkValues(values, rules, where);
  if (values.VITE_USE_EMULATORS === 'true')
    problems.push({
      name: 'VITE_USE_EMULATORS',
      where,
      message: '"true" builds a site that talks to the local emulators; remove it',
    });
  return problems;
}

/**
 * The functions' parameters (functions/src/lib/config.ts) and `functions/.env` settings; each has
 * a rule in `checkFunctionsParams` (the type makes sure).
 */
export const FUNCTIONS_PARAMS = [
  'WEB_API_KEY',
  'SITE_URL',
  'HOSTING_PROXY_RANGES',
  'NODE_ENV',
] as const;
/** The functions' secrets, set in Secret Manager (`firebase functions:secrets:set NAME`). */
export const FUNCTIONS_SECRETS = ['DEEP_LINK_SECRET'];

/**
 * The functions' parameters as a deploy to `projectId` reads them: functions/.env, then
 * functions/.env.<projectId> on top (firebase-tools; `.env.local` is the emulator's only).
 * `projectFile` replaces the second file (the CI's throw-away configuration).
 */
export function readFunctionsParams(
  functionsDir: string,
  projectId: string,
  projectFile = join(functionsDir, `.env.${projectId}`),
): { values: Record<string, string>; files: string[] } {
  const files = [join(functionsDir, '.env'), projectFile].filter((file) => existsSync(file));
  const envFile = z.record(z.string(), z.string());
  const values = Object.assign(
    {},
    ...files.map((file) => envFile.parse(parseEnv(readFileSync(file, 'utf8')))),
  );
  return { values, files };
}

/**
 * The functions' parameters: WEB_API_KEY the same key as the web build's, SITE_URL an https
 * origin that is not the emulator's, HOSTING_PROXY_RANGES a list of IPs or CIDR ranges (not
 * the emulator's), NODE_ENV production; no secret in
 * a .env file (firebase-tools refuses a name that is both).
 */
export function checkFunctionsParams(
  values: Record<string, string | undefined>,
  webApiKey: string | undefined,
  where: string,
): Problem[] {
  const rules: Record<(typeof FUNCTIONS_PARAMS)[number], Rule> = {
    WEB_API_KEY: (value) =>
      apiKeyRule(value, values) ??
      (webApiKey && value !== webApiKey.trim()
        ? `differs from ${FIREBASE_ENV.apiKey}: both are the project's Web API key`
        : undefined),
    SITE_URL: (value) => {
      const url = URL.canParse(value) ? new URL(value) : undefined;
      if (!url || url.protocol !== 'https:' || !HOST_NAME.test(url.hostname))
        return `"${value}" is not an https address of the site (e.g. https://www.example.org)`;
      return url.origin === value ? undefined : `"${value}": give the origin only (${url.origin})`;
    },
    HOSTING_PROXY_RANGES: (value) =>
      isRangeList(value)
        ? undefined
        : `"${value}" is not a list of IP addresses or CIDR ranges (where Firebase Hosting connects from)`,
    NODE_ENV: (value) => (value === 'production' ? undefined : `"${value}" is not "production"`),
  };
  const problems = checkValues(values, rules, where);
  for (const secret of FUNCTIONS_SECRETS)
    if (values[secret] !== undefined)
      problems.push({
        name: secret,
        where,
        message: 'is a secret: remove it from the .env file and set it in Secret Manager',
      });
  return problems;
}

/** A secret's value as read from Secret Manager (`firebase functions:secrets:access`). */
export function checkSecret(
  name: string,
  read: { ok: true; value: string } | { ok: false; error: string },
): Problem[] {
  const where = 'Secret Manager';
  if (!read.ok)
    return [
      {
        name,
        where,
        message: `could not be read (${read.error}). Set it: npx firebase functions:secrets:set ${name}`,
      },
    ];
  const value = read.value.trim();
  if (value.length < 32)
    return [{ name, where, message: `is ${value.length} characters; at least 32 random ones` }];
  return DEMO_VALUES.includes(value) ? [{ name, where, message: 'is a demo value' }] : [];
}

/** The shortest password the policy allows: the owner's forms ask for 8 (domain/src/hifz.ts). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Identity Platform's settings that guard password sign-in where it happens (the web app signs in
 * straight at Identity Toolkit, not through `/api/login`), set by `npm run bootstrap` through the
 * Admin SDK's project config and checked by `npm run deploy`:
 * - a password policy, enforced: at least 8 characters (Identity Toolkit refuses shorter ones);
 * - email enumeration protection: sign-in and password-reset answers no longer tell whether an
 *   e-mail has an account;
 * - reCAPTCHA Enterprise for e-mail/password sign-in, enforced: a request scored as a bot (0.3 or
 *   less) is refused, so a script cannot guess passwords at the public API key. The web SDK loads
 *   reCAPTCHA's script (`www.google.com/recaptcha/`, allowed in firebase.json's CSP) when asked.
 */
export function identityPlatformConfig(): UpdateProjectConfigRequest {
  return {
    passwordPolicyConfig: {
      enforcementState: 'ENFORCE',
      forceUpgradeOnSignin: false,
      constraints: { minLength: MIN_PASSWORD_LENGTH, maxLength: 128 },
    },
    emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
    recaptchaConfig: {
      emailPasswordEnforcementState: 'ENFORCE',
      managedRules: [{ endScore: 0.3, action: 'BLOCK' }],
    },
  };
}

/** The parts of a project's config (`getProjectConfig()`) that `identityPlatformConfig` sets. */
export type PasswordGuards = Partial<
  Pick<ProjectConfig, 'passwordPolicyConfig' | 'emailPrivacyConfig' | 'recaptchaConfig'>
>;

/**
 * What is missing from the project's Identity Platform settings (see `identityPlatformConfig`):
 * one problem per guard that is off or weaker. `npm run bootstrap -- --project ID` sets them.
 */
export function checkIdentityPlatform(config: PasswordGuards): Problem[] {
  const where = 'Identity Platform (npm run bootstrap -- --project ID sets it)';
  const problems: Problem[] = [];
  const policy = config.passwordPolicyConfig;
  if (policy?.enforcementState !== 'ENFORCE')
    problems.push({ name: 'password policy', where, message: 'not enforced' });
  else if ((policy.constraints?.minLength ?? 6) < MIN_PASSWORD_LENGTH)
    problems.push({
      name: 'password policy',
      where,
      message: `allows passwords shorter than ${MIN_PASSWORD_LENGTH} characters`,
    });
  if (config.emailPrivacyConfig?.enableImprovedEmailPrivacy !== true)
    problems.push({ name: 'email enumeration protection', where, message: 'off' });
  const recaptcha = config.recaptchaConfig;
  if (recaptcha?.emailPasswordEnforcementState !== 'ENFORCE')
    problems.push({
      name: 'reCAPTCHA for e-mail/password sign-in',
      where,
      message: `${recaptcha?.emailPasswordEnforcementState ?? 'OFF'}, not ENFORCE`,
    });
  else if (!recaptcha.managedRules?.some((rule) => rule.action === 'BLOCK'))
    problems.push({
      name: 'reCAPTCHA for e-mail/password sign-in',
      where,
      message: 'blocks no score (no BLOCK rule)',
    });
  return problems;
}

/** Every file under `dir`. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Text that must not be in a built file: demo values and emulator addresses. */
export function forbiddenPatterns(ports: number[]): RegExp[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ...DEMO_VALUES.map((value) => new RegExp(escape(value))),
    /127\.0\.0\.1/,
    /0\.0\.0\.0:\d/,
    /\[::1\]/,
    /localhost:\d/,
    // An emulator's port after a colon (`:9099`), not a longer number.
    ...ports.map((port) => new RegExp(`:${port}(?!\\d)`)),
  ];
}

/**
 * Demo values and emulator addresses in a built folder (web/dist, functions/lib), one problem per
 * file and finding. Source maps are read for our own sources only: the Firebase SDK's sources
 * mention emulator addresses in their documentation comments, and a functions source's comments
 * may too, so `mapSources: false` skips maps altogether (the functions' maps are not public).
 */
export function scanBuild(
  dir: string,
  options: { ports: number[]; mapSources: boolean; root: string },
): Problem[] {
  if (!existsSync(dir))
    return [{ name: relative(options.root, dir), where: 'build', message: 'was not built' }];
  const patterns = forbiddenPatterns(options.ports);
  const found = (text: string) => patterns.filter((p) => p.test(text)).map((p) => p.source);
  return files(dir).flatMap((file) => {
    const name = relative(options.root, file);
    const text = readFileSync(file, 'latin1');
    if (!file.endsWith('.map'))
      return found(text).map((p) => ({ name, where: 'build', message: `holds /${p}/` }));
    if (!options.mapSources) return [];
    const map = z
      .object({
        sources: z.array(z.string()),
        sourcesContent: z.optional(z.array(z.nullable(z.string()))),
      })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!map.success) return [];
    return map.data.sources.flatMap((source, i) =>
      source.includes('node_modules')
        ? []
        : found(map.data.sourcesContent?.[i] ?? '').map((p) => ({
            name,
            where: 'build',
            message: `its source ${source} holds /${p}/`,
          })),
    );
  });
}

/** All problems as one message, grouped by where each value is set. */
export function formatProblems(problems: Problem[]): string {
  const lines = [`The deploy cannot go ahead: ${problems.length} problem(s).`];
  for (const where of new Set(problems.map((p) => p.where))) {
    lines.push('', `${where}:`);
    for (const p of problems.filter((q) => q.where === where))
      lines.push(`  - ${p.name}: ${p.message}`);
  }
  lines.push('', 'docs/deploy.md says where each value comes from. Nothing was deployed.');
  return lines.join('\n');
}
