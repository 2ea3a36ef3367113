import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { usePartner } from '@/features/partner/api/get-partner';
import { LoadingStatus } from '../loading-status';
import { paths } from '../paths';
import { ErrorFallback } from '../routes/error-fallback';

/**
 * The page frame every route renders in: a header with the skip link and the partner's logo and name,
 * the page (which brings its own <main id="main-content">) and a footer. The full shell of spec part 1 §2
 * (navbar links, menu, member dropdown, footer links from copy) grows here.
 */
export function AppLayout() {
  const partner = usePartner();
  const { pathname } = useLocation();
  return (
    <div className="app-frame">
      <header className="site-header">
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <Link to={paths.home.getHref()} className="site-header__brand">
          <img className="site-header__logo" src={partner.theme.logoUrl} alt={partner.theme.logoAlt} />
          <span className="site-header__name">{partner.name}</span>
        </Link>
      </header>
      {/* A page that fails to render leaves the frame in place; moving to another path clears it. */}
      <ErrorBoundary resetKey={pathname} fallback={<ErrorFallback />}>
        <Suspense fallback={<LoadingStatus />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} {partner.terms.program}
        </p>
      </footer>
    </div>
  );
}
