import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
    // The session is used up.
    expect((await store.acceptChunk(id, 'bytes 0-0/1000', BYTES.subarray(0, 1))).status).toBe(404);
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
