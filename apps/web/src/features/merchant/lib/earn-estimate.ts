import type { CurrencyType, TierLevel } from '@forkpoint/shared/constants';
import type { FlexOffer } from '@forkpoint/shared/contracts/flex-offers';
import type { Merchant } from '@forkpoint/shared/contracts/merchants';
import {
  availabilityMiss,
  localClockIn,
  minutesOf,
  offerKind,
  offerMiss,
  promisedReward,
  type FixedBonus,
  type LocalClock,
} from '@forkpoint/shared/rules/earn-decision';
import {
  clockTimeWords,
  explainPurchaseReward,
  formatCents,
  formatProgramAmount,
} from '@forkpoint/shared/rules/earn-explanation';
import { earnRateFor, type EarnCurrency, type EarnRates } from '@forkpoint/shared/rules/earn-rates';
import { FLEX_OFFER_USES_PER_MEMBER, flexOfferKey, promotionTitle } from '@forkpoint/shared/rules/flex-offer';
import { rewardUnitOf } from '@forkpoint/shared/rules/reward-amount';

/**
 * "What you'd earn here today" on the merchant page: what a bill the member types earns at the restaurant now,
 * on its own clock, by the one earn decision the rewards engine pays with (rules/earn-decision.ts
 * promisedReward) and in the words a reward explains itself with (rules/earn-explanation.ts). The member's flex
 * offer is the bonus the engine adds; the restaurant's monthly spend limit counts as unused. What the page
 * cannot know (the member's earlier uses of an offer, what this month already spent here) is taken as none.
 */

export interface EstimatePartner {
  currencyType: CurrencyType;
  earnRates: EarnRates;
  terms: { currencySingular: string; currencyPlural: string };
}

export interface EstimateInput {
  merchant: Pick<Merchant, 'merchantId' | 'offers' | 'timeZone' | 'visitLimits' | 'benefitAvailability'>;
  partner: EstimatePartner;
  tierLevel: TierLevel;
  /** The tier's name as the program calls it ("Select"). */
  tierName: string;
  /** The flex offer call's answer (its amount in dollars for cash programs), or null. */
  flexOffer: FlexOffer | null;
  billCents: number;
  now: Date;
}

export interface EarnEstimate {
  /** "A $50 meal today earns 450 miles". */
  headline: string;
  /** How it is worked out: "3 miles per $1 as a Select member × 3 (Triple for a limited time) = 450 miles", … */
  lines: string[];
  /** An offer that starts later today and earns more: "From 5 PM, the same meal earns 300 miles (Double dinner)". */
  later: string | null;
  /** An offer the bill is under the minimum of: "Triple Thursdays applies to bills of $75 or more". */
  minimum: string | null;
}

/** The flex offer as the engine pays it (rules/flex-offer.ts flexBonusOf), from the call's answer. */
export function flexBonusFrom(flexOffer: FlexOffer, merchantId: string, currencyType: CurrencyType): FixedBonus {
  return {
    id: flexOfferKey(merchantId, flexOffer.campaignCode),
    version: 1,
    title: promotionTitle(flexOffer.campaignCode),
    amount: rewardUnitOf(currencyType) === 'cent' ? Math.round(flexOffer.amount * 100) : flexOffer.amount,
    usesPerMember: FLEX_OFFER_USES_PER_MEMBER,
  };
}

function clockIn(timeZone: string, now: Date): LocalClock | null {
  try {
    return localClockIn(timeZone, now);
  } catch {
    // A time zone this browser does not know: the page promises nothing rather than the wrong day.
    return null;
  }
}

/** Whether this browser can read the restaurant's clock, which every estimate needs. */
export const canEstimateIn = (timeZone: string) => clockIn(timeZone, new Date()) !== null;

