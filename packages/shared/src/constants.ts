/**
 * Constants of the specification (part 1 §3 and §9, part 2 §9), word for word.
 * Every module reads them from here; none re-declares a number of the spec.
 */

export const CURRENCY_TYPES = ['Dollar', 'Mile', 'Point', 'Credit'] as const;
export type CurrencyType = (typeof CURRENCY_TYPES)[number];

export const ENROLLMENT_TYPES = ['direct', 'sso', 'none'] as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

export const HOME_TABS = ['home', 'discover'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export const CARD_TYPES = ['AMEX', 'DISC', 'MAST', 'VISA'] as const;
export type CardTypeCode = (typeof CARD_TYPES)[number];

export const TIER_LEVELS = ['OptedOut', 'NonActivated', 'OptedIn', 'VIP'] as const;
export type TierLevel = (typeof TIER_LEVELS)[number];

/** The SMS opt status code of each tier level (0 opted out, 1 non-activated, 2 opted in, 3 VIP), as SMS lists carry it. */
export const SMS_OPT_STATUS: Readonly<Record<TierLevel, 0 | 1 | 2 | 3>> = {
  OptedOut: 0,
  NonActivated: 1,
  OptedIn: 2,
  VIP: 3,
};

export const MEMBER_TYPES = ['ClosedAccountMember', 'EnrolledCardMember', 'NonCardMember'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export const SEARCH_FILTER_OPTIONS = {
  priceRange: ['1', '2', '3', '4'],
  suggested: ['acclaimed', 'new', 'benefits', 'reservations'],
  features: ['delivery', 'dine-in', 'takeout', 'online ordering'],
  mealsServed: ['breakfast', 'brunch', 'lunch', 'dinner', 'late night'],
} as const;

/** The content groups the app fetches at start-up (spec part 1 §7). `*` is the global group. */
export const CONTENT_NAMES = [
  '*',
  'home',
  'discover',
  'tier_1_activation',
  'surveys',
  'account_center',
  'announcement_banner',
  'earn_details',
  'earn_banner',
  'popup',
  'sidebar',
] as const;
export type ContentName = (typeof CONTENT_NAMES)[number];
export const DEFAULT_CONTENT_TYPE = 'pages';
export const CONTENT_PAGE_SIZE = 100;

export const SESSION_TIMEOUT_MS = 900_000;
export const SESSION_TIMEOUT_REMEMBER_ME_MS = 7_776_000_000;
export const SESSION_WARNING_BEFORE_MS = 60_000;
export const SESSION_WARNING_WINDOW_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_MAX_LENGTH = 56;
export const CSRF_FAILURE_TIMER_MS = 35_000;
export const CSRF_PREFETCH_RETRIES = 5;
/** The value stored when the CSRF prefetch never answered; using it raises the error toast. */
export const CSRF_PLACEHOLDER = 'csrf-unavailable';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const PROSPECT_EMAIL_MAX = 50;
export const DEFAULT_LOCATION = { latitude: 40.7577, longitude: -73.9857 } as const;
export const GEOLOCATION_SEARCH = {
  timeout: 7000,
  enableHighAccuracy: true,
  maximumAge: 0,
  repeatMs: 5 * 60 * 1000,
  decimals: 2,
} as const;
export const GEOLOCATION_CAROUSEL = { enableHighAccuracy: false, maximumAge: 3_600_000, timeout: 5000 } as const;
export const CAPTCHA_RETRY_LIMIT = 10;
export const CAROUSEL_PAGE_SIZE = 15;
export const INSTALL_BANNER_LATER_DAYS = 30;
export const ANNOUNCEMENT_DISMISSAL_SECONDS = 86_400;
export const SURVEY_DEFAULTS = {
  cookieTimeoutDays: 90,
  delaySeconds: 0,
  closeAfterSubmitSeconds: 4,
  panelHeightPx: 450,
} as const;
export const PAGE_VIEW_DELAY_MS = 500;
export const CAROUSEL_IMPRESSION_DELAY_MS = 150;
export const LOGIN_REDIRECT_MINUTES = 60;
export const SOURCE_REFERRAL_MINUTES = 2880;
export const TOAST_DEFAULT_AUTO_CLOSE_MS = 5000;
export const TOAST_PRODUCT_AUTO_CLOSE_MS = 3000;
export const MODAL_MAX_WIDTH_PX = 650;
export const TOAST_WIDTH_PX = 320;
export const TOAST_MAX_WIDTH_PX = 550;
export const LOADING_MESSAGE_DEFAULT = 'Do not refresh, loading more content.';
export const SPINNER_DEFAULTS = { sizePx: 60, spacePx: 60, borderPx: 6 } as const;
export const BREAKPOINTS_PX = { xs: 451, sm: 661, md: 861, lg: 1050 } as const;
export const CONTENT_WIDTH_PX = { max: 1050, wideMax: 1400, min: 320 } as const;
export const GUTTERS_PX = [10, 20] as const;
export const IMAGE_TRANSFORM_WIDTHS = [200, 500, 600] as const;
export const CARD_FRAME_LOAD_ALERT_MS = 20_000;
export const MAX_LINKED_CARDS = 12;
export const LOCKOUT_MINUTES = 30;
export const LOCKOUT_FAILED_ATTEMPTS = 5;
export const RESERVATION_OVERLAP_HOURS = 2;
export const PENDING_REVIEW_EXPIRY_DAYS = 35;
export const REVIEW_LINK_FROM = '2021-02-01';
export const ACTIVITY_PAGE_SIZE = 10;
export const PAGINATION_WINDOW = 5;
export const ENROLLED_BONUS_MARK_MINUTES = 35;
export const NEW_MEMBER_BONUS_WINDOW_HOURS = 2160;
export const MISSING_REWARDS_AFTER_DAYS = 10;

/** Content blocks (spec part 1 §9, part 2 §3): title variants 1-4, button variants 1-3, spacing 0-50 px. */
export const TITLE_VARIANTS = [1, 2, 3, 4] as const;
export const BUTTON_VARIANTS = [1, 2, 3] as const;
export const SPACING_SCALE_PX = { min: 0, max: 50, step: 10 } as const;
