import { describe, expect, it } from 'vitest';
import {
  BuildConfigError,
  FIREBASE_ENV,
  VAPID_KEY_ENV,
  resolveBuildConfig,
} from './build-config.ts';

const fullEnv = {
  VITE_FIREBASE_API_KEY: 'AIza-test-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'masjid-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'masjid-test',
  VITE_FIREBASE_STORAGE_BUCKET: 'masjid-test.appspot.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_VAPID_KEY: 'B-test-vapid-key',
};

describe('resolveBuildConfig', () => {
  it('takes a production build’s values from the VITE_FIREBASE_* variables', () => {
    const config = resolveBuildConfig('production', fullEnv);
    expect(config.useEmulators).toBe(false);
    expect(config.firebase).toEqual({
      apiKey: 'AIza-test-key',
      authDomain: 'masjid-test.firebaseapp.com',
      projectId: 'masjid-test',
      storageBucket: 'masjid-test.appspot.com',
      appId: '1:123:web:abc',
      messagingSenderId: '123',
    });
    expect(config.vapidKey).toBe('B-test-vapid-key');
  });

  it('fails a production build without configuration, naming every missing variable', () => {
    expect(() => resolveBuildConfig('production', {})).toThrow(BuildConfigError);
    try {
      resolveBuildConfig('production', {});
    } catch (error) {
      if (!(error instanceof BuildConfigError)) throw error;
      expect(error.missing).toEqual([...Object.values(FIREBASE_ENV), VAPID_KEY_ENV]);
      for (const name of error.missing) expect(error.message).toContain(name);
    }
  });

  it('names only the missing or blank variables', () => {
    const env = { ...fullEnv, VITE_FIREBASE_APP_ID: undefined, VITE_FIREBASE_API_KEY: '  ' };
    expect(() => resolveBuildConfig('production', env)).toThrow(
      'Missing: VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID.',
    );
    expect(() =>
      resolveBuildConfig('production', { ...fullEnv, VITE_FIREBASE_VAPID_KEY: '' }),
    ).toThrow('Missing: VITE_FIREBASE_VAPID_KEY.');
  });

  it('uses the demo project only in emulator mode', () => {
    for (const config of [
      resolveBuildConfig('emulator', {}),
      resolveBuildConfig('production', { VITE_USE_EMULATORS: 'true' }),
    ]) {
      expect(config.useEmulators).toBe(true);
      expect(config.firebase.projectId).toBe('demo-masjid');
    }
    expect(resolveBuildConfig('production', { ...fullEnv, VITE_USE_EMULATORS: 'false' })).toEqual(
      expect.objectContaining({ useEmulators: false }),
    );
  });
});
