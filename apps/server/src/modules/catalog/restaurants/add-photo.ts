import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { lockRestaurant } from './restaurant-repository';
import { programRestaurant } from './restaurants';

/**
 * Puts a stored photo (photos/store-photo.ts) first among the restaurant's pictures, so members' cards and
 * pages show it; a photo already there moves to the front. Answers the pictures before and after.
 */
export async function addRestaurantPhoto(args: {
  db: Kysely<DB>;
  partnerCode: string;
  merchantId: string;
  imageId: string;
}): Promise<{ before: string[]; after: string[] }> {
  const { db, partnerCode, merchantId, imageId } = args;
  const row = await programRestaurant(db, partnerCode, merchantId);
  await lockRestaurant(db, row.id);
  const { image_ids: before } = await db
    .selectFrom('merchants')
    .select('image_ids')
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  const after = [imageId, ...before.filter((id) => id !== imageId)];
  await db.updateTable('merchants').set({ image_ids: after }).where('id', '=', row.id).execute();
  return { before, after };
}
