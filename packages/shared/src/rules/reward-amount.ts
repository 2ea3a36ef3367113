import type { CurrencyType } from '../constants';
import type { EarnCurrency, EarnRate } from './earn-rates';
import { isCashProgram } from './cash-programs';

/**
 * What a purchase earns at a rate (docs/decisions/0013-reward-rounding.md): money is integer cents,
 * Mile and Point programs earn whole miles or points, Dollar and Credit programs earn cents, and every
 * result is rounded down, never up: a program never owes a fraction it did not promise.
 */

/** Rates carry up to six decimals (0.03 dollars per $1); they are read as whole millionths. */
const MICROS = 1_000_000;

/** The unit a reward is counted in: whole miles or points, or cents of a dollar. */
export function rewardUnitOf(currency: CurrencyType): 'unit' | 'cent' {
  return isCashProgram(currency) ? 'cent' : 'unit';
}

/** Cents as dollars: "$6" when whole, "$12.60" otherwise, "$1,250" with thousands. */
export function formatCents(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`;
}

/**
 * A fixed-amount offer's amount as a member reads it (decision 0040): "500 bonus miles", "1 bonus point",
 * "$5 back", "$2.50 back" (cash programs count cents). Here rather than in earn-explanation.ts so the merchant
 * card (the search page's first load) can say it without that module.
 */
export function fixedAmountWords(amount: number, currency: EarnCurrency): string {
  if (rewardUnitOf(currency.type) === 'cent') return `${formatCents(amount)} back`;
  return `${amount.toLocaleString('en-US')} bonus ${amount === 1 ? currency.singular : currency.plural}`;
}

/**
 * The reward of `amountCents` spent at `rate`: floor(amount × rate.amount ÷ rate.perDollars) in the
 * program's unit, computed in integers (a float product like 0.07 × 100 would round the wrong way).
 */
export function rewardFor(amountCents: number, rate: EarnRate, currency: CurrencyType): number {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 0;
  const rateMicros = Math.round(rate.amount * MICROS);
  const perDollarsMicros = Math.round(rate.perDollars * MICROS);
  if (rateMicros <= 0 || perDollarsMicros <= 0) return 0;
  // Units per cent spent = rate.amount / (rate.perDollars × 100); a cent-counted program earns 100× that.
  const unitsPerDollar = rewardUnitOf(currency) === 'cent' ? 100 : 1;
  const numerator = BigInt(amountCents) * BigInt(rateMicros) * BigInt(unitsPerDollar);
  const denominator = BigInt(perDollarsMicros) * 100n;
  return Number(numerator / denominator);
}
