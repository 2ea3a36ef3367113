import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flexOfferParamsSchema, flexOfferResponseSchema } from '@forkpoint/shared/contracts/flex-offers';
import { MERCHANT_PATHS } from '@forkpoint/shared/contracts/merchant-constants';
import { memberViewer, merchantAccess } from '@forkpoint/shared/rules/merchant-access';
import { AppError } from '../../lib/app-error';
import { flexOfferFor, flexOfferKey, promotionOf } from '@forkpoint/shared/rules/flex-offer';
import { offerUsesOf } from '../rewards/offer-uses';
import { findCarriedMerchant } from './repository';
import { signedInSession } from '../auth/sessions-plugin';

export const NOT_YOUR_OFFERS_MESSAGE = 'You can only see your own offers.';
export const NO_FLEX_OFFER_MESSAGE = 'There is no member offer for you at this restaurant.';

/**
 * GET /api/merchants/{merchantId}/flex-offers/members/{publicId} (spec part 1 §7, docs/decisions/0007):
 * the signed-in member's flex offer at a merchant their partner carries. The public id in the path must be
 * the session member's own (403 otherwise, without looking the other id up); a partner without
 * hasFlexOffers, a merchant it does not carry, and a member with no offer there (none, or used on a visit the
 * rewards engine paid it on) all answer 404.
 */
export const flexOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MERCHANT_PATHS.flexOffer,
    {
      preHandler: app.requireMember,
      schema: { params: flexOfferParamsSchema, response: { 200: flexOfferResponseSchema } },
    },
    async (request) => {
      const { partner } = request;
      const member = signedInSession(request).member;
      if (request.params.publicId !== member.publicId) throw new AppError('FORBIDDEN', NOT_YOUR_OFFERS_MESSAGE);
      // A member's offers are theirs alone: no shared cache may keep them.
      if (!partner.hasFlexOffers) throw new AppError('NOT_FOUND', NO_FLEX_OFFER_MESSAGE);

      const merchant = await findCarriedMerchant(app.database.db, request.params.merchantId, partner.code);
      if (!merchant) throw new AppError('NOT_FOUND', 'This restaurant is not available.');
      const access = merchantAccess(memberViewer(member, partner), {
        acclaimedLevel: merchant.acclaimed_level,
        campaignCodes: merchant.campaign_codes,
        accessTier: merchant.access_tier,
      });
      const promotion = promotionOf(merchant.campaign_codes);
      const usesBefore = promotion
        ? await offerUsesOf(app.database.db, member.id, flexOfferKey(merchant.merchant_id, promotion))
        : 0;
      const offer = flexOfferFor({
        merchant: { merchantId: merchant.merchant_id, campaignCodes: merchant.campaign_codes },
        access,
        member: { tierLevel: member.tierLevel, active: member.active && member.memberType !== 'ClosedAccountMember' },
        partner,
        usesBefore,
      });
      if (!offer) throw new AppError('NOT_FOUND', NO_FLEX_OFFER_MESSAGE);
      return offer;
    },
  );
};
