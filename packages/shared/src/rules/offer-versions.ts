import type { EarnOffer } from './earn-decision';

/**
 * Offer versions (issue 32; docs/rewards.md "Offer versions"): every change of an offer made through the
 * offers API is a new version with the moment it takes effect. A purchase earns under the versions that stood
 * when it happened, so an edit applies from its start and an end stops an offer for later purchases only.
 * Pure and zod-free: the engine reads it once per purchase, so it is a walk over a few rows, no allocation
 * for a restaurant without versions.
 */

export const OFFER_STATES = ['active', 'paused', 'ended'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** An offer's terms as a version stores them: the member-facing offer plus its optional budget. */
export type VersionedOfferTerms = EarnOffer & {
  description?: string;
  /** The offer ends by itself once the bills it multiplied reach this many dollars; null no budget. */
  budgetDollars?: number | null;
};

export interface OfferVersion {
  offerId: string;
  version: number;
  state: OfferState;
  terms: VersionedOfferTerms;
  /** Epoch milliseconds from which this version stands. */
  effectiveFromMs: number;
}

/** A restaurant's versioned offers: each offer's versions, oldest first. */
export type OfferHistory = ReadonlyMap<string, readonly OfferVersion[]>;

/** The version of one offer that stood at `atMs`, or null before its first. `versions` oldest first. */
export function versionAt(versions: readonly OfferVersion[], atMs: number): OfferVersion | null {
  let found: OfferVersion | null = null;
  for (const version of versions) {
    if (version.effectiveFromMs > atMs) break;
    found = version;
  }
  return found;
}

/**
 * The offers that paid at `atMs`: the versioned ones as they stood then (active only), and the restaurant's
 * current offers that have no versions (the seeded catalog, imports that write merchants.offers directly).
 */
export function offersAt(
  current: readonly EarnOffer[],
  history: OfferHistory | undefined,
  atMs: number,
): readonly EarnOffer[] {
  if (!history || history.size === 0) return current;
  const offers: EarnOffer[] = current.filter((offer) => !history.has(offer.id));
  for (const versions of history.values()) {
    const stood = versionAt(versions, atMs);
    if (stood && stood.state === 'active') offers.push(stood.terms);
  }
  return offers;
}

/** Groups versions (any order) by offer, oldest first. */
export function historyOf(versions: readonly OfferVersion[]): Map<string, OfferVersion[]> {
  const byOffer = new Map<string, OfferVersion[]>();
  for (const version of versions) {
    const list = byOffer.get(version.offerId) ?? [];
    list.push(version);
    byOffer.set(version.offerId, list);
  }
  for (const list of byOffer.values()) {
    list.sort((a, b) => a.effectiveFromMs - b.effectiveFromMs || a.version - b.version);
  }
  return byOffer;
}
