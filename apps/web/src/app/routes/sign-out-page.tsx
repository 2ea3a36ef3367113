import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { SSO_PATHS } from '@forkpoint/shared/contracts/sso';
import { Spinner } from '@/components/ui/spinner';
import { usePartner } from '@/lib/partner';
import { useCurrentMember } from '@/lib/member';
import { api } from '@/lib/api-client';
import { clearCsrfToken } from '@/lib/csrf-token';
import { isSameSitePath } from '@/lib/login-redirect';
import { logger } from '@/lib/logger';
import { pageNavigation } from '@/lib/page-navigation';
import { paths } from '@/config/paths';
import { PageMain } from '@/components/layout/page-main';

/**
 * /SignOut, the sign-out target (spec part 1 §2, §7 GET /api/SignOut with keep-alive): ends the session,
 * then loads home afresh, so nothing of the member stays in the page's memory. sso partners sign out through
 * GET /api/Sso/SignOut. `?next=` names another page of this site to load afresh instead of home: "Password
 * changes go through sign-out and reset" (part 2 §2), so the profile's "Change password" signs out on its way
 * to /recover (issue 30, defect 8d).
 */
export function SignOutPage() {
  const { enrollmentType } = usePartner();
  const [search] = useSearchParams();
  const next = search.get('next');
  const after = next && isSameSitePath(next) ? next : paths.home.getHref();
  const { member, isPending } = useCurrentMember();
  // Only a signed-in sso member has a provider session to end; a visitor signs out locally, and so does support
  // staff viewing as the member (the emulated session was never the provider's).
  const viaProvider = enrollmentType === 'sso' && member !== null && !member.emulation;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || isPending) return;
    started.current = true;
    // An sso member signs out at the identity provider too: the server ends the session and sends the
    // browser there, and it comes back home (docs/decisions/0010).
    if (viaProvider) {
      clearCsrfToken();
      pageNavigation.replace(SSO_PATHS.signOut);
      return;
    }
    void fetchSignOut().finally(() => {
      clearCsrfToken();
      pageNavigation.replace(after);
    });
  }, [viaProvider, isPending, after]);
  return (
    <PageMain className="page page--centered">
      <h1 className="page__title">Signing Out</h1>
      <Spinner message="Do not refresh." />
    </PageMain>
  );
}

async function fetchSignOut(): Promise<void> {
  try {
    await api.get(APP_PATHS.signOut, { keepalive: true, csrf: true });
  } catch (error) {
    // Signed out already, or the call failed: either way home loads without a member on the next answer.
    logger.warn('sign-out call failed', error);
  }
}
