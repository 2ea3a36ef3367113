import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { MembersTable } from '../../db/schema-identity';

/**
 * Member reads and writes. Every function takes the partner code (from request.partner, never
 * from client input) and filters by it, so one partner's request can never reach another's member.
 */

export type MemberRow = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberPatch = Omit<Updateable<MembersTable>, 'id' | 'partner_code' | 'public_id' | 'created_at'>;

type Db = Kysely<DB>;

export function findMemberById(db: Db, partnerCode: string, id: number): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('partner_code', '=', partnerCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findMemberByPublicId(db: Db, partnerCode: string, publicId: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('partner_code', '=', partnerCode)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

/** `email` already normalized (trimmed, lower case). */
export function findMemberByEmail(db: Db, partnerCode: string, email: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('partner_code', '=', partnerCode)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findMemberByPartnerNumber(
  db: Db,
  partnerCode: string,
  partnerNumber: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('partner_code', '=', partnerCode)
    .where('partner_number', '=', partnerNumber)
    .executeTakeFirst();
}

export async function insertMember(db: Db, values: NewMember): Promise<MemberRow> {
  return db.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateMember(db: Db, partnerCode: string, id: number, patch: MemberPatch): Promise<MemberRow> {
  return db
    .updateTable('members')
    .set(patch)
    .where('partner_code', '=', partnerCode)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPasswordHash(db: Db, memberId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('member_credentials')
    .select('password_hash')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function setPasswordHash(
  db: Db,
  member: { id: number; partner_code: string },
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('member_credentials')
    .values({
      member_id: member.id,
      partner_code: member.partner_code,
      password_hash: passwordHash,
      password_changed_at: now,
    })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ password_hash: passwordHash, password_changed_at: now }))
    .execute();
}
