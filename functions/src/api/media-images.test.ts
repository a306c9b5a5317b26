import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDiskStore } from '../lib/media-store/local-disk.ts';
import type { LocalDiskStore } from '../lib/media-store/types.ts';
import { ApiError } from './errors.ts';
import { isUploadImage, storeImage } from './media-images.ts';

const place = { folder: 'slides/s1', name: 'abc-image', field: 'image' };
const objects = (dir: string) => readdirSync(join(dir, 'objects', 'slides', 's1')).sort();

describe('storeImage (sharp on the local-disk store)', () => {
  let dir: string;
  let store: LocalDiskStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'images-test-'));
    store = localDiskStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('crops to the frame, writes WebP at each width and a JPEG, with their real sizes', async () => {
    const png = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer();
    const image = await storeImage(
      store,
      png,
      { widths: [640, 1280], fallbackWidth: 1280, aspect: { width: 1280, height: 540 } },
      place,
    );
    expect([image.width, image.height]).toEqual([3000, 1266]);
    expect(image.sources.map((s) => [s.path, s.type, s.width, s.height])).toEqual([
      ['slides/s1/abc-image-640.webp', 'image/webp', 640, 270],
      ['slides/s1/abc-image-1280.webp', 'image/webp', 1280, 540],
      ['slides/s1/abc-image-1280.jpg', 'image/jpeg', 1280, 540],
    ]);
    for (const source of image.sources) {
      const meta = await sharp(store.file(source.path)).metadata();
      expect([meta.width, meta.height]).toEqual([source.width, source.height]);
      expect((await store.stat(source.path))?.contentType).toBe(source.type);
    }
  });

  it('never enlarges: a small picture gives one WebP at its own width', async () => {
    const jpeg = await sharp({
      create: { width: 200, height: 280, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    const image = await storeImage(store, jpeg, { widths: [300, 600], fallbackWidth: 300 }, place);
    expect(image.sources.map((s) => [s.type, s.width, s.height])).toEqual([
      ['image/webp', 200, 280],
      ['image/jpeg', 200, 280],
    ]);
  });

  it('refuses bytes that are not a picture, whatever the name, and writes nothing', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n' + 'not a picture\n'.repeat(100));
    expect(await isUploadImage(pdf)).toBe(false);
    await expect(
      storeImage(store, pdf, { widths: [300], fallbackWidth: 300 }, place),
    ).rejects.toBeInstanceOf(ApiError);
    expect(() => objects(dir)).toThrow();
  });

  it('refuses a damaged picture (a PNG header and nothing after), writing nothing', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const broken = png.subarray(0, 60);
    expect(await isUploadImage(broken)).toBe(true);
    await expect(
      storeImage(store, broken, { widths: [300], fallbackWidth: 300 }, place),
    ).rejects.toMatchObject({
      code: 'bad-request',
      reason: 'not-an-image',
      fields: { image: { code: 'image-unreadable', message: expect.any(String) } },
    });
    expect(() => objects(dir)).toThrow();
  });
});
