import { describe, expect, it } from 'vitest';
import { languageOfFragment } from './language-storage.ts';
import { fragmentOfToken } from '../../hifz-portal/students/parent-token-store.ts';

const TOKEN = 'Q2hpbGQtcHJvZ3Jlc3MtbGluay10b2tlbi0xMjM0NTY';

describe('languageOfFragment', () => {
  it("reads the Urdu a parent's kept link names, and nothing else", () => {
    expect(languageOfFragment(fragmentOfToken(TOKEN, 'ur'))).toBe('ur');
    expect(languageOfFragment(fragmentOfToken(TOKEN, 'en'))).toBeUndefined();
    expect(languageOfFragment('#lang=fr')).toBeUndefined();
    expect(languageOfFragment('')).toBeUndefined();
  });
});
