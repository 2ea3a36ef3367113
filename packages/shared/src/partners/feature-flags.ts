import type { FeatureFlagsResponse, PublicPartner } from '../contracts/partners';

/** The partner settings GET /api/feature-flags answers (both the stored partner and its public form have them). */
type FlaggedPartner = Pick<
  PublicPartner,
  keyof FeatureFlagsResponse['authFlags'] | keyof FeatureFlagsResponse['partnerFeatureFlags'] | 'searchFilters'
>;

/**
 * GET /api/feature-flags for a partner (spec part 1 §7: authFlags, filters, partnerFeatureFlags): the server
 * answers it, the web's tests serve it, from this one mapping.
 */
export function featureFlagsFor(p: FlaggedPartner): FeatureFlagsResponse {
  return {
    authFlags: {
      enrollmentType: p.enrollmentType,
      hasPPN: p.hasPPN,
      hasAutoEnroll: p.hasAutoEnroll,
      hasSmsOptIn: p.hasSmsOptIn,
      hasSmsOptInV2: p.hasSmsOptInV2,
      fullAddressRequired: p.fullAddressRequired,
    },
    filters: { ...p.searchFilters },
    partnerFeatureFlags: {
      hasDiscoverPage: p.hasDiscoverPage,
      hasFlexOffers: p.hasFlexOffers,
      hasReservationBonus: p.hasReservationBonus,
      openTableReservationsEnabled: p.openTableReservationsEnabled,
      acclaimedEnabled: p.acclaimedEnabled,
      acclaimed2Enabled: p.acclaimed2Enabled,
      hasPWAInstallBanner: p.hasPWAInstallBanner,
      hasPartnerLoadedCards: p.hasPartnerLoadedCards,
      hasVIP: p.hasVIP,
      merchantFavoritesEnabled: p.merchantFavoritesEnabled,
      adPrefix: p.adPrefix,
      showEarnRate: p.showEarnRate,
    },
  };
}
