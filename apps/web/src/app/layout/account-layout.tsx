import { NavLink, Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { Spinner } from '@/components/ui/spinner';
import { api, ApiRequestError } from '@/lib/api-client';
import { useAppStatus } from '@/lib/app-status';
import { useCurrentMember } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { accountRoutesFor } from '../route-table';
import './account-layout.css';
import { PageMain } from '@/components/layout/page-main';

/**
 * The account area (spec part 2 §2): its pages under /account (the spec's four, and My Reservations where the
 * partner books tables), with a bar of links between them above each page. Each page is its own labelled
 * region in the main landmark.
 *
 * "The account area is for signed-in members only. Unauthorized answers redirect to /login" (part 2 §6): with
 * nobody signed in, the area asks the server for its member as an authenticated call, and that call's 401
 * goes to /login, which brings the member back here after signing in (session-control.tsx) — no page of the
 * area is drawn for a visitor (issue 30, defect 8a).
 */
export function AccountLayout() {
  const routes = accountRoutesFor(usePartner(), useAppStatus());
  const { kind, isPending } = useCurrentMember();
  const visitor = !isPending && kind === 'visitor';
  const asked = useQuery({
    queryKey: ['account-area', 'member'],
    // Authenticated (auth: true), unlike the shell's member lookup: its 401 is the way to /login.
    queryFn: ({ signal }) => api.get(MEMBER_PATHS.member, { signal, auth: true }),
    enabled: visitor,
    retry: false,
    gcTime: 0,
  });

  // A session the shell did not see (its readable cookie gone) answers here: the pages then ask for themselves.
  if (isPending || (visitor && !asked.isSuccess)) {
    // A 401 has already left for /login; any other failure says so rather than spinning on.
    const failed = asked.isError && !(asked.error instanceof ApiRequestError && asked.error.status === 401);
    return (
      <PageMain className="page page--loading">
        {failed ? <p role="alert">We could not load your account just now. Please try again later.</p> : <Spinner />}
      </PageMain>
    );
  }
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
