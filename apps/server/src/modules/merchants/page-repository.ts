import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MerchantDetails } from './merchant-details';
import { cardJson, type MerchantPageRow } from './merchant-row';

/** One merchant for its page, only if the partner carries it. */
export async function findMerchantPage(
  db: Kysely<DB>,
  id: number,
  partnerCode: string,
): Promise<MerchantPageRow | null> {
  const found = await db
    .selectFrom('merchants as m')
    .select([cardJson().as('card'), 'm.image_ids', 'm.details'])
    .where('m.id', '=', id)
    .where(sql<boolean>`m.partner_codes @> ARRAY[${partnerCode}]::text[]`)
    .executeTakeFirst();
  if (!found) return null;
  return { ...found.card, image_ids: found.image_ids, details: found.details as unknown as MerchantDetails };
}
