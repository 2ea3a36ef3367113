import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../schema';
import { defaultContentFor } from './content/index';

export interface SeedReport {
  partnersSynced: number;
  contentSeededFor: string[];
}

/**
 * Brings the database in line with the partner files and seeds the default copy of every
 * partner that has none yet, so the first start (and a partner added later) gets complete
 * content while edits made since are never overwritten. One transaction: all or nothing.
 */
export async function seed(db: Kysely<DB>, partners: readonly Partner[]): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    for (const partner of partners) {
      await trx
        .insertInto('partners')
        .values({ code: partner.code, name: partner.name, kind: partner.kind })
        .onConflict((oc) => oc.column('code').doUpdateSet({ name: partner.name, kind: partner.kind, synced_at: new Date() }))
        .execute();
    }

    const withContent = new Set(
      (await trx.selectFrom('content_entries').select('partner_code').distinct().execute()).map((r) => r.partner_code),
    );
    const contentSeededFor: string[] = [];
    for (const partner of partners) {
      if (withContent.has(partner.code)) continue;
      const entries = defaultContentFor(partner);
      if (entries.length === 0) continue;
      await trx
        .insertInto('content_entries')
        .values(
          entries.map((entry) => ({
            partner_code: partner.code,
            content_type: entry.contentType,
            content_name: entry.contentName,
            slug: entry.slug,
            status: 'published' as const,
            position: entry.position,
            fields: JSON.stringify(entry.fields),
          })),
        )
        .execute();
      contentSeededFor.push(partner.code);
    }
    return { partnersSynced: partners.length, contentSeededFor };
  });
}
