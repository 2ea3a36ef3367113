import { z } from 'zod';
import { publicIdSchema } from './members';

/**
 * GET /api/merchants/{merchantId}/flex-offers/members/{publicId} (spec part 1 §3 "Flex offer response",
 * §7): the signed-in member's own flex offer at one merchant, for partners with hasFlexOffers.
 * docs/decisions/0007-merchant-search.md ("Flex offers") says how the server decides it.
 */

export const flexOfferParamsSchema = z.object({
  /** The merchant's merchantId (as the spec names the path segment), e.g. FP0000042. */
  merchantId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'merchantId is letters, digits, - and _'),
  publicId: publicIdSchema,
});

export const flexOfferResponseSchema = z.object({
  /** Stable for the same merchant promotion and member tier. */
  id: z.string(),
  /** The offer amount as the web message shows it, in the partner's currency: "200 points", "$6". */
  webMessageOfferAmount: z.string(),
  /** The same amount as a number of the partner's currency (dollars for Dollar and Credit partners). */
  amount: z.number().positive(),
  /** The merchant-funded promotion (one of the merchant's benefitAvailability.campaignCodes) behind it. */
  campaignCode: z.string(),
});
export type FlexOffer = z.infer<typeof flexOfferResponseSchema>;
