import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { cardJson, type MerchantCardRow } from '../merchants/merchant-row';

/** One merchant by its merchantId, only if the partner carries it. */
export async function findCarriedMerchant(
  db: Kysely<DB>,
  merchantId: string,
  partnerCode: string,
): Promise<MerchantCardRow | null> {
  const found = await db
    .selectFrom('merchants as m')
    .select(cardJson().as('card'))
    .where('m.merchant_id', '=', merchantId)
    .where(sql<boolean>`m.partner_codes @> ARRAY[${partnerCode}]::text[]`)
    .executeTakeFirst();
  return found?.card ?? null;
}
