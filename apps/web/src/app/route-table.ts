import type { AppStatusResponse } from '@/lib/app-status';
import { offersSignIn, type PublicPartner } from '@/lib/partner';
import { paths } from '@/config/paths';
import type { IdentityPage } from './routes/identity-route';

/**
 * Which pages a partner offers, what each is called until its own issue builds it, and the path rules of
 * the shell. Routes a partner does not offer are not registered, so they fall to the not-found catch-all.
 */

export type PartnerRule = (partner: PublicPartner, status: AppStatusResponse) => boolean;

/** Spec part 1 §2: activate, login and account "only when enrollment type is not none". */
export const hasSignIn: PartnerRule = (p) => offersSignIn(p);
/** Spec part 1 §2: fix credentials and recovery are for "direct enrollment only". */
export const isDirect: PartnerRule = (p) => p.enrollmentType === 'direct';
export const hasDiscover: PartnerRule = (p) => p.hasDiscoverPage;
/** Table reservations are the partner's openTableReservationsEnabled setting (spec part 2 §3; issue 16). */
export const hasReservations: PartnerRule = (p) => p.openTableReservationsEnabled;
/** "/stgtools: Staging tools, hidden in production" — the server says where it runs (GET /api/app-status). */
export const isStaging: PartnerRule = (_partner, status) => status.stagingTools;
/** The partner's homePage setting puts the discover page at "/" (spec part 1 §2). */
export const homeIsDiscover = (p: PublicPartner): boolean => p.homePage === 'discover' && p.hasDiscoverPage;

export type PageKind =
  | 'earn'
  | 'discover'
  | 'server-error'
  | 'sign-out'
  | 'identity'
  | 'manage-cards'
  | 'account-overview'
  | 'recent-activity'
  | 'user-profile'
  | 'my-reservations'
  | 'merchant'
  | 'merchant-order'
  | 'ordering'
  | 'survey'
  | 'staging-tools'
  | 'search';

interface RouteEntry {
  path: string;
  /** The page's name (router.test.tsx finds each account page by it, as its h1). */
  title: string;
  enabled?: PartnerRule;
}

export type PageRoute =
  | (RouteEntry & { kind: Exclude<PageKind, 'identity'> })
  /** The identity page a route of kind 'identity' shows (features/auth, app/routes/identity-route.tsx). */
  | (RouteEntry & { kind: 'identity'; page: IdentityPage });

const identity = (path: string, title: string, page: IdentityPage, enabled?: PartnerRule): PageRoute => ({
  path,
  title,
  kind: 'identity',
  page,
  enabled,
});
const earn = (path: string, title: string): PageRoute => ({ path, title, kind: 'earn' });

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: paths.discover.pattern, title: 'Discover', kind: 'discover', enabled: hasDiscover },
  identity(paths.activate.path, 'Activate Your Account', 'activate', hasSignIn),
  identity(paths.activated.path, 'Your Account Is Activated', 'activated', hasSignIn),
  identity(paths.join.path, 'Join', 'join'),
  identity(paths.addCard.path, 'Add a Card', 'addCard'),
  identity(paths.cardAdded.path, 'Card Added', 'cardAdded'),
  identity(paths.login.path, 'Sign In', 'login', hasSignIn),
  identity(paths.fixCredentials.path, 'Update Your Email', 'fixCredentials', isDirect),
  identity(paths.recover.path, 'Recover Your Account', 'recover', isDirect),
  identity(paths.recover.confirm.path, 'Check Your Email', 'recoverConfirm', isDirect),
  identity(paths.recover.update.path, 'Choose a New Password', 'recoverUpdate', isDirect),
  identity(paths.recover.success.path, 'Your Password Was Updated', 'recoverSuccess', isDirect),
  { path: paths.search.path, title: 'Find Restaurants', kind: 'search' },
  { path: paths.merchant.path, title: 'Restaurant Details', kind: 'merchant' },
  { path: paths.merchant.order.path, title: 'Order Online', kind: 'merchant-order' },
  { path: paths.ordering.path, title: 'Order Online', kind: 'ordering' },
  earn(paths.earn.path, 'Ways to Earn'),
  earn(paths.earn.topgolfBonus.path, 'Topgolf Bonus'),
  earn(paths.earn.newMemberBonus.path, 'New Member Bonus'),
  earn(paths.earn.howItWorks.path, 'How It Works'),
  earn(paths.earn.reservations.path, 'Reservations'),
  earn(paths.earn.vipUpgrade.path, 'VIP Upgrade'),
  earn(paths.earn.page.path, 'Earn More'),
  earn(paths.howItWorks.path, 'How It Works'),
  { path: paths.surveys.path, title: 'Surveys', kind: 'survey' },
  { path: paths.surveys.success.path, title: 'Thank You for Your Feedback', kind: 'survey' },
  { path: paths.surveys.error.path, title: 'We Could Not Process Your Survey', kind: 'survey' },
  { path: paths.error.path, title: 'Still simmering', kind: 'server-error' },
  { path: paths.stgtools.path, title: 'Staging Tools', kind: 'staging-tools', enabled: isStaging },
  { path: paths.signOut.path, title: 'Signing Out', kind: 'sign-out' },
];

