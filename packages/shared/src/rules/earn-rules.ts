import type { CurrencyType, TierLevel } from '../constants';
import type { AwardStatus } from '../contracts/rewards';
import type { EarnRates, EarnTier } from './earn-rates';
import { earnedAmount, type BenefitAvailability, type EarnOffer, type EarnTerms } from './earn-decision';
import { clockTimeWords } from './earn-explanation';

/**
 * The earn rules of one purchase (docs/rewards.md), pure so that every boundary is a unit test: what is
 * left spent, whether the member may earn at this restaurant now, later or never, at which tier's rate,
 * under the merchant's monthly spend limit, and the reward's status in its lifecycle.
 */

/** How long a Deferred reward waits for the member to qualify ("allow up to two weeks"). */
export const DEFERRAL_DAYS = 14;

export const FORFEIT_REASONS = {
  vipOnly: 'Only VIP members earn at this restaurant',
  spendLimit: "This restaurant's monthly spend limit was already reached",
  refunded: 'The purchase was refunded',
  reversed: 'The purchase was reversed',
  deferralExpired: 'Not earned within 14 days',
  blackoutDate: "Not earned on this restaurant's blackout dates",
} as const;

/** A purchase outside the restaurant's benefit hours: "This restaurant earns from 11 AM to 3 PM only". */
export const outsideHoursReason = (hours: { from: string; to: string }) =>
  `This restaurant earns from ${clockTimeWords(hours.from)} to ${clockTimeWords(hours.to)} only`;

/**
 * A visit past the restaurant's monthly visit limit, in the words the member reads: "Visit limit reached for
 * November: 2 of 2 visits". `month` is the purchase's local YYYY-MM.
 */
