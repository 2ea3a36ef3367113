import type { CurrencyType, TierLevel } from '../constants';
import { isCashProgram } from './cash-programs';

/**
 * Earn rates by tier (the partner's earnRates; spec part 1 §9, part 2 §9) and their words, one rule for the
 * merchant card and the merchant page so both say the same thing.
 */

export interface EarnRate {
  amount: number;
  perDollars: number;
}

export interface EarnRates {
  basic: EarnRate;
  select: EarnRate;
  vip: EarnRate | null;
}

export interface EarnCurrency {
  type: CurrencyType;
  singular: string;
  plural: string;
}

export type EarnTier = 'basic' | 'select' | 'vip';

/** Tier 0 Basic (OptedOut, NonActivated), tier 2 Select (OptedIn), tier 3 VIP (part 2 §4, §9). */
export function earnTierOf(tierLevel: TierLevel): EarnTier {
  if (tierLevel === 'VIP') return 'vip';
  return tierLevel === 'OptedIn' ? 'select' : 'basic';
}

/** The rate a member of this tier earns; a VIP of a partner without a VIP rate earns Select's. */
export function earnRateFor(tierLevel: TierLevel, rates: EarnRates): EarnRate {
  const tier = earnTierOf(tierLevel);
  return tier === 'vip' ? (rates.vip ?? rates.select) : rates[tier];
}

const formatNumber = (value: number) => String(Number(value.toFixed(2)));

/**
 * "3 miles per $1 spent", "1 mile per $2 spent"; cash-back programs earn a share of the bill: "3% cash back",
 * "2% back in statement credits".
 */
export function formatEarnRate(rate: EarnRate, currency: EarnCurrency): string {
  if (isCashProgram(currency.type)) {
    const percent = formatNumber((rate.amount / rate.perDollars) * 100);
    return currency.type === 'Dollar' ? `${percent}% cash back` : `${percent}% back in ${currency.plural}`;
  }
  const unit = rate.amount === 1 ? currency.singular : currency.plural;
  return `${formatNumber(rate.amount)} ${unit} per $${formatNumber(rate.perDollars)} spent`;
}
