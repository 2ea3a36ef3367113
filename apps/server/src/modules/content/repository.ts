import type { Kysely } from 'kysely';
import type { ContentEntry } from '@forkpoint/shared';
import type { DB } from '../../db/schema';

export interface ContentQuery {
  partnerCode: string;
  contentType: string;
  contentName: string;
  /** Drafts shadow published entries of the same slug. */
  preview: boolean;
  limit: number;
}

/** One partner's entries of one content group, in position order. */
export async function findContentEntries(db: Kysely<DB>, query: ContentQuery): Promise<ContentEntry[]> {
  const rows = await db
    .selectFrom('content_entries')
    .select(['slug', 'fields', 'status', 'position'])
    .where('partner_code', '=', query.partnerCode)
    .where('content_type', '=', query.contentType)
    .where('content_name', '=', query.contentName)
    .where('status', 'in', query.preview ? ['draft', 'published'] : ['published'])
    .orderBy('position')
    .orderBy('slug')
    .execute();

  const bySlug = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = bySlug.get(row.slug);
    if (!seen || row.status === 'draft') bySlug.set(row.slug, row);
  }
  return [...bySlug.values()]
    .sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug))
    .slice(0, query.limit)
    .map(({ slug, fields }) => ({ slug, fields }));
}
