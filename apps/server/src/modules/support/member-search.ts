import type { Kysely } from 'kysely';
import { SUPPORT_SEARCH_LIMIT, type SupportMemberMatch } from '@forkpoint/shared/contracts/support-members';
import { normalizeEmail } from '@forkpoint/shared/rules/member-fields';
import type { DB } from '../../db/schema';

/**
 * Finds members of one partner by what a caller can tell an agent: the e-mail, the partner number, the
 * public id, or (four digits) the last four of a card linked now or before. Exact matches only: an agent
 * confirms who is calling, never browses.
 */
export async function searchMembers(
  db: Kysely<DB>,
  partnerCode: string,
  query: string,
): Promise<{ members: SupportMemberMatch[]; truncated: boolean }> {
  const email = normalizeEmail(query);
  const lastFour = /^\d{4}$/.test(query) ? query : null;
  const rows = await db
    .selectFrom('members as m')
    .select([
      'm.id',
      'm.public_id',
      'm.first_name',
      'm.last_name',
      'm.email',
      'm.partner_number',
      'm.member_type',
      'm.tier_level',
      'm.active',
    ])
    .where('m.partner_code', '=', partnerCode)
    .where((eb) =>
      eb.or([
        eb('m.email', '=', email),
        eb('m.partner_number', '=', query),
        eb('m.public_id', '=', query),
        ...(lastFour
          ? [
              eb.exists(
                eb
                  .selectFrom('member_cards as c')
                  .select('c.id')
                  .whereRef('c.member_id', '=', 'm.id')
                  .where('c.partner_code', '=', partnerCode)
                  .where('c.last_four', '=', lastFour),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('m.last_name')
    .orderBy('m.first_name')
    .orderBy('m.id')
    .limit(SUPPORT_SEARCH_LIMIT + 1)
    .execute();
  const members = rows.slice(0, SUPPORT_SEARCH_LIMIT).map((row): SupportMemberMatch => ({
    publicId: row.public_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    partnerNumber: row.partner_number,
    memberType: row.member_type,
    tierLevel: row.tier_level,
    active: row.active,
    matchedOn:
      row.email === email
        ? 'email'
        : row.public_id === query
          ? 'publicId'
          : row.partner_number === query
            ? 'partnerNumber'
            : 'cardLastFour',
  }));
  return { members, truncated: rows.length > SUPPORT_SEARCH_LIMIT };
}
