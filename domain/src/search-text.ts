/**
 * Text as a search compares it: a name typed in Urdu is found however it is typed (an Arabic
 * keyboard's ي ك ه ة for the Urdu ی ک ہ, with or without diacritics), and Latin letters in any
 * case or accent.
 */

/** Arabic keyboard letters, and letters Urdu writes two ways, as the one Urdu letter. */
const SAME_LETTER: Readonly<Record<string, string>> = {
  '\u064a': '\u06cc', // ي Arabic yeh → ی
  '\u0649': '\u06cc', // ى alef maksura → ی
  '\u0643': '\u06a9', // ك Arabic kaf → ک
  '\u0647': '\u06c1', // ه Arabic heh → ہ
  '\u06be': '\u06c1', // ھ do-chashmi heh → ہ (an Arabic keyboard has only ه)
  '\u06d5': '\u06c1', // ە ae → ہ
  '\u0629': '\u06c1', // ة teh marbuta → ہ
};

/** Arabic-Indic (U+0660) and Urdu, extended Arabic-Indic (U+06F0), digits as 0 to 9. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) =>
    String((d.codePointAt(0) ?? 0) & 0xf),
  );
}

/**
 * `text` for comparing in a search: compatibility forms unfolded (NFKC), combining marks dropped
 * (Arabic diacritics: zabar, zer, pesh, shadd, the small alef; Latin accents), tatweel and
 * invisible direction and joining marks dropped, the letters of SAME_LETTER made one, Urdu and
 * Arabic digits made 0 to 9, lower case, and runs of spaces one space, trimmed.
 */
export function searchKey(text: string): string {
  return westernDigits(text)
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[\p{M}\u0640\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, '')
    .replace(/[\u0629\u0643\u0647\u0649\u064a\u06be\u06d5]/g, (c) => SAME_LETTER[c] ?? c)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `query` is found in any of `fields`, compared as searchKey; an empty query is. */
export function searchMatches(fields: readonly string[], query: string): boolean {
  const q = searchKey(query);
  return !q || fields.some((field) => searchKey(field).includes(q));
}
