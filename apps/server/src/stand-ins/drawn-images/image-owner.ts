import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Whose picture an image id is, so it can be drawn in that restaurant's cuisine. Image URLs name only the
 * image (merchant-mapper.ts keeps them as they were), so the merchant is found from the id itself.
 */

/**
 * The catalog generator names merchant FP<N>'s pictures m<N>-<k> (seed/merchants/generate-merchant.ts,
 * generatedMerchantId; image-owner.test.ts holds the two together): the merchant's key, looked up through
 * its unique index rather than a scan of every merchant's images. Written out here so the image route
 * does not load the generator.
 */
export function catalogMerchantIdOf(imageId: string): string | null {
  const number = /^m(\d{1,7})-/.exec(imageId)?.[1];
  return number && Number(number) > 0 ? `FP${number.padStart(7, '0')}` : null;
}

/** The cuisines of the merchant showing this image; empty when no merchant does. */
export async function cuisinesOfImage(db: Kysely<DB>, imageId: string): Promise<string[]> {
  const merchantId = catalogMerchantIdOf(imageId);
  const owner = db
    .selectFrom('merchants')
    .select('cuisines')
    .where(sql<boolean>`image_ids @> ARRAY[${imageId}]::text[]`);
  // A catalog id answers from its merchant's row, or not at all; other ids (merchants added by hand, test
  // fixtures) are looked for among every merchant's images.
  const found = await (merchantId ? owner.where('merchant_id', '=', merchantId) : owner.limit(1)).executeTakeFirst();
  return found?.cuisines ?? [];
}
