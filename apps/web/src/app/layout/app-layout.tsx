import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { usePartner } from '@/lib/partner';
import { useCurrentMember } from '@/lib/member';
import { useGlobalCopy } from '../hooks/use-global-copy';
import { showsBackBar } from '../route-table';
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

// Modals, the pop-up survey and the install banner: drawn over the page, so fetched after it (shell-extras.tsx).
const ShellExtras = lazy(() => import('./shell-extras').then((m) => ({ default: m.ShellExtras })));
// Page views (spec part 1 §4): counted from a chunk of their own, out of every page's first load.
const PageViews = lazy(() => import('../page-views').then((m) => ({ default: m.PageViews })));

/** Shown while a page's code loads on demand (every page but home is its own chunk). */
export function PageLoading() {
  return (
    <main id="main-content" className="page page--loading" tabIndex={-1}>
      <Spinner />
    </main>
  );
}

/**
 * The page frame every route renders in (spec part 1 §2 Shell): the skip link, the announcement banner, the
 * navbar, the Back bar where the path asks for it, the page (which brings its own <main id="main-content">)
 * and the footer, or the re-enrollment notice in its place for a closed-account member.
 */
export function AppLayout() {
  const partner = usePartner();
  const { pathname } = useLocation();
  const { navbar, footer } = useGlobalCopy();
  const { member, kind, isPending } = useCurrentMember();

  return (
    <div className="app-frame">
      <a className="skip-link" href="#main-content">
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
            <Outlet />
          </FormNoticeProvider>
        </Suspense>
      </ErrorBoundary>
      {kind === 'closedAccount' ? (
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
