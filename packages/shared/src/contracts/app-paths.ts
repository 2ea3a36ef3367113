/**
 * The member app's own calls that are neither a member's nor a merchant's (member-constants.ts,
 * merchant-constants.ts): the session (sign-in, sign-out, CSRF, captcha) and what the app reads as it starts (its
 * partner, feature flags, status, map settings, the default location). Each is the server's route pattern. No zod
 * here, so the web's first load imports them.
 */
export const APP_PATHS = {
  /** POST: signs a member in with e-mail (or partner number) and password. */
  signIn: '/api/SignIn',
  /** GET (with the CSRF header): signs the member out; the page may be unloading (keep-alive). */
  signOut: '/api/SignOut',
  /** GET: the CSRF token of the visitor's session. */
  csrf: '/api/CSRF',
  /** GET: which captcha the server checks and where an ALTCHA challenge comes from. */
  captcha: '/api/Captcha',
  /** GET: a new ALTCHA challenge. */
  captchaChallenge: '/api/Captcha/Challenge',
  /** GET: the partner the request's host resolves to, as the app may show it. */
  partner: '/api/partner',
  /** GET: every partner (the staging tools' partner switcher). */
  partners: '/api/partners',
  /** GET: the partner's feature flags. */
  featureFlags: '/api/feature-flags',
  /** GET: whether the platform is up, and its notices. */
  appStatus: '/api/app-status',
  /** GET: the map's tile settings. */
  mapSettings: '/api/map-settings',
  /** GET: where a search without a location starts. */
  defaultLocation: '/api/DefaultUserLocation',
} as const;

/**
 * The content service (spec part 1 §7; modules/content/routes.ts): GET {cmsRoute}{group}?page_size=100[&preview=1]
 * answers one content group's entries. A partner's cmsRoute names where its service is; this server's own is
 * `route`, every partner's default, where the server registers `group` (route + group is the whole pattern).
 */
export const CONTENT_PATHS = {
  /** This server's content service, the default cmsRoute of every partner. */
  route: '/api/cms',
  /** GET: one content group's entries, under a cmsRoute. */
  group: '/:contentType/:contentName/',
} as const;
