/**
 * The web app manifests, written to dist/ at build time (web/prerender.mjs) from the site
 * configuration, so the installed app carries the mosque's name: `manifest.webmanifest` in
 * English and `manifest-ur.webmanifest` in Urdu (name, short name, description and shortcuts
 * from the common strings, `lang: ur`, `dir: rtl`, starting at the Urdu home page), for the
 * Urdu pages' `<link rel="manifest">`. Both have the same `id`, so they are one app. Icons:
 * web/public/icons (scripts/make-assets/icons.mjs). Theme: the site's green (`--green` of
 * styles.css).
 */
import { site } from '@masjid/domain/site';
import { commonEn } from '../../common/i18n/en.ts';
import { commonUr } from '../../common/i18n/ur.ts';
import { DISPLAY_MANIFEST } from '../../public-site/display/display-device.ts';

const THEME_COLOR = '#0b5d44';
const ICON_192 = [{ src: '/icons/icon-192.png', sizes: '192x192' }];

/** The manifest of one interface language (see above). */
export function webManifestFor(lang: 'en' | 'ur') {
  const urdu = lang === 'ur';
  const words = urdu ? commonUr.pages.manifest : commonEn.pages.manifest;
  const name = urdu ? site.nameUrdu : site.name;
  const home = urdu ? '/ur' : '/';
  return {
    name,
    short_name: urdu ? name : name.replace(/^Masjid\s+/i, ''),
    description: words.description.replace('{{name}}', name),
    id: '/',
    start_url: home,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait-primary',
    lang,
    dir: urdu ? 'rtl' : 'ltr',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    categories: ['education', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: words.fridayBayan, url: `${urdu ? '/ur' : ''}/fridaybayan`, icons: ICON_192 },
      { name: words.events, url: `${urdu ? '/ur' : ''}/events`, icons: ICON_192 },
      // The portal has no Urdu address of its own: it follows the remembered language.
      { name: words.hifzPortal, url: '/hifz-login', icons: ICON_192 },
    ],
  };
}

/** The English manifest (`/manifest.webmanifest`). */
export const webManifest = webManifestFor('en');
/** The Urdu manifest (`/manifest-ur.webmanifest`). */
export const webManifestUr = webManifestFor('ur');

/**
 * The hall screen's manifest in `lang` (`DISPLAY_MANIFEST`, linked by `/display` itself): an app
 * of its own (`id: /display`), starting at `/display` (`/ur/display` in Urdu), full screen in any
 * orientation, so an installed screen opens straight onto the times, on a TV box's boot too.
 */
export function displayManifestFor(lang: 'en' | 'ur') {
  const urdu = lang === 'ur';
  const words = urdu ? commonUr.pages.manifest : commonEn.pages.manifest;
  const site = webManifestFor(lang);
  const start = urdu ? '/ur/display' : '/display';
  return {
    name: `${site.name}: ${words.hallScreen}`,
    short_name: words.hallScreen,
    description: site.description,
    id: '/display',
    start_url: start,
    scope: start,
    display: 'fullscreen',
    orientation: 'any',
    lang,
    dir: site.dir,
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: site.icons,
  };
}

/** The hall screen's manifests, by the file each is written to. */
export const displayManifests = {
  [DISPLAY_MANIFEST.en.slice(1)]: displayManifestFor('en'),
  [DISPLAY_MANIFEST.ur.slice(1)]: displayManifestFor('ur'),
};
