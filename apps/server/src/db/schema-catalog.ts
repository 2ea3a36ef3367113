import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** date columns: written as YYYY-MM-DD, read back as text (the import selects them with ::text). */
type DateText = ColumnType<string | null, string | null | undefined, string | null>;

/** migrations/0069_catalog_import.sql: a brand (a chain) locations belong to, by the source's id. */
export interface CatalogBrandsTable {
  id: Generated<number>;
  source_id: string;
  name: string;
  updated_at: Timestamp;
}

/** migrations/0069_catalog_import.sql: one imported location, by the source's id, beside its merchants row. */
export interface CatalogLocationsTable {
  source_id: string;
  merchant_id: number;
  brand_id: number | null;
  coordinate_precision: 'given' | 'zip' | 'city';
  /** jsonb: written as a JSON string, read back parsed. */
  hours: ColumnType<unknown, string | null, string | null>;
  opens_on: DateText;
  closes_on: DateText;
  closed: ColumnType<boolean, boolean | undefined, boolean>;
  programs: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: Timestamp;
}

export interface CatalogTables {
  catalog_brands: CatalogBrandsTable;
  catalog_locations: CatalogLocationsTable;
}
