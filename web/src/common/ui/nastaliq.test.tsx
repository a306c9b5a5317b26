/**
 * Nastaliq from a visit's second page on (decision 52): the page the visit opened on keeps the
 * face it painted in (a swap would move its lines); any other page, or the same address in the
 * other language, turns Nastaliq on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { NASTALIQ_CLASS, resetFirstPageForTests, useNastaliqAfterFirstPage } from './nastaliq.ts';

const shown = () => document.documentElement.classList.contains(NASTALIQ_CLASS);

afterEach(() => {
  document.documentElement.classList.remove(NASTALIQ_CLASS);
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
