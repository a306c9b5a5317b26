/**
 * The checks of a page shown in Urdu or English that the Urdu sweeps share (sweep-public and
 * sweep-admin for the public site and site administration, urdu-portal for the hifz portal's roles): the
 * document's `lang`/`dir`, the tab title in the page's language, no sideways scroll, no serious or
 * critical axe violation, and in Urdu no text in Latin script outside an element marked
 * `lang="en"` (typed English, shown as such), except the allowed list: the mosque's name, e-mail
 * addresses and web addresses. Digits are Western in both languages
 * (web/src/common/time/karachi-time.ts), so they are not Latin letters. Also the header's language
 * switch on a signed-in page, which changes the language in place (`switchInPlace`).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, open, saveScreen, site } from './support.ts';
import { addressIn, type Lang } from './language-address.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

/**
 * Text in Latin script that an Urdu reader would meet: text nodes and the `alt`, `aria-label`,
 * `title` and `placeholder` attributes whose nearest `lang` is not English, less the allowed
 * list. Each finding reads `tag: text`.
 */
export async function latinOutsideEnglish(page: Page): Promise<string[]> {
  return page.evaluate((mosqueName) => {
    const LATIN = /[A-Za-z]/;
    const ALLOWED = [
      new RegExp(mosqueName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'),
      /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
      /\bhttps?:\/\/\S*/g, // web addresses (and the https:// placeholder)
      /(^|[\s(])\/[a-z][\w./-]*…?/g, // paths on this site (/images/…)
      // The forms of a YouTube address named in the videos form's hint.
      /\b(youtu\.be|watch|shorts|embed)\b/g,
      // File types and sizes in the admin forms' hints, written so in Urdu too.
      /\b(JPEG|PNG|WebP|AVIF|MP3|M4A|OGG|OPUS|WAV|FLAC|PDF|MB|KB)\b/g,
      // Written in Latin letters in Urdu too: the parents' link card's "QR کوڈ".
      /\bQR\b/g,
      /\b[\w-]+(\.[\w-]+)+\/\S*/g, // addresses without a scheme (example.org/x)
    ];
    const english = (el: Element | null) =>
      !!el?.closest('[lang]') && /^en\b/i.test(el.closest('[lang]')!.getAttribute('lang')!);
    const leftover = (text: string) =>
      ALLOWED.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A form field's value is what the site admin typed, not the page's words.
      if (!parent || parent.closest('script, style, noscript, template, textarea')) continue;
      const text = node.textContent ?? '';
      if (LATIN.test(leftover(text)) && !english(parent))
        found.push(`${parent.tagName.toLowerCase()}: ${text.trim().slice(0, 80)}`);
    }
    for (const el of Array.from(
      document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]'),
    )) {
      for (const attr of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value && LATIN.test(leftover(value)) && !english(el))
          found.push(`${el.tagName.toLowerCase()}[${attr}]: ${value.slice(0, 80)}`);
      }
    }
    return found;
  }, site.name);
}

/**
 * Waits until the page has no loading state left (busy regions, "Loading…" lines), up to 20 s:
 * what these checks read is the text, not the speed, and the first call of the functions on a
 * loaded 2-core machine (the owner's month report, the first test of a CI run) has taken over 10 s.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelectorAll('[aria-busy="true"]').length === 0 &&
            !/Loading|لوڈ ہو رہ/.test(document.querySelector('main')?.textContent ?? ''),
        ),
      { message: 'the page finished loading', timeout: 20_000 },
    )
    .toBe(true);
}

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
const NO_ARABIC_SCRIPT = /^[^\u0600-\u06ff]*$/;

/**
 * Checks the page as it is now shown in `lang` (see the file's comment), under the name `where`
 * (an address or a screen's name): `lang`/`dir`, the title's script, no sideways scroll, axe
 * (unless `axe: false`, for a desktop pass of elements checked on the phone); in Urdu also its
 * Latin leaks, returned as `where  tag: text`. With E2E_SCREENS=1 it also saves a
 * full-page picture named `{lang}-{width}{where}` (test-results/screens/{project}/), to look at.
 */
export async function checkShown(
  page: Page,
  testInfo: TestInfo,
  where: string,
  lang: Lang,
  { axe = true }: { axe?: boolean } = {},
): Promise<string[]> {
  await settled(page);
  const html = page.locator('html');
  await expect(html, `lang of ${where}`).toHaveAttribute('lang', lang);
  await expect(html, `dir of ${where}`).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
  // The title's page part is in the page's language (Urdu titles arrive with the /ur addresses,
  // and with the switch on a signed-in page, which sets it once the page is drawn in `lang`).
  await expect
    .soft(page, `title of ${where} in ${lang}`)
    .toHaveTitle(lang === 'ur' ? ARABIC_SCRIPT : NO_ARABIC_SCRIPT);
  await expectNoSidewaysScroll(page, `${where} in ${lang}`);
  if (axe) await expectNoSeriousA11yViolations(page, testInfo);
  if (process.env.E2E_SCREENS) {
    // The width in the name: a desktop pass keeps its own picture beside the phone's.
    const width = page.viewportSize()?.width ?? 0;
    const name = `${lang}-${width}${where.replace(/[^\w-]+/g, '_') || '_home'}`;
    await saveScreen(page, testInfo, name);
  }
  if (lang === 'en') return [];
  return (await latinOutsideEnglish(page)).map((leak) => `${where}  ${leak}`);
}

/** The page's part of a title (`{page} | {site name}`). */
const pagePart = (title: string) => title.split(' | ')[0];

/**
 * Presses the header's language switch on a signed-in page (one address in both languages: the
 * switch is a button there and changes the language in place) and waits until the page is shown
 * in `lang`: the same address, `html[lang]`, the switch now offering the other language (drawn
 * once `lang`'s strings have loaded), the title's page part changed with it (checkShown then
 * checks its script), and the choice remembered on the device (localStorage `lang`).
 */
export async function switchInPlace(page: Page, lang: Lang): Promise<void> {
  const address = page.url();
  const before = pagePart(await page.title());
  const toggle = page.locator('header button.lang-switch');
  await expect(toggle, 'the switch offers the other language').toHaveAttribute('lang', lang);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(toggle).toHaveAttribute('lang', lang === 'ur' ? 'en' : 'ur');
  await expect
    .poll(async () => pagePart(await page.title()), {
      message: `the title follows the switch to ${lang} (was "${before}")`,
    })
    .not.toBe(before);
  // A parent's page keeps its language in the fragment too (`#token=…&lang=ur`), so that a
  // bookmark opens it in that language: the rest of the address stays.
  expect(withoutFragmentLang(page.url()), 'the switch keeps the address').toBe(
    withoutFragmentLang(address),
  );
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(lang);
}

/** `url` without the `lang` of its fragment (a parent's page: `#token=…&lang=ur`). */
const withoutFragmentLang = (url: string) => url.replace(/&lang=[a-z]+(?=&|$)/, '');

/** Opens `path` in `lang` (its Urdu address in Urdu) and checks it with `checkShown`. */
export async function checkPage(
  page: Page,
  testInfo: TestInfo,
  path: string,
  lang: Lang,
): Promise<string[]> {
  await open(page, addressIn(path, lang));
  return checkShown(page, testInfo, path, lang);
}
