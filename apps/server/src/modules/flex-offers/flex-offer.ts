import type { CurrencyType, Partner, TierLevel } from '@forkpoint/shared';
import type { FlexOffer } from '@forkpoint/shared/contracts/flex-offers';
import { CAMPAIGN_CODES, type MerchantAccess } from '@forkpoint/shared/rules/merchant-access';

/**
 * A member's flex offer at a merchant (docs/decisions/0007, "Flex offers"): a merchant running a promotion
 * of its own (a campaign code beyond the tier campaigns DINE / ACCLAIMED / ACCLAIMED2, such as
 * WEEKNIGHT-BONUS) pays a bonus on the member's next visit, and the bonus follows the member's tier: it is
 * what the member's own earn rate gives on a reference spend. Derived, never stored: the same merchant,
 * partner and tier always give the same offer.
 */

/** The bonus equals the member's tier earn on this much spend. */
export const FLEX_OFFER_REFERENCE_SPEND_DOLLARS = 100;

const TIER_CAMPAIGNS: ReadonlySet<string> = new Set(Object.values(CAMPAIGN_CODES));

/** The merchant's own promotion among its campaign codes, if it runs one. */
export function promotionOf(campaignCodes: readonly string[]): string | null {
  return campaignCodes.find((code) => !TIER_CAMPAIGNS.has(code)) ?? null;
}

type TierKey = 'basic' | 'select' | 'vip';

function tierKeyOf(tierLevel: TierLevel): TierKey {
  if (tierLevel === 'VIP') return 'vip';
  return tierLevel === 'OptedIn' ? 'select' : 'basic';
}

/** Whole miles and points; dollars to the cent. */
function roundAmount(amount: number, currencyType: CurrencyType): number {
  return currencyType === 'Dollar' || currencyType === 'Credit' ? Math.round(amount * 100) / 100 : Math.round(amount);
}

export function formatOfferAmount(
  amount: number,
  currencyType: CurrencyType,
  terms: Pick<Partner['terms'], 'currencySingular' | 'currencyPlural'>,
): string {
  if (currencyType === 'Dollar' || currencyType === 'Credit') {
    return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
  }
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? terms.currencySingular : terms.currencyPlural}`;
}

export interface FlexOfferInput {
  merchant: { merchantId: string; campaignCodes: readonly string[] };
  /** The tier gates' answer for this member at this merchant (merchantAccess). */
  access: MerchantAccess;
  member: { tierLevel: TierLevel; active: boolean };
  partner: Pick<Partner, 'currencyType' | 'earnRates' | 'terms'>;
}

/** The member's flex offer here, or null: none without a promotion, access to earn, or an active account. */
export function flexOfferFor({ merchant, access, member, partner }: FlexOfferInput): FlexOffer | null {
  const campaignCode = promotionOf(merchant.campaignCodes);
  if (!campaignCode || !access.canEarn || !member.active) return null;
  const tier = tierKeyOf(member.tierLevel);
  // A partner without VIP rates pays VIP members (if any) at the Select rate.
  const rate = (tier === 'vip' ? partner.earnRates.vip : null) ?? partner.earnRates[tier === 'vip' ? 'select' : tier];
  const amount = roundAmount(
    (rate.amount / rate.perDollars) * FLEX_OFFER_REFERENCE_SPEND_DOLLARS,
    partner.currencyType,
  );
  if (amount <= 0) return null;
  return {
    id: `flex-${merchant.merchantId}-${campaignCode}-${tier}`.toLowerCase(),
    webMessageOfferAmount: formatOfferAmount(amount, partner.currencyType, partner.terms),
    amount,
    campaignCode,
  };
}
