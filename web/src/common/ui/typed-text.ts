/**
 * `lang` and `dir` for text that people typed (an event's title, a recording's title), whose
 * language the page cannot know: text with at least as many Arabic-script letters as Latin ones is
 * taken as Urdu, right to left; anything else as English, left to right. Signs such as ﷺ are not
 * letters, so "The mercy of the Prophet ﷺ" is English. Screen readers then pick the right voice,
 * and the text keeps its own direction whichever language the page is in.
 */
const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF\u0750-\u077F]/g;
const LATIN_LETTER = /[A-Za-z]/g;

/** The attributes to spread on the element showing `text`. */
export function typedTextProps(text: string): { lang: 'ur' | 'en'; dir: 'rtl' | 'ltr' } {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return langProps(arabic > 0 && arabic >= latin ? 'ur' : 'en');
}

/** The attributes to spread on an element whose text is known to be in `lang`. */
export function langProps(lang: 'ur' | 'en'): { lang: 'ur' | 'en'; dir: 'rtl' | 'ltr' } {
  return { lang, dir: lang === 'ur' ? 'rtl' : 'ltr' };
}

/**
 * `text` wrapped in Unicode first-strong isolates (U+2068 … U+2069), for typed text placed inside a
 * sentence of the other direction, e.g. an English title in an Urdu question.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
