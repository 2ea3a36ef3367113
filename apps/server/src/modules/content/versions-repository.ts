import { sql, type Kysely } from 'kysely';
import { CONTENT_VERSIONS_LISTED } from '@forkpoint/shared/contracts/support-content';
import type { DB } from '../../db/schema';
import type { ContentVersionKind } from '../../db/schema-content';

/**
 * Content editing's queries (migrations/0059). content_entries holds each entry's current draft and
 * published rows (the member read path); content_versions the whole history, only ever appended to.
 * Every query is on one partner.
 */

export interface EntryKey {
  partnerCode: string;
  contentType: string;
  contentName: string;
  slug: string;
}

export interface CurrentRow {
  fields: Record<string, unknown>;
  version: number | null;
  position: number;
  updatedAt: Date;
}

export interface EntryState {
  live: CurrentRow | null;
  draft: CurrentRow | null;
  /** The newest version in history, null before the entry's first edit. */
  latestVersion: number | null;
}

const entryRows = (db: Kysely<DB>, key: Omit<EntryKey, 'slug'>) =>
  db
    .selectFrom('content_entries')
    .where('partner_code', '=', key.partnerCode)
    .where('content_type', '=', key.contentType)
    .where('content_name', '=', key.contentName);

const versionRows = (db: Kysely<DB>, key: EntryKey) =>
  db
    .selectFrom('content_versions')
    .where('partner_code', '=', key.partnerCode)
    .where('content_type', '=', key.contentType)
    .where('content_name', '=', key.contentName)
    .where('slug', '=', key.slug);

/** Per group of the partner: how many entries, and how many of them have a draft. */
export async function countEntriesByGroup(db: Kysely<DB>, partnerCode: string, contentType: string) {
  return db
    .selectFrom('content_entries')
    .select([
      'content_name',
      sql<number>`count(DISTINCT slug)::int`.as('entries'),
      sql<number>`count(*) FILTER (WHERE status = 'draft')::int`.as('drafts'),
    ])
    .where('partner_code', '=', partnerCode)
    .where('content_type', '=', contentType)
    .groupBy('content_name')
    .execute();
}

/** The group's entries, each slug once, with its live and draft rows' versions. */
export async function listGroupEntries(db: Kysely<DB>, key: Omit<EntryKey, 'slug'>) {
  const rows = await entryRows(db, key)
    .select(['slug', 'status', 'position', 'version', 'updated_at'])
    .orderBy('position')
    .orderBy('slug')
    .execute();
  const bySlug = new Map<string, { slug: string; position: number; live: CurrentRowMeta; draft: CurrentRowMeta }>();
  for (const row of rows) {
    const entry = bySlug.get(row.slug) ?? { slug: row.slug, position: row.position, live: null, draft: null };
    entry[row.status === 'draft' ? 'draft' : 'live'] = { version: row.version, updatedAt: row.updated_at };
    bySlug.set(row.slug, entry);
  }
  return [...bySlug.values()];
}
type CurrentRowMeta = { version: number | null; updatedAt: Date } | null;

/** An entry's current rows and newest version; `forUpdate` locks its rows for the transaction's change. */
export async function findEntryState(db: Kysely<DB>, key: EntryKey, forUpdate = false): Promise<EntryState> {
  let rowsQuery = entryRows(db, key)
    .select(['status', 'fields', 'version', 'position', 'updated_at'])
    .where('slug', '=', key.slug);
  if (forUpdate) rowsQuery = rowsQuery.forUpdate();
  const [rows, latest] = await Promise.all([
    rowsQuery.execute(),
    versionRows(db, key)
      .select(sql<number | null>`max(version)`.as('latest'))
      .executeTakeFirst(),
  ]);
  const current = (status: 'draft' | 'published'): CurrentRow | null => {
    const row = rows.find((r) => r.status === status);
    return row ? { fields: row.fields, version: row.version, position: row.position, updatedAt: row.updated_at } : null;
  };
  return { live: current('published'), draft: current('draft'), latestVersion: latest?.latest ?? null };
}

export async function listVersions(db: Kysely<DB>, key: EntryKey) {
  return versionRows(db, key)
    .select(['version', 'kind', 'based_on', 'staff_email', 'created_at'])
    .orderBy('version', 'desc')
    .limit(CONTENT_VERSIONS_LISTED)
    .execute();
}

export async function findVersion(db: Kysely<DB>, key: EntryKey, version: number) {
  return versionRows(db, key)
    .select(['version', 'kind', 'based_on', 'staff_email', 'created_at', 'fields'])
    .where('version', '=', version)
    .executeTakeFirst();
}

export interface NewVersion {
  version: number;
  kind: ContentVersionKind;
  basedOn: number | null;
  fields: Record<string, unknown>;
  staff: { id: number; email: string } | null;
  at: Date;
}

export async function insertVersion(db: Kysely<DB>, key: EntryKey, row: NewVersion): Promise<void> {
  await db
    .insertInto('content_versions')
    .values({
      partner_code: key.partnerCode,
      content_type: key.contentType,
      content_name: key.contentName,
      slug: key.slug,
      version: row.version,
      kind: row.kind,
      based_on: row.basedOn,
      fields: JSON.stringify(row.fields),
      staff_id: row.staff?.id ?? null,
      staff_email: row.staff?.email ?? null,
      created_at: row.at,
    })
    .execute();
}

/** Makes `fields` (version `version`) the entry's current draft or published row. */
export async function putCurrentRow(
  db: Kysely<DB>,
  key: EntryKey,
  row: { status: 'draft' | 'published'; fields: Record<string, unknown>; version: number; position: number; at: Date },
): Promise<void> {
  const fields = JSON.stringify(row.fields);
  await db
    .insertInto('content_entries')
    .values({
      partner_code: key.partnerCode,
      content_type: key.contentType,
      content_name: key.contentName,
      slug: key.slug,
      status: row.status,
      position: row.position,
      fields,
      version: row.version,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['partner_code', 'content_type', 'content_name', 'slug', 'status'])
        .doUpdateSet({ fields, version: row.version, updated_at: row.at }),
    )
    .execute();
}

/** A published draft is no longer a draft: preview shows the live copy again. */
export async function deleteDraftRow(db: Kysely<DB>, key: EntryKey): Promise<void> {
  await db
    .deleteFrom('content_entries')
    .where('partner_code', '=', key.partnerCode)
    .where('content_type', '=', key.contentType)
    .where('content_name', '=', key.contentName)
    .where('slug', '=', key.slug)
    .where('status', '=', 'draft')
    .execute();
}
