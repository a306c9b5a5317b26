/**
 * Where the local emulator suite listens (`firebase.json`). Used only behind
 * `__USE_EMULATORS__`, so a production build drops this module, and the addresses with it (not
 * even its source maps hold them). The SDK's connect functions are called by the callers, at once
 * after creating each instance, as the SDK requires.
 */

/** The Firestore emulator. */
export const FIRESTORE_EMULATOR = { host: '127.0.0.1', port: 8080 } as const;

/** The Auth emulator. */
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
