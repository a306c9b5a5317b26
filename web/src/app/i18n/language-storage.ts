/**
 * Where the language switch keeps the reader's choice. Apart from i18n/index.ts so that a served
 * page's own script (app/reader-start/) can remember a choice without loading i18next.
 */

/** localStorage key: the language chosen last with the switch (`en` or `ur`); index.html's first
 * inline script reads it before the first paint. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** sessionStorage key: the language a signed-in page was opened in by its Urdu address. */
export const TAB_LANGUAGE_KEY = 'lang:tab';
