import type { ColumnType } from 'kysely';
import type { CardTypeName } from '@forkpoint/shared';

/** Kysely's view of the card tables (migrations 0020-0029). Keep the two in step. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface VaultKeysTable {
  /** 'card-entry': the key pair the secure card-entry frame encrypts to. */
  purpose: string;
  key_id: string;
  private_key_pem: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** 0021: one row per link of a card to a member; removed_at ends the link (never reused). */
export interface MemberCardsTable {
  id: string;
  partner_code: string;
  member_id: number;
  /** The vault's keyed fingerprint of the number: the number itself is never stored. */
  fingerprint: string;
  last_four: string;
  card_type: CardTypeName;
  description: string;
  partner_card_id: string | null;
  /** The number under the envelope key (CARD_VAULT_ENVELOPE_KEY), null otherwise and once removed. */
  envelope: string | null;
  linked_at: Timestamp;
  removed_at: Timestamp | null;
  removal_reason: 'deleted' | 'moved' | null;
}

/** 0021: cards a partner loaded for a member (hasPartnerLoadedCards). */
export interface PartnerLoadedCardsTable {
  id: string;
  partner_code: string;
  member_id: number;
  partner_card_id: string;
  fingerprint: string;
  last_four: string;
  card_type: CardTypeName;
  description: string;
  envelope: string | null;
  loaded_at: Timestamp;
}

/** A type alias, not an interface: Kysely's withTables needs its implicit index signature. */
export type CardTables = {
  vault_keys: VaultKeysTable;
  member_cards: MemberCardsTable;
  partner_loaded_cards: PartnerLoadedCardsTable;
};
