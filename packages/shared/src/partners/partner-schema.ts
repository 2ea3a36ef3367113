import { z } from 'zod';
import { CONTENT_PATHS } from '../contracts/app-paths';
import { CARD_TYPES, CURRENCY_TYPES, ENROLLMENT_TYPES, HOME_TABS, SEARCH_FILTER_OPTIONS } from '../constants';

/**
 * The partner settings of spec part 1 §3 plus the named settings that replace every
 * "one airline partner" / "a telecom partner" remark of the spec. One JSON file per
 * partner under partners/ must pass this schema; defaults are the spec's.
 */

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

export const routeMetaEntrySchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.string().default(''),
});

export const customerSupportSchema = z.object({
  phone: z.object({
    href: z.string().regex(/^tel:\+?[0-9-]+$/, 'must be a tel: link'),
    formatted: z.string().min(1),
  }),
  email: z.object({
    /** mailto: link, or a https link to a contact form. */
    href: z.string().regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// link'),
    display: z.string().min(1),
  }),
});

export const themeSchema = z.object({
  colors: z.object({
    primary: hexColor,
    onPrimary: hexColor,
    secondary: hexColor,
    onSecondary: hexColor,
    accent: hexColor,
    background: hexColor,
    surface: hexColor,
    text: hexColor,
    mutedText: hexColor,
    link: hexColor,
    border: hexColor,
  }),
  /** CSS font-family list; the body font decides how the registered mark is shown. */
  fontFamily: z.string().min(1),
  /** The three weights of the spec ("a sans-serif family in three weights"). */
  fontWeights: z.tuple([z.number().int(), z.number().int(), z.number().int()]).default([400, 600, 700]),
  /** Path of the partner's SVG logo, relative to partners/. */
  logo: z.string().regex(/^logos\/[a-z0-9-]+\.svg$/, 'must be logos/<name>.svg'),
  logoAlt: z.string().min(1),
});

export const termsSchema = z.object({
  /** The partner (brand) name as copy uses it, e.g. "AeroVia Airlines". */
  partner: z.string().min(1),
  /** The loyalty program name, e.g. "AeroVia Dining Rewards". */
  program: z.string().min(1),
  currencySingular: z.string().min(1),
  currencyPlural: z.string().min(1),
  bonusCurrency: z.string().min(1),
  partnerNumberLabel: z.string().min(1),
});

/**
 * Single sign-on of an sso partner (docs/decisions/0010). With no issuer the platform's local
 * identity provider (development and tests) stands in; the client secret never lives here but in
 * SSO_CLIENT_SECRETS.
 */
export const ssoSettingsSchema = z.object({
  /** The partner identity provider's OpenID Connect issuer URL; null: the local identity provider. */
  issuer: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
  /** Our client id at that identity provider; null (with no issuer): `<code>-dining` at the local one. */
  clientId: z.string().min(1).nullable().default(null),
  /** Scopes asked for; `openid` is required. */
  scope: z
    .string()
    .regex(/(^| )openid( |$)/, 'must include openid')
    .default('openid email profile'),
  /** The claim carrying the member's partner number (PPN), if the identity provider sends one. */
  partnerNumberClaim: z.string().min(1).nullable().default('partner_number'),
  /** Whether POST /api/SignIn still accepts passwords on this sso partner (off: 403, sign in at the IdP). */
  passwordSignIn: z.boolean().default(false),
});
export type SsoSettings = z.output<typeof ssoSettingsSchema>;

