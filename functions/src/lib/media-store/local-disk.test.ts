import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDiskStore } from './local-disk.ts';
import type { LocalDiskStore } from './types.ts';

/** The site origin the sessions are opened for. */
const SITE = 'https://masjid.example';
const BYTES = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 251));

describe('local-disk media store', () => {
  let dir: string;
  let store: LocalDiskStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'media-test-'));
    store = localDiskStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const session = async (size = BYTES.length) =>
    (
      await store.createUploadSession('recordings/r1/audio.mp3', {
        contentType: 'audio/mpeg',
        size,
        origin: SITE,
      })
    )
      .split('/')
      .pop()!;

  it('puts, stats, reads the start of, and deletes an object with its folder', async () => {
    await store.put('recordings/r1/audio.mp3', BYTES, 'audio/mpeg');
    expect(await store.stat('recordings/r1/audio.mp3')).toEqual({
      size: 1000,
      contentType: 'audio/mpeg',
    });
    expect(await store.readStart('recordings/r1/audio.mp3', 10)).toEqual(BYTES.subarray(0, 10));
    await store.delete('recordings/r1/audio.mp3');
    expect(await store.stat('recordings/r1/audio.mp3')).toBeUndefined();
    expect(existsSync(join(dir, 'objects', 'recordings', 'r1'))).toBe(false);
  });

  it('refuses paths that leave the store', async () => {
    await expect(store.put('../outside.mp3', BYTES, 'audio/mpeg')).rejects.toThrow(
      /Bad media path/,
    );
    await expect(store.put('recordings/../../x', BYTES, 'audio/mpeg')).rejects.toThrow();
  });

  it('takes a resumable upload in order: 308 with the bytes so far, then 201', async () => {
    const id = await session();
    expect(await store.acceptChunk(id, 'bytes 0-399/1000', BYTES.subarray(0, 400))).toEqual({
      status: 308,
      received: 400,
    });
    // A repeated or skipped chunk is not taken; the answer says where to go on.
    expect(await store.acceptChunk(id, 'bytes 0-399/1000', BYTES.subarray(0, 400))).toEqual({
      status: 308,
      received: 400,
    });
    expect(await store.acceptChunk(id, 'bytes 600-999/1000', BYTES.subarray(600))).toEqual({
      status: 308,
      received: 400,
    });
    expect(await store.acceptChunk(id, 'bytes */1000', new Uint8Array())).toEqual({
      status: 308,
      received: 400,
    });
    expect(await store.acceptChunk(id, 'bytes 400-999/1000', BYTES.subarray(400))).toEqual({
      status: 201,
      size: 1000,
    });
    expect(new Uint8Array(readFileSync(store.file('recordings/r1/audio.mp3')))).toEqual(BYTES);
    // The session takes nothing more.
    expect(await store.acceptChunk(id, 'bytes 0-0/1000', BYTES.subarray(0, 1))).toEqual({
      status: 200,
      size: 1000,
    });
    expect(new Uint8Array(readFileSync(store.file('recordings/r1/audio.mp3')))).toEqual(BYTES);
  });

  it('answers the status query (bytes */total) as Cloud Storage: 308 before and during, 200 once complete', async () => {
    const id = await session();
    // Nothing yet: 308 with nothing taken (the route then sends no Range header).
    expect(await store.acceptChunk(id, 'bytes */1000', new Uint8Array())).toEqual({
      status: 308,
      received: 0,
    });
    expect(await store.acceptChunk(id, 'bytes */*', new Uint8Array())).toEqual({
      status: 308,
      received: 0,
    });
    await store.acceptChunk(id, 'bytes 0-499/1000', BYTES.subarray(0, 500));
    expect(await store.acceptChunk(id, 'bytes */1000', new Uint8Array())).toEqual({
      status: 308,
      received: 500,
    });
    await store.acceptChunk(id, 'bytes 500-999/1000', BYTES.subarray(500));
    // The last chunk's answer lost: the client asks, and learns the upload is complete.
    expect(await store.acceptChunk(id, 'bytes */1000', new Uint8Array())).toEqual({
      status: 200,
      size: 1000,
    });
    // Once the object is deleted (abandoned, swept or not audio), the session is gone: 404.
    await store.delete('recordings/r1/audio.mp3');
    expect((await store.acceptChunk(id, 'bytes */1000', new Uint8Array())).status).toBe(404);
  });

  it('answers 404 to a session past its time, and drops its bytes', async () => {
    const id = await session();
    await store.acceptChunk(id, 'bytes 0-499/1000', BYTES.subarray(0, 500));
    const file = join(dir, 'uploads', `${id}.json`);
    const state = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...state, expiresAt: Date.now() - 1000 }));
    expect((await store.acceptChunk(id, 'bytes */1000', new Uint8Array())).status).toBe(404);
    expect(existsSync(join(dir, 'uploads', `${id}.part`))).toBe(false);
  });

  it('stores a chunk sent twice at once (the first answer lost) once', async () => {
    const id = await session();
    const chunk = BYTES.subarray(0, 400);
    const twice = await Promise.all([
      store.acceptChunk(id, 'bytes 0-399/1000', chunk),
      store.acceptChunk(id, 'bytes 0-399/1000', chunk),
    ]);
    expect(twice).toEqual([
      { status: 308, received: 400 },
      { status: 308, received: 400 },
    ]);
    const last = BYTES.subarray(400);
    const done = await Promise.all([
      store.acceptChunk(id, 'bytes 400-999/1000', last),
      store.acceptChunk(id, 'bytes 400-999/1000', last),
    ]);
    expect(done.map((d) => d.status).sort()).toEqual([200, 201]);
    expect(new Uint8Array(readFileSync(store.file('recordings/r1/audio.mp3')))).toEqual(BYTES);
  });

  it.each([
    [undefined, 400],
    ['bytes 0-9', 400],
    ['items 0-9/1000', 400],
    ['bytes 0-19/1000', 400], // says 20 bytes, sends 10
    ['bytes 0-9/999', 400], // another total
    ['bytes 0-9/2000', 413],
  ])('answers Content-Range %j with %i', async (range, status) => {
    const id = await session();
    expect((await store.acceptChunk(id, range, BYTES.subarray(0, 10))).status).toBe(status);
  });

  it('refuses bytes past the announced size with 413', async () => {
    const id = await session(10);
    expect((await store.acceptChunk(id, 'bytes 0-19/10', BYTES.subarray(0, 20))).status).toBe(413);
  });

  it("refuses a browser page of another origin than the session's with 403", async () => {
    const id = await session();
    const chunk = BYTES.subarray(0, 10);
    expect((await store.acceptChunk(id, 'bytes 0-9/1000', chunk, 'https://evil.example')).status).toBe(
      403,
    );
    expect(await store.acceptChunk(id, 'bytes 0-9/1000', chunk, SITE)).toEqual({
      status: 308,
      received: 10,
    });
  });

  it('answers 404 for an unknown or malformed session', async () => {
    expect(
      (await store.acceptChunk('f'.repeat(64), 'bytes 0-0/1', BYTES.subarray(0, 1))).status,
    ).toBe(404);
    expect((await store.acceptChunk('../x', 'bytes 0-0/1', BYTES.subarray(0, 1))).status).toBe(404);
  });

  it('deleting an object also drops an unfinished upload to it', async () => {
    const id = await session();
    await store.acceptChunk(id, 'bytes 0-99/1000', BYTES.subarray(0, 100));
    await store.delete('recordings/r1/audio.mp3');
    expect(
      (await store.acceptChunk(id, 'bytes 100-199/1000', BYTES.subarray(100, 200))).status,
    ).toBe(404);
    expect(existsSync(join(dir, 'uploads', `${id}.part`))).toBe(false);
  });
});
