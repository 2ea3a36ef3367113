import { NavLink, Outlet } from 'react-router';
import { STAFF_ROLE_LABELS, staffMay, type StaffSession } from '@forkpoint/shared/contracts/support';
import { consolePaths } from '../lib/console-paths';
import { MAIN_CONTENT_HREF } from '@/components/layout/page-main';

/** The console's frame: skip link, who is signed in, navigation by role, sign-out, then the page. */
export function SupportLayout({ session, onSignOut }: { session: StaffSession; onSignOut: () => void }) {
  const { staff } = session;
  const links = [
    { to: consolePaths.home, label: 'Home', end: true, shown: true },
    { to: consolePaths.members, label: 'Members', end: false, shown: staffMay(staff.role, 'members') },
    { to: consolePaths.claims, label: 'Claims', end: false, shown: staffMay(staff.role, 'claims') },
    { to: consolePaths.approvals, label: 'Approvals', end: false, shown: staffMay(staff.role, 'adjustments') },
    { to: consolePaths.content, label: 'Content', end: false, shown: staffMay(staff.role, 'content') },
    { to: consolePaths.postingFiles, label: 'Posting files', end: false, shown: staffMay(staff.role, 'postings') },
    { to: consolePaths.restaurants, label: 'Restaurants', end: false, shown: staffMay(staff.role, 'catalog') },
    { to: consolePaths.audit, label: 'Audit log', end: false, shown: staffMay(staff.role, 'audit') },
    { to: consolePaths.staff, label: 'Staff', end: false, shown: staffMay(staff.role, 'staff') },
    {
      to: consolePaths.integrationKeys,
      label: 'Integration keys',
      end: false,
      shown: staffMay(staff.role, 'integrationKeys'),
    },
    { to: consolePaths.errorReports, label: 'Error reports', end: false, shown: staffMay(staff.role, 'errorReports') },
  ].filter((link) => link.shown);

  return (
    <div className="support-frame">
      <a className="skip-link" href={MAIN_CONTENT_HREF}>
        Skip to content
      </a>
      <header className="support-header">
        <p className="support-header__brand">Forkpoint support · {staff.partnerCode}</p>
        <nav aria-label="Console" className="support-nav">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="support-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="support-header__who">
          <span>
            {staff.displayName} <span className="support-badge">{STAFF_ROLE_LABELS[staff.role]}</span>
          </span>
          <button type="button" className="button button--v2 support-button--small" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
