/**
 * A served reading page's own script (issue 17): index.html's loader imports it instead of the app
 * on a page the `pages` function served with its content (`#page-data`), once the page has
 * painted. It takes a parent's token out of the address, makes the page's menus and slides move
 * (menu-behaviour.ts, slideshow-behaviour.ts: the same behaviour the app's Header and Slideshow
 * attach), gives the calendar's subscribe links their `webcal://` address (webcal-links.ts),
 * remembers a language chosen with the switch, and starts the app only when it is needed
 * (start-when-needed.ts). A few KB, where the app is about 280 KB and more than a second of a slow
 * phone's main thread.
 */
import { attachMenus } from '../layout/menu-behaviour.ts';
import { attachSlideshow } from '../../public-site/home/slideshow-behaviour.ts';
import { attachWebcalLinks } from '../../public-site/timetable/webcal-links.ts';
import {
  keepTabLanguage,
  keepTabLanguageOfOpenedAddress,
  LANGUAGE_STORAGE_KEY,
} from '../i18n/language-storage.ts';
import { pageDataValue, startAppWhenNeeded } from './start-when-needed.ts';
import { showPreloader } from '../layout/preloader.ts';
import { isPlainClick } from '../../common/ui/plain-click.ts';
import { moveParentTokenOutOfAddress } from '../../hifz-portal/students/parent-token-store.ts';
import { hideManifest } from '../../hifz-portal/students/parent-page-head.ts';
import { languageOfPath } from '@masjid/domain/language-address';
import { pageDataKeys } from '@masjid/domain/page-data-keys';

// A parent's link: once the page has painted, the token moves from the address's query to its
// fragment (`#token=…`, which no request or Referer carries), as the app would move it, so a
// bookmark, a new tab or a home-screen shortcut of the page opens the child again; the tab keeps
// the link's language as the app's router does (an Urdu link's address keeps its `/ur` until the
// app moves it to the portal's one address, and then `&lang=ur` in the fragment), so a reload
// before the app has started opens the child's month again in the same language. A link the
// server found no child for (its refusal) leaves the address and the tab at once, as the app's
// refusal does. The page's links then wait for the app too: the month report's link and the
// header's need the token and the language the app keeps (storage may be disabled, and the page's
// links are the English routes'). The page's manifest goes: a home-screen shortcut then keeps this
// address (the site's manifest would open its home page).
const parentLink = moveParentTokenOutOfAddress(
  pageDataValue(pageDataKeys.parentLink) === null,
  languageOfPath(location.pathname),
);
if (parentLink) {
  keepTabLanguageOfOpenedAddress(location.pathname, location.hash);
  hideManifest();
}

// The page is whole: no loading bar over it.
showPreloader(false);
const header = document.querySelector('header.site-header');
if (header) attachMenus(header);
for (const slideshow of document.querySelectorAll('section.slideshow')) attachSlideshow(slideshow);
// The calendar's subscribe links open the calendar app (`webcal://`), not a one-off download.
attachWebcalLinks(document);

// The language switch of a public page is a link to the page's other address. Pressed before the
// app has started, it gets the page's query and fragment (`/fridaybayan?page=3`), which the app
// adds once on the device (Header's LanguageSwitch), and remembers the choice as the app's switch
// does (language-addresses.ts), so the next English address this reader opens moves to its Urdu
// twin. A modified click (a new tab) remembers nothing.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a.lang-switch') : null;
  const lang = link?.getAttribute('hreflang');
  if (!(link instanceof HTMLAnchorElement) || (lang !== 'en' && lang !== 'ur')) return;
  if (!link.search && !link.hash) {
    link.search = location.search;
    link.hash = location.hash;
  }
  if (!isPlainClick(event)) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    keepTabLanguage(undefined);
  } catch {
    /* storage disabled: the address still opens the page in that language */
  }
});

startAppWhenNeeded({ linksNeedApp: parentLink });
