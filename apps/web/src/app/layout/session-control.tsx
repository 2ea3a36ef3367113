import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { storeLoginRedirect } from '@/lib/login-redirect';
import { captureKnownVisitor } from '@/lib/known-visitor';
import { captureReferral } from '@/lib/referral';
import { paths } from '@/config/paths';

/** Loaded only once someone is signed in, so visitors' first load carries none of it. */
const SessionWatch = lazy(() =>
  import('@/features/auth/components/session-watch').then((m) => ({ default: m.SessionWatch })),
);

/** Pages of signing in, joining and recovery: never a place to come back to after signing in. */
const AUTH_PATH = /^\/(login|join|recover|signout|activate|fix_credentials)(\/|$)/i;

/**
 * The session's app-wide parts (spec part 1 §4, §8): whatever leads to /login (a "Sign in to see offers"
 * prompt, the navbar, a page's sign-in prompt, a 401 on an authenticated call) stores the page it left as
 * the login-redirect, so signing in comes back to it; while a member exists, the session watch refetches the member
 * on every navigation, warns before expiry and goes to /SignOut at expiry.
 */
export function SessionControl({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}`;

  // Referral values may arrive on any landing page; they are sent with a later enrollment (spec part 1 §3).
  useEffect(() => captureReferral(location.search), [location.search]);
  // So are a known visitor's public id (spec part 1 §4): remembered for the pages after it.
  useEffect(() => captureKnownVisitor(location.search), [location.search]);

  // One place for every way to /login: the page before it is where signing in returns.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = here;
    if (location.pathname === paths.login.path && from !== null && !AUTH_PATH.test(from)) storeLoginRedirect(from);
  }, [here, location.pathname]);

  // A session lost while browsing (GET /api/Member answered 401 on a navigation: expired, revoked, signed
  // out elsewhere) is not a silent sign-out: the member signs in again and comes back (issue 15, defect 10).
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    const lost = wasSignedIn.current && !signedIn;
    wasSignedIn.current = signedIn;
    if (lost && !AUTH_PATH.test(location.pathname)) void navigate(paths.login.getHref());
  }, [signedIn, location.pathname, navigate]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      void queryClient.setQueryData(MEMBER_QUERY_KEY, null);
      void navigate(paths.login.getHref());
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, queryClient]);

  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SessionWatch
        refetchMember={() => queryClient.refetchQueries({ queryKey: MEMBER_QUERY_KEY })}
        signOutHref={paths.signOut.getHref()}
      />
    </Suspense>
  );
}
