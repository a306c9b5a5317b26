/**
 * Nastaliq from a visit's second page on (decision 52): the page the visit opened on keeps the
 * face it painted in (a swap would move its lines); any other page, or the same address in the
 * other language, turns Nastaliq on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  NASTALIQ_CLASS,
  NASTALIQ_KEY,
  resetFirstPageForTests,
  showNastaliq,
  useNastaliqAfterFirstPage,
} from './nastaliq.ts';

const shown = () => document.documentElement.classList.contains(NASTALIQ_CLASS);

afterEach(() => {
  document.documentElement.classList.remove(NASTALIQ_CLASS);
  localStorage.clear();
  resetFirstPageForTests();
});

describe('useNastaliqAfterFirstPage', () => {
  it('leaves the first page as it painted, and shows Nastaliq on the next', () => {
    const { rerender } = renderHook(({ path, lang }) => useNastaliqAfterFirstPage(path, lang), {
      initialProps: { path: '/events', lang: 'ur' },
    });
    expect(shown()).toBe(false);
    rerender({ path: '/events', lang: 'ur' });
    expect(shown()).toBe(false);
    rerender({ path: '/fridaybayan', lang: 'ur' });
    expect(shown()).toBe(true);
  });

  it('counts the language: switching an English page to Urdu is a next page', () => {
    const { rerender } = renderHook(({ path, lang }) => useNastaliqAfterFirstPage(path, lang), {
      initialProps: { path: '/', lang: 'en' },
    });
    expect(shown()).toBe(false);
    rerender({ path: '/', lang: 'ur' });
    expect(shown()).toBe(true);
  });

  it('remembers the first page across a remount of the layout', () => {
    const first = renderHook(() => useNastaliqAfterFirstPage('/ur-page', 'ur'));
    first.unmount();
    renderHook(() => useNastaliqAfterFirstPage('/ur-page', 'ur'));
    expect(shown()).toBe(false);
  });
});

describe('showNastaliq', () => {
  /** A document whose font set reports `faces` loaded. */
  function documentWithFonts() {
    const fonts = new EventTarget();
    const root = document.createElement('html');
    Object.defineProperty(root, 'ownerDocument', { value: { fonts } });
    const loaded = (...faces: Array<{ family: string; status: string }>) =>
      fonts.dispatchEvent(Object.assign(new Event('loadingdone'), { fontfaces: faces }));
    return { root, loaded };
  }

  it('remembers the device has the font once Nastaliq has come, not for another face', () => {
    const { root, loaded } = documentWithFonts();
    showNastaliq(root);
    expect(root.classList.contains(NASTALIQ_CLASS)).toBe(true);
    loaded({ family: 'Other', status: 'loaded' });
    loaded({ family: '"Noto Nastaliq Urdu"', status: 'error' });
    expect(localStorage.getItem(NASTALIQ_KEY)).toBeNull();
    loaded({ family: '"Noto Nastaliq Urdu"', status: 'loaded' });
    expect(localStorage.getItem(NASTALIQ_KEY)).toBe('1');
  });
});
