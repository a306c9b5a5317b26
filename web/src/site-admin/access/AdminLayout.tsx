import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../common/firebase/auth.ts';
import './admin.css';

/** One entry of the admin menu: the screen's address and the i18n key of its label. */
export interface AdminLink {
  to: string;
  labelKey: string;
  /** Other addresses that belong to this section (e.g. the edit page of an event). */
  also?: readonly string[];
}

/**
 * The admin menu, the one navigation of the site-admin area, in the order of the buttons the spec
 * lists on /update-jamat. A new admin screen adds one line here.
 */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/update-jamat', labelKey: 'admin.nav.jamat' },
  { to: '/newbayan', labelKey: 'admin.nav.addFriday' },
  { to: '/newbayanmorning', labelKey: 'admin.nav.addMorning' },
  { to: '/update-delete-morningfridaybayan', labelKey: 'admin.nav.deleteFriday' },
  { to: '/update-delete-morningSundaybayan', labelKey: 'admin.nav.deleteMorning' },
  { to: '/new-event-modal', labelKey: 'admin.nav.addEvent' },
  { to: '/all-events-flagged', labelKey: 'admin.nav.allEvents', also: ['/edit-event/'] },
  { to: '/admin-videos', labelKey: 'admin.nav.videos' },
  { to: '/admin-announcements', labelKey: 'admin.nav.announcements' },
  { to: '/admin-janaza', labelKey: 'hall.janaza.admin.nav' },
  { to: '/admin-site-details', labelKey: 'admin.nav.siteDetails' },
  { to: '/manage-content', labelKey: 'admin.nav.content' },
  { to: '/manage-books', labelKey: 'admin.nav.books' },
  { to: '/manage-slides', labelKey: 'admin.nav.slides' },
];

/** The entry of the current address, if any (exact match, or an `also` prefix). */
function currentLink(pathname: string): AdminLink | undefined {
  return (
    ADMIN_LINKS.find((link) => link.to === pathname) ??
    ADMIN_LINKS.find((link) => link.also?.some((prefix) => pathname.startsWith(prefix)))
  );
}

/**
 * Frame of the site-admin area: who is signed in, the admin menu (current section marked with
 * aria-current and a visible mark) and a Sign out button (a shared mosque computer needs one).
 * On a phone the menu folds into one button naming the current section, so the form comes first.
 */
export function AdminLayout({ email, children }: { email: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The folded menu is open only on the page where it was opened: choosing a section closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  const current = currentLink(pathname);

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
        <nav className="container admin-nav" aria-label={t('admin.nav.label')}>
          <button
            type="button"
            className="admin-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setOpenAt(menuOpen ? null : pathname)}
          >
            <span className="admin-menu-icon" aria-hidden="true">
              ☰
            </span>
            <span>
              {t('admin.nav.menu')}
              {current ? <span className="admin-menu-current">: {t(current.labelKey)}</span> : null}
            </span>
          </button>
          <ul id="admin-menu" className={menuOpen ? 'admin-menu is-open' : 'admin-menu'}>
            {ADMIN_LINKS.map((link) => (
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
        </nav>
      </div>
      <div className="container admin-content">{children}</div>
    </div>
  );
}
