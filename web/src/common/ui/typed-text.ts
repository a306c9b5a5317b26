/**
 * `lang` and `dir` for text that people typed (an event's title, a recording's title), whose
 * language the page cannot know: text with Arabic-script letters is taken as Urdu, right to left;
 * anything else as English, left to right. Screen readers then pick the right voice, and the text
 * keeps its own direction whichever language the page is in.
 */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The attributes to spread on the element showing `text`. */
export function typedTextProps(text: string): { lang: 'ur' | 'en'; dir: 'rtl' | 'ltr' } {
  return ARABIC_SCRIPT.test(text) ? { lang: 'ur', dir: 'rtl' } : { lang: 'en', dir: 'ltr' };
}

/**
 * `text` wrapped in Unicode first-strong isolates (U+2068 … U+2069), for typed text placed inside a
 * sentence of the other direction, e.g. an English title in an Urdu question.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
