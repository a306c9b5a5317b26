/**
 * The web app manifest, written to dist/manifest.webmanifest at build time
 * (web/prerender.mjs) from the site configuration, so the installed app carries the mosque's
 * name. Icons: web/public/icons (scripts/make-assets/icons.mjs). Theme: the site's green
 * (`--green` of styles.css).
 */
import { site } from '@masjid/domain/site';

const THEME_COLOR = '#0b5d44';

export const webManifest = {
  name: site.name,
  short_name: site.name.replace(/^Masjid\s+/i, ''),
  description: `${site.name}, Karachi: jamat timings, bayanat, events and the hifz portal.`,
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait-primary',
  lang: 'en',
  dir: 'ltr',
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  categories: ['education', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Friday bayan',
      url: '/fridaybayan',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    { name: 'Events', url: '/events', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    {
      name: 'Hifz portal',
      url: '/hifz-login',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
};
