import type { Merchant, MerchantHighlight, MerchantOffer } from '@forkpoint/shared/contracts/merchants';
import { clockTimeWords, fixedAmountWords, formatCents } from '@forkpoint/shared/rules/earn-explanation';
import type { EarnCurrency } from '@forkpoint/shared/rules/earn-rates';
import { formatBenefitDays, formatCalendarDate } from './benefit-schedule';

/** The merchant page's words for the catalog's fields (highlights, meters, limits, offers). */

/** Highlight names; "acclaimed" is the partner's Acclaimed badge copy instead. */
export const HIGHLIGHT_LABELS: Record<Exclude<MerchantHighlight, 'acclaimed'>, string> = {
  comingSoon: 'Coming Soon',
  leavingSoon: 'Leaving Soon',
  new: 'New',
  onlineOrderingOnly: 'Online Ordering Only',
  onlineOrderingAvailable: 'Online Ordering Available',
  limitedTime: 'Limited Time',
};

export function highlightLabels(highlights: readonly MerchantHighlight[]): string[] {
  return highlights.flatMap((h) => (h === 'acclaimed' ? [] : [HIGHLIGHT_LABELS[h]]));
}

/** Price level 1 to 4 as "$$" of "$$$$"; level 0 (unknown) shows no meter. */
export function priceMeter(priceRange: number): { filled: string; empty: string; label: string } | null {
  if (priceRange < 1 || priceRange > 4) return null;
  return {
    filled: '$'.repeat(priceRange),
    empty: '$'.repeat(4 - priceRange),
    label: `Price: ${priceRange} out of 4`,
  };
}

/** Rating 0 to 5 (one decimal) with the count: "4.5 out of 5 stars", "128 ratings". */
export function ratingSummary(rating: { overallRating: number; numberOfRatings: number }) {
  const stars = Math.min(5, Math.max(0, Math.round(rating.overallRating * 10) / 10));
  const count = rating.numberOfRatings;
  return {
    stars,
    /** Whole and half stars to draw. */
    filled: Math.round(stars * 2) / 2,
    label: `${stars.toFixed(1)} out of 5 stars`,
    count: count === 0 ? 'No ratings yet' : `${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'}`,
  };
}

export const cuisinesText = (cuisines: readonly string[]) => cuisines.join(' / ');

/** "City (Neighborhood)" when the neighbourhood differs from the city, as merchant cards show it. */
export function placeText(location: Merchant['location']): string {
  const { city } = location.address;
  const hood = location.neighborhood;
  return hood && hood.toLowerCase() !== city.toLowerCase() ? `${city} (${hood})` : city;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The visit limits of spec part 1 §3: max spend per month; max visits per month or unlimited. */
export function visitLimitLines(limits: Merchant['visitLimits']): string[] {
  return [
    limits.maxSpendPerMonth === null
      ? 'No monthly spending limit'
      : `Earn on up to ${dollars(limits.maxSpendPerMonth)} spent each month`,
    limits.maxVisitsPerMonth === 'unlimited'
      ? 'Unlimited visits each month'
      : `Earn on up to ${limits.maxVisitsPerMonth} ${limits.maxVisitsPerMonth === 1 ? 'visit' : 'visits'} each month`,
  ];
}

/**
 * An offer's terms as the engine applies them (rules/earn-decision.ts offerMiss), one phrase each: a fixed-amount
 * offer's amount in the program's words ("500 bonus miles a visit, on top of your earn rate"), its days and
 * hours ("On Tuesday, 5 PM to 10 PM"), its dates when it is Limited, its minimum bill ("On bills of $25 or
 * more") and its uses ("Your first 2 visits").
 */
export function offerTerms(offer: MerchantOffer, currency?: EarnCurrency): string[] {
  const days = formatBenefitDays(offer.daysOfWeek);
  const hours = offer.hours ? `, ${clockTimeWords(offer.hours.from)} to ${clockTimeWords(offer.hours.until)}` : '';
  const terms: string[] = [];
  // A fixed-amount offer says what it adds first, in the program's words (decision 0040).
  if (offer.fixedAmount && currency) {
    terms.push(`${fixedAmountWords(offer.fixedAmount, currency)} a visit, on top of your earn rate`);
  }
  terms.push(`${days === 'Every day' ? 'Every day' : `On ${days}`}${hours}`);
  if (offer.startsOn && offer.endsOn) {
    terms.push(`${formatCalendarDate(offer.startsOn)} to ${formatCalendarDate(offer.endsOn)}`);
  } else if (offer.startsOn) {
    terms.push(`From ${formatCalendarDate(offer.startsOn)}`);
  } else if (offer.endsOn) {
    terms.push(`Until ${formatCalendarDate(offer.endsOn)}`);
  }
  if (offer.minimumSpendDollars !== null && offer.minimumSpendDollars > 0) {
    terms.push(`On bills of ${formatCents(Math.round(offer.minimumSpendDollars * 100))} or more`);
  }
  if (offer.usesPerMember !== null) {
    terms.push(offer.usesPerMember === 1 ? 'Your first visit' : `Your first ${offer.usesPerMember} visits`);
  }
  return terms;
}

export interface DisclosureContext {
  program: string;
  currencyPlural: string;
  /** The partner pays a reservation bonus and this merchant takes reservations. */
  reservationBonus: boolean;
}

function availabilityDisclosure(benefit: Merchant['benefitAvailability']): string {
  if (benefit.daysOfWeek.length === 0) return 'Earning is not available at this restaurant at present.';
  const days = formatBenefitDays(benefit.daysOfWeek);
  const hours = benefit.hours ? ' during the hours shown' : '';
  const blackouts = benefit.blackoutDates.length > 0 ? ', except on blackout dates' : '';
  return `Earning is available ${days === 'Every day' ? 'every day' : days}${hours}${blackouts}.`;
}

/**
 * The legal disclosures under a merchant page: how earning works here, built from the merchant's own limits
 * and schedule so they never contradict the page above them.
 */
export function legalDisclosures(merchant: Merchant, context: DisclosureContext): string[] {
  const { benefitAvailability: benefit, visitLimits } = merchant;
  const lines = [
    `${context.currencyPlural[0]?.toUpperCase() ?? ''}${context.currencyPlural.slice(1)} are earned only on eligible purchases at ${merchant.name} paid with a card linked to ${context.program}.`,
    availabilityDisclosure(benefit),
  ];
  if (visitLimits.maxSpendPerMonth !== null || visitLimits.maxVisitsPerMonth !== 'unlimited') {
    lines.push('Spending and visits beyond the monthly limits shown do not earn.');
  }
  if (merchant.offers.some((offer) => offer.type === 'Limited')) {
    lines.push('Limited-time offers apply only between their dates.');
  }
  if (merchant.ordering) {
    lines.push(
      `Online orders earn only when paid with a linked card; ${merchant.ordering.provider} handles the order.`,
    );
  }
  if (context.reservationBonus) {
    lines.push('The reservation bonus is awarded after a completed reservation made through this page.');
  }
  lines.push('Offers, earn rates, hours and restaurant details may change without notice.');
  return lines;
}
