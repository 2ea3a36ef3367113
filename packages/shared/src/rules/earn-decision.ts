import type { CurrencyType } from '../constants';
import type { DayOfWeek } from '../contracts/merchant-constants';
import type { LocalClock } from '../dates/zoned-clock';
import type { EarnRate } from './earn-rates';
import { rewardFor } from './reward-amount';

/** The restaurant's clock lives in the dates module; these names stay exported here for existing callers. */
export { localClockIn, type LocalClock } from '../dates/zoned-clock';

/**
 * The one earn decision (docs/rewards.md "The earn decision"): which of a restaurant's offers a purchase
 * earns under, and what it earns. The rewards engine pays with it; the merchant card, the merchant page and
 * the flex-offer call promise with it, so what a member is shown is what is paid. Pure and zod-free: the
 * web's first load may take it.
 *
 * An offer is either a multiplier of the tier's rate ("Double miles") or a fixed amount paid once per
 * qualifying purchase on top of the base reward ("500 bonus miles", "$5 back"), under the same conditions.
 *
 * Precedence (written down and tested, decision 0040): offers of one kind do not stack — of the multiplier
 * offers that apply, the highest multiplier wins, and of the fixed-amount offers, the largest amount (a tie goes
 * to a Limited offer, then the one ending first, then the lower id, so the choice never depends on the order a
 * catalog lists them). The two kinds do add up: a purchase earns under at most one multiplier offer and at most
 * one fixed-amount offer. Fixed bonuses (flex offers) are added on top, each once.
 */

/** An offer as the decision reads it (contracts/merchants.ts offerSchema). */
export interface EarnOffer {
  id: string;
  /** Bumped by every edit: a reward records the version that paid it. */
  version: number;
  type: 'Unlimited' | 'Limited';
  title: string;
  daysOfWeek: readonly DayOfWeek[];
  /** 2 = double; null for a fixed-amount offer or a perk that earns nothing extra. */
  earnMultiplier: number | null;
  /**
   * A fixed-amount offer: what it adds to each qualifying purchase, in each program's reward unit (whole miles or
   * points; cents in cash-back programs, so 500 is "500 bonus miles" or "$5 back"). Absent or null for a
   * multiplier offer: an offer is one kind or the other (decision 0040).
   */
  fixedAmount?: number | null;
  /** YYYY-MM-DD on the restaurant's calendar, both days included; null leaves that side open. */
  startsOn: string | null;
  endsOn: string | null;
  /** Local HH:MM, from included, until excluded; null all day. */
  hours: { from: string; until: string } | null;
  /** The bill (before refunds) must reach this, in dollars; null none. */
  minimumSpendDollars: number | null;
  /** How many purchases of one member the offer pays; null unlimited. */
  usesPerMember: number | null;
}

/** The terms of an offer with none of its own: version 1, all day, any bill, every visit. */
export const PLAIN_OFFER_TERMS = {
  version: 1,
  hours: null,
  minimumSpendDollars: null,
  usesPerMember: null,
} as const satisfies Pick<EarnOffer, 'version' | 'hours' | 'minimumSpendDollars' | 'usesPerMember'>;

/** A fixed bonus in the program's unit (whole miles or points, cents for cash programs), e.g. a flex offer. */
export interface FixedBonus {
  id: string;
  version: number;
  title: string;
  amount: number;
  usesPerMember: number | null;
}

export interface AppliedOffer {
  id: string;
  version: number;
  title: string;
  multiplier: number;
}

/** The fixed-amount offer a purchase earned under, and what it added (the program's unit). */
export interface AppliedFixedOffer {
  id: string;
  version: number;
  title: string;
  amount: number;
}

export interface AppliedBonus {
  id: string;
  version: number;
  title: string;
  amount: number;
}

/** What a purchase earns under, decided once when it arrives and stored with its reward. */
export interface EarnTerms {
  /** The multiplier offer. */
  offer: AppliedOffer | null;
  /** The fixed-amount offer (absent in terms stored before fixed amounts existed: none). */
  fixedOffer?: AppliedFixedOffer | null;
  bonuses: AppliedBonus[];
}

export const BASE_TERMS: EarnTerms = { offer: null, bonuses: [] };

/** Why an offer does not pay a purchase; `noMultiplier`: it pays nothing extra (no multiplier above 1, no amount). */
export type OfferMiss = 'notStarted' | 'ended' | 'otherDay' | 'otherHours' | 'belowMinimum' | 'usedUp' | 'noMultiplier';

/** "17:30" as minutes since midnight; "24:00" is the end of the day. */
export type OfferKind = 'multiplier' | 'fixedAmount';

