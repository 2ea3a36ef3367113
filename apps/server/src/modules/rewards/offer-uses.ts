import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * How many of a member's purchases each offer (multiplier or fixed amount) and bonus paid (by its id in the
 * rewards' earn_terms), Forfeit
 * ones aside: a Limited offer's per-member uses and a flex offer's one visit are counted from it, by the engine
 * when it decides a new purchase and by the flex-offer call, which shows no offer once it is used.
 */
const usesSql = (memberIds: number[], offerId: string | null) => sql<{
  member_id: number;
  offer_id: string;
  uses: string;
}>`
  SELECT r.member_id, o.offer_id, count(*) AS uses
  FROM rewards r
  CROSS JOIN LATERAL (
    SELECT r.earn_terms -> 'offer' ->> 'id' AS offer_id
    UNION ALL
    SELECT r.earn_terms -> 'fixedOffer' ->> 'id'
    UNION ALL
    SELECT b ->> 'id' FROM jsonb_array_elements(r.earn_terms -> 'bonuses') b
  ) o
  WHERE r.member_id = ANY(${memberIds}::integer[]) AND r.source_code = 'S' AND r.earn_terms IS NOT NULL
    AND r.award_status <> 'Forfeit' AND o.offer_id IS NOT NULL
    ${offerId === null ? sql`` : sql`AND o.offer_id = ${offerId}`}
  GROUP BY 1, 2`;

/** Uses by `${memberId}/${offerId}`, for the members of an import. */
export async function offerUsesByMember(trx: Transaction<DB>, memberIds: number[]): Promise<Map<string, number>> {
  const result = await usesSql(memberIds, null).execute(trx);
  return new Map(result.rows.map((r) => [`${r.member_id}/${r.offer_id}`, Number(r.uses)]));
}

/** How many of one member's purchases one offer or bonus paid. */
export async function offerUsesOf(db: Kysely<DB>, memberId: number, offerId: string): Promise<number> {
  const result = await usesSql([memberId], offerId).execute(db);
  return Number(result.rows[0]?.uses ?? 0);
}
