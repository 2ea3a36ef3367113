import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { usePartner } from '@/lib/partner';
import { useAppStatus } from '@/lib/app-status';
import { CopyLinkSettingsProvider } from './copy-link-settings';
import { pageExtraPaths } from '@/config/extra-paths';
import { AppLayout } from './layout/app-layout';
import { paths } from '@/config/paths';
import { RouteMeta } from './route-meta';
import { AccountLayout } from './layout/account-layout';
import { accountRoutesFor, hasSignIn, homeIsDiscover, PAGE_ROUTES, type PageRoute } from './route-table';
import { LoadingStatus } from './loading-status';
import { HomeRoute } from './routes/home-route';
import { NotFoundPage } from './routes/not-found-page';
import { ScrollToTop } from './scroll-to-top';

/**
 * Every route of the route map (paths.ts). Home, not-found and the shell are in the first bundle; every
 * other page loads on demand, so the home page's first load stays small (bench/bundle.mjs). Routes a partner
 * does not offer are not registered, so they fall to the not-found catch-all.
 */

const ContentRoute = lazy(() => import('./routes/content-route').then((m) => ({ default: m.ContentRoute })));
const ServerErrorPage = lazy(() => import('./routes/server-error-page').then((m) => ({ default: m.ServerErrorPage })));
const IdentityRoute = lazy(() => import('./routes/identity-route').then((m) => ({ default: m.IdentityRoute })));
const SignOutPage = lazy(() => import('./routes/sign-out-page').then((m) => ({ default: m.SignOutPage })));
const SearchRoute = lazy(() => import('./routes/search-route').then((m) => ({ default: m.SearchRoute })));
const MerchantRoute = lazy(() => import('./routes/merchant-route').then((m) => ({ default: m.MerchantRoute })));
const OrderingPage = lazy(() =>
  import('@/features/ordering/components/ordering-page').then((m) => ({ default: m.OrderingPage })),
);
const ManageCardsRoute = lazy(() =>
  import('./routes/manage-cards-route').then((m) => ({ default: m.ManageCardsRoute })),
);
const AccountOverviewRoute = lazy(() =>
  import('./routes/account-overview-route').then((m) => ({ default: m.AccountOverviewRoute })),
);
const RecentActivityRoute = lazy(() =>
  import('./routes/recent-activity-route').then((m) => ({ default: m.RecentActivityRoute })),
);
const UserProfileRoute = lazy(() =>
  import('./routes/user-profile-route').then((m) => ({ default: m.UserProfileRoute })),
);
const MyReservationsRoute = lazy(() =>
  import('./routes/my-reservations-route').then((m) => ({ default: m.MyReservationsRoute })),
);
const SurveyRoute = lazy(() => import('./routes/survey-route').then((m) => ({ default: m.SurveyRoute })));
const MaintenanceLayout = lazy(() =>
  import('./layout/maintenance-layout').then((m) => ({ default: m.MaintenanceLayout })),
);
const MaintenancePage = lazy(() => import('./routes/maintenance-page').then((m) => ({ default: m.MaintenancePage })));
// The staging tools (issue 17): a chunk of their own, in no page's first load.
const StagingToolsPage = lazy(() =>
  import('@/features/staging-tools/components/staging-tools-page').then((m) => ({ default: m.StagingToolsPage })),
);
// The support console: staff only, its own layout and chunk, never in the member app's first load.
const SupportApp = lazy(() =>
  import('@/features/support/components/support-app').then((m) => ({ default: m.SupportApp })),
);
const supportRoute = (
  <Route
    path={paths.support.pattern}
    element={
      <Suspense fallback={<LoadingStatus />}>
        <SupportApp />
      </Suspense>
    }
  />
);

function pageFor(route: PageRoute) {
  switch (route.kind) {
    case 'earn':
      return <ContentRoute group="earn_details" />;
    case 'discover':
      return <ContentRoute group="discover" />;
    case 'server-error':
      return <ServerErrorPage />;
    case 'sign-out':
      return <SignOutPage />;
    case 'search':
      return <SearchRoute />;
    case 'merchant':
      return <MerchantRoute />;
    case 'merchant-order':
      return <MerchantRoute orderOpen />;
    case 'ordering':
      return <OrderingPage />;
    case 'manage-cards':
      return <ManageCardsRoute />;
    case 'account-overview':
      return <AccountOverviewRoute />;
    case 'recent-activity':
      return <RecentActivityRoute />;
    case 'user-profile':
      return <UserProfileRoute />;
    case 'my-reservations':
      return <MyReservationsRoute />;
    case 'survey':
      return <SurveyRoute />;
    case 'staging-tools':
      return <StagingToolsPage />;
    case 'identity':
      return <IdentityRoute page={route.page} />;
  }
}

const toOverview = <Navigate to={paths.account.overview.getHref()} replace />;

function SiteRoutes() {
  const partner = usePartner();
  const status = useAppStatus();
  const offered = (route: PageRoute) => route.enabled?.(partner, status) ?? true;
  // The partner's homePage setting puts the discover page at home (spec part 1 §2).
  const home = homeIsDiscover(partner) ? (
    <ContentRoute group="discover" contentPath={paths.discover.path} />
  ) : (
    <HomeRoute />
  );
  const extraPaths = useMemo(pageExtraPaths, []);

  return (
    <Routes>
      {supportRoute}
      <Route element={<AppLayout />}>
        <Route index element={home} />
        {extraPaths.map((path) => (
          <Route key={`extra-${path}`} path={path} element={home} />
        ))}
        {PAGE_ROUTES.filter(offered).map((route) => (
          <Route key={route.path} path={route.path} element={pageFor(route)} />
        ))}
        {hasSignIn(partner, status) ? (
          <Route path={paths.account.path} element={<AccountLayout />}>
            {/* "Any other child path redirects to the overview" (spec part 2 §2). */}
            <Route index element={toOverview} />
            {accountRoutesFor(partner, status).map((route) => (
              <Route key={route.path} path={route.path} element={pageFor(route)} />
            ))}
            <Route path="*" element={toOverview} />
          </Route>
        ) : null}
        <Route path={paths.notFound.path} element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * While the maintenance state is on, /login and /join name their issue and every other path the general
 * one (spec part 1 §2 "Maintenance pages").
 */
function MaintenanceRoutes() {
  const { stagingTools } = useAppStatus();
  return (
    <Routes>
      {/* Staff keep their console while members see the maintenance page. */}
      {supportRoute}
      <Route element={<MaintenanceLayout />}>
        {/* The staging tools stay reachable, so maintenance can be switched off where it was switched on. */}
        {stagingTools ? <Route path={paths.stgtools.path} element={<StagingToolsPage />} /> : null}
        <Route path={paths.login.path} element={<MaintenancePage issue="login" />} />
        <Route path={paths.join.path} element={<MaintenancePage issue="enrollment" />} />
        <Route path="*" element={<MaintenancePage issue="general" />} />
      </Route>
    </Routes>
  );
}

export function AppRoutes() {
  const { maintenance } = useAppStatus();
  return (
    <CopyLinkSettingsProvider>
      <ScrollToTop />
      <RouteMeta />
      {maintenance ? (
        <Suspense fallback={<LoadingStatus />}>
          <MaintenanceRoutes />
        </Suspense>
      ) : (
        <SiteRoutes />
      )}
    </CopyLinkSettingsProvider>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
