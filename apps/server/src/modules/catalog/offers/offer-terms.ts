import type { ConsoleOffer, OfferInput } from '@forkpoint/shared/contracts/support-restaurants';
import type { EarnOffer } from '@forkpoint/shared/rules/earn-decision';
import type { VersionedOfferTerms } from '@forkpoint/shared/rules/offer-versions';
import type { VersionRow } from './offer-repository';

/** An offer's stored terms from the console's input. */
export function termsOf(id: string, version: number, input: OfferInput): VersionedOfferTerms {
  return {
    id,
    version,
    type: input.type,
    title: input.title,
    description: input.description,
    daysOfWeek: input.daysOfWeek,
    earnMultiplier: input.earnMultiplier,
    // Only a fixed-amount offer carries the key (decision 0040): a multiplier offer's terms stay as before.
    ...(input.fixedAmount !== null ? { fixedAmount: input.fixedAmount } : {}),
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    hours: input.hours,
    minimumSpendDollars: input.minimumSpendDollars,
    usesPerMember: input.usesPerMember,
    budgetDollars: input.budgetDollars,
  };
}

/** The offer as members see it in merchants.offers (contracts/merchants.ts offerSchema): no budget. */
export function memberOffer(terms: VersionedOfferTerms): EarnOffer & { description: string } {
  const { budgetDollars: _budget, ...offer } = terms;
  return { ...offer, description: offer.description ?? '' };
}

/** merchants.offers with `offer` in place of the one of its id (appended when new), or without it (null). */
export function replaceOffer(offers: readonly EarnOffer[], id: string, offer: EarnOffer | null): EarnOffer[] {
  const at = offers.findIndex((o) => o.id === id);
  if (offer === null) return offers.filter((o) => o.id !== id);
  if (at < 0) return [...offers, offer];
  return offers.map((o, i) => (i === at ? offer : o));
}

/** The console's view of a restaurant's offers: each versioned offer's latest version, then the unversioned. */
export function consoleOffers(current: readonly EarnOffer[], versions: readonly VersionRow[]): ConsoleOffer[] {
  const latest = new Map<string, VersionRow>();
  for (const version of versions) latest.set(version.offerId, version);
  const shown: ConsoleOffer[] = [];
  for (const offer of current) {
    if (!latest.has(offer.id)) shown.push(view(offer, 'active', null, null));
  }
  for (const version of latest.values()) {
    shown.push(view(version.terms, version.state, new Date(version.effectiveFromMs), version.reason));
  }
  return shown;
}

function view(
  terms: VersionedOfferTerms,
  state: ConsoleOffer['state'],
  effectiveFrom: Date | null,
  reason: string | null,
): ConsoleOffer {
  return {
    id: terms.id,
    version: terms.version,
    state,
    effectiveFrom: effectiveFrom && effectiveFrom.getTime() > 0 ? effectiveFrom.toISOString() : null,
    type: terms.type,
    title: terms.title,
    description: terms.description ?? '',
    daysOfWeek: [...terms.daysOfWeek],
    earnMultiplier: terms.earnMultiplier,
    fixedAmount: terms.fixedAmount ?? null,
    startsOn: terms.startsOn,
    endsOn: terms.endsOn,
    hours: terms.hours,
    minimumSpendDollars: terms.minimumSpendDollars,
    usesPerMember: terms.usesPerMember,
    budgetDollars: terms.budgetDollars ?? null,
    endedByBudget: reason === 'budget',
  };
}
