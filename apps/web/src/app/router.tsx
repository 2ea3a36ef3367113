import { lazy } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { usePartner, type PublicPartner } from '@/features/partner/api/get-partner';
import { AppLayout } from './layout/app-layout';
import { paths } from './paths';
import { RouteMeta } from './route-meta';
import { HomeRoute } from './routes/home-route';
import { NotFoundPage } from './routes/not-found-page';
import { ScrollToTop } from './scroll-to-top';

/**
 * Every route of the route map (paths.ts). Home is in the first bundle; the other pages load on demand.
 * Routes a partner does not offer are not registered at all, so they fall to the not-found catch-all.
 */

const PlaceholderPage = lazy(() => import('./routes/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));

type PartnerRule = (partner: PublicPartner) => boolean;

/** Spec part 1 §2: activate, login and account "only when enrollment type is not none". */
const hasSignIn: PartnerRule = (p) => p.enrollmentType !== 'none';
/** Spec part 1 §2: fix credentials and recovery are for "direct enrollment only". */
const isDirect: PartnerRule = (p) => p.enrollmentType === 'direct';
const hasDiscover: PartnerRule = (p) => p.hasDiscoverPage;
/** Staging tools are hidden in production builds. */
const isStaging: PartnerRule = () => !import.meta.env.PROD;

interface PageRoute {
  path: string;
  /** The page's h1 until the page itself is built. */
  title: string;
  enabled?: PartnerRule;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: paths.discover.pattern, title: 'Discover', enabled: hasDiscover },
  { path: paths.activate.path, title: 'Activate Your Account', enabled: hasSignIn },
  { path: paths.activated.path, title: 'Your Account Is Activated', enabled: hasSignIn },
  { path: paths.join.path, title: 'Join' },
  { path: paths.addCard.path, title: 'Add a Card' },
  { path: paths.cardAdded.path, title: 'Card Added' },
  { path: paths.login.path, title: 'Sign In', enabled: hasSignIn },
  { path: paths.fixCredentials.path, title: 'Update Your Email', enabled: isDirect },
  { path: paths.recover.path, title: 'Recover Your Account', enabled: isDirect },
  { path: paths.recover.confirm.path, title: 'Check Your Email', enabled: isDirect },
  { path: paths.recover.update.path, title: 'Choose a New Password', enabled: isDirect },
  { path: paths.recover.success.path, title: 'Your Password Was Updated', enabled: isDirect },
  { path: paths.search.path, title: 'Find Restaurants' },
  { path: paths.merchant.path, title: 'Restaurant Details' },
  { path: paths.merchant.order.path, title: 'Order Online' },
  { path: paths.earn.path, title: 'Ways to Earn' },
  { path: paths.earn.topgolfBonus.path, title: 'Topgolf Bonus' },
  { path: paths.earn.newMemberBonus.path, title: 'New Member Bonus' },
  { path: paths.earn.howItWorks.path, title: 'How It Works' },
  { path: paths.earn.reservations.path, title: 'Reservations' },
  { path: paths.earn.vipUpgrade.path, title: 'VIP Upgrade' },
  { path: paths.earn.page.path, title: 'Earn More' },
  { path: paths.howItWorks.path, title: 'How It Works' },
  { path: paths.surveys.path, title: 'Surveys' },
  { path: paths.surveys.success.path, title: 'Thank You for Your Feedback' },
  { path: paths.surveys.error.path, title: 'We Could Not Process Your Survey' },
  { path: paths.error.path, title: 'Still Simmering' },
  { path: paths.stgtools.path, title: 'Staging Tools', enabled: isStaging },
  { path: paths.signOut.path, title: 'Signing Out' },
];

/** The account area's pages and their labels (spec part 2 §2). */
export const ACCOUNT_ROUTES: readonly PageRoute[] = [
  { path: paths.account.overview.path, title: 'Account Overview' },
  { path: paths.account.recentActivity.path, title: 'Reviews & History' },
  { path: paths.account.manageCards.path, title: 'Linked Cards' },
  { path: paths.account.userProfile.path, title: 'Profile' },
];

const toOverview = <Navigate to={paths.account.overview.getHref()} replace />;

export function AppRoutes() {
  const partner = usePartner();
  const offered = (route: PageRoute) => route.enabled?.(partner) ?? true;
  // The partner's homePage setting puts the discover page at "/" (spec part 1 §2).
  const homeIsDiscover = partner.homePage === 'discover' && partner.hasDiscoverPage;

  return (
    <>
      <ScrollToTop />
      <RouteMeta />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={homeIsDiscover ? <PlaceholderPage title="Discover" /> : <HomeRoute />} />
          {PAGE_ROUTES.filter(offered).map((route) => (
            <Route key={route.path} path={route.path} element={<PlaceholderPage title={route.title} />} />
          ))}
          {hasSignIn(partner) ? (
            <Route path={paths.account.path} element={<Outlet />}>
              {/* "Any other child path redirects to the overview" (spec part 2 §2). */}
              <Route index element={toOverview} />
              {ACCOUNT_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={<PlaceholderPage title={route.title} />} />
              ))}
              <Route path="*" element={toOverview} />
            </Route>
          ) : null}
          <Route path={paths.notFound.path} element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
