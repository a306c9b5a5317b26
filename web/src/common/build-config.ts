/**
 * The web build's Firebase configuration, decided once at build time by `vite.config.ts` and
 * handed to the page as the compile-time constants `__FIREBASE_CONFIG__`, `__FIREBASE_VAPID_KEY__`
 * and `__USE_EMULATORS__`.
 *
 * A production build takes every value from the VITE_FIREBASE_* variables and fails, naming each
 * missing one, when any is absent: a site built without them would talk to no project at all. The
 * demo project's values serve only the emulator mode (`vite build --mode emulator`, or
 * VITE_USE_EMULATORS=true as `npm start` and `npm test` set), so they never reach a production
 * bundle. Runs in Node (the Vite config) and in tests; the page itself reads `config.ts`.
 */
import { firebaseOptionsSchema, type FirebaseWebOptions } from './firebase-options.ts';

/** The Firebase web options and the variable each one comes from. */
export const FIREBASE_ENV = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  appId: 'VITE_FIREBASE_APP_ID',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
} as const;

/**
 * The variable of the project's public VAPID key (Project settings > Cloud Messaging > Web Push
 * certificates), with which browsers subscribe to push. Per project like the options above: a key
 * of another project gets no FCM token.
 */
export const VAPID_KEY_ENV = 'VITE_FIREBASE_VAPID_KEY';

/**
 * The emulators' public VAPID key: a key pair made for the demo project only (public by design:
 * browsers hand it to the push service). Here rather than in the site's settings so that it never
 * reaches a production bundle.
 */
export const EMULATOR_VAPID_KEY =
  'BGzvukTHsImqpiGBpohWSUEVGZF1EUOXIAmNtrEd9P9TSdiZmMMk6O2ZWmVzfP8GmIcB-0GGSi-al4RR2y0Rf9c';

/** The options of the emulators' demo project (`.firebaserc`); emulator mode only. */
export const EMULATOR_OPTIONS: FirebaseWebOptions = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-masjid.firebaseapp.com',
  projectId: 'demo-masjid',
  storageBucket: 'demo-masjid.appspot.com',
  appId: '1:000000000000:web:demo',
  messagingSenderId: '000000000000',
};

/** A build configuration that cannot be used; the message names every missing variable. */
export class BuildConfigError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `The production build needs the Firebase web configuration. Missing: ${missing.join(', ')}. ` +
        'Set them in the environment or in web/.env.production.local, or build for the local ' +
        'emulators with `vite build --mode emulator` (VITE_USE_EMULATORS=true).',
    );
    this.name = 'BuildConfigError';
  }
}

export interface BuildConfig {
  /** True when the page talks to the local emulator suite. */
  useEmulators: boolean;
  firebase: FirebaseWebOptions;
  /** Public VAPID key for FCM's `getToken`. */
  vapidKey: string;
}

/**
 * The build's configuration from Vite's `mode` and its loaded environment (`loadEnv`). Emulator
 * mode is `mode === 'emulator'` or `VITE_USE_EMULATORS=true`; it uses the demo project's values
 * and VAPID key. Otherwise every VITE_FIREBASE_* variable is required.
 * Throws `BuildConfigError` naming each missing (or blank) variable.
 */
export function resolveBuildConfig(
  mode: string,
  env: Record<string, string | undefined>,
): BuildConfig {
  if (mode === 'emulator' || env.VITE_USE_EMULATORS === 'true')
    return { useEmulators: true, firebase: EMULATOR_OPTIONS, vapidKey: EMULATOR_VAPID_KEY };
  const entries = Object.entries(FIREBASE_ENV).map(([option, name]) => [option, env[name]]);
  const parsed = firebaseOptionsSchema.safeParse(Object.fromEntries(entries));
  const vapidKey = env[VAPID_KEY_ENV]?.trim();
  if (parsed.success && vapidKey) return { useEmulators: false, firebase: parsed.data, vapidKey };
  const missing = Object.entries(FIREBASE_ENV)
    .filter(([option]) => parsed.error?.issues.some((issue) => issue.path[0] === option))
    .map(([, name]) => name);
  throw new BuildConfigError(vapidKey ? missing : [...missing, VAPID_KEY_ENV]);
}
