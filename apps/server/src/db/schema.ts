import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables that migrations/ creates. Keep the two in step. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: written as a JSON string (both engines accept it), read back parsed. */
type Json = ColumnType<Record<string, unknown>, string, string>;

export interface PartnersTable {
  code: string;
  name: string;
  kind: string;
  synced_at: Timestamp;
}

export interface ContentEntriesTable {
  id: Generated<number>;
  partner_code: string;
  content_type: string;
  content_name: string;
  slug: string;
  status: 'draft' | 'published';
  position: number;
  fields: Json;
  updated_at: Timestamp;
}

export interface ImpressionsTable {
  id: Generated<string>;
  partner_code: string;
  channel: string;
  occurred_at: Timestamp;
  received_at: Generated<Date>;
  user_agent: string;
  member_id: string | null;
  merchant_id: string | null;
  url: string | null;
  fields: Json;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface DB {
  partners: PartnersTable;
  content_entries: ContentEntriesTable;
  impressions: ImpressionsTable;
  schema_migrations: SchemaMigrationsTable;
}