const httpsOrigin = z
  .url({ protocol: /^https$/, error: 'must be an https origin' })
  .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be an origin (https://host), no path');

/**
 * A hosted-fields card-entry provider (Stripe-style; docs/decisions/0051-card-entry-provider.md): its script, the
 * global the script defines, the API the server verifies tokens with (the secret key is configuration,
 * CARD_ENTRY_SECRET_KEYS) and both publishable keys, of which the server hands the browser the live one in
 * production and the test one elsewhere. Publishable keys are public by design; the start-up check refuses a
 * live key where a test one would be used and the reverse.
 */
export const hostedFieldsSettingsSchema = z.object({
  /** The script's name in the load-failure message: 'Failed to load Stripe.js'. */
  name: z.string().min(1).max(60),
  scriptUrl: z.url({ protocol: /^https$/, error: 'must be an https URL' }),
  globalName: z
    .string()
    .regex(/^[A-Za-z_$][\w$]{0,40}$/, 'must be a JavaScript global name')
    .default('Stripe'),
  /** Where tokens are verified: GET {apiUrl}/v1/tokens/{token} with the secret key as a bearer token. */
  apiUrl: z.url({ protocol: /^https$/, error: 'must be an https URL' }),
  /** Origins of the provider's field frames and calls from the page (CSP frame-src and connect-src). */
  frameOrigins: z.array(httpsOrigin).default([]),
  connectOrigins: z.array(httpsOrigin).default([]),
  testPublishableKey: z.string().min(1).max(200).nullable().default(null),
  livePublishableKey: z.string().min(1).max(200).nullable().default(null),
});
export type HostedFieldsSettings = z.output<typeof hostedFieldsSettingsSchema>;

/** Which card entry the program's card form runs: our own frame (decision 0009) unless it names hosted fields. */
export const cardEntrySettingsSchema = z.object({
  provider: z.enum(['frame', 'hosted-fields']).default('frame'),
  hostedFields: hostedFieldsSettingsSchema.nullable().default(null),
});

/** One earn rate: `amount` of the partner currency for every `perDollars` spent. */
export const earnRateSchema = z.object({
  amount: z.number().positive(),
  perDollars: z.number().positive(),
});

export const earnRatesSchema = z.object({
  /** Tier 0, Basic: OptedOut and NonActivated members. */
  basic: earnRateSchema,
  /** Tier 2, Select: needs e-mail opt-in. */
  select: earnRateSchema,
  /** Tier 3, VIP: only where the partner has VIP. */
  vip: earnRateSchema.nullable().default(null),
});

/**
 * One bonus of the partner's catalog (issue 13 item 6; docs/rewards.md): who may earn it, whether the
 * member activates it first, how many dines qualify and what it pays, in the program's unit (whole
 * miles or points, cents for Dollar and Credit programs).
 */
export const bonusDefinitionSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_-]{2,40}$/, 'upper-case letters, digits, - and _'),
  description: z.string().min(1),
  /** newMember: members within the window after joining; appOnly: activated in the native app; dines: everyone. */
  kind: z.enum(['newMember', 'appOnly', 'dines']),
  amount: z.number().int().positive(),
  /** Only members who enrolled through this source (the travel-card new-member bonus). */
  enrollmentSource: z.string().min(1).nullable().default(null),
  /** Hours after joining (new-member bonuses) or after enrolling in the bonus (others) that dines count. */
  windowHours: z.number().int().positive().default(2160),
  /** Qualified dines the bonus needs. */
  dinesToQualify: z.number().int().positive().default(1),
  /** The member activates it (POST /api/Member/Bonus/{code}) before dines count. */
  requiresEnrollment: z.boolean().default(true),
});
export type BonusDefinition = z.output<typeof bonusDefinitionSchema>;

