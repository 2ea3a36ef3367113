import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MemberRow } from './repository';

type Db = Kysely<DB>;

/** What a chunk of the member file needs to know before it is applied: the rows it names, by any of its keys. */
export interface ChunkHolders {
  /** By public id, of any program: a public id is unique across programs (migrations/0010). */
  byPublicId: Map<string, MemberRow>;
  /** This program's members holding one of the chunk's e-mails or partner numbers: their member id. */
  emailHolder: Map<string, number>;
  numberHolder: Map<string, number>;
}

export async function chunkHolders(
  db: Db,
  partnerCode: string,
  keys: { publicIds: string[]; emails: string[]; partnerNumbers: string[] },
): Promise<ChunkHolders> {
  const byPublicId = new Map<string, MemberRow>();
  const emailHolder = new Map<string, number>();
  const numberHolder = new Map<string, number>();
  if (keys.publicIds.length > 0) {
    const rows = await db.selectFrom('members').selectAll().where('public_id', 'in', keys.publicIds).execute();
    for (const row of rows) byPublicId.set(row.public_id, row as MemberRow);
  }
  await holdersOf(db, partnerCode, 'email', keys.emails, emailHolder);
  await holdersOf(db, partnerCode, 'partner_number', keys.partnerNumbers, numberHolder);
  return { byPublicId, emailHolder, numberHolder };
}

/** Fills `into` with the program's members holding one of `values` in `column`: value → member id. */
async function holdersOf(
  db: Db,
  partnerCode: string,
  column: 'email' | 'partner_number',
  values: string[],
  into: Map<string, number>,
): Promise<void> {
  if (values.length === 0) return;
  const rows = await db
    .selectFrom('members')
    .select(['id', column])
    .where('partner_code', '=', partnerCode)
    .where(column, 'in', values)
    .execute();
  for (const row of rows) {
    const value = row[column];
    if (value) into.set(value, row.id);
  }
}

/** Deletes a known visitor who never activated (their rows cascade: migrations/0010 and those after). */
export async function deleteKnownVisitor(db: Db, partnerCode: string, memberId: number): Promise<void> {
  await db
    .deleteFrom('members')
    .where('partner_code', '=', partnerCode)
    .where('id', '=', memberId)
    .where('has_web_profile', '=', false)
    .execute();
}

/** The program's members an invitation applies to: known, not activated, open and active. */
function invitable(db: Db, partnerCode: string) {
  return db
    .selectFrom('members')
    .where('members.partner_code', '=', partnerCode)
    .where('members.tier_level', '=', 'NonActivated')
    .where('members.has_web_profile', '=', false)
    .where('members.active', '=', true)
    .where('members.member_type', '!=', 'ClosedAccountMember');
}

/** Queues an invitation for each invitable member with an e-mail, not opted out and never invited; answers counts. */
export async function queueInvitations(
  db: Db,
  partnerCode: string,
  now: Date,
): Promise<{ queued: number; alreadyInvited: number; optedOut: number; withoutEmail: number }> {
  const counts = await invitable(db, partnerCode)
    .leftJoin('activation_invitations as invitation', 'invitation.member_id', 'members.id')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('invitation.member_id', 'is not', null).as('alreadyInvited'),
      eb.fn
        .countAll<string>()
        .filterWhere('invitation.member_id', 'is', null)
        .filterWhere('members.email_unsubscribed_at', 'is not', null)
        .as('optedOut'),
      eb.fn
        .countAll<string>()
        .filterWhere('invitation.member_id', 'is', null)
        .filterWhere('members.email', 'is', null)
        .as('withoutEmail'),
    ])
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('activation_invitations')
    .columns(['member_id', 'partner_code', 'queued_at'])
    .expression(
      invitable(db, partnerCode)
        .where('members.email', 'is not', null)
        .where('members.email_unsubscribed_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('activation_invitations')
                .select('activation_invitations.member_id')
                .whereRef('activation_invitations.member_id', '=', 'members.id'),
            ),
          ),
        )
        .select((eb) => ['members.id', 'members.partner_code', eb.val(now).as('queued_at')]),
    )
    .executeTakeFirst();
  return {
    queued: Number(inserted.numInsertedOrUpdatedRows ?? 0),
    alreadyInvited: Number(counts.alreadyInvited),
    optedOut: Number(counts.optedOut),
    withoutEmail: Number(counts.withoutEmail),
  };
}

/** The oldest invitations still waiting, with what their mail needs, at most `limit`. */
export function waitingInvitations(db: Db, limit: number) {
  return db
    .selectFrom('activation_invitations as invitation')
    .innerJoin('members', (join) =>
      join
        .onRef('members.id', '=', 'invitation.member_id')
        .onRef('members.partner_code', '=', 'invitation.partner_code'),
    )
    .where('invitation.sent_at', 'is', null)
    .where('invitation.skipped', 'is', null)
    .select([
      'invitation.member_id as memberId',
      'members.partner_code as partnerCode',
      'members.public_id as publicId',
      'members.first_name as firstName',
      'members.email',
      'members.email_unsubscribed_at as unsubscribedAt',
      'members.tier_level as tier',
      'members.has_web_profile as hasWebProfile',
      'members.active',
      'members.member_type as memberType',
    ])
    .orderBy('invitation.queued_at')
    .orderBy('invitation.member_id')
    .limit(limit)
    .execute();
}

export async function markInvitation(
  db: Db,
  memberId: number,
  outcome: { sentAt: Date } | { skipped: string },
): Promise<void> {
  await db
    .updateTable('activation_invitations')
    .set('sentAt' in outcome ? { sent_at: outcome.sentAt } : { skipped: outcome.skipped })
    .where('member_id', '=', memberId)
    .execute();
}

/** Records the member's "no more invitations"; answers whether a member of this program has this public id. */
export async function unsubscribeMember(db: Db, partnerCode: string, publicId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set((eb) => ({ email_unsubscribed_at: eb.fn.coalesce('email_unsubscribed_at', eb.val(now)) }))
    .where('partner_code', '=', partnerCode)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
