import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  RECORDING_LISTING_VERSION,
  idOfKey,
  listingKey,
  listingKeysOf,
  pageKeys,
  recordingListingSchema,
  withListingKey,
} from './recording-listing.ts';

const rec = (id: string, date: string, createdAt = `${date}T09:00:00.000Z`) => ({
  id,
  date,
  createdAt,
});

describe('listing keys', () => {
  it('sort newest bayan first: date, then publication time, then id', () => {
    const keys = listingKeysOf([
      rec('a', '2026-01-02'),
      rec('b', '2026-03-01'),
      rec('c', '2026-01-02', '2026-01-05T10:00:00.000Z'),
      rec('d', '2026-01-02'),
      rec('e', '2025-12-31', '2027-01-01T00:00:00.000Z'),
    ]);
    expect(keys.map(idOfKey)).toEqual(['b', 'c', 'd', 'a', 'e']);
  });

  it('are fixed-width before the id, and pass the stored schema', () => {
    const key = listingKey(rec('Abc_12-x', '2026-11-20', '2026-11-20T10:00:00.000+05:00'));
    expect(key.slice(0, 8)).toBe('20261120');
    expect(idOfKey(key)).toBe('Abc_12-x');
    expect(
      z.safeParse(recordingListingSchema, {
        version: RECORDING_LISTING_VERSION,
        keys: [key],
        updatedAt: 'now',
      }).success,
    ).toBe(true);
  });

  it('20,000 keys of auto ids stay well within a document (1 MiB)', () => {
    const keys = Array.from({ length: 20_000 }, (_, i) =>
      listingKey(rec(`${'x'.repeat(15)}${String(i).padStart(5, '0')}`, '2026-01-01')),
    );
    // Firestore stores a string as its UTF-8 bytes plus one.
    const bytes = keys.reduce((sum, k) => sum + k.length + 1, 0);
    expect(bytes).toBeLessThan(800_000);
  });
});

describe('withListingKey', () => {
  const keys = listingKeysOf([
    rec('a', '2026-03-01'),
    rec('b', '2026-02-01'),
    rec('c', '2026-01-01'),
  ]);

  it('puts a new recording at its place', () => {
    expect(withListingKey(keys, 'n', listingKey(rec('n', '2026-02-15'))).map(idOfKey)).toEqual([
      'a',
      'n',
      'b',
      'c',
    ]);
    expect(withListingKey(keys, 'n', listingKey(rec('n', '2027-01-01'))).map(idOfKey)).toEqual([
      'n',
      'a',
      'b',
      'c',
    ]);
    expect(withListingKey([], 'n', listingKey(rec('n', '2027-01-01'))).map(idOfKey)).toEqual(['n']);
  });

  it('moves a re-dated one, removes a deleted one, and is idempotent', () => {
    const moved = withListingKey(keys, 'a', listingKey(rec('a', '2025-01-01')));
    expect(moved.map(idOfKey)).toEqual(['b', 'c', 'a']);
    expect(withListingKey(moved, 'a', listingKey(rec('a', '2025-01-01')))).toEqual(moved);
    expect(withListingKey(keys, 'b').map(idOfKey)).toEqual(['a', 'c']);
    expect(withListingKey(withListingKey(keys, 'b'), 'b')).toEqual(withListingKey(keys, 'b'));
    expect(keys.map(idOfKey)).toEqual(['a', 'b', 'c']);
  });
});

describe('pageKeys', () => {
  const keys = Array.from({ length: 26 }, (_, i) => `k${i}`);
  it('slices pages of 12, empty past the last', () => {
    expect(pageKeys(keys, 1)).toHaveLength(12);
    expect(pageKeys(keys, 3)).toEqual(['k24', 'k25']);
    expect(pageKeys(keys, 4)).toEqual([]);
  });
});
