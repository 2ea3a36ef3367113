import type { CurrencyType, TierLevel } from '@forkpoint/shared/constants';
import {
  earnTierOf,
  formatEarnRate,
  type EarnCurrency,
  type EarnRate,
  type EarnTier,
} from '@forkpoint/shared/rules/earn-rates';
import { memberViewer, merchantAccess, type MerchantAccessTier } from '@forkpoint/shared/rules/merchant-access';

/** Earn rates by tier (partner earnRates; spec part 1 §9, part 2 §9), as the merchant page lists them. */

export interface EarnRatePartner {
  currencyType: CurrencyType;
  terms: { currencySingular: string; currencyPlural: string };
  earnRates: { basic: EarnRate; select: EarnRate; vip: EarnRate | null };
  hasVIP: boolean;
  acclaimedEnabled: boolean;
  acclaimed2Enabled: boolean;
}

export type TierKey = EarnTier;

export interface EarnRateLine {
  tier: TierKey;
  /** The tier's name from copy (tier_names). */
  name: string;
  /** "3 points per $1 spent", "5% cash back". */
  rate: string;
  /** Whether a member of this tier earns at this merchant (the tier gates). */
  earnsHere: boolean;
  /** The signed-in member's own tier. */
  isYours: boolean;
}

/** The partner's currency words for the shared earn-rate rule. */
const currencyOf = (partner: Pick<EarnRatePartner, 'currencyType' | 'terms'>): EarnCurrency => ({
  type: partner.currencyType,
  singular: partner.terms.currencySingular,
  plural: partner.terms.currencyPlural,
});

/** A member standing for each tier: Basic (tier 0, no opt-in), Select (opted in), VIP. */
const TIER_MEMBERS: Record<TierKey, { tierLevel: TierLevel; emailOptIn: boolean }> = {
  basic: { tierLevel: 'OptedOut', emailOptIn: false },
  select: { tierLevel: 'OptedIn', emailOptIn: true },
  vip: { tierLevel: 'VIP', emailOptIn: true },
};

/**
 * Basic, Select and (where the partner has it) VIP, each with its rate, whether that tier earns at this
 * merchant by the same gates the server applies, and which one is the member's.
 */
export function earnRateLines(
  partner: EarnRatePartner,
  merchant: {
    acclaimedLevel: number;
    accessTier: MerchantAccessTier;
    benefitAvailability: { campaignCodes: readonly string[] };
  },
  tierNames: Record<TierKey, string>,
  memberTier: TierLevel | null,
): EarnRateLine[] {
  const tiers: TierKey[] = ['basic', 'select'];
  if (partner.hasVIP && partner.earnRates.vip) tiers.push('vip');
  const yours = memberTier && memberTier !== 'NonActivated' ? earnTierOf(memberTier) : null;
  return tiers.map((tier) => {
    const rate = tier === 'vip' ? partner.earnRates.vip! : partner.earnRates[tier];
    const access = merchantAccess(memberViewer(TIER_MEMBERS[tier], partner), {
      acclaimedLevel: merchant.acclaimedLevel,
      campaignCodes: merchant.benefitAvailability.campaignCodes,
      accessTier: merchant.accessTier,
    });
    return {
      tier,
      name: tierNames[tier],
      rate: formatEarnRate(rate, currencyOf(partner)),
      earnsHere: access.canEarn,
      isYours: tier === yours,
    };
  });
}