export function visitLimitReason(month: string, maxVisits: number): string {
  const name = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${VISIT_LIMIT_REASON_START} ${name}: ${maxVisits} of ${maxVisits} visit${maxVisits === 1 ? '' : 's'}`;
}
/** How every visit-limit reason begins: such a purchase is not a visit that counts toward the limit. */
export const VISIT_LIMIT_REASON_START = 'Visit limit reached for';

export const DEFERRAL_REASONS = {
  notActivated: 'Activate your account within 14 days to earn',
  emailOptIn: 'Turn on e-mail offers within 14 days to earn at this Select restaurant',
} as const;

/** The feed events of one purchase, summed. */
export interface PurchaseEvents {
  authorizedCents: number | null;
  settledCents: number | null;
  refundedCents: number;
  reversed: boolean;
}

/** What is left spent: the settled amount (the authorization until then) less refunds; a reversal leaves nothing. */
export function ticketOf(events: PurchaseEvents): number {
  const purchase = events.settledCents ?? events.authorizedCents ?? 0;
  if (events.reversed && events.settledCents === null) return 0;
  return Math.max(0, purchase - events.refundedCents);
}

export interface EarningMember {
  tierLevel: TierLevel;
  emailOptIn: boolean;
  /** VIP through the end of this year, from a qualifying year. */
  vipThrough: number | null;
}

export interface EarningMerchant {
  accessTier: 'basic' | 'select' | 'vip';
  /** 1 acclaimed (a Select campaign), 2 the second level (a VIP campaign). */
  acclaimedLevel: number;
  maxSpendPerMonthCents: number | null;
}

/** What the earn decision reads of a restaurant beyond its gates: its offers, clock and promotion. */
export interface OfferingMerchant extends EarningMerchant {
  /** The public merchant id (FP0000042): a flex offer's key names it. */
  merchantId: string;
  offers: readonly EarnOffer[];
  timeZone: string;
  campaignCodes: readonly string[];
  /** details.visitLimits.maxVisitsPerMonth: visits a member's month earns on; null unlimited. */
  maxVisitsPerMonth: number | null;
  /** details.benefitHours and details.blackoutDates: when the restaurant earns at all. */
  availability: BenefitAvailability;
}

export interface EarningPartner {
  currencyType: CurrencyType;
  earnRates: EarnRates;
  hasVIP: boolean;
  dinesRequired: number;
}

/** VIP for the purchase's year: VIP now, VIP through a qualifying year, or past this year's qualifying dines. */
export function isVipFor(member: EarningMember, partner: EarningPartner, year: number, dinesBefore: number): boolean {
  if (!partner.hasVIP) return false;
  if (member.tierLevel === 'VIP' || (member.vipThrough ?? 0) >= year) return true;
  return dinesBefore >= partner.dinesRequired;
}

/** The rate a purchase earns at: VIP from the qualifying dine on, Select with e-mail opt-in, Basic otherwise. */
export function earnTierFor(member: EarningMember, vip: boolean): EarnTier {
  if (vip) return 'vip';
  return member.tierLevel === 'OptedIn' || (member.emailOptIn && member.tierLevel !== 'NonActivated')
    ? 'select'
    : 'basic';
}

export type Gate = { kind: 'open' } | { kind: 'defer'; reason: string } | { kind: 'forfeit'; reason: string };

/**
 * The tier gates (part 2 §6): a VIP restaurant earns only for VIP members (forfeit: a member cannot become
 * VIP in two weeks); a member who is not activated, or without e-mail opt-in at a Select restaurant, has
 * two weeks to put it right (deferred).
 */
export function gateFor(member: EarningMember, merchant: EarningMerchant, vip: boolean): Gate {
  const needsVip = merchant.accessTier === 'vip' || merchant.acclaimedLevel >= 2;
  const needsSelect = merchant.accessTier === 'select' || merchant.acclaimedLevel === 1;
  if (needsVip && !vip) return { kind: 'forfeit', reason: FORFEIT_REASONS.vipOnly };
  if (member.tierLevel === 'NonActivated') return { kind: 'defer', reason: DEFERRAL_REASONS.notActivated };
  if (needsSelect && !vip && !member.emailOptIn) return { kind: 'defer', reason: DEFERRAL_REASONS.emailOptIn };
  return { kind: 'open' };
}

/** The part of the ticket under the monthly spend limit, given what other purchases that month already used. */
export function eligibleCents(ticketCents: number, merchant: EarningMerchant, spentByOthersCents: number): number {
  if (merchant.maxSpendPerMonthCents === null) return ticketCents;
  return Math.max(0, Math.min(ticketCents, merchant.maxSpendPerMonthCents - spentByOthersCents));
}

/** The rate of an earn tier; a partner without a VIP rate pays VIP members Select's. */
export function rateOfTier(tier: EarnTier, rates: EarnRates) {
  return tier === 'vip' ? (rates.vip ?? rates.select) : rates[tier];
}

/** What the earning part of a purchase earns at the tier's rate under its offer and bonuses (earn-decision.ts). */
export function rewardAmount(eligible: number, tier: EarnTier, partner: EarningPartner, terms: EarnTerms): number {
  // Nothing left to earn on earns nothing, bonuses included: such a purchase is forfeit (spend limit, refund).
  if (eligible <= 0) return 0;
  return earnedAmount(eligible, rateOfTier(tier, partner.earnRates), partner.currencyType, terms).total;
}

export interface RewardState {
  status: AwardStatus;
  reason: string | null;
}

/**
 * The status of a purchase's reward once its amount is known. `previous` is the stored state (null for a
 * new purchase): a Deferred or gate-Forfeit reward keeps its status until the deferral is resolved, and a
 * posted or paid reward stays so (a refund then posts its difference). A cash program holds a settled reward as
 * Awarded (its balance) until it is paid out; miles and points wait for posting.
 */
export function statusFor(
  input: { gate: Gate; ticketCents: number; eligibleCents: number; settled: boolean; reversed: boolean; cash: boolean },
  previous: RewardState | null,
): RewardState {
  if (input.reversed && !input.settled) return { status: 'Forfeit', reason: FORFEIT_REASONS.reversed };
  if (input.ticketCents === 0) return { status: 'Forfeit', reason: FORFEIT_REASONS.refunded };
  if (previous?.status === 'Deferred' || previous?.status === 'Paid') return previous;
  if (previous?.status === 'Forfeit' && previous.reason !== FORFEIT_REASONS.refunded) return previous;
  if (input.gate.kind === 'forfeit') return { status: 'Forfeit', reason: input.gate.reason };
  if (input.gate.kind === 'defer') return { status: 'Deferred', reason: input.gate.reason };
  if (input.eligibleCents === 0) return { status: 'Forfeit', reason: FORFEIT_REASONS.spendLimit };
  if (previous?.status === 'Awarded') return previous;
  return { status: input.settled && input.cash ? 'Awarded' : 'Pending', reason: null };
}
