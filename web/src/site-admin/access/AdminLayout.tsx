import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../common/firebase/auth.ts';
import './admin.css';
import type { AdminKey } from '../i18n/keys.ts';

/** A section of the admin menu: its label and the addresses of its screens. */
interface AdminSection {
  key: string;
  labelKey: AdminKey;
  paths: readonly string[];
}

/**
 * The admin menu's sections, in their order, each with the addresses of its screens; a screen no
 * section lists is shown under "More".
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'prayer', labelKey: 'adminMenu.sections.prayer', paths: ['/update-jamat'] },
  {
    key: 'bayanat',
    labelKey: 'adminMenu.sections.bayanat',
    paths: [
      '/newbayan',
      '/newbayanmorning',
      '/update-delete-morningfridaybayan',
      '/update-delete-morningSundaybayan',
    ],
  },
  {
    key: 'events',
    labelKey: 'adminMenu.sections.events',
    paths: ['/new-event-modal', '/all-events-flagged'],
  },
  {
    key: 'media',
    labelKey: 'adminMenu.sections.media',
    paths: ['/admin-videos', '/manage-books', '/manage-slides'],
  },
  {
    key: 'pages',
    labelKey: 'adminMenu.sections.pages',
    paths: [
      '/admin-announcements',
      '/admin-donations',
      '/admin-donation-statements',
      '/admin-site-details',
      '/admin-display',
      '/manage-content',
    ],
  },
];
const MORE_SECTION: AdminSection = { key: 'more', labelKey: 'adminMenu.sections.more', paths: [] };

/** One entry of the admin menu: the screen's address and the i18n key of its label. */
export interface AdminLink {
  to: string;
  labelKey: AdminKey;
  /** Other addresses that belong to this entry (e.g. the edit page of an event). */
  also?: readonly string[];
}

/**
 * The admin menu, the one navigation of the site-admin area, in the order of the buttons the spec
 * lists on /update-jamat. A new admin screen adds one line here (and its address to a section).
 */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/update-jamat', labelKey: 'admin.nav.jamat' },
  { to: '/admin-jamat-changes', labelKey: 'jamatMonth.changesAdmin.nav' },
  { to: '/admin-moon-sighting', labelKey: 'jamatMonth.moonAdmin.nav' },
  { to: '/admin-ramadan', labelKey: 'ramadan.admin.nav' },
  { to: '/admin-eid', labelKey: 'eid.admin.nav' },
  { to: '/newbayan', labelKey: 'admin.nav.addFriday' },
  { to: '/newbayanmorning', labelKey: 'admin.nav.addMorning' },
  { to: '/update-delete-morningfridaybayan', labelKey: 'admin.nav.deleteFriday' },
  { to: '/update-delete-morningSundaybayan', labelKey: 'admin.nav.deleteMorning' },
  { to: '/new-event-modal', labelKey: 'admin.nav.addEvent' },
  { to: '/all-events-flagged', labelKey: 'admin.nav.allEvents', also: ['/edit-event/'] },
  { to: '/admin-videos', labelKey: 'admin.nav.videos' },
  { to: '/admin-announcements', labelKey: 'admin.nav.announcements' },
  { to: '/admin-janaza', labelKey: 'hall.janaza.admin.nav' },
  { to: '/admin-donations', labelKey: 'donations.admin.nav' },
  { to: '/admin-donation-statements', labelKey: 'donations.statementsAdmin.nav' },
  { to: '/admin-site-details', labelKey: 'admin.nav.siteDetails' },
  { to: '/admin-display', labelKey: 'displaySettings.admin.nav' },
  { to: '/manage-content', labelKey: 'admin.nav.content', also: ['/manage-content/'] },
  { to: '/manage-books', labelKey: 'admin.nav.books' },
  { to: '/manage-slides', labelKey: 'admin.nav.slides' },
  { to: '/admin-history', labelKey: 'history.nav' },
];

/** The entry of the current address, if any (exact match, or an `also` prefix). */
function currentLink(pathname: string): AdminLink | undefined {
  return (
    ADMIN_LINKS.find((link) => link.to === pathname) ??
    ADMIN_LINKS.find((link) => link.also?.some((prefix) => pathname.startsWith(prefix)))
  );
}

/** The sections that have entries, each with its entries in the menu's order. */
function menuSections() {
  const listed = new Set(ADMIN_SECTIONS.flatMap((section) => section.paths));
  return [...ADMIN_SECTIONS, MORE_SECTION]
    .map((section) => ({
      ...section,
      links: ADMIN_LINKS.filter((link) =>
        section === MORE_SECTION ? !listed.has(link.to) : section.paths.includes(link.to),
      ),
    }))
    .filter((section) => section.links.length > 0);
}

/**
 * Frame of the site-admin area: who is signed in, the admin menu and a Sign out button (a shared
 * mosque computer needs one). The menu folds, on a phone and a desktop alike, into one button
 * naming the current section and screen, so the form comes first; opened, it lists the screens
 * under their labelled sections, the current one marked (aria-current and a visible tick, its
 * section's label too). Escape closes it.
 */
export function AdminLayout({ email, children }: { email: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  // The folded menu is open only on the page where it was opened: choosing a section closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  const current = currentLink(pathname);
  const sections = menuSections();
  const currentSection = sections.find((section) => current && section.links.includes(current));

  return (
    <div className="admin-area">
      <div className="admin-bar">
        <div className="container admin-bar-inner">
          <p className="admin-who">
            {t('admin.bar.signedInAs')}{' '}
            <strong className="latin" dir="ltr">
              {email}
            </strong>
          </p>
          <button
            type="button"
            className="btn btn-outline admin-signout"
            onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}
          >
            {t('admin.bar.signOut')}
          </button>
        </div>
        <nav
          className="container admin-nav"
          aria-label={t('admin.nav.label')}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && menuOpen) {
              setOpenAt(null);
              document.getElementById('admin-menu-toggle')?.focus();
            }
          }}
        >
          <button
            type="button"
            id="admin-menu-toggle"
            className="admin-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setOpenAt(menuOpen ? null : pathname)}
          >
            <span className="admin-menu-icon" aria-hidden="true">
              {menuOpen ? '✕' : '☰'}
            </span>
            <span>
              {t('admin.nav.menu')}
              {current && currentSection ? (
                <span className="admin-menu-current">
                  : {t(currentSection.labelKey)} › {t(current.labelKey)}
                </span>
              ) : null}
            </span>
          </button>
          <div id="admin-menu" className={menuOpen ? 'admin-menu is-open' : 'admin-menu'}>
            {sections.map((section) => (
              <div
                key={section.key}
                className={
                  section === currentSection
                    ? 'admin-menu-section is-current-section'
                    : 'admin-menu-section'
                }
              >
                <p className="admin-menu-heading" id={`admin-menu-${section.key}`}>
                  {t(section.labelKey)}
                </p>
                <ul aria-labelledby={`admin-menu-${section.key}`}>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        aria-current={link === current ? 'page' : undefined}
                        className={link === current ? 'is-current' : undefined}
                      >
                        {t(link.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
      </div>
      <div className="container admin-content">{children}</div>
    </div>
  );
}
