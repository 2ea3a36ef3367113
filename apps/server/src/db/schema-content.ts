import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of content editing's history (migrations/0059). Keep the two in step. */

/** Rows are never updated (a trigger refuses it), so no column is updatable here either. */
type Fixed<T> = ColumnType<T, T, never>;

export type ContentVersionKind = 'initial' | 'draft' | 'publish' | 'restore';

export interface ContentVersionsTable {
  /** bigint arrives as a string from `pg`. */
  id: ColumnType<string | number, never, never>;
  partner_code: Fixed<string>;
  content_type: Fixed<string>;
  content_name: Fixed<string>;
  slug: Fixed<string>;
  version: Fixed<number>;
  kind: Fixed<ContentVersionKind>;
  based_on: Fixed<number | null>;
  /** jsonb: written as a JSON string, read back parsed. */
  fields: ColumnType<Record<string, unknown>, string, never>;
  staff_id: Fixed<number | null>;
  staff_email: Fixed<string | null>;
  created_at: Fixed<Date>;
}

export interface ContentTables {
  content_versions: ContentVersionsTable;
}

/** migrations/0059: which version a content_entries row is (null for copy seeded before any edit). */
export type ContentEntryVersion = Generated<number | null>;
