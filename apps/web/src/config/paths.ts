/**
 * The one route map (spec part 1 §2 route table, part 2 §2). Routes, links and redirects read their
 * strings from here; `path` is the router pattern, `getHref` builds a link to it.
 */

export type QueryInit = Record<string, string | number | boolean | undefined>;

/** Appends the defined query values: withQuery('/join', { rfr: 0 }) is '/join?rfr=0'. */
export function withQuery(href: string, query?: QueryInit): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${href}?${search}` : href;
}

function route<const P extends string>(path: P) {
  return { path, getHref: (query?: QueryInit) => withQuery(path, query) };
}

const merchantHref = (id: string | number) => `/merchants/${encodeURIComponent(String(id))}`;

export const paths = {
  /** How it works by default; the discover page when the partner's homePage is discover. */
  home: route('/'),
  discover: {
    ...route('/discover'),
    /** The discover page owns every path below it. */
    pattern: '/discover/*',
  },
  activate: route('/activate'),
  activated: route('/activate/activated'),
  join: route('/join'),
  addCard: route('/add_card'),
  cardAdded: route('/card_added'),
  login: route('/login'),
  fixCredentials: route('/fix_credentials'),
  recover: {
    ...route('/recover'),
    confirm: route('/recover/confirm'),
    update: route('/recover/update'),
    success: route('/recover/success'),
  },
  account: {
    ...route('/account'),
    overview: route('/account/overview'),
    recentActivity: route('/account/recent_activity'),
    manageCards: route('/account/manage_cards'),
    userProfile: route('/account/user_profile'),
    /** My reservations (issue 16): upcoming and past table reservations, with cancel. */
    reservations: route('/account/reservations'),
  },
  search: route('/search'),
  merchant: {
    path: '/merchants/:id',
    getHref: merchantHref,
    order: {
      path: '/merchants/:id/Order',
      getHref: (id: string | number) => `${merchantHref(id)}/Order`,
    },
  },
  /**
   * The stand-in ordering provider's page (issue 16, item 6; docs/ordering.md): the order dialog of
   * /merchants/{id}/Order links here by default (the server's ORDERING_PROVIDER_URL), with the catalog's merchantId.
   */
  ordering: {
    path: '/ordering/:merchantId',
    getHref: (merchantId: string) => `/ordering/${encodeURIComponent(merchantId)}`,
  },
  earn: {
    ...route('/earn'),
    topgolfBonus: route('/earn/topgolf-bonus'),
    newMemberBonus: route('/earn/new-member-bonus'),
    howItWorks: route('/earn/how-it-works'),
    reservations: route('/earn/reservations'),
    vipUpgrade: route('/earn/vip-upgrade'),
    /**
     * Any other earn content page: earn_details copy names its own url (/earn/terms, /earn/this-is-big).
     * The named pages above still win, React Router ranking static segments first.
     */
    page: {
      path: '/earn/:slug',
      getHref: (slug: string) => `/earn/${encodeURIComponent(slug)}`,
    },
  },
  howItWorks: route('/how-it-works'),
  surveys: {
    ...route('/surveys'),
    success: route('/surveys/success'),
    error: route('/surveys/error'),
  },
  error: route('/error'),
  notFound: route('/not_found'),
  /** Staging tools: hidden in production. */
  stgtools: route('/stgtools'),
  /** The support console (issue 18): its own lazy chunk; its inner paths are features/support/lib/console-paths.ts. */
  support: { ...route('/support'), pattern: '/support/*' },
  signOut: route('/SignOut'),
} as const;