export const partnerSchema = z
  .object({
    code: z.string().regex(/^[a-z][a-z0-9]{1,30}$/, 'must be lower-case letters and digits'),
    name: z.string().min(1),
    kind: z.enum(['airline', 'hotel', 'retail', 'cashback', 'card-issuer', 'telecom']),
    /** Host names that resolve to this partner in production (besides <code>.localhost). */
    domains: z.array(z.string().min(1)).default([]),

    // Spec part 1 §3 settings, with the spec's defaults.
    homePage: z.enum(HOME_TABS).default('home'),
    enrollmentType: z.enum(ENROLLMENT_TYPES).default('direct'),
    hasDiscoverPage: z.boolean().default(false),
    hasFlexOffers: z.boolean().default(false),
    hasReservationBonus: z.boolean().default(false),
    openTableReservationsEnabled: z.boolean().default(true),
    acclaimedEnabled: z.boolean().default(true),
    acclaimed2Enabled: z.boolean().default(false),
    hasPWAInstallBanner: z.boolean().default(true),
    hasPartnerLoadedCards: z.boolean().default(false),
    /** Popup type shown once per type; null means no general popup. */
    generalModalType: z.string().min(1).nullable().default(null),
    appAnnouncementModal: z.boolean().default(false),
    /**
     * The temporary modal inviting visitors to sign in or join with the program's existing account login
     * (spec part 1 §2: one airline sso partner); its copy is the popup entry of type temporary_sso.
     */
    hasTemporarySsoModal: z.boolean().default(false),
    /** The card form's card entry (issue 36): the own frame by default, or a hosted-fields provider. */
    cardEntry: cardEntrySettingsSchema.prefault({}),
    cardTypesAccepted: z
      .array(z.enum(CARD_TYPES))
      .min(1)
      .default([...CARD_TYPES]),
    routeMeta: z
      .record(z.string().regex(/^\//, 'route keys are paths'), routeMetaEntrySchema)
      .refine((meta) => '/' in meta, 'routeMeta needs a "/" (home) entry'),
    minimumAppVersion: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/, 'must be x.y.z')
      .default('1.0.0'),
    /**
     * The program's native app in each store (partners/app-store-links.ts builds the links): the footer's store
     * badges and the update screen's "Update Now" open this app. Null: the program has no app in the stores.
     */
    appStoreIds: z
      .object({
        ios: z.string().regex(/^\d{6,12}$/, 'must be the App Store app id (digits)'),
        android: z
          .string()
          .regex(/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/, 'must be a Google Play package name, e.g. com.example.app'),
      })
      .nullable()
      .default(null),
    customerSupport: customerSupportSchema,
    /** SMS short code; null shows the "MISSING SHORT CODE" marker where copy needs it. */
    shortCode: z
      .string()
      .regex(/^\d{5,6}$/)
      .nullable()
      .default(null),
    cmsPreview: z.boolean().default(false),
    cmsRoute: z.string().default(CONTENT_PATHS.route),
    currencyType: z.enum(CURRENCY_TYPES).default('Mile'),
    fullAddressRequired: z.boolean().default(false),
    hasAutoEnroll: z.boolean().default(false),
    hasPPN: z.boolean().default(true),
    hasSmsOptIn: z.boolean().default(false),
    hasSmsOptInV2: z.boolean().default(false),
    hasVIP: z.boolean().default(false),

    // Named settings for the spec's partner-specific remarks.
    /** Part 2 §1 "whether the earn rate is shown". */
    showEarnRate: z.boolean().default(true),
    /** Part 2 §2 "The email opt-in is hidden for one specific partner". */
    showEmailOptIn: z.boolean().default(true),
    /** Part 1 §2 footer "partner and network logos (hidden for one partner)". */
    showFooterPartnerLogos: z.boolean().default(true),
    /** Part 1 §5 "A telecom partner shows an extra privacy notice under forms that lack a legal checkbox". */
    showFormPrivacyNotice: z.boolean().default(false),
    /** Part 1 §2 "Temporary modal for one airline SSO partner". */
    showSsoAccountModal: z.boolean().default(false),
    /** OpenID Connect settings of an sso partner; defaults: the local identity provider. */
    sso: ssoSettingsSchema.prefault({}),
    /** Part 1 §3 airline flags: merchant favorites and the ad prefix. */
    merchantFavoritesEnabled: z.boolean().default(true),
    adPrefix: z.string().nullable().default(null),
    /** Part 2 §4 "one app-only bonus for an airline partner": the bonus code injected, or null. */
    appOnlyBonusCode: z.string().nullable().default(null),
    /** Part 2 §4 travel-card new-member bonus for members who enrolled via `source` within 2160 hours. */
    newMemberSourceBonus: z
      .object({ code: z.string().min(1), enrollmentSource: z.string().min(1) })
      .nullable()
      .default(null),
    /** Pattern a partner number (PPN) must match, as a regular expression source. */
    partnerNumberPattern: z.string().default('^[0-9]{8,12}$'),
    /** Which search filter options this partner offers (spec part 1 §3). */
    searchFilters: z
      .object({
        priceRange: z.array(z.enum(SEARCH_FILTER_OPTIONS.priceRange)).default([...SEARCH_FILTER_OPTIONS.priceRange]),
        suggested: z.array(z.enum(SEARCH_FILTER_OPTIONS.suggested)).default([...SEARCH_FILTER_OPTIONS.suggested]),
        features: z.array(z.enum(SEARCH_FILTER_OPTIONS.features)).default([...SEARCH_FILTER_OPTIONS.features]),
        mealsServed: z.array(z.enum(SEARCH_FILTER_OPTIONS.mealsServed)).default([...SEARCH_FILTER_OPTIONS.mealsServed]),
      })
      .prefault({}),

    /** Reservation bonus in the partner currency for a completed reservation (default 0). */
    reservationBonusAmount: z.number().int().min(0).default(0),
    /** Cash-back programs pay a statement credit once this many dollars are earned. */
    statementCreditThresholdDollars: z.number().positive().default(20),
    /** Who pays the statement credits of a Dollar or Credit program, and how (part 2 §3 credit records). */
    statementCreditPayout: z
      .object({
        benefitProcessor: z.string().min(1).default('Forkpoint Rewards'),
        brand: z.enum(['MasterCard', 'Tremendous', 'Visa']).default('Visa'),
        method: z.enum(['Card', 'Email']).default('Card'),
      })
      .prefault({}),
    /** VIP qualification in a calendar year (part 2 §9): dines, and dollars spent where a program asks for both. */
    diningStatus: z
      .object({
        dinesRequired: z.number().int().positive().default(11),
        dollarsRequired: z.number().int().min(0).default(0),
      })
      .prefault({}),
    /** The bonus catalog: data, never code (issue 13 item 6). */
    bonuses: z.array(bonusDefinitionSchema).default([]),

    theme: themeSchema,
    terms: termsSchema,
    earnRates: earnRatesSchema,
  })
  .superRefine((p, ctx) => {
    if (p.hasVIP && !p.earnRates.vip) {
      ctx.addIssue({
        code: 'custom',
        path: ['earnRates', 'vip'],
        message: 'a partner with hasVIP needs a vip earn rate',
      });
    }
    const bonusCodes = new Set(p.bonuses.map((bonus) => bonus.code));
    if (bonusCodes.size !== p.bonuses.length) {
      ctx.addIssue({ code: 'custom', path: ['bonuses'], message: 'bonus codes are unique' });
    }
    if (p.appOnlyBonusCode !== null && !p.bonuses.some((b) => b.code === p.appOnlyBonusCode && b.kind === 'appOnly')) {
      ctx.addIssue({ code: 'custom', path: ['appOnlyBonusCode'], message: 'names an appOnly bonus of bonuses' });
    }
    const source = p.newMemberSourceBonus;
    if (source && !p.bonuses.some((b) => b.code === source.code && b.enrollmentSource === source.enrollmentSource)) {
      ctx.addIssue({
        code: 'custom',
        path: ['newMemberSourceBonus'],
        message: 'names a bonus of bonuses with the same enrollmentSource',
      });
    }
    if (p.homePage === 'discover' && !p.hasDiscoverPage) {
      ctx.addIssue({ code: 'custom', path: ['homePage'], message: 'homePage discover needs hasDiscoverPage' });
    }
    if (p.cardEntry.provider === 'hosted-fields' && !p.cardEntry.hostedFields) {
      ctx.addIssue({
        code: 'custom',
        path: ['cardEntry', 'hostedFields'],
        message: 'is required with cardEntry.provider hosted-fields',
      });
    }
    if ((p.sso.issuer === null) !== (p.sso.clientId === null)) {
      ctx.addIssue({ code: 'custom', path: ['sso'], message: 'sso.issuer and sso.clientId go together' });
    }
    if (p.sso.issuer !== null && p.enrollmentType !== 'sso') {
      ctx.addIssue({ code: 'custom', path: ['sso', 'issuer'], message: 'only sso partners have an identity provider' });
    }
    if (p.showSsoAccountModal && p.enrollmentType !== 'sso') {
      ctx.addIssue({
        code: 'custom',
        path: ['showSsoAccountModal'],
        message: 'only sso partners show the account modal',
      });
    }
  });

export type PartnerFile = z.input<typeof partnerSchema>;
export type Partner = z.output<typeof partnerSchema>;
export type Theme = Partner['theme'];
export type Terms = Partner['terms'];
