import { sql, type Kysely } from 'kysely';
import type { EarnOffer } from '@forkpoint/shared/rules/earn-decision';
import {
  historyOf,
  type OfferHistory,
  type OfferState,
  type OfferVersion,
  type VersionedOfferTerms,
} from '@forkpoint/shared/rules/offer-versions';
import type { DB } from '../../../db/schema';

/** The SQL of offer versions (migrations/0071): the offers API writes them, the rewards engine reads them. */

type Db = Kysely<DB>;

export interface LockedMerchant {
  id: number;
  merchantId: string;
  offers: EarnOffer[];
}

/** The restaurant's row, locked for the transaction: two changes of its offers never interleave. */
export async function lockMerchant(db: Db, id: number): Promise<LockedMerchant | null> {
  const row = await db
    .selectFrom('merchants')
    .select(['id', 'merchant_id', 'offers'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? { id: row.id, merchantId: row.merchant_id, offers: row.offers as EarnOffer[] } : null;
}

export async function setMerchantOffers(db: Db, id: number, offers: readonly EarnOffer[]): Promise<void> {
  await db
    .updateTable('merchants')
    .set({ offers: JSON.stringify(offers) })
    .where('id', '=', id)
    .execute();
}

export interface VersionRow extends OfferVersion {
  reason: string | null;
}

const toVersion = (row: {
  offer_id: string;
  version: number;
  state: OfferState;
  terms: VersionedOfferTerms;
  effective_from: Date | string;
  reason: string | null;
}): VersionRow => ({
  offerId: row.offer_id,
  version: row.version,
  state: row.state,
  terms: row.terms,
  effectiveFromMs: new Date(row.effective_from).getTime(),
  reason: row.reason,
});

/** Every version of a restaurant's offers (one offer's when `offerId` is given), oldest first. */
export async function versionsOf(db: Db, merchantId: number, offerId?: string): Promise<VersionRow[]> {
  let query = db
    .selectFrom('merchant_offer_versions')
    .select(['offer_id', 'version', 'state', 'terms', 'effective_from', 'reason'])
    .where('merchant_id', '=', merchantId);
  if (offerId !== undefined) query = query.where('offer_id', '=', offerId);
  const rows = await query.orderBy('offer_id').orderBy('effective_from').orderBy('version').execute();
  return rows.map(toVersion);
}

export async function insertVersion(
  db: Db,
  row: {
    merchantId: number;
    offerId: string;
    version: number;
    state: OfferState;
    terms: VersionedOfferTerms;
    effectiveFrom: Date;
    reason?: string | null;
    staffId: number | null;
  },
): Promise<void> {
  await db
    .insertInto('merchant_offer_versions')
    .values({
      merchant_id: row.merchantId,
      offer_id: row.offerId,
      version: row.version,
      state: row.state,
      terms: JSON.stringify(row.terms),
      effective_from: row.effectiveFrom,
      reason: row.reason ?? null,
      changed_by_staff_id: row.staffId,
    })
    .execute();
}

/**
 * The offer histories of an import's restaurants, in one indexed query for the whole batch (the engine's
 * offer loading): restaurants without versions are absent, and read merchants.offers as before.
 */
export async function offerHistoriesOf(db: Db, merchantIds: readonly number[]): Promise<Map<number, OfferHistory>> {
  const histories = new Map<number, OfferHistory>();
  if (merchantIds.length === 0) return histories;
  const { rows } = await sql<{
    merchant_id: number;
    offer_id: string;
    version: number;
    state: OfferState;
    terms: VersionedOfferTerms;
    effective_from: Date | string;
    reason: string | null;
  }>`
    SELECT merchant_id, offer_id, version, state, terms, effective_from, reason
    FROM merchant_offer_versions WHERE merchant_id = ANY(${merchantIds as number[]}::integer[])`.execute(db);
  const byMerchant = new Map<number, OfferVersion[]>();
  for (const row of rows) {
    const list = byMerchant.get(row.merchant_id) ?? [];
    list.push(toVersion(row));
    byMerchant.set(row.merchant_id, list);
  }
  for (const [id, versions] of byMerchant) histories.set(id, historyOf(versions));
  return histories;
}

/**
 * What each budgeted offer has spent so far: the eligible bills (cents) of the rewards it paid that were not
 * forfeited, by `${merchantId}/${offerId}`. Only budgeted offers are asked for, so most imports skip it.
 */
export async function budgetSpentCents(
  db: Db,
  offers: readonly { merchantId: number; offerId: string }[],
): Promise<Map<string, number>> {
  const spent = new Map<string, number>();
  if (offers.length === 0) return spent;
  // A reward may have earned under a multiplier offer and a fixed-amount one (decision 0040): its bill counts for
  // each. The restaurants lead the partial index rewards_offer_spend (merchant_id, …) WHERE earn_terms IS NOT NULL.
  const { rows } = await sql<{ merchant_id: number; offer_id: string; spent: string }>`
    SELECT r.merchant_id, o.offer_id, sum(r.eligible_cents) AS spent
    FROM rewards r
    CROSS JOIN LATERAL (
      SELECT r.earn_terms -> 'offer' ->> 'id' AS offer_id
      UNION ALL
      SELECT r.earn_terms -> 'fixedOffer' ->> 'id'
    ) o
    WHERE r.merchant_id = ANY(${[...new Set(offers.map((o) => o.merchantId))]}::integer[])
      AND r.earn_terms IS NOT NULL
      AND o.offer_id = ANY(${[...new Set(offers.map((o) => o.offerId))]}::text[])
      AND r.award_status <> 'Forfeit'
    GROUP BY 1, 2`.execute(db);
  for (const row of rows) spent.set(`${row.merchant_id}/${row.offer_id}`, Number(row.spent));
  return spent;
}
