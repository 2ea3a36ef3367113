import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PhotosTable } from '../../db/schema-photos';

export type PhotoRecord = Omit<PhotosTable, 'created_at'> & { created_at: Date };

export async function photoExists(db: Kysely<DB>, imageId: string): Promise<boolean> {
  const found = await db.selectFrom('photos').select('image_id').where('image_id', '=', imageId).executeTakeFirst();
  return found !== undefined;
}

/** Records a photo; false when it was already recorded (two uploads of one photo at once: the first one wins). */
export async function insertPhoto(db: Kysely<DB>, record: PhotoRecord): Promise<boolean> {
  const inserted = await db
    .insertInto('photos')
    .values(record)
    .onConflict((conflict) => conflict.column('image_id').doNothing())
    .returning('image_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
