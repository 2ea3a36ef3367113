import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { storeLoginRedirect } from '@/lib/login-redirect';
import { captureReferral } from '@/lib/referral';
import { paths } from '@/config/paths';

/** Loaded only once someone is signed in, so visitors' first load carries none of it. */
const SessionWatch = lazy(() =>
  import('@/features/auth/components/session-watch').then((m) => ({ default: m.SessionWatch })),
);

/**
 * The session's app-wide parts (spec part 1 §4, §8): a 401 on an authenticated call stores the current path
 * as the login-redirect and goes to /login; while a member exists, the session watch refetches the member
 * on every navigation, warns before expiry and goes to /SignOut at expiry.
 */
export function SessionControl({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}`;

  // Referral values may arrive on any landing page; they are sent with a later enrollment (spec part 1 §3).
  useEffect(() => captureReferral(location.search), [location.search]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (location.pathname !== paths.login.path) storeLoginRedirect(here);
      void queryClient.setQueryData(MEMBER_QUERY_KEY, null);
      void navigate(paths.login.getHref());
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, queryClient, here, location.pathname]);

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
