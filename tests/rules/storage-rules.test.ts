/**
 * storage.rules, for every role: anyone may read the audio of a published recording
 * (its Firestore document exists); nobody may read an unpublished one, list, or write, not even the
 * site admin (uploads go through resumable sessions the functions open).
 *
 * These tests need a Storage emulator. None runs on our machines (ENVIRONMENT.md: it needs a JAR no
 * registry here carries), so where `FIREBASE_STORAGE_EMULATOR_HOST` is unset or does not answer,
 * they are reported as skipped, never as passed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getBytes, listAll, ref, uploadBytes } from 'firebase/storage';
import { FIRESTORE, ROOT } from '../emulators.ts';
import { ROLES, contextFor } from './roles.ts';

const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

async function storageEmulatorAnswers(): Promise<boolean> {
  if (!STORAGE_HOST) return false;
  try {
    await fetch(`http://${STORAGE_HOST}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

const available = await storageEmulatorAnswers();
if (!available)
  console.warn(
    'storage.rules tests SKIPPED: no Storage emulator answers (FIREBASE_STORAGE_EMULATOR_HOST unset or silent).',
  );

const PROJECT = 'demo-masjid-storage-rules';
const MP3 = new Uint8Array(readFileSync(join(ROOT, 'seed', 'audio', 'demo-friday-01.mp3')));

describe.skipIf(!available)('storage.rules (needs a Storage emulator)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const [host, port] = STORAGE_HOST!.split(':');
    env = await initializeTestEnvironment({
      projectId: PROJECT,
      storage: {
        host: host!,
        port: Number(port),
        rules: readFileSync(join(ROOT, 'storage.rules'), 'utf8'),
      },
      firestore: {
        host: FIRESTORE.host,
        port: FIRESTORE.port,
        rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8'),
      },
    });
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('recordings/published').set({ title: 'Published' });
      await uploadBytes(ref(context.storage(), 'recordings/published/audio.mp3'), MP3, {
        contentType: 'audio/mpeg',
      });
      await uploadBytes(ref(context.storage(), 'recordings/unpublished/audio.mp3'), MP3, {
        contentType: 'audio/mpeg',
      });
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  for (const role of ROLES) {
    describe(role, () => {
      it('may get the audio of a published recording', async () => {
        const storage = contextFor(env, role).storage();
        await assertSucceeds(getBytes(ref(storage, 'recordings/published/audio.mp3')));
      });
      it('may not get the audio of an unpublished recording', async () => {
        const storage = contextFor(env, role).storage();
        await assertFails(getBytes(ref(storage, 'recordings/unpublished/audio.mp3')));
      });
      it('may not list recordings', async () => {
        const storage = contextFor(env, role).storage();
        await assertFails(listAll(ref(storage, 'recordings')));
      });
      it('may not upload audio', async () => {
        const storage = contextFor(env, role).storage();
        await assertFails(
          uploadBytes(ref(storage, 'recordings/new/audio.mp3'), MP3, { contentType: 'audio/mpeg' }),
        );
      });
      it('may not overwrite published audio', async () => {
        const storage = contextFor(env, role).storage();
        await assertFails(
          uploadBytes(ref(storage, 'recordings/published/audio.mp3'), MP3, {
            contentType: 'audio/mpeg',
          }),
        );
      });
    });
  }
});
