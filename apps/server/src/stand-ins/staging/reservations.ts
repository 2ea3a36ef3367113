import type { Kysely } from 'kysely';
import { STAGING_RESERVATIONS_LIMIT, type StagingReservation } from '@forkpoint/shared/contracts/staging-tools';
import type { DB } from '../../db/schema';

/** The partner's booked reservations (no outcome yet), soonest first: what the tool may mark honoured. */
export async function bookedReservations(db: Kysely<DB>, partnerCode: string): Promise<StagingReservation[]> {
  const rows = await db
    .selectFrom('reservations as r')
    .innerJoin('members as mb', 'mb.id', 'r.member_id')
    .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
    .select(['r.id', 'r.confirmation_number', 'mb.public_id', 'm.name', 'r.starts_at', 'r.party_size'])
    .where('r.partner_code', '=', partnerCode)
    .where('mb.partner_code', '=', partnerCode)
    .where('r.status', '=', 'booked')
    .orderBy('r.starts_at')
    .orderBy('r.id')
    .limit(STAGING_RESERVATIONS_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    confirmationNumber: row.confirmation_number,
    memberPublicId: row.public_id,
    merchantName: row.name,
    startsAt: new Date(row.starts_at).toISOString(),
    partySize: row.party_size,
  }));
}
