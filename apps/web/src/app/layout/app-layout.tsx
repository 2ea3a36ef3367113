import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { expandCopyTokens } from '@forkpoint/shared/content/index';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { CopyText } from '@/components/copy/copy-text';
import { usePartner } from '@/features/partner/api/get-partner';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';
import { LoadingStatus } from '../loading-status';
import { paths } from '../paths';
import { ErrorFallback } from '../routes/error-fallback';
import { globalCopyText } from './global-copy';

/**
 * The page frame every route renders in: a header with the skip link and the partner's logo and name,
 * the page (which brings its own <main id="main-content">) and a footer. The full shell of spec part 1 §2
 * (navbar links, menu, member dropdown, footer links from copy) grows here.
 */
export function AppLayout() {
  const partner = usePartner();
  const { pathname } = useLocation();
  const globalCopy = usePartnerContent('*');
  const terms = useCopyTerms();
  const text = (slug: string, field: string, fallback: string) =>
    expandCopyTokens(globalCopyText(globalCopy, slug, field, fallback), terms);

  return (
    <div className="app-frame">
      <header className="site-header">
        <a className="skip-link" href="#main-content">
          {text('navbar', 'skip_link_text', 'Skip to content')}
        </a>
        <div className="site-header__brand">
          {/* The logo alone names the home link: with the partner name inside too, readers would hear it twice. */}
          <Link to={paths.home.getHref()} className="site-header__home">
            <img className="site-header__logo" src={partner.theme.logoUrl} alt={partner.theme.logoAlt} />
          </Link>
          <span className="site-header__name">{partner.name}</span>
        </div>
      </header>
      {/* A page that fails to render leaves the frame in place; moving to another path clears it. */}
      <ErrorBoundary resetKey={pathname} fallback={<ErrorFallback />}>
        <Suspense fallback={<LoadingStatus />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <footer className="site-footer">
        <p>
          <CopyText text={text('footer', 'copyright', `© {{current_year}} {{program}}`)} />
        </p>
      </footer>
    </div>
  );
}
