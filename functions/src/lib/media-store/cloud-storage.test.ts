import { describe, expect, it } from 'vitest';
import { resumableUploadOptions } from './cloud-storage.ts';

// Cloud Storage itself does not run here (no Storage emulator, see tests/api/cloud-storage-store.test.ts):
// what these check is what the adapter asks of it.
describe('resumableUploadOptions (Cloud Storage session of an upload)', () => {
  const options = resumableUploadOptions({
    contentType: 'audio/mpeg',
    size: 12_345,
    origin: 'https://masjid.example',
  });

  it('fixes the size: Cloud Storage refuses an upload of any other length', () => {
    // @google-cloud/storage sends metadata.contentLength as X-Upload-Content-Length.
    expect(options.metadata.contentLength).toBe(12_345);
    expect(options.metadata.contentType).toBe('audio/mpeg');
  });

  it('names the configured site origin as the only one allowed to send the bytes', () => {
    expect(options.origin).toBe('https://masjid.example');
  });
});
