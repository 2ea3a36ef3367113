import type { CurrencyType } from '../constants';
import type { EarnTerms } from './earn-decision';
import { earnedAmount } from './earn-decision';
import type { EarnCurrency, EarnRate } from './earn-rates';
import { fixedAmountWords, formatCents, rewardUnitOf } from './reward-amount';

/**
 * A purchase reward in words (docs/rewards.md "Every reward explains itself"), in the program's words and
 * units: "3 miles per $1 as a Select member × 3 (Triple for a limited time) = 877 miles", "Plus 500 bonus miles
 * (Tuesday treat)" for a fixed-amount offer, "$6 bonus (Welcome back offer)", "Only the first $250 a month earns". Built from what the engine stored, so the words and the
 * amount cannot disagree.
 */

/** "17:00" as "5 PM", "17:30" as "5:30 PM", "00:00" and "24:00" as "midnight", "12:00" as "noon". */
export function clockTimeWords(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]) % 24;
  const minutes = match[2]!;
  if (minutes === '00' && hours === 0) return 'midnight';
  if (minutes === '00' && hours === 12) return 'noon';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes === '00' ? '' : `:${minutes}`} ${hours >= 12 ? 'PM' : 'AM'}`;
}

const trimmed = (value: number) => String(Number(value.toFixed(2)));

// Kept beside rewardFor (reward-amount.ts) so a merchant card can say an amount without this module's weight.
export { fixedAmountWords, formatCents } from './reward-amount';

/** An amount in the program's unit: "877 miles", "1 point", "$6", "$12.60" (cash programs count cents). */
export function formatProgramAmount(amount: number, currency: EarnCurrency): string {
  if (rewardUnitOf(currency.type) === 'cent') return formatCents(amount);
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? currency.singular : currency.plural}`;
}

/** "3 miles per $1", "1 mile per $2", "6% cash back", "5% back". */
export function rateWords(rate: EarnRate, currency: EarnCurrency): string {
  if (rewardUnitOf(currency.type) === 'cent') {
    const percent = trimmed((rate.amount / rate.perDollars) * 100);
    return currency.type === 'Dollar' ? `${percent}% cash back` : `${percent}% back`;
  }
  const unit = rate.amount === 1 ? currency.singular : currency.plural;
  return `${trimmed(rate.amount)} ${unit} per $${trimmed(rate.perDollars)}`;
}

export interface PurchaseExplanationInput {
  currency: EarnCurrency;
  rate: EarnRate;
  /** The tier's name as the program calls it ("Select"). */
  tierName: string;
  terms: EarnTerms;
  ticketCents: number;
  eligibleCents: number;
  /** The restaurant's monthly spend limit in cents; null none. */
  maxSpendPerMonthCents: number | null;
}

/** The lines that say how a purchase's reward was worked out. */
export function explainPurchaseReward(input: PurchaseExplanationInput): string[] {
  const { currency, terms } = input;
  const amount = earnedAmount(input.eligibleCents, input.rate, currency.type as CurrencyType, terms);
  const offer = terms.offer ? ` × ${trimmed(terms.offer.multiplier)} (${terms.offer.title})` : '';
  const lines = [
    `${rateWords(input.rate, currency)} as a ${input.tierName} member${offer} = ${formatProgramAmount(amount.multiplied, currency)}`,
  ];
  // Nothing left under the spend limit earns nothing, bonuses included (earn-decision.ts promisedReward).
  if (input.eligibleCents > 0) {
    if (terms.fixedOffer)
      lines.push(`Plus ${fixedAmountWords(terms.fixedOffer.amount, currency)} (${terms.fixedOffer.title})`);
    for (const bonus of terms.bonuses)
      lines.push(`${formatProgramAmount(bonus.amount, currency)} bonus (${bonus.title})`);
  }
  if (input.maxSpendPerMonthCents !== null && input.eligibleCents < input.ticketCents) {
    lines.push(`Only the first ${formatCents(input.maxSpendPerMonthCents)} a month earns`);
  }
  return lines;
}
