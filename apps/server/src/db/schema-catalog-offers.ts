import type { ColumnType, Generated } from 'kysely';
import type { OfferState, VersionedOfferTerms } from '@forkpoint/shared/rules/offer-versions';

/** Kysely's view of migrations/0071: every version of an offer changed through the offers API. */
export interface MerchantOfferVersionsTable {
  /** bigint arrives as a string. */
  id: Generated<string>;
  merchant_id: number;
  offer_id: string;
  version: number;
  state: OfferState;
  /** jsonb: written as a JSON string, read back parsed. */
  terms: ColumnType<VersionedOfferTerms, string, string>;
  effective_from: ColumnType<Date, Date | string, Date | string>;
  reason: string | null;
  changed_by_staff_id: number | null;
  created_at: Generated<Date>;
}

export interface CatalogOfferTables {
  merchant_offer_versions: MerchantOfferVersionsTable;
}
