import { NavLink, Outlet } from 'react-router';
import { ACCOUNT_ROUTES } from '../route-table';
import './account-layout.css';

/**
 * The account area (spec part 2 §2): its four pages under /account, with a bar of links between them above
 * each page. Each page is its own labelled region in the main landmark.
 */
export function AccountLayout() {
  return (
    <>
      <nav className="account-nav" aria-label="Account">
        <ul className="account-nav__links">
          {ACCOUNT_ROUTES.map((route) => (
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
