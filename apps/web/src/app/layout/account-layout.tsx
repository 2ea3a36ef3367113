import { NavLink, Outlet } from 'react-router';
import { useAppStatus } from '@/lib/app-status';
import { usePartner } from '@/lib/partner';
import { accountRoutesFor } from '../route-table';
import './account-layout.css';

/**
 * The account area (spec part 2 §2): its pages under /account (the spec's four, and My Reservations where the
 * partner books tables), with a bar of links between them above each page. Each page is its own labelled
 * region in the main landmark.
 */
export function AccountLayout() {
  const routes = accountRoutesFor(usePartner(), useAppStatus());
  return (
    <>
      <nav className="account-nav" aria-label="Account">
        <ul className="account-nav__links">
          {routes.map((route) => (
            <li key={route.path}>
              <NavLink to={route.path} className="account-nav__link">
                {route.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
