import { describe, expect, it } from 'vitest';
import { pictureIdOf } from './picture-upload.ts';
import { CONTENT_IMAGES } from './content-image.ts';

describe('pictureIdOf', () => {
  it('reads the upload id of its own folder only, locally and in Cloud Storage', () => {
    const folder = CONTENT_IMAGES.folder;
    expect(pictureIdOf(folder, '/api/media/content-images/Ab1_x/image-960.webp')).toBe('Ab1_x');
    expect(
      pictureIdOf(
        folder,
        'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/content-images%2FAb1%2Fimage-960.webp?alt=media',
      ),
    ).toBe('Ab1');
    expect(pictureIdOf(folder, '/api/media/event-images/Ab1/image-960.webp')).toBeUndefined();
    expect(pictureIdOf(folder, '/images/blog/x.webp')).toBeUndefined();
    expect(pictureIdOf(folder, undefined)).toBeUndefined();
  });
});
