import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { usePartner } from '@/lib/partner';
import { useCurrentMember } from '@/lib/member';
import { useGlobalCopy } from '../hooks/use-global-copy';
import { pageExtraPaths } from '@/config/extra-paths';
import { paths } from '@/config/paths';
import { isOpenToCredentialFix, isReenrollmentLanding, showsBackBar } from '../route-table';
import { ErrorFallback } from '../routes/error-fallback';
import { AnnouncementBanner } from './announcement-banner';
import { BackBar } from './back-bar';
import { CopyText } from '@/components/copy/copy-text';
import { FormNoticeProvider } from '@/components/form/form-notice';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ReenrollmentNotice } from './reenrollment-notice';
import { SessionControl } from './session-control';
import { EMULATION_BANNER_SLOT } from '@/features/emulation/lib/banner-slot';
import { MAIN_CONTENT_HREF, PageMain } from '@/components/layout/page-main';

// Modals, the pop-up survey and the install banner: drawn over the page, so fetched after it (shell-extras.tsx).
const ShellExtras = lazy(() => import('./shell-extras').then((m) => ({ default: m.ShellExtras })));
// Page views (spec part 1 §4): counted from a chunk of their own, out of every page's first load.
const PageViews = lazy(() => import('../page-views').then((m) => ({ default: m.PageViews })));

/** Shown while a page's code loads on demand (every page but home is its own chunk). */
export function PageLoading() {
  return (
    <PageMain className="page page--loading">
      <Spinner />
    </PageMain>
  );
}

/**
 * The page frame every route renders in (spec part 1 §2 Shell): the skip link, the announcement banner, the
 * navbar, the Back bar where the path asks for it, the page (which brings its own PageMain, components/layout/page-main.tsx)
 * and the footer, or the re-enrollment notice in its place for a closed-account member — or as the page
 * itself where a closed account lands (home, the account area), so it comes first there (issue 30, defect 7).
 * A member flagged for an e-mail update is kept on /fix_credentials until it is fixed (issue 30, defect 8c).
 */
export function AppLayout() {
  const partner = usePartner();
  const { pathname } = useLocation();
  const { navbar, footer } = useGlobalCopy();
  const { member, kind, isPending } = useCurrentMember();
  const extraHomePaths = useMemo(pageExtraPaths, []);
  const reenrollmentPage = kind === 'closedAccount' && isReenrollmentLanding(pathname, extraHomePaths);
  // The fix is offered where the partner has it (direct enrollment); elsewhere there is nowhere to keep them.
  const mustFixEmail =
    member?.needsEmailUpdate === true && partner.enrollmentType === 'direct' && !isOpenToCredentialFix(pathname);

  const page = mustFixEmail ? (
    <Navigate to={paths.fixCredentials.getHref()} replace />
  ) : reenrollmentPage ? (
    <ReenrollmentNotice program={partner.terms.program} asPage />
  ) : (
    <Outlet />
  );

  return (
    <div className="app-frame">
      <a className="skip-link" href={MAIN_CONTENT_HREF}>
        {navbar.skipLinkText}
      </a>
      <SessionControl signedIn={member !== null} />
      {/* "Viewing as …" while support staff emulate the member: drawn here by shell-extras.tsx, off the first load. */}
      <div id={EMULATION_BANNER_SLOT} />
      <AnnouncementBanner />
      <Navbar navbar={navbar} footer={footer} kind={kind} member={member} />
      {showsBackBar(pathname) ? <BackBar /> : null}
      {/* A page that fails to render leaves the frame in place; moving to another path clears it. */}
      <ErrorBoundary resetKey={pathname} fallback={<ErrorFallback />}>
        <Suspense fallback={<PageLoading />}>
          {/* The partner's privacy notice under every form without a legal checkbox (spec part 1 §5). */}
          <FormNoticeProvider value={footer.formPrivacyNotice ? <CopyText text={footer.formPrivacyNotice} /> : null}>
            {page}
          </FormNoticeProvider>
        </Suspense>
      </ErrorBoundary>
      {reenrollmentPage ? null : kind === 'closedAccount' ? (
        <ReenrollmentNotice program={partner.terms.program} />
      ) : (
        <Footer footer={footer} kind={kind} />
      )}
      <Suspense fallback={null}>
        <ShellExtras kind={kind} publicId={member?.publicId ?? null} />
      </Suspense>
      <Suspense fallback={null}>
        <PageViews memberId={member?.publicId ?? null} isPending={isPending} />
      </Suspense>
    </div>
  );
}
