import { describe, expect, it } from 'vitest';
import { isolate, typedTextProps } from './typed-text.ts';

describe('typedTextProps', () => {
  it('takes Latin text as English, left to right', () => {
    expect(typedTextProps('Eid gathering 2026')).toEqual({ lang: 'en', dir: 'ltr' });
    // ﷺ is a sign, not a letter: the title is English.
    expect(typedTextProps('The mercy of the Prophet ﷺ')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('takes text with Urdu letters as Urdu, right to left, even with Latin digits', () => {
    expect(typedTextProps('درسِ قرآن 12')).toEqual({ lang: 'ur', dir: 'rtl' });
    expect(typedTextProps('Tafseer: سورۃ الکہف')).toEqual({ lang: 'ur', dir: 'rtl' });
  });
});

describe('isolate', () => {
  it('wraps the text in first-strong isolate marks', () => {
    expect(isolate('Eid gathering')).toBe('\u2068Eid gathering\u2069');
  });
});
