import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type ImpressionRow = Insertable<DB['impressions']>;

/** Stores a batch of impression records in one statement: all of it or none. */
export async function insertImpressions(db: Kysely<DB>, rows: readonly ImpressionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('impressions')
    .values([...rows])
    .execute();
}