/** Which kind of offer this is, or null for one that pays nothing extra (a perk). */
export function offerKind(offer: Pick<EarnOffer, 'earnMultiplier' | 'fixedAmount'>): OfferKind | null {
  if (offer.fixedAmount != null) return offer.fixedAmount > 0 ? 'fixedAmount' : null;
  return offer.earnMultiplier !== null && offer.earnMultiplier > 1 ? 'multiplier' : null;
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function withinHours(hours: EarnOffer['hours'], minutes: number): boolean {
  if (!hours) return true;
  const from = minutesOf(hours.from);
  const until = minutesOf(hours.until);
  // A window past midnight (22:00 to 02:00) wraps.
  return from <= until ? minutes >= from && minutes < until : minutes >= from || minutes < until;
}

/** When a restaurant earns at all (its page's "When it earns"): local hours and blackout dates. */
export interface BenefitAvailability {
  /** Local HH:MM, from included, to excluded; null all day. */
  hours: { from: string; to: string } | null;
  /** YYYY-MM-DD on the restaurant's calendar. */
  blackoutDates: readonly string[];
}

export type AvailabilityMiss = 'blackoutDate' | 'outsideHours';

/**
 * Why a purchase at this moment earns nothing at the restaurant, or null when it earns: a blackout date, or
 * outside the restaurant's benefit hours (its benefit days are matching's, docs/transaction-feed.md).
 */
export function availabilityMiss(availability: BenefitAvailability, clock: LocalClock): AvailabilityMiss | null {
  if (availability.blackoutDates.includes(clock.date)) return 'blackoutDate';
  const hours = availability.hours;
  if (hours && !withinHours({ from: hours.from, until: hours.to }, clock.minutes)) return 'outsideHours';
  return null;
}

export interface OfferPurchase {
  clock: LocalClock;
  /** The bill as first charged (the authorization, else the settlement), in cents. */
  billCents: number;
}

/** Why `offer` does not pay this purchase, or null when it does. `usesBefore`: the member's earlier purchases it paid. */
export function offerMiss(offer: EarnOffer, purchase: OfferPurchase, usesBefore: number): OfferMiss | null {
  if (offerKind(offer) === null) return 'noMultiplier';
  if (offer.startsOn !== null && purchase.clock.date < offer.startsOn) return 'notStarted';
  if (offer.endsOn !== null && purchase.clock.date > offer.endsOn) return 'ended';
  if (!offer.daysOfWeek.includes(purchase.clock.day)) return 'otherDay';
  if (!withinHours(offer.hours, purchase.clock.minutes)) return 'otherHours';
  if (offer.minimumSpendDollars !== null && purchase.billCents < Math.round(offer.minimumSpendDollars * 100)) {
    return 'belowMinimum';
  }
  if (offer.usesPerMember !== null && usesBefore >= offer.usesPerMember) return 'usedUp';
  return null;
}

/** Whether an offer runs on a local date (YYYY-MM-DD): its start and end days included, a null side open. */
export function offerRunsOn(offer: Pick<EarnOffer, 'startsOn' | 'endsOn'>, date: string): boolean {
  return (offer.startsOn === null || offer.startsOn <= date) && (offer.endsOn === null || date <= offer.endsOn);
}

/** What an offer of its kind is worth for the precedence: its multiplier, or its fixed amount. */
const worthOf = (offer: EarnOffer) =>
  offerKind(offer) === 'fixedAmount' ? (offer.fixedAmount ?? 0) : (offer.earnMultiplier ?? 0);

/** Which of two applicable offers of one kind wins (see the precedence above): negative when `a` does. */
function compareOffers(a: EarnOffer, b: EarnOffer): number {
  const byWorth = worthOf(b) - worthOf(a);
  if (byWorth !== 0) return byWorth;
  if (a.type !== b.type) return a.type === 'Limited' ? -1 : 1;
  const aEnds = a.endsOn ?? '9999-12-31';
  const bEnds = b.endsOn ?? '9999-12-31';
  if (aEnds !== bEnds) return aEnds < bEnds ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface TermsInput extends OfferPurchase {
  offers: readonly EarnOffer[];
  bonuses: readonly FixedBonus[];
  /** How many of the member's earlier purchases an offer or bonus (by id) paid. */
  usesOf: (id: string) => number;
}

/** The offer and bonuses a purchase earns under. */
export function chooseTerms(input: TermsInput): EarnTerms {
  const applicable = input.offers.filter((offer) => offerMiss(offer, input, input.usesOf(offer.id)) === null);
  const best = applicable.filter((offer) => offerKind(offer) === 'multiplier').sort(compareOffers)[0];
  const bestFixed = applicable.filter((offer) => offerKind(offer) === 'fixedAmount').sort(compareOffers)[0];
  const bonuses = input.bonuses
    .filter(
      (bonus) => bonus.amount > 0 && (bonus.usesPerMember === null || input.usesOf(bonus.id) < bonus.usesPerMember),
    )
    .map(({ id, version, title, amount }) => ({ id, version, title, amount }));
  return {
    offer: best ? { id: best.id, version: best.version, title: best.title, multiplier: best.earnMultiplier! } : null,
    ...(bestFixed
      ? {
          fixedOffer: {
            id: bestFixed.id,
            version: bestFixed.version,
            title: bestFixed.title,
            amount: bestFixed.fixedAmount!,
          },
        }
      : {}),
    bonuses,
  };
}

/** The offer ids a reward's terms used (each counts as one use of it). */
export const termsOfferIds = (terms: EarnTerms): string[] => [
  ...(terms.offer ? [terms.offer.id] : []),
  ...(terms.fixedOffer ? [terms.fixedOffer.id] : []),
  ...terms.bonuses.map((bonus) => bonus.id),
];

export interface EarnedAmount {
  /** At the tier's rate alone. */
  base: number;
  /** At the tier's rate times the offer's multiplier (base when there is no offer). */
  multiplied: number;
  /** The fixed-amount offer's amount plus the fixed bonuses. */
  bonus: number;
  total: number;
}

/**
 * What `eligibleCents` (the part of the bill under the monthly spend limit) earns at `rate` under `terms`.
 * The multiplier scales the rate before rounding (decision 0013: one floor, never a rounded base times three),
 * so $97.53 at 3 miles per $1 tripled is 877 miles, not 3 × 292.
 */
export function earnedAmount(
  eligibleCents: number,
  rate: EarnRate,
  currency: CurrencyType,
  terms: EarnTerms,
): EarnedAmount {
  const base = rewardFor(eligibleCents, rate, currency);
  const multiplied = terms.offer
    ? rewardFor(eligibleCents, { amount: rate.amount * terms.offer.multiplier, perDollars: rate.perDollars }, currency)
    : base;
  const bonus = terms.bonuses.reduce((sum, b) => sum + b.amount, terms.fixedOffer?.amount ?? 0);
  return { base, multiplied, bonus, total: multiplied + bonus };
}

export interface PromiseInput extends TermsInput {
  rate: EarnRate;
  currency: CurrencyType;
  /** The restaurant's monthly spend limit in cents (null none) and what the member's month has used of it. */
  maxSpendPerMonthCents: number | null;
  spentThisMonthCents: number;
  /** The restaurant's benefit hours and blackout dates: outside them a purchase earns nothing. */
  availability: BenefitAvailability;
}

/** What a purchase will earn, as a card or page promises it: the engine pays exactly this for it. */
export function promisedReward(input: PromiseInput): { terms: EarnTerms; eligibleCents: number; amount: EarnedAmount } {
  const terms = chooseTerms(input);
  const eligibleCents =
    availabilityMiss(input.availability, input.clock) !== null
      ? 0
      : input.maxSpendPerMonthCents === null
        ? input.billCents
        : Math.max(0, Math.min(input.billCents, input.maxSpendPerMonthCents - input.spentThisMonthCents));
  // Past the spend limit a purchase earns nothing, bonuses included (the engine forfeits it).
  const amount =
    eligibleCents === 0
      ? { base: 0, multiplied: 0, bonus: 0, total: 0 }
      : earnedAmount(eligibleCents, input.rate, input.currency, terms);
  return { terms, eligibleCents, amount };
}

/** The bill a card prices an offer on when there is no real one: a typical meal, or an offer's minimum if higher. */
export const TYPICAL_BILL_CENTS = 5000;

/**
 * The offer a merchant card features at `clock` (the restaurant's clock, localClockIn): the one the decision
 * would apply to a typical bill now (every offer's minimum met, no uses yet; its multiplier offer before its
 * fixed-amount one), else the first offer running today, else null. The card's tag and the page's estimate both come from chooseTerms, so neither can promise
 * an offer the engine would not pay at that moment.
 */
export function featuredOffer<T extends EarnOffer>(offers: readonly T[], clock: LocalClock): T | null {
  const billCents = Math.max(
    TYPICAL_BILL_CENTS,
    ...offers.map((offer) => Math.round((offer.minimumSpendDollars ?? 0) * 100)),
  );
  const terms = chooseTerms({ offers, bonuses: [], clock, billCents, usesOf: () => 0 });
  const appliedId = terms.offer?.id ?? terms.fixedOffer?.id;
  const applied = appliedId ? offers.find((candidate) => candidate.id === appliedId) : undefined;
  return applied ?? offers.find((candidate) => offerRunsOn(candidate, clock.date)) ?? null;
}
