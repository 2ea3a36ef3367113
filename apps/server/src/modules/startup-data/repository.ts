import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * What the partner's published copy is at this moment, as one short string: it changes whenever a published
 * entry is added (count, highest id), published or restored again (its version rises and its time moves), so
 * the cached start-up data is rebuilt then and only then. Every instance asks its own database, so an editor's
 * publish on one instance reaches the pages every instance serves. Drafts do not count: they are never embedded.
 */
export async function publishedContentStamp(db: Kysely<DB>, partnerCode: string, contentType: string): Promise<string> {
  const row = await db
    .selectFrom('content_entries')
    .select([
      sql<number>`count(*)::int`.as('entries'),
      sql<number | null>`max(id)`.as('last_id'),
      sql<string | null>`sum(coalesce(version, 0))::text`.as('versions'),
      sql<string | null>`max(updated_at)::text`.as('updated'),
    ])
    .where('partner_code', '=', partnerCode)
    .where('content_type', '=', contentType)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return [row.entries, row.last_id ?? 0, row.versions ?? 0, row.updated ?? ''].join('|');
}
