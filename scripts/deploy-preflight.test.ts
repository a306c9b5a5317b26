import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { THROTTLE_COLLECTION } from '@masjid/domain/throttle';
import { DEEP_LINKS_COLLECTION } from '@masjid/domain/hifz';
import {
  FUNCTIONS_PARAMS,
  FUNCTIONS_SECRETS,
  checkIdentityPlatform,
  identityPlatformConfig,
  checkFunctionsParams,
  checkProjectId,
  checkSecret,
  checkWebConfig,
  emulatorPorts,
  formatProblems,
  readFunctionsParams,
  scanBuild,
  type Problem,
} from './deploy-preflight.ts';
import { EMULATOR_OPTIONS, FIREBASE_ENV, VAPID_KEY_ENV } from '../web/src/common/build-config.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const envFile = (path: string): Record<string, string> => {
  const values: Record<string, string | undefined> = parseEnv(read(path));
  return Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (v ? [[k, v]] : [])));
};

const PROJECT = 'masjid-dry-run';
/** CI's throw-away configuration, which must itself pass every check. */
const goodWeb = envFile('.ci/deploy-dry-run/web.env');
const goodFunctions = {
  ...envFile('functions/.env'),
  ...envFile('.ci/deploy-dry-run/functions.env'),
};
const names = (problems: Problem[]) => problems.map((p) => p.name);
const WHERE = 'web/.env.production.local';

describe('project id', () => {
  it('is required, well-formed and not an emulator demo project', () => {
    expect(checkProjectId(PROJECT)).toEqual([]);
    expect(checkProjectId(undefined)[0]?.message).toMatch(/missing/);
    expect(checkProjectId('My Project')[0]?.message).toMatch(/not a Firebase project id/);
    expect(checkProjectId('abc')[0]?.message).toMatch(/not a Firebase project id/);
    expect(checkProjectId('demo-masjid')[0]?.message).toMatch(/emulator-only demo project/);
  });
});

