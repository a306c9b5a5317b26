/**
 * The Cloud Storage backend of the media store (functions/src/lib/media-store/cloud-storage.ts)
 * against a Storage emulator: put, stat, first bytes, a resumable upload in two chunks, delete.
 *
 * No Storage emulator runs on our machines, so where `FIREBASE_STORAGE_EMULATOR_HOST`
 * is unset or does not answer these tests are reported as skipped, never as passed. The local-disk
 * backend that does run here is tested in functions/src/lib/media-store/local-disk.test.ts and, over
 * HTTP, in recordings.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseMediaStore } from '../../functions/src/lib/media-store/store.ts';
import { ROOT } from '../emulators.ts';

const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const available = host
  ? await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    )
  : false;
if (!available)
  console.warn('Cloud Storage media store tests SKIPPED: no Storage emulator answers here.');

const MP3 = readFileSync(join(ROOT, 'seed', 'audio', 'demo-dars-02.mp3'));

describe.skipIf(!available)('Cloud Storage media store (needs a Storage emulator)', () => {
  it('is the store chosen when the Storage emulator answers', async () => {
    expect((await chooseMediaStore(true)).kind).toBe('cloud-storage');
  });

  it('puts, reads and deletes an object', async () => {
    const store = await chooseMediaStore(true);
    const path = `recordings/adapter-test-${Date.now()}/audio.mp3`;
    await store.put(path, MP3, 'audio/mpeg');
    expect(await store.stat(path)).toEqual({ size: MP3.length, contentType: 'audio/mpeg' });
    expect(Buffer.from(await store.readStart(path, 16)).equals(MP3.subarray(0, 16))).toBe(true);
    expect(store.downloadUrl(path)).toContain(`/o/${encodeURIComponent(path)}?alt=media`);
    await store.delete(path);
    expect(await store.stat(path)).toBeUndefined();
  });

  it('takes a resumable upload in chunks', async () => {
    const store = await chooseMediaStore(true);
    const path = `recordings/adapter-resumable-${Date.now()}/audio.mp3`;
    const url = await store.createUploadSession(path, {
      contentType: 'audio/mpeg',
      size: MP3.length,
      origin: 'http://127.0.0.1:5000',
    });
    const half = 256 * 1024 > MP3.length ? Math.floor(MP3.length / 2) : 256 * 1024;
    const first = await fetch(url, {
      method: 'PUT',
      headers: { 'content-range': `bytes 0-${half - 1}/${MP3.length}` },
      body: new Uint8Array(MP3.subarray(0, half)),
      redirect: 'manual',
    });
    expect(first.status).toBe(308);
    const last = await fetch(url, {
      method: 'PUT',
      headers: { 'content-range': `bytes ${half}-${MP3.length - 1}/${MP3.length}` },
      body: new Uint8Array(MP3.subarray(half)),
    });
    expect([200, 201]).toContain(last.status);
    expect((await store.stat(path))?.size).toBe(MP3.length);
    await store.delete(path);
  });
});
