import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The code of the page a visit opens on, fetched at start-up beside the partner, copy and member calls. The
 * router loads each page's chunk only once the app has rendered (after those calls), so without this the
 * page's code was one more round trip after them, and the visitor saw the spinner, then the footer moved
 * down as the page drew (Lighthouse: layout shift on /login and /search, issue 19). The imports are the
 * router's own (router.tsx, routes/identity-route.tsx): the bundler gives both one chunk, fetched once.
 * Only the pages people land on; any other page loads as before.
 */
const LANDING_PAGES: readonly { path: string; load: () => Promise<unknown>[] }[] = [
  { path: paths.search.path, load: () => [import('./routes/search-route')] },
  {
    path: paths.login.path,
    load: () => [import('./routes/identity-route'), import('@/features/auth/components/login-page')],
  },
  { path: paths.account.overview.path, load: () => [import('./routes/account-overview-route')] },
  { path: paths.merchant.path, load: () => [import('./routes/merchant-route')] },
];

/** Starts fetching the code of the page at `pathname`: answers the fetch, or null when the router loads it. */
export function preloadLandingPage(pathname: string): Promise<unknown> | null {
  const page = LANDING_PAGES.find(({ path }) => matchPath(path, pathname) !== null);
  if (!page) return null;
  // A failed fetch is the router's to report, when it renders the page.
  return Promise.all(page.load()).catch(() => undefined);
}