describe('web configuration', () => {
  it('accepts the throw-away configuration of CI', () => {
    expect(checkWebConfig(goodWeb, PROJECT, WHERE)).toEqual([]);
  });

  it('lists every missing variable at once', () => {
    const problems = checkWebConfig({ [FIREBASE_ENV.apiKey]: ' ' }, PROJECT, WHERE);
    expect(names(problems)).toEqual([...Object.values(FIREBASE_ENV), VAPID_KEY_ENV]);
    expect(problems.every((p) => p.message === 'missing' && p.where === WHERE)).toBe(true);
  });

  it('refuses malformed values, each with the reason', () => {
    const problems = checkWebConfig(
      {
        ...goodWeb,
        VITE_FIREBASE_API_KEY: 'my-key',
        VITE_FIREBASE_AUTH_DOMAIN: 'https://masjid-dry-run.firebaseapp.com',
        VITE_FIREBASE_STORAGE_BUCKET: 'gs://masjid-dry-run.firebasestorage.app',
        VITE_FIREBASE_APP_ID: '1:222222222222:web:0123abcd',
        VITE_FIREBASE_VAPID_KEY: 'not-a-key',
      },
      PROJECT,
      WHERE,
    );
    expect(problems.map((p) => `${p.name}: ${p.message}`)).toEqual([
      expect.stringMatching(/^VITE_FIREBASE_API_KEY: not a Web API key/),
      expect.stringMatching(/^VITE_FIREBASE_AUTH_DOMAIN: .* is not a host name/),
      expect.stringMatching(/^VITE_FIREBASE_STORAGE_BUCKET: .* not a bucket name .*no gs:\/\//),
      expect.stringMatching(/^VITE_FIREBASE_APP_ID: belongs to sender 222222222222/),
      expect.stringMatching(/^VITE_FIREBASE_VAPID_KEY: not a public VAPID key/),
    ]);
  });

  it('refuses the configuration of another project', () => {
    const problems = checkWebConfig(goodWeb, 'masjid-production', WHERE);
    expect(problems).toEqual([
      expect.objectContaining({
        name: FIREBASE_ENV.projectId,
        message: expect.stringMatching(/not the project being deployed \(masjid-production\)/),
      }),
    ]);
  });

  it('refuses the demo values of the emulators and an emulator build', () => {
    const demo = Object.fromEntries(
      Object.entries(FIREBASE_ENV).map(([option, name]) => [
        name,
        EMULATOR_OPTIONS[option as keyof typeof EMULATOR_OPTIONS],
      ]),
    );
    const problems = checkWebConfig(
      { ...goodWeb, ...demo, VITE_USE_EMULATORS: 'true' },
      'masjid-dry-run',
      WHERE,
    );
    expect(names(problems)).toEqual([
      FIREBASE_ENV.apiKey,
      FIREBASE_ENV.authDomain,
      FIREBASE_ENV.projectId,
      FIREBASE_ENV.storageBucket,
      FIREBASE_ENV.appId,
      'VITE_USE_EMULATORS',
    ]);
    expect(problems[0]?.message).toMatch(/demo value of the emulators/);
    expect(problems[5]?.message).toMatch(/talks to the local emulators/);
  });

  it('refuses an address on this machine', () => {
    const problems = checkWebConfig(
      { ...goodWeb, VITE_FIREBASE_AUTH_DOMAIN: '127.0.0.1' },
      PROJECT,
      WHERE,
    );
    expect(problems[0]?.message).toMatch(/address on this machine/);
  });
});

describe('functions parameters', () => {
  const where = 'functions/.env.masjid-dry-run';

  it('knows every parameter and secret that functions/src/lib/config.ts defines', () => {
    const source = read('functions/src/lib/config.ts');
    const defined = [...source.matchAll(/define(\w+)\('(\w+)'/g)].map(([, kind, name]) => ({
      kind,
      name,
    }));
    expect(defined.length).toBeGreaterThan(0);
    for (const { kind, name } of defined)
      expect<readonly string[]>(kind === 'Secret' ? FUNCTIONS_SECRETS : FUNCTIONS_PARAMS).toContain(
        name,
      );
  });

  it('accepts the throw-away configuration of CI on top of functions/.env', () => {
    expect(checkFunctionsParams(goodFunctions, goodWeb.VITE_FIREBASE_API_KEY, where)).toEqual([]);
  });

  it('lists what is missing, and refuses the emulator’s functions/.env.local', () => {
    expect(names(checkFunctionsParams({}, undefined, where))).toEqual(FUNCTIONS_PARAMS);
    const emulator = { ...envFile('functions/.env'), ...envFile('functions/.env.local') };
    const problems = checkFunctionsParams(emulator, undefined, where);
    expect(problems.map((p) => `${p.name}: ${p.message}`)).toEqual([
      expect.stringMatching(/^WEB_API_KEY: "demo-api-key" is a demo value/),
      expect.stringMatching(/^SITE_URL: .* address on this machine/),
      expect.stringMatching(/^HOSTING_PROXY_RANGES: .* address on this machine/),
    ]);
  });

  it('refuses malformed values and a secret in a .env file', () => {
    const problems = checkFunctionsParams(
      {
        ...goodFunctions,
        WEB_API_KEY: `AIza${'B'.repeat(35)}`,
        SITE_URL: 'http://masjid.example.org',
        HOSTING_PROXY_RANGES: '35.191.0.0/99',
        DEEP_LINK_SECRET: 'x'.repeat(40),
      },
      goodWeb.VITE_FIREBASE_API_KEY,
      where,
    );
    expect(problems.map((p) => `${p.name}: ${p.message}`)).toEqual([
      expect.stringMatching(/^WEB_API_KEY: differs from VITE_FIREBASE_API_KEY/),
      expect.stringMatching(/^SITE_URL: .* not an https address/),
      expect.stringMatching(/^HOSTING_PROXY_RANGES: .* not a list of IP addresses or CIDR ranges/),
      expect.stringMatching(/^DEEP_LINK_SECRET: is a secret/),
    ]);
    expect(
      checkFunctionsParams(
        { ...goodFunctions, SITE_URL: 'https://masjid.example.org/home' },
        undefined,
        where,
      )[0]?.message,
    ).toMatch(/origin only \(https:\/\/masjid.example.org\)/);
  });

  it('reads functions/.env with functions/.env.<project> on top, as firebase-tools does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'preflight-env-'));
    try {
      writeFileSync(join(dir, '.env'), 'NODE_ENV=production\nSITE_URL=https://a.example.org\n');
      writeFileSync(join(dir, '.env.local'), 'WEB_API_KEY=demo-api-key\n');
      writeFileSync(join(dir, `.env.${PROJECT}`), '# comment\nSITE_URL="https://b.example.org"\n');
      expect(readFunctionsParams(dir, PROJECT).values).toEqual({
        NODE_ENV: 'production',
        SITE_URL: 'https://b.example.org',
      });
      expect(readFunctionsParams(dir, 'other-project').values.SITE_URL).toBe(
        'https://a.example.org',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the DEEP_LINK_SECRET in Secret Manager', () => {
  it('must be readable and at least 32 characters', () => {
    expect(checkSecret('DEEP_LINK_SECRET', { ok: true, value: `${'k'.repeat(43)}\n` })).toEqual([]);
    expect(checkSecret('DEEP_LINK_SECRET', { ok: true, value: 'short' })[0]?.message).toMatch(
      /5 characters; at least 32/,
    );
    expect(
      checkSecret('DEEP_LINK_SECRET', { ok: false, error: 'Secret not found' })[0]?.message,
    ).toMatch(/Secret not found.*functions:secrets:set DEEP_LINK_SECRET/);
  });
});

describe('built files', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const ports = emulatorPorts(JSON.parse(read('firebase.json')));

  it('takes the emulator ports from firebase.json', () => {
    expect(ports).toEqual(expect.arrayContaining([9099, 8080, 5001, 5000]));
  });

  it('refuses demo values and emulator addresses, and lets a library’s http://localhost pass', () => {
    dir = mkdtempSync(join(tmpdir(), 'preflight-build-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<script src="/assets/a.js"></script>');
    writeFileSync(join(dir, 'assets', 'lib.js'), 'let base=`http://localhost`;new URL(base)');
    writeFileSync(join(dir, 'assets', 'a.js'), 'connect("127.0.0.1",8080);key="demo-api-key"');
    writeFileSync(join(dir, 'assets', 'b.js'), 'fetch("http://localhost:9099/x")');
    writeFileSync(join(dir, 'assets', 'c.js'), 'const host=location.hostname+":5001"');
    writeFileSync(
      join(dir, 'assets', 'a.js.map'),
      JSON.stringify({
        sources: ['../../src/firebase.ts', '../../node_modules/firebase/auth.ts'],
        sourcesContent: ['connectAuthEmulator(auth, "http://127.0.0.1:9099")', '// localhost:9099'],
      }),
    );
    const found = scanBuild(dir, { ports, mapSources: true, root: dir });
    expect(found.map((p) => `${p.name} ${p.message}`).sort()).toEqual([
      'assets/a.js holds /127\\.0\\.0\\.1/',
      'assets/a.js holds /demo-api-key/',
      'assets/a.js.map its source ../../src/firebase.ts holds /127\\.0\\.0\\.1/',
      'assets/a.js.map its source ../../src/firebase.ts holds /:9099(?!\\d)/',
      'assets/b.js holds /:9099(?!\\d)/',
      'assets/b.js holds /localhost:\\d/',
      'assets/c.js holds /:5001(?!\\d)/',
    ]);
    expect(
      scanBuild(dir, { ports, mapSources: false, root: dir }).map((p) => p.name),
    ).not.toContain('assets/a.js.map');
  });

  it('reports a build that is not there', () => {
    dir = mkdtempSync(join(tmpdir(), 'preflight-build-'));
    expect(scanBuild(join(dir, 'dist'), { ports, mapSources: true, root: dir })).toEqual([
      { name: 'dist', where: 'build', message: 'was not built' },
    ]);
  });
});

it('puts every problem into one message, grouped by where it is set', () => {
  const message = formatProblems([
    ...checkWebConfig({}, PROJECT, WHERE),
    ...checkFunctionsParams({}, undefined, 'functions/.env.masjid-dry-run'),
  ]);
  expect(message).toMatch(/^The deploy cannot go ahead: 11 problem\(s\)\./);
  for (const name of [...Object.values(FIREBASE_ENV), VAPID_KEY_ENV, ...FUNCTIONS_PARAMS])
    expect(message).toContain(`  - ${name}: missing`);
  expect(message.indexOf(`${WHERE}:`)).toBeLessThan(
    message.indexOf('functions/.env.masjid-dry-run:'),
  );
  expect(message).toContain('Nothing was deployed.');
});

it("deploys the TTL policies of the throttle counters and replaced links' records with the indexes", () => {
  const indexes = z
    .object({
      fieldOverrides: z.array(
        z.object({
          collectionGroup: z.string(),
          fieldPath: z.string(),
          ttl: z.optional(z.boolean()),
        }),
      ),
    })
    .parse(JSON.parse(read('firestore.indexes.json')));
  expect(indexes.fieldOverrides).toContainEqual(
    expect.objectContaining({
      collectionGroup: THROTTLE_COLLECTION,
      fieldPath: 'expireAt',
      ttl: true,
    }),
  );
  expect(indexes.fieldOverrides).toContainEqual(
    expect.objectContaining({
      collectionGroup: DEEP_LINKS_COLLECTION,
      fieldPath: 'expireAt',
      ttl: true,
    }),
  );
});

describe('Identity Platform: what guards password sign-in (the web app signs in at Identity Toolkit)', () => {
  // The Auth emulator has no project config (no password policy, enumeration protection or
  // reCAPTCHA), so the config the bootstrap sets and the deploy checks are tested here.
  const set = identityPlatformConfig();
  const said = (problems: Problem[]) => problems.map((p) => `${p.name}: ${p.message}`);

  it('the bootstrap sets an enforced policy, enumeration protection and enforced reCAPTCHA', () => {
    expect(set.passwordPolicyConfig).toMatchObject({
      enforcementState: 'ENFORCE',
      constraints: { minLength: 8 },
    });
    expect(set.emailPrivacyConfig).toEqual({ enableImprovedEmailPrivacy: true });
    expect(set.recaptchaConfig).toMatchObject({
      emailPasswordEnforcementState: 'ENFORCE',
      managedRules: [{ action: 'BLOCK', endScore: 0.3 }],
    });
    expect(checkIdentityPlatform(set)).toEqual([]);
  });

  it("the deploy refuses a project without them (a new project's defaults)", () => {
    expect(said(checkIdentityPlatform({}))).toEqual([
      'password policy: not enforced',
      'email enumeration protection: off',
      'reCAPTCHA for e-mail/password sign-in: OFF, not ENFORCE',
    ]);
  });

  it('and a project where they are weaker', () => {
    const weaker = checkIdentityPlatform({
      passwordPolicyConfig: { enforcementState: 'ENFORCE', constraints: { minLength: 6 } },
      emailPrivacyConfig: { enableImprovedEmailPrivacy: false },
      recaptchaConfig: { emailPasswordEnforcementState: 'AUDIT' },
    });
    expect(said(weaker)).toEqual([
      'password policy: allows passwords shorter than 8 characters',
      'email enumeration protection: off',
      'reCAPTCHA for e-mail/password sign-in: AUDIT, not ENFORCE',
    ]);
    expect(
      said(
        checkIdentityPlatform({
          ...set,
          recaptchaConfig: { emailPasswordEnforcementState: 'ENFORCE', managedRules: [] },
        }),
      ),
    ).toEqual(['reCAPTCHA for e-mail/password sign-in: blocks no score (no BLOCK rule)']);
  });
});

it("storage-lifecycle.json deletes only the API's built files, after 30 days", () => {
  const lifecycle = z
    .object({
      rule: z.array(
        z.object({
          action: z.object({ type: z.string() }),
          condition: z.object({ age: z.number(), matchesPrefix: z.array(z.string()) }),
        }),
      ),
    })
    .parse(JSON.parse(read('storage-lifecycle.json')));
  // Recordings and the site admins' uploads must never match: only built/ is rebuilt on demand.
  expect(lifecycle.rule).toEqual([
    { action: { type: 'Delete' }, condition: { age: 30, matchesPrefix: ['built/'] } },
  ]);
});
