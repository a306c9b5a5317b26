/**
 * Each namespace (common and one per product area) holds exactly the same keys in English and
 * Urdu (plural forms included: i18next uses `_one` and `_other` for both languages) and each Urdu
 * string has the same placeholders (`{{name}}`) as its English one, so no screen falls back to
 * English or shows a bare `{{x}}`. An area never holds a key `common` holds too: the area's would
 * hide it, since i18next looks in the area first and in `common` next.
 */
import { describe, expect, it } from 'vitest';
import { commonEn } from '../../common/i18n/en.ts';
import { commonUr } from '../../common/i18n/ur.ts';
import { publicEn } from '../../public-site/i18n/en.ts';
import { publicUr } from '../../public-site/i18n/ur.ts';
import { adminEn } from '../../site-admin/i18n/en.ts';
import { adminUr } from '../../site-admin/i18n/ur.ts';
import { hifzEn } from '../../hifz-portal/i18n/en.ts';
import { hifzUr } from '../../hifz-portal/i18n/ur.ts';
import { NAMESPACES, type Namespace } from './index.ts';

const CATALOGUES: Record<Namespace, { en: object; ur: object }> = {
  common: { en: commonEn, ur: commonUr },
  public: { en: publicEn, ur: publicUr },
  admin: { en: adminEn, ur: adminUr },
  hifz: { en: hifzEn, ur: hifzUr },
};

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

describe.each(NAMESPACES)('the English and Urdu strings of the %s namespace', (ns) => {
  const english = leaves(CATALOGUES[ns].en);
  const urdu = leaves(CATALOGUES[ns].ur);

  it('have the same keys', () => {
    expect(english.size).toBeGreaterThan(0);
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
        !ALLOWED_SAME.has(`${ns}:${key}`),
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it.runIf(ns !== 'common')('hold no key that common holds (it would hide the common one)', () => {
    const common = leaves(commonEn);
    expect([...english.keys()].filter((key) => common.has(key))).toEqual([]);
  });
});

it('plural keys exist somewhere (the check above has something to check)', () => {
  const all = NAMESPACES.flatMap((ns) => [...leaves(CATALOGUES[ns].en).keys()]);
  expect(all.some((key) => key.endsWith('_one'))).toBe(true);
});

/** Keys (`namespace:key`) whose Urdu is rightly the same Latin text as the English. */
const ALLOWED_SAME = new Set([
  'common:lang.switchTo',
  'admin:contentAdmin.hints.linkUrl',
  // The report's language choice names English in English, as the language switch does.
  'hifz:report.languages.en',
]);
/** An i18next placeholder, `{{date}}`: its name is no English text for the reader. */
const PLACEHOLDER = /\{\{[^}]*\}\}/g;
