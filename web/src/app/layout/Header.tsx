import { useEffect, useRef } from 'react';
import { Link, NavLink as RouterNavLink, useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, telNumber } from '@masjid/domain/site-details';
import { useSiteDetails } from '../../common/site-content/site-details-data.ts';
import { useOnDevice } from '../../common/page-data.ts';
import { SunTimes } from '../../public-site/prayer-times/SunTimes.tsx';
import { pathInLanguage } from '@masjid/domain/language-address';
import { switchLanguage } from '../language-addresses.ts';
import { SIGNED_IN_ROUTE_ID } from '../route-handles.ts';
import { NAV, type NavGroup } from './nav.ts';
import { isPlainClick } from '../../common/ui/plain-click.ts';
import { attachMenus, closeMenus } from './menu-behaviour.ts';
import { useSessionHint } from '../../common/session-hint.ts';
import { DASHBOARD_OF } from '../../hifz-portal/sign-in/dashboards.ts';
import './header.css';

/**
 * The site header: a top bar with the contact e-mail and phone, the first social link (all from
 * the site details, kept current) and
 * today's sunrise and sunset; the main bar with the menus, the language switch and the Login
 * button; on small screens a slide-in menu whose submenus open one at a time. The language switch
 * stays in the bar on every width (see LanguageSwitch).
 */
export function Header() {
  const { t, i18n } = useTranslation();
  const details = useSiteDetails();
  const name = pick(details.name, i18n.language);
  const social = details.social[0];
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);

  // The menus open and close by the page's own behaviour (menu-behaviour.ts: a served reading
  // page's own script attaches it before the app starts); React renders them closed and never
  // writes their state, and closes them whenever the page changes.
  useEffect(() => {
    if (headerRef.current) attachMenus(headerRef.current);
  }, []);
  // Not on the first render: a menu the reader opened before the app took the page over stays open.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    if (headerRef.current) closeMenus(headerRef.current);
  }, [location.pathname]);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="topbar">
        <div className="container topbar-inner">
          <div className="topbar-contact">
            <a href={`mailto:${details.email}`} className="latin">
              <span aria-hidden="true">✉ </span>
              <span className="visually-hidden">{t('header.email')}: </span>
              {details.email}
            </a>
            <a href={`tel:${telNumber(details.phone)}`} className="latin">
              <span aria-hidden="true">☎ </span>
              <span className="visually-hidden">{t('header.phone')}: </span>
              <bdi>{details.phone}</bdi>
            </a>
          </div>
          <SunTimes />
          {social ? (
            <a
              className="topbar-social"
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              lang="en"
            >
              {social.label}
            </a>
          ) : null}
        </div>
      </div>

      <div className="mainbar">
        <div className="container mainbar-inner">
          <Link to="/" className="brand">
            <img src="/favicon.svg" alt="" width={40} height={40} />
            <span lang={name.lang}>{name.text}</span>
          </Link>

          <LanguageSwitch />

          <button
            type="button"
            className="menu-toggle"
            aria-expanded="false"
            aria-controls="site-menu"
            data-without-app=""
          >
            <span className="menu-toggle-bars" aria-hidden="true" />
            <span className="visually-hidden menu-label-open">{t('header.openMenu')}</span>
            <span className="visually-hidden menu-label-close" hidden>
              {t('header.closeMenu')}
            </span>
          </button>

          <div id="site-menu" className="menu-panel" data-open="false">
            <nav aria-label={t('header.mainNav')}>
              <ul className="menu">
                {NAV.map((item) =>
                  item.kind === 'link' ? (
                    <li key={item.to}>
                      <RouterNavLink to={item.to} end={item.to === '/'} className="menu-link">
                        {t(`nav.${item.label}`)}
                      </RouterNavLink>
                    </li>
                  ) : (
                    <SubMenu key={item.id} group={item} />
                  ),
                )}
              </ul>
            </nav>
            <div className="menu-actions">
              <AccountAction />
            </div>
          </div>
          <button
            type="button"
            className="menu-backdrop"
            aria-label={t('header.closeMenu')}
            tabIndex={-1}
            hidden
            data-without-app=""
          />
        </div>
      </div>
    </header>
  );
}

/**
 * 'Login', or for a device with a session (the signed-in areas' hint, read without Firebase: the
 * public pages never load it for this) who is signed in and the way back to their work: the site
 * administration or the portal's dashboard (issue 39 §5).
 */
function AccountAction() {
  const { t } = useTranslation();
  const hint = useSessionHint();
  if (!hint)
    return (
      <Link to="/login" className="btn btn-gold login-btn">
        {t('nav.login')}
      </Link>
    );
  const { place } = hint;
  const admin = place === 'siteAdmin';
  return (
    <p className="account-action" data-testid="account-action">
      {hint.email ? (
        <span className="account-who">
          {t('header.signedInAs')}{' '}
          <bdi className="latin" lang="en">
            {hint.email}
          </bdi>
        </span>
      ) : null}
      <Link
        to={admin ? '/update-jamat' : DASHBOARD_OF[place]}
        className="btn btn-gold login-btn"
        title={hint.email || undefined}
      >
        {admin ? t('header.backToAdmin') : t('header.backToPortal')}
      </Link>
    </p>
  );
}

/**
 * The language switch. On a public page it is a link to the page's address in the other language
 * (the same path, query and fragment), so it works before the script has loaded and crawlers
 * find the other version; pressed, it also remembers the choice and moves without a reload. A
 * signed-in page has one address, so there it is a button that changes the language in place.
 */
function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  // The query and fragment once on the device: the HTML prerendered at build time has neither,
  // and hydrating it must not leave its link without them (see useOnDevice).
  const onDevice = useOnDevice();
  const signedIn = useMatches().some((match) => match.id === SIGNED_IN_ROUTE_ID);
  const next = i18n.language === 'ur' ? 'en' : 'ur';
  const label = { lang: next, 'aria-label': t('lang.switchLabel') };
  if (signedIn)
    return (
      <button type="button" className="lang-switch" {...label} onClick={() => switchLanguage(next)}>
        {t('lang.switchTo')}
      </button>
    );
  return (
    <a
      className="lang-switch"
      href={pathInLanguage(pathname + (onDevice ? search + hash : ''), next)}
      hrefLang={next}
      {...label}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        switchLanguage(next);
      }}
    >
      {t('lang.switchTo')}
    </a>
  );
}

/** A submenu of the header, closed; menu-behaviour.ts opens it. */
function SubMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const id = `submenu-${group.id}`;
  return (
    <li className="has-submenu">
      <button
        type="button"
        className="menu-link submenu-toggle"
        aria-expanded="false"
        aria-controls={id}
        data-without-app=""
      >
        {t(`nav.${group.label}`)}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul id={id} className="submenu" hidden>
        {group.links.map((link) => (
          <li key={link.to}>
            <RouterNavLink to={link.to} className="submenu-link">
              {t(`nav.${link.label}`)}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
