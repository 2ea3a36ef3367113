import { sql } from 'kysely';
import { RESTAURANT_MESSAGES, type OfferInput } from '@forkpoint/shared/contracts/support-restaurants';
import { AppError } from '../../../lib/app-error';
import { insertVersion, setMerchantOffers } from './offer-repository';
import { lockedMerchant, newOfferId, writeNextVersion, type OfferChange, type OfferChanged } from './offer-change';
import { consoleOffers, memberOffer, replaceOffer, termsOf } from './offer-terms';

/**
 * Creating and changing offers (the offers API, issue 32 part 2). Plain arguments, no HTTP: the console's
 * routes and a catalog import call the same functions inside their own transaction.
 */

/** A new offer at one restaurant: version 1, paying purchases from `now`. */
export async function createOffer(
  change: OfferChange & { input: OfferInput; offerId?: string },
): Promise<OfferChanged> {
  const { db, actor, now, input } = change;
  const merchant = await lockedMerchant(db, change.merchantId);
  const offerId = change.offerId ?? newOfferId();
  const terms = termsOf(offerId, 1, input);
  await insertVersion(db, {
    merchantId: merchant.id,
    offerId,
    version: 1,
    state: 'active',
    terms,
    effectiveFrom: now,
    staffId: actor.staffId,
  });
  await setMerchantOffers(db, merchant.id, replaceOffer(merchant.offers, offerId, memberOffer(terms)));
  const after = consoleOffers(
    [],
    [{ offerId, version: 1, state: 'active', terms, effectiveFromMs: now.getTime(), reason: null }],
  )[0]!;
  return { before: null, after, merchantId: merchant.merchantId };
}

/**
 * The same new offer at every location of the restaurant's brand (catalog_locations.brand_id, the catalog
 * import's) that `partnerCode`'s program carries, one id for all of them; a restaurant in no brand is refused.
 */
export async function createBrandOffer(
  change: OfferChange & { input: OfferInput; partnerCode: string },
): Promise<{ changes: OfferChanged[] }> {
  const { rows } = await sql<{ merchant_id: number }>`
    SELECT l.merchant_id FROM catalog_locations l JOIN merchants m ON m.id = l.merchant_id
    WHERE l.brand_id = (SELECT brand_id FROM catalog_locations WHERE merchant_id = ${change.merchantId})
      AND ${change.partnerCode} = ANY(m.partner_codes)
    ORDER BY l.merchant_id`.execute(change.db);
  if (rows.length === 0) throw new AppError('CONFLICT', RESTAURANT_MESSAGES.noBrand);
  const offerId = newOfferId();
  const changes: OfferChanged[] = [];
  for (const row of rows) changes.push(await createOffer({ ...change, merchantId: row.merchant_id, offerId }));
  return { changes };
}

/** A change of an offer's terms: a new version from `now`; a paused offer stays paused. */
export async function changeOffer(change: OfferChange & { offerId: string; input: OfferInput }): Promise<OfferChanged> {
  return writeNextVersion(change, change.offerId, (current) => ({
    state: current.state,
    terms: termsOf(change.offerId, 0, change.input),
  }));
}
