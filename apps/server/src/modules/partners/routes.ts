import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  featureFlagsResponseSchema,
  partnerListResponseSchema,
  publicPartnerSchema,
  type FeatureFlagsResponse,
  type Partner,
} from '@forkpoint/shared';

export interface PartnerRoutesOptions {
  partnersDir: string;
}

export const partnerRoutes: FastifyPluginAsyncZod<PartnerRoutesOptions> = async (app, options) => {
  // Logos are small files read once; a missing one fails start-up (the loader checked them).
  const logos = new Map(
    app.partners.list().map((p) => [p.code, readFileSync(join(options.partnersDir, p.theme.logo), 'utf8')]),
  );

  app.get('/api/partners', { schema: { response: { 200: partnerListResponseSchema } } }, async () => ({
    partners: app.partners.list().map(({ code, name }) => ({ code, name })),
  }));

  app.get('/api/partner', async (request) => publicPartnerSchema.parse(request.partner));

  app.get('/api/partner/logo.svg', async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return reply.type('image/svg+xml').send(logos.get(request.partner.code));
  });

  app.get('/api/feature-flags', { schema: { response: { 200: featureFlagsResponseSchema } } }, async (request) =>
    featureFlagsFor(request.partner),
  );
};

export function featureFlagsFor(p: Partner): FeatureFlagsResponse {
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
