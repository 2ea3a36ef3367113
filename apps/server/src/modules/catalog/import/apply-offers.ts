import type { MerchantOffer } from '@forkpoint/shared';
import type { OfferInput } from './location-input';

/**
 * The one place the import writes offers (issue 32): a location's offers after a line, in the shape
 * merchants.offers holds (contracts/merchants.ts offerSchema). An offer is upserted by its source id: one whose
 * terms are the same keeps its version, one whose terms changed gets version + 1 (a reward records the version
 * that paid it), a new one starts at 1. When the line's list is complete (JSON Lines `offers`) the others end
 * (leave the list); otherwise (the CSV's single offer) they stay as they are. Pure: the caller writes the result
 * with the rest of the row, in the file's transaction.
 */
export function applyOffers(
  current: readonly MerchantOffer[],
  incoming: { list: readonly OfferInput[]; complete: boolean } | undefined,
): MerchantOffer[] {
  if (!incoming) return [...current];
  const byId = new Map(current.map((offer) => [offer.id, offer]));
  const next = incoming.list.map((input) => versioned(offerOf(input), byId.get(input.id)));
  if (incoming.complete) return next;
  const replaced = new Map(next.map((offer) => [offer.id, offer]));
  const kept = current.map((offer) => replaced.get(offer.id) ?? offer);
  return [...kept, ...next.filter((offer) => !byId.has(offer.id))];
}

function offerOf(input: OfferInput): Omit<MerchantOffer, 'version'> {
  return {
    id: input.id,
    // A dated offer runs between its dates (offer-liveness.ts); an undated one always.
    type: input.startsOn !== null || input.endsOn !== null ? 'Limited' : 'Unlimited',
    title: input.title,
    description: input.description,
    daysOfWeek: input.days,
    earnMultiplier: input.multiplier,
    // Only a fixed-amount offer carries the key, so a multiplier offer's stored terms stay as they were.
    ...(input.fixedAmount !== undefined ? { fixedAmount: input.fixedAmount } : {}),
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    hours: input.hours,
    minimumSpendDollars: input.minimumSpendDollars,
    usesPerMember: input.usesPerMember,
  };
}

function versioned(terms: Omit<MerchantOffer, 'version'>, before: MerchantOffer | undefined): MerchantOffer {
  if (!before) return { ...terms, version: 1 };
  const { version, ...previous } = before;
  return { ...terms, version: sameTerms(previous, terms) ? version : version + 1 };
}

function sameTerms(a: Omit<MerchantOffer, 'version'>, b: Omit<MerchantOffer, 'version'>): boolean {
  return (
    a.type === b.type &&
    a.title === b.title &&
    a.description === b.description &&
    a.daysOfWeek.join('|') === b.daysOfWeek.join('|') &&
    a.earnMultiplier === b.earnMultiplier &&
    (a.fixedAmount ?? null) === (b.fixedAmount ?? null) &&
    a.startsOn === b.startsOn &&
    a.endsOn === b.endsOn &&
    (a.hours?.from ?? null) === (b.hours?.from ?? null) &&
    (a.hours?.until ?? null) === (b.hours?.until ?? null) &&
    a.minimumSpendDollars === b.minimumSpendDollars &&
    a.usesPerMember === b.usesPerMember
  );
}