/**
 * The account area's pages and their labels (spec part 2 §2), also the member dropdown's account links; My
 * Reservations (issue 16) only where the partner books tables. Read them through accountRoutesFor.
 */
export const ACCOUNT_ROUTES: readonly PageRoute[] = [
  { path: paths.account.overview.path, title: 'Account Overview', kind: 'account-overview' },
  { path: paths.account.recentActivity.path, title: 'Reviews & History', kind: 'recent-activity' },
  { path: paths.account.manageCards.path, title: 'Linked Cards', kind: 'manage-cards' },
  { path: paths.account.userProfile.path, title: 'Profile', kind: 'user-profile' },
  {
    path: paths.account.reservations.path,
    title: 'My Reservations',
    kind: 'my-reservations',
    enabled: hasReservations,
  },
];

/** The account pages a partner offers: the router, the account bar and the member dropdown show the same ones. */
export function accountRoutesFor(partner: PublicPartner, status: AppStatusResponse): PageRoute[] {
  return ACCOUNT_ROUTES.filter((route) => route.enabled?.(partner, status) ?? true);
}

/** /how-it-works shows the earn_details page of /earn/how-it-works (spec: every earn page from earn_details). */
export function earnContentPathFor(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() === paths.howItWorks.path ? paths.earn.howItWorks.path : pathname;
}

const ENROLLMENT_PATHS: readonly string[] = [paths.join.path, paths.addCard.path, paths.cardAdded.path];

const normalized = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

/** The three enrollment steps: no menu button there, and "Already a member?" (spec part 1 §2 Shell). */
export function isEnrollmentPath(pathname: string): boolean {
  return ENROLLMENT_PATHS.includes(normalized(pathname));
}

/** The discover page and its sub-paths, and home where home is the discover page: no search icon there. */
export function isDiscoverPath(pathname: string, partner: PublicPartner): boolean {
  const path = normalized(pathname);
  if (path === paths.home.path) return homeIsDiscover(partner);
  return path === paths.discover.path || path.startsWith(`${paths.discover.path}/`);
}

export function isSearchPath(pathname: string): boolean {
  return normalized(pathname) === paths.search.path;
}

/** "Paths containing /merchants/ or /account/ show a Back bar" (spec part 1 §2 Shell). */
export function showsBackBar(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.includes('/merchants/') || path.includes('/account/');
}

/**
 * A member flagged for an e-mail update stays on /fix_credentials until it is fixed (spec part 1 §2 "Fix
 * credentials requires an e-mail update"); signing out is the one other way out.
 */
export function isOpenToCredentialFix(pathname: string): boolean {
  const path = normalized(pathname);
  return path === paths.fixCredentials.path || path === paths.signOut.path.toLowerCase();
}

/**
 * Where a closed account lands, home (with the page's extra home paths) and the account area: the
 * re-enrollment page is the page there, first and with no earning claims about an account that earns
 * nothing (issue 30, defect 7). Elsewhere it stands in place of the footer (spec part 1 §2 Shell).
 */
export function isReenrollmentLanding(pathname: string, extraHomePaths: readonly string[] = []): boolean {
  const path = normalized(pathname);
  if (path === paths.home.path || extraHomePaths.some((extra) => extra.toLowerCase() === path)) return true;
  return path === paths.account.path || path.startsWith(`${paths.account.path}/`);
}
