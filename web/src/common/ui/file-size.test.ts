import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('says kilobytes for a small file, not "1 MB"', () => {
    expect(formatFileSize(16_384, 'en')).toBe('16 kB');
    expect(formatFileSize(6_200, 'en')).toBe('6.1 kB');
  });

  it('says megabytes and bytes where they fit', () => {
    expect(formatFileSize(3.4 * 1024 * 1024, 'en')).toBe('3.4 MB');
    expect(formatFileSize(25 * 1024 * 1024, 'en')).toBe('25 MB');
    expect(formatFileSize(900, 'en')).toBe('900 bytes');
  });

  it('writes the unit in Urdu words', () => {
    expect(formatFileSize(16_384, 'ur')).toBe('16 کلوبائٹس');
    expect(formatFileSize(3.4 * 1024 * 1024, 'ur')).toMatch(/^3\.4 \S+بائٹس$/);
  });
});
