/**
 * When Urdu text is drawn in Nastaliq (decision 52). The page's first paint never waits for the
 * Noto Nastaliq Urdu web font: a device that has had it paints in Nastaliq at once; otherwise an
 * Urdu page paints in the device's own Urdu face, sized to Nastaliq's measure, and fetches the
 * font once it has painted (both in web/index.html). Nastaliq is then shown from the next page on:
 * turned on while the page being read stays as it is would move its lines (its widths differ).
 * `html.nastaliq` (web/src/app/styles.css) is what switches the face.
 */
import { useEffect } from 'react';

/** The class on `<html>` that draws Urdu text in Nastaliq. */
export const NASTALIQ_CLASS = 'nastaliq';

/** The local storage key web/index.html reads: the device has had the web font. */
export const NASTALIQ_KEY = 'nastaliq';

let remembering = false;

/**
 * Draws Urdu text in Nastaliq from now on (fetching the font if it has not come yet), and
 * remembers once the font has come, so the next visit paints in Nastaliq at once.
 */
export function showNastaliq(root: HTMLElement = document.documentElement): void {
  root.classList.add(NASTALIQ_CLASS);
  const fonts = root.ownerDocument.fonts as FontFaceSet | undefined;
  if (remembering || !fonts) return;
  remembering = true;
  fonts.addEventListener('loadingdone', (event) => {
    const came = [...(event as FontFaceSetLoadEvent).fontfaces].some(
      (face) =>
        face.family.replace(/["']/g, '') === 'Noto Nastaliq Urdu' && face.status === 'loaded',
    );
    try {
      if (came) localStorage.setItem(NASTALIQ_KEY, '1');
    } catch {
      // Storage refused (private mode): the next visit paints in the device's face first.
    }
  });
}

/** The page the visit opened on: its address and language, as `key` below. */
let firstPage: string | undefined;

/**
 * Shows Nastaliq from the second page of a visit on: call with the page's address (`pathname`
 * of the router) and language; the first call's page is the one the visit opened on.
 */
export function useNastaliqAfterFirstPage(pathname: string, language: string): void {
  const key = `${language} ${pathname}`;
  firstPage ??= key;
  useEffect(() => {
    if (key !== firstPage) showNastaliq();
  }, [key]);
}

/** For tests: forget the first page, as a new visit does. */
export function resetFirstPageForTests(): void {
  firstPage = undefined;
  remembering = false;
}
