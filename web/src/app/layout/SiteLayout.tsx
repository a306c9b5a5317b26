import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { PrayerTimeStrip } from '../../public-site/prayer-times/PrayerTimeStrip.tsx';
import { UpdateOffer } from '../pwa/UpdateOffer.tsx';
import { useOnePlayerAtATime } from '../../common/ui/one-player.ts';
import { useAddressHead } from './use-address-head.ts';
import { HALL_SCREEN_ROUTE_ID } from '../route-handles.ts';
import { removePreloader } from './preloader.ts';
import { useNastaliqAfterFirstPage } from '../../common/ui/nastaliq.ts';

/**
 * The frame of every page: the prayer-time strip on the home page, the header, the page and the
 * footer (not on `/bayan/*`), and the offer to reload into a new version. Scrolls to the top on
 * each navigation, removes the preloader after the first render effect, and lets only one
 * recording or video play at a time; keeps the head's description, canonical and hreflang links in
 * step with the page and its language; shows Urdu in Nastaliq from the visit's second page on.
 */
export function SiteLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useNastaliqAfterFirstPage(pathname, i18n.language);
  useOnePlayerAtATime();
  useAddressHead();
  // The hall screen fills the screen on its own: no header, footer or reload offer.
  const bare = useMatches().some((m) => m.id === HALL_SCREEN_ROUTE_ID);

  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
    removePreloader();
  }, []);

  // Each new page opens at the top; the first one keeps where the reader has scrolled the
  // prerendered HTML to while the app was loading.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  if (bare)
    return (
      <main id="main">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    );

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      {pathname === '/' ? <PrayerTimeStrip /> : null}
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="status-text">{t('prayer.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      {pathname.startsWith('/bayan') ? null : <Footer />}
      <UpdateOffer />
    </>
  );
}