/** The estimate, or null where it cannot be made (no bill, an unknown time zone). */
export function earnEstimate(input: EstimateInput): EarnEstimate | null {
  const { merchant, partner, billCents } = input;
  const clock = clockIn(merchant.timeZone, input.now);
  if (!clock || !Number.isInteger(billCents) || billCents <= 0) return null;
  const currency: EarnCurrency = {
    type: partner.currencyType,
    singular: partner.terms.currencySingular,
    plural: partner.terms.currencyPlural,
  };
  const rate = earnRateFor(input.tierLevel, partner.earnRates);
  const maxSpendPerMonthCents =
    merchant.visitLimits.maxSpendPerMonth === null ? null : Math.round(merchant.visitLimits.maxSpendPerMonth * 100);
  const bonuses = input.flexOffer ? [flexBonusFrom(input.flexOffer, merchant.merchantId, partner.currencyType)] : [];
  const availability = {
    hours: merchant.benefitAvailability.hours,
    blackoutDates: merchant.benefitAvailability.blackoutDates,
  };
  const promise = (at: LocalClock, cents: number) =>
    promisedReward({
      offers: merchant.offers,
      bonuses,
      clock: at,
      billCents: cents,
      usesOf: () => 0,
      rate,
      currency: partner.currencyType,
      maxSpendPerMonthCents,
      spentThisMonthCents: 0,
      availability,
    });

  // Outside the restaurant's benefit hours or on a blackout date nothing earns, as the engine pays it.
  const closed = availabilityMiss(availability, clock);
  if (closed) {
    const hours = availability.hours;
    return {
      headline:
        closed === 'blackoutDate' || !hours
          ? `Today is a blackout date here: a ${formatCents(billCents)} meal earns nothing`
          : `A ${formatCents(billCents)} meal now earns nothing: this restaurant earns from ${clockTimeWords(hours.from)} to ${clockTimeWords(hours.to)}`,
      lines: [],
      later: null,
      minimum: null,
    };
  }

  const now = promise(clock, billCents);
  const lines = explainPurchaseReward({
    currency,
    rate,
    tierName: input.tierName,
    terms: now.terms,
    ticketCents: billCents,
    eligibleCents: now.eligibleCents,
    maxSpendPerMonthCents,
  });

  // An offer whose hours start later today and that earns this bill more then.
  const later = merchant.offers
    .flatMap((offer) =>
      offer.hours && offerMiss(offer, { clock, billCents }, 0) === 'otherHours' ? [offer.hours.from] : [],
    )
    .filter((from) => minutesOf(from) > clock.minutes)
    .sort()
    .map((from) => ({ from, reward: promise({ ...clock, minutes: minutesOf(from) }, billCents) }))
    .filter(({ reward }) => (reward.terms.offer || reward.terms.fixedOffer) && reward.amount.total > now.amount.total)
    .sort((a, b) => b.reward.amount.total - a.reward.amount.total)[0];

  // The best offer this bill is under the minimum of, and that would earn more than what applies now: a higher
  // multiplier, else a larger fixed amount (the two kinds add up, decision 0040).
  const nowMultiplier = now.terms.offer?.multiplier ?? 1;
  const nowFixed = now.terms.fixedOffer?.amount ?? 0;
  const belowMinimum = merchant.offers.filter((offer) => offerMiss(offer, { clock, billCents }, 0) === 'belowMinimum');
  const underMinimum =
    belowMinimum
      .filter((offer) => offerKind(offer) === 'multiplier' && (offer.earnMultiplier ?? 0) > nowMultiplier)
      .sort((a, b) => (b.earnMultiplier ?? 0) - (a.earnMultiplier ?? 0))[0] ??
    belowMinimum
      .filter((offer) => offerKind(offer) === 'fixedAmount' && (offer.fixedAmount ?? 0) > nowFixed)
      .sort((a, b) => (b.fixedAmount ?? 0) - (a.fixedAmount ?? 0))[0];

  // "Today" holds only when the answer does not change with the hour.
  const applied = [now.terms.offer?.id, now.terms.fixedOffer?.id];
  const timed = Boolean(later) || merchant.offers.some((offer) => applied.includes(offer.id) && offer.hours);
  const total = formatProgramAmount(now.amount.total, currency);
  const limit = now.eligibleCents < billCents ? ', up to the monthly limit' : '';
  return {
    headline: `A ${formatCents(billCents)} meal ${timed ? 'now' : 'today'} earns ${total}${limit}`,
    lines,
    later: later
      ? `From ${clockTimeWords(later.from)}, the same meal earns ${formatProgramAmount(later.reward.amount.total, currency)} (${(later.reward.terms.offer ?? later.reward.terms.fixedOffer)!.title})`
      : null,
    minimum: underMinimum
      ? `${underMinimum.title} applies to bills of ${formatCents(Math.round(underMinimum.minimumSpendDollars! * 100))} or more`
      : null,
  };
}
