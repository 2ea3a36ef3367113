import type { CurrencyType, TierLevel } from '../constants';
import type { Partner } from '../partners/partner-schema';
import type { FlexOffer } from '../contracts/flex-offers';
import type { FixedBonus } from './earn-decision';
import { earnRateFor } from './earn-rates';
import { CAMPAIGN_CODES, type MerchantAccess } from './merchant-access';
import { rewardFor, rewardUnitOf } from './reward-amount';
import { isCashProgram } from './cash-programs';

/**
 * A member's flex offer at a merchant (docs/decisions/0007, "Flex offers"; docs/rewards.md): a merchant running
 * a promotion of its own (a campaign code beyond the tier campaigns DINE / ACCLAIMED / ACCLAIMED2, such as
 * WEEKNIGHT-BONUS) pays a fixed bonus on the member's next visit, once, and the bonus follows the member's
 * tier: it is what the member's own earn rate gives on a reference spend. Derived, never stored: the same
 * merchant, partner and tier always give the same offer. The call shows it and the rewards engine pays it as
 * the same FixedBonus (flexBonusOf), so what is shown is what is paid.
 */

/** The bonus equals the member's tier earn on this much spend. */
export const FLEX_OFFER_REFERENCE_SPEND_DOLLARS = 100;
/** A flex offer pays one visit of each member ("on your next visit"). */
export const FLEX_OFFER_USES_PER_MEMBER = 1;

const TIER_CAMPAIGNS: ReadonlySet<string> = new Set(Object.values(CAMPAIGN_CODES));

/** The merchant's own promotion among its campaign codes, if it runs one. */
export function promotionOf(campaignCodes: readonly string[]): string | null {
  return campaignCodes.find((code) => !TIER_CAMPAIGNS.has(code)) ?? null;
}

const tierKeyOf = (tierLevel: TierLevel) =>
  tierLevel === 'VIP' ? 'vip' : tierLevel === 'OptedIn' ? 'select' : 'basic';

export function formatOfferAmount(
  amount: number,
  currencyType: CurrencyType,
  terms: Pick<Partner['terms'], 'currencySingular' | 'currencyPlural'>,
): string {
  if (isCashProgram(currencyType)) {
    return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
  }
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? terms.currencySingular : terms.currencyPlural}`;
}

/** "WEEKNIGHT-BONUS" → "Weeknight bonus", "BRUNCH-CLUB" → "Brunch club offer": what a reward row names it. */
export function promotionTitle(campaignCode: string): string {
  const words = campaignCode.toLowerCase().split(/[-_]+/).filter(Boolean).join(' ');
  const title = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return /\b(bonus|offer)$/.test(words) ? title : `${title} offer`;
}

/** One promotion's key, whatever the member's tier: a use at one tier is a use at every tier. */
export const flexOfferKey = (merchantId: string, campaignCode: string) =>
  `flex-${merchantId}-${campaignCode}`.toLowerCase();

export interface FlexOfferInput {
  merchant: { merchantId: string; campaignCodes: readonly string[] };
  /** The tier gates' answer for this member at this merchant (merchantAccess). */
  access: MerchantAccess;
  member: { tierLevel: TierLevel; active: boolean };
  partner: Pick<Partner, 'currencyType' | 'earnRates' | 'terms'>;
  /** How many of the member's purchases the promotion paid already (its key's uses). */
  usesBefore?: number;
}

/** The bonus in the program's unit (whole miles or points, cents for cash programs), or 0. */
function bonusUnits(tierLevel: TierLevel, partner: FlexOfferInput['partner']): number {
  return rewardFor(
    FLEX_OFFER_REFERENCE_SPEND_DOLLARS * 100,
    earnRateFor(tierLevel, partner.earnRates),
    partner.currencyType,
  );
}

/** The member's flex offer here, or null: none without a promotion, access to earn, an active account, or once used. */
export function flexOfferFor({ merchant, access, member, partner, usesBefore = 0 }: FlexOfferInput): FlexOffer | null {
  const campaignCode = promotionOf(merchant.campaignCodes);
  if (!campaignCode || !access.canEarn || !member.active || usesBefore >= FLEX_OFFER_USES_PER_MEMBER) return null;
  const units = bonusUnits(member.tierLevel, partner);
  if (units <= 0) return null;
  const amount = rewardUnitOf(partner.currencyType) === 'cent' ? units / 100 : units;
  return {
    id: `flex-${merchant.merchantId}-${campaignCode}-${tierKeyOf(member.tierLevel)}`.toLowerCase(),
    webMessageOfferAmount: formatOfferAmount(amount, partner.currencyType, partner.terms),
    amount,
    campaignCode,
  };
}

/**
 * The bonus the rewards engine pays for a member's flex offer at a merchant, or null: the same offer the call
 * answers, in the program's unit. The engine asks it at the purchase's tier, with the tier gates' answer.
 */
export function flexBonusOf(input: FlexOfferInput): FixedBonus | null {
  const offer = flexOfferFor({ ...input, usesBefore: 0 });
  if (!offer) return null;
  return {
    id: flexOfferKey(input.merchant.merchantId, offer.campaignCode),
    version: 1,
    title: promotionTitle(offer.campaignCode),
    amount: bonusUnits(input.member.tierLevel, input.partner),
    usesPerMember: FLEX_OFFER_USES_PER_MEMBER,
  };
}
