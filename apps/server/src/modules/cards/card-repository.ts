import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { MemberCardsTable, PartnerLoadedCardsTable } from '../../db/schema-cards';

/**
 * Card reads and writes. Every member-facing function takes the partner code and member id from
 * the session (never from the client) and filters by both: the object-level check of every call.
 */

export type MemberCardRow = Selectable<MemberCardsTable>;
export type PartnerLoadedCardRow = Selectable<PartnerLoadedCardsTable>;
export type NewMemberCard = Insertable<MemberCardsTable>;
type Db = Kysely<DB>;

/** Card ids are random (22 base64url characters): not guessable, not counting anything. */
export const newCardId = (prefix: 'mc' | 'pc') => `${prefix}_${randomBytes(16).toString('base64url')}`;

export function listLiveCards(db: Db, partnerCode: string, memberId: number): Promise<MemberCardRow[]> {
  return db
    .selectFrom('member_cards')
    .selectAll()
    .where('partner_code', '=', partnerCode)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('linked_at')
    .orderBy('id')
    .execute();
}

export async function countLiveCards(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_cards')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's own live card with this id, locked for the change about to be made. */
export function findOwnLiveCard(
  db: Db,
  owner: { partnerCode: string; memberId: number },
  id: string,
): Promise<MemberCardRow | undefined> {
  return db
    .selectFrom('member_cards')
    .selectAll()
    .where('id', '=', id)
    .where('partner_code', '=', owner.partnerCode)
    .where('member_id', '=', owner.memberId)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** The live link of a card anywhere on the platform (one at most), locked. */
export function findLiveLink(db: Db, fingerprint: string): Promise<MemberCardRow | undefined> {
  return db
    .selectFrom('member_cards')
    .selectAll()
    .where('fingerprint', '=', fingerprint)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a live link; undefined when a concurrent request linked the same card first. */
export function insertLiveCard(db: Db, values: NewMemberCard): Promise<MemberCardRow | undefined> {
  return db
    .insertInto('member_cards')
    .values(values)
    .onConflict((oc) => oc.column('fingerprint').where('removed_at', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Ends a live link; the envelope goes with it (nothing needs the number of a card no longer linked). */
export function endLink(
  db: Db,
  id: string,
  now: Date,
  reason: 'deleted' | 'moved',
): Promise<MemberCardRow | undefined> {
  return db
    .updateTable('member_cards')
    .set({ removed_at: now, removal_reason: reason, envelope: null })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The member's partner-loaded cards not yet linked to them (by this card or the same card typed in). */
export function listUnlinkedPartnerCards(
  db: Db,
  partnerCode: string,
  memberId: number,
): Promise<PartnerLoadedCardRow[]> {
  return db
    .selectFrom('partner_loaded_cards as p')
    .selectAll('p')
    .where('p.partner_code', '=', partnerCode)
    .where('p.member_id', '=', memberId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('member_cards as c')
            .select('c.id')
            .whereRef('c.fingerprint', '=', 'p.fingerprint')
            .whereRef('c.member_id', '=', 'p.member_id')
            .where('c.removed_at', 'is', null),
        ),
      ),
    )
    .orderBy('p.loaded_at')
    .orderBy('p.partner_card_id')
    .execute();
}

export function findOwnPartnerCard(
  db: Db,
  owner: { partnerCode: string; memberId: number },
  id: string,
): Promise<PartnerLoadedCardRow | undefined> {
  return db
    .selectFrom('partner_loaded_cards')
    .selectAll()
    .where('id', '=', id)
    .where('partner_code', '=', owner.partnerCode)
    .where('member_id', '=', owner.memberId)
    .executeTakeFirst();
}
