import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ConsoleOffer } from '@forkpoint/shared/contracts/support-restaurants';
import type { OfferState, VersionedOfferTerms } from '@forkpoint/shared/rules/offer-versions';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { RESTAURANT_MESSAGES } from '@forkpoint/shared/contracts/support-restaurants';
import { insertVersion, lockMerchant, setMerchantOffers, versionsOf, type LockedMerchant } from './offer-repository';
import { consoleOffers, memberOffer, replaceOffer } from './offer-terms';

/**
 * The one way an offer changes (issue 32; docs/rewards.md "Offer versions"): a new version from `now`, written
 * beside the restaurant's members' view (merchants.offers: the active offers as they are now). Callers pass a
 * transaction as `db`: the restaurant's row is locked, so two changes never interleave.
 */

/** Who changes the offer: a staff member, or null for the engine (a spent budget) or an import. */
export interface OfferActor {
  staffId: number | null;
}

export interface OfferChange {
  db: Kysely<DB>;
  actor: OfferActor;
  /** merchants.id */
  merchantId: number;
  now: Date;
}

export interface OfferChanged {
  before: ConsoleOffer | null;
  after: ConsoleOffer;
  merchantId: string;
}

/** A new offer id: short, unguessable enough, never reused. */
export const newOfferId = () => `of-${randomBytes(6).toString('hex')}`;

export async function lockedMerchant(db: Kysely<DB>, id: number): Promise<LockedMerchant> {
  const merchant = await lockMerchant(db, id);
  if (!merchant) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  return merchant;
}

/**
 * Writes the offer's next version: `next(current)` gives its state and terms from the latest ones (throwing to
 * refuse). An offer never versioned before (the seeded catalog's) first gets its current terms as a version
 * from the beginning of time, so purchases before the change keep them.
 */
export async function writeNextVersion(
  change: OfferChange,
  offerId: string,
  next: (current: { state: OfferState; terms: VersionedOfferTerms }) => {
    state: OfferState;
    terms: VersionedOfferTerms;
    reason?: string;
  },
): Promise<OfferChanged> {
  const { db, actor, now } = change;
  const merchant = await lockedMerchant(db, change.merchantId);
  let versions = await versionsOf(db, merchant.id, offerId);
  if (versions.length === 0) {
    const unversioned = merchant.offers.find((offer) => offer.id === offerId);
    if (!unversioned) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.offerNotFound);
    await insertVersion(db, {
      merchantId: merchant.id,
      offerId,
      version: unversioned.version,
      state: 'active',
      terms: unversioned,
      effectiveFrom: new Date(0),
      staffId: null,
    });
    versions = await versionsOf(db, merchant.id, offerId);
  }
  const latest = versions.at(-1)!;
  const before = consoleOffers([], [latest])[0]!;
  if (latest.state === 'ended') throw new AppError('CONFLICT', RESTAURANT_MESSAGES.offerEnded);
  const decided = next({ state: latest.state, terms: latest.terms });
  const version = Math.max(...versions.map((v) => v.version)) + 1;
  const terms = { ...decided.terms, id: offerId, version };
  await insertVersion(db, {
    merchantId: merchant.id,
    offerId,
    version,
    state: decided.state,
    terms,
    effectiveFrom: now,
    reason: decided.reason ?? null,
    staffId: actor.staffId,
  });
  await setMerchantOffers(
    db,
    merchant.id,
    replaceOffer(merchant.offers, offerId, decided.state === 'active' ? memberOffer(terms) : null),
  );
  const after = consoleOffers(
    [],
    [{ offerId, version, state: decided.state, terms, effectiveFromMs: now.getTime(), reason: decided.reason ?? null }],
  )[0]!;
  return { before, after, merchantId: merchant.merchantId };
}
