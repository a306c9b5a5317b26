/**
 * The English and Urdu catalogues hold exactly the same keys (plural forms included: i18next
 * uses `_one` and `_other` for both languages) and each Urdu string has the same placeholders
 * (`{{name}}`) as its English one, so no screen falls back to English or shows a bare `{{x}}`.
 */
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { ur } from './ur.ts';

/** Every leaf of a catalogue as `path -> string`; array items by index. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

const english = leaves(en);
const urdu = leaves(ur);

describe('the English and Urdu catalogues', () => {
  it('have the same keys', () => {
    expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have the same placeholders in each string', () => {
    const mismatched = [...english]
      .filter(([key, text]) => {
        const other = urdu.get(key);
        return other !== undefined && placeholders(other).join() !== placeholders(text).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('give every plural key both forms i18next asks for (one and other)', () => {
    const plural = [...english.keys()].filter((key) => /_(one|other)$/.test(key));
    expect(plural.length).toBeGreaterThan(0);
    for (const key of plural) {
      const base = key.replace(/_(one|other)$/, '');
      expect(english.has(`${base}_one`) && english.has(`${base}_other`), key).toBe(true);
      expect(urdu.has(`${base}_one`) && urdu.has(`${base}_other`), key).toBe(true);
    }
  });

  it('write Urdu in Urdu: an Urdu string is never the English one left untranslated', () => {
    // Names and codes may stay in Latin script (the switch to English, WhatsApp's own name).
    const same = [...english].filter(
      ([key, text]) =>
        /[a-z]{4,}/i.test(text.replace(PLACEHOLDER, '')) &&
        urdu.get(key) === text &&
        !ALLOWED_SAME.has(key),
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

/** Keys whose Urdu is rightly the same Latin text as the English. */
const ALLOWED_SAME = new Set([
  'lang.switchTo',
  'contentAdmin.hints.linkUrl',
  // The report's language choice names English in English, as the language switch does.
  'report.languages.en',
]);
/** An i18next placeholder, `{{date}}`: its name is no English text for the reader. */
const PLACEHOLDER = /\{\{[^}]*\}\}/g;
