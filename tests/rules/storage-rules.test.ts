/**
 * storage.rules, for every role: anyone may read the audio of a published recording, and the files
 * of a book, a slide or an uploaded event image (their Firestore document exists); nobody may read
 * an unpublished one, list, or write, not even the site admin (uploads go through the functions).
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

/** Each media folder, the collection whose document publishes its files, and a file name. */
const FOLDERS = [
  { folder: 'recordings', collection: 'recordings', file: 'audio.mp3' },
  { folder: 'books', collection: 'books', file: 'a1-pdf.pdf' },
  { folder: 'slides', collection: 'slides', file: 'a1-image-640.webp' },
  { folder: 'event-images', collection: 'eventImages', file: 'image-960.webp' },
  { folder: 'content-images', collection: 'contentImages', file: 'image-960.webp' },
] as const;

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
      for (const { folder, collection, file } of FOLDERS) {
        await context.firestore().doc(`${collection}/published`).set({ title: 'Published' });
        for (const id of ['published', 'unpublished'])
          await uploadBytes(ref(context.storage(), `${folder}/${id}/${file}`), MP3, {
            contentType: 'audio/mpeg',
          });
      }
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  for (const role of ROLES) {
    for (const { folder, file } of FOLDERS) {
      describe(`${role}, ${folder}`, () => {
        it('may get a published file', async () => {
          const storage = contextFor(env, role).storage();
          await assertSucceeds(getBytes(ref(storage, `${folder}/published/${file}`)));
        });
        it('may not get an unpublished file', async () => {
          const storage = contextFor(env, role).storage();
          await assertFails(getBytes(ref(storage, `${folder}/unpublished/${file}`)));
        });
        it('may not list the folder', async () => {
          const storage = contextFor(env, role).storage();
          await assertFails(listAll(ref(storage, folder)));
        });
        it('may not upload a file', async () => {
          const storage = contextFor(env, role).storage();
          await assertFails(uploadBytes(ref(storage, `${folder}/new/${file}`), MP3));
        });
        it('may not overwrite a published file', async () => {
          const storage = contextFor(env, role).storage();
          await assertFails(uploadBytes(ref(storage, `${folder}/published/${file}`), MP3));
        });
      });
    }
  }
});
