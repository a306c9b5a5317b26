import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_SAVE_MS,
  SITE_SAVED_AT_KEY,
  freshAfterSave,
  noteSiteSave,
  savedRecently,
} from './site-saves.ts';
import { stubLocalStorage } from '../testing/memory-storage.ts';

const SAVED = Date.UTC(2026, 10, 29, 9, 0, 0);

beforeEach(stubLocalStorage);
afterEach(() => vi.unstubAllGlobals());

describe('a save on this device', () => {
  it('counts as recent for two minutes, then not', () => {
    expect(savedRecently(SAVED)).toBeUndefined();
    noteSiteSave(SAVED);
    expect(localStorage.getItem(SITE_SAVED_AT_KEY)).toBe(String(SAVED));
    expect(savedRecently(SAVED)).toBe(SAVED);
    expect(savedRecently(SAVED + AFTER_SAVE_MS - 1)).toBe(SAVED);
    expect(savedRecently(SAVED + AFTER_SAVE_MS)).toBeUndefined();
    // A save "in the future": the device's clock was set back since; not trusted.
    expect(savedRecently(SAVED - 1)).toBeUndefined();
  });

  it('ignores a stored value that is not a time', () => {
    localStorage.setItem(SITE_SAVED_AT_KEY, 'soon');
    expect(savedRecently(SAVED)).toBeUndefined();
  });

  it("passes the CDN's copies by for two minutes: a public read gets an address of its own", () => {
    expect(freshAfterSave('/janaza', SAVED)).toBe('/janaza');
    noteSiteSave(SAVED);
    expect(freshAfterSave('/janaza', SAVED + 1_000)).toBe(`/janaza?fresh=${SAVED}`);
    expect(freshAfterSave('/get-recordings/fridaybayan?page=2', SAVED + 1_000)).toBe(
      `/get-recordings/fridaybayan?page=2&fresh=${SAVED}`,
    );
    expect(freshAfterSave('/janaza', SAVED + AFTER_SAVE_MS)).toBe('/janaza');
  });

  it('is no save where the browser forbids storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => noteSiteSave(SAVED)).not.toThrow();
    expect(savedRecently(SAVED)).toBeUndefined();
    expect(freshAfterSave('/janaza', SAVED)).toBe('/janaza');
  });
});
