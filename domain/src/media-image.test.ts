import { describe, expect, it } from 'vitest';
import { eventImageIdOf } from './event-image.ts';
import { fallbackSource, storedImageSchema, webpSrcSet, type StoredImage } from './media-image.ts';

const IMAGE: StoredImage = {
  width: 1280,
  height: 540,
  sources: [
    {
      url: '/api/media/slides/s/a-640.webp',
      path: 'slides/s/a-640.webp',
      type: 'image/webp',
      width: 640,
      height: 270,
    },
    {
      url: '/api/media/slides/s/a-1280.webp',
      path: 'slides/s/a-1280.webp',
      type: 'image/webp',
      width: 1280,
      height: 540,
    },
    {
      url: '/api/media/slides/s/a-1280.jpg',
      path: 'slides/s/a-1280.jpg',
      type: 'image/jpeg',
      width: 1280,
      height: 540,
    },
  ],
};

describe('stored images', () => {
  it('lists the WebP files as a srcset and the JPEG as the fallback', () => {
    expect(webpSrcSet(IMAGE)).toBe(
      '/api/media/slides/s/a-640.webp 640w, /api/media/slides/s/a-1280.webp 1280w',
    );
    expect(fallbackSource(IMAGE).url).toBe('/api/media/slides/s/a-1280.jpg');
  });

  it('refuses paths that leave their folder and addresses on another host', () => {
    expect(storedImageSchema.safeParse(IMAGE).success).toBe(true);
    const withSource = (change: object) => ({
      ...IMAGE,
      sources: [{ ...IMAGE.sources[0], ...change }],
    });
    expect(storedImageSchema.safeParse(withSource({ path: 'slides/../x.webp' })).success).toBe(
      false,
    );
    expect(storedImageSchema.safeParse(withSource({ url: '//evil.example/x.webp' })).success).toBe(
      false,
    );
    expect(storedImageSchema.safeParse(withSource({ width: 0 })).success).toBe(false);
    expect(storedImageSchema.safeParse({ ...IMAGE, sources: [] }).success).toBe(false);
  });

  it('finds the uploaded image an event names, in either store', () => {
    expect(eventImageIdOf('/api/media/event-images/AbC123/image-960.webp')).toBe('AbC123');
    expect(
      eventImageIdOf(
        'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/event-images%2FAbC123%2Fimage-960.webp?alt=media',
      ),
    ).toBe('AbC123');
    expect(eventImageIdOf('/images/events/iftar.webp')).toBeUndefined();
    expect(eventImageIdOf(undefined)).toBeUndefined();
  });
});
