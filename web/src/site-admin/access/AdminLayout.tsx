import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { signOut } from '../../common/firebase/auth.ts';
import './admin.css';

/** The admin screens, in the order of the buttons on /update-jamat. */
export const ADMIN_LINKS = [
  { to: '/update-jamat', label: 'Jamat Timings' },
  { to: '/newbayan', label: 'Add Friday Bayan' },
  { to: '/newbayanmorning', label: 'Add Morning Dars Bayan' },
  { to: '/update-delete-morningfridaybayan', label: 'Delete Friday Bayan' },
  { to: '/update-delete-morningSundaybayan', label: 'Delete Morning Dars Bayan' },
  { to: '/new-event-modal', label: 'ADD New event' },
  { to: '/all-events-flagged', label: 'Show All Events and make upcoming' },
  { to: '/manage-books', label: 'Books' },
  { to: '/manage-slides', label: 'Slideshow' },
] as const;

/**
 * Frame of the site-admin area: who is signed in, the admin menu and a Sign out button (a shared
 * mosque computer needs one).
 */
export function AdminLayout({ email, children }: { email: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="admin-area">
      <div className="admin-bar">
        <div className="container admin-bar-inner">
          <p>
            Site administration · signed in as <strong>{email}</strong>
          </p>
          <button
            type="button"
            className="btn btn-outline admin-signout"
            onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}
          >
            Sign out
          </button>
        </div>
        <nav className="container admin-nav" aria-label="Site administration">
          {ADMIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
      <div className="container admin-content">{children}</div>
    </div>
  );
}
