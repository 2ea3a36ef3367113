import { z } from 'zod';
import { partnerSchema } from '../partners/partner-schema';

/** GET /api/partners: every partner's code and name (for staging tools and the switcher). */
export const partnerListResponseSchema = z.object({
  partners: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PartnerListResponse = z.infer<typeof partnerListResponseSchema>;

/**
 * GET /api/partner: the resolved partner's settings, as the app reads them at start-up.
 * Server-only fields (domains, the card entry's keys) are left out; the logo becomes a URL.
 */
export const publicPartnerSchema = partnerSchema.transform((p) => {
  // The card entry is asked for on its own (GET /api/card-entry): the server picks the one publishable key.
  const { domains: _domains, cardEntry: _cardEntry, theme, ...rest } = p;
  const { logo: _logo, ...themeRest } = theme;
  return { ...rest, theme: { ...themeRest, logoUrl: '/api/partner/logo.svg' } };
});
export type PublicPartner = z.output<typeof publicPartnerSchema>;

/** GET /api/feature-flags (spec part 1 §3/§7): cached permanently by the client. */
export const featureFlagsResponseSchema = z.object({
  authFlags: z.object({
    enrollmentType: z.enum(['direct', 'sso', 'none']),
    hasPPN: z.boolean(),
    hasAutoEnroll: z.boolean(),
    hasSmsOptIn: z.boolean(),
    hasSmsOptInV2: z.boolean(),
    fullAddressRequired: z.boolean(),
  }),
  filters: z.object({
    priceRange: z.array(z.string()),
    suggested: z.array(z.string()),
    features: z.array(z.string()),
    mealsServed: z.array(z.string()),
  }),
  partnerFeatureFlags: z.object({
    hasDiscoverPage: z.boolean(),
    hasFlexOffers: z.boolean(),
    hasReservationBonus: z.boolean(),
    openTableReservationsEnabled: z.boolean(),
    acclaimedEnabled: z.boolean(),
    acclaimed2Enabled: z.boolean(),
    hasPWAInstallBanner: z.boolean(),
    hasPartnerLoadedCards: z.boolean(),
    hasVIP: z.boolean(),
    merchantFavoritesEnabled: z.boolean(),
    adPrefix: z.string().nullable(),
    showEarnRate: z.boolean(),
  }),
});
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponseSchema>;
