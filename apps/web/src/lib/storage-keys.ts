/**
 * Every key the app keeps in browser storage, in one place (spec part 1 §3 "Client storage keys").
 * A new key goes here rather than being spelled at the call site.
 */
export const STORAGE_KEYS = {
  /** The CSRF token of GET /api/CSRF; session storage, so it dies with the tab like the session does. */
  csrfToken: 'csrfToken',
  /** Where to go back to after signing in (spec part 1 §3 "login-redirect path (60 minute expiry)"); local storage. */
  loginRedirect: 'loginRedirect',
  /** The referral values of an enrollment (utm_*, referrer, source; spec part 1 §3); local storage. */
  referral: 'referral',
  /** The remembered public id of a known visitor (spec part 1 §3); local storage. */
  publicId: 'publicId',
  /** Search (spec part 1 §3): the query string of the last search that answered; local storage. */
  lastSearch: 'lastSearch',
  /** Search: the last "City, ST" or ZIP the user typed and searched; local storage. */
  manualSearchLocation: 'manualSearchLocation',
  /** Search: the map's centre and zoom, with the search they belong to; local storage. */
  mapView: 'mapView',
  /** Search: the selected merchant and what was done with it (selected, opened); session storage. */
  selectedMerchant: 'selectedMerchant',
  /** Search: set once the "new dine-in filter" highlight popover was dismissed; local storage. */
  newDineInFilterPopover: 'newDineInFilterPopover',
  /** Bonuses activated in the last 35 minutes, code → expiry (spec part 2 §4 "an update key"); local storage. */
  bonusUpdate: 'bonusUpdate',
  /** The general-popup marker (spec part 1 §4): the popup type last closed; local storage. */
  generalPopup: 'generalPopup',
  /** When the announcement modal was dismissed (epoch ms; shown again a day later); local storage. */
  announcementDismissed: 'announcementDismissed',
  /** Set once the temporary sign-in modal was dismissed (shown once until dismissed); local storage. */
  temporarySsoModalDismissed: 'temporarySsoModalDismissed',
  /** "Maybe later" on the app-install banner: an ISO date 30 days ahead (spec part 1 §3); local storage. */
  installLater: 'RN_PWA_LATER',
  /** The program name and colours the offline page wears (public/offline.js reads this key); local storage. */
  offlineTheme: 'offlineTheme',
  /** When each pop-up survey was last closed or answered, by survey id (ISO dates); local storage. */
  surveyLastSeen: 'surveyLastSeen',
  /** Support emulation (spec part 1 §3 "emulation id"): the id of the emulation this window shows; session storage. */
  emulationId: 'emulationId',
  /** Beside it, the emulation mode (spec part 1 §4): "radmin-emulation" while staff view as the member; session storage. */
  emulationMode: 'emulationMode',
  /** A content editor's preview of drafts (decision 0025): "1" once a page was opened with ?preview=1; session storage. */
  cmsPreview: 'cmsPreview',
} as const;

/** The session expiry cookie the server sets (epoch ms; contracts/auth.ts SESSION_EXPIRY_COOKIE). */
export const SESSION_EXPIRY_COOKIE = 'fp_session_expires';
