import { sql, type Kysely, type Transaction } from 'kysely';
import type { MemberReservations, Partner, Reservation } from '@forkpoint/shared';
import { RESERVATION_MESSAGES } from '@forkpoint/shared/contracts/reservation-constants';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ProviderMember, ReservationProvider } from './reservation-provider';

/**
 * A member's reservations (GET /api/Member/Reservations, DELETE /api/Reservations/{id}): only their own, in the
 * request's program. Another member's reservation, or an id that is not one, is a 404 that says nothing more.
 */

type Db = Kysely<DB> | Transaction<DB>;
const UPCOMING_LIMIT = 100;
const PAST_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isReservationId = (id: string) => UUID.test(id);

/** The partner's reservation bonus for a completed reservation: its amount where it has one, else 0. */
export function reservationBonusOf(partner: Pick<Partner, 'hasReservationBonus' | 'reservationBonusAmount'>): number {
  return partner.hasReservationBonus ? partner.reservationBonusAmount : 0;
}

function viewQuery(db: Db, member: ProviderMember) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
    .leftJoin('rewards as w', 'w.id', 'r.bonus_reward_id')
    .select([
      'r.id',
      'r.confirmation_number',
      'm.merchant_id',
      'm.id as merchant_number',
      'm.name',
      'm.city',
      'm.time_zone',
      sql<string>`to_char(r.local_date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`to_char(r.local_time, 'HH24:MI')`.as('time'),
      // The restaurant's offset from UTC at the start, for startsAt written in its own time.
      sql<number>`(extract(epoch FROM (r.starts_at AT TIME ZONE m.time_zone) - (r.starts_at AT TIME ZONE 'UTC')) / 60)::int`.as(
        'offset_minutes',
      ),
      'r.starts_at',
      'r.party_size',
      'r.status',
      'w.benefit_amount as bonus_paid',
      'r.created_at',
    ])
    .where('r.member_id', '=', member.id)
    .where('r.partner_code', '=', member.partnerCode);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['executeTakeFirstOrThrow']>>;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function toReservation(row: ViewRow, partner: Partner, now: Date): Reservation {
  const startsAt = new Date(row.starts_at);
  const upcoming = row.status === 'booked' && startsAt > now;
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    merchantId: row.merchant_id,
    merchantNumber: row.merchant_number,
    merchantName: row.name,
    merchantCity: row.city || null,
    date: row.date,
    time: row.time,
    startsAt: `${row.date}T${row.time}:00${offsetText(row.offset_minutes)}`,
    timeZone: row.time_zone,
    partySize: row.party_size,
    status: row.status,
    cancellable: upcoming,
    bonusAmount:
      row.status === 'honoured' ? (row.bonus_paid ?? 0) : row.status === 'booked' ? reservationBonusOf(partner) : 0,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function reservationOf(
  db: Db,
  member: ProviderMember,
  id: string,
  partner: Partner,
  now: Date,
): Promise<Reservation | undefined> {
  if (!isReservationId(id)) return undefined;
  const row = await viewQuery(db, member).where('r.id', '=', id).executeTakeFirst();
  return row && toReservation(row, partner, now);
}

/** Upcoming (booked, not started) soonest first; past (started, cancelled or completed) newest first. */
export async function memberReservations(
  db: Db,
  member: ProviderMember,
  partner: Partner,
  now: Date,
): Promise<MemberReservations> {
  const [upcoming, past] = await Promise.all([
    viewQuery(db, member)
      .where('r.status', '=', 'booked')
      .where('r.starts_at', '>', now)
      .orderBy('r.starts_at')
      .orderBy('r.id')
      .limit(UPCOMING_LIMIT)
      .execute(),
    viewQuery(db, member)
      .where((eb) => eb.or([eb('r.status', '<>', 'booked'), eb('r.starts_at', '<=', now)]))
      .orderBy('r.starts_at', 'desc')
      .orderBy('r.id')
      .limit(PAST_LIMIT)
      .execute(),
  ]);
  return {
    upcoming: upcoming.map((row) => toReservation(row, partner, now)),
    past: past.map((row) => toReservation(row, partner, now)),
  };
}

/** DELETE /api/Reservations/{id}: the member's own booking, before it starts. */
export async function cancelReservation(
  db: Kysely<DB>,
  provider: ReservationProvider,
  member: ProviderMember,
  id: string,
  partner: Partner,
  now: Date,
): Promise<Reservation> {
  const notFound = () => new AppError('NOT_FOUND', RESERVATION_MESSAGES.reservationNotFound);
  if (!isReservationId(id)) throw notFound();
  const result = await provider.cancel({ reservationId: id, member, now });
  if (!result.ok) {
    if (result.reason === 'notFound') throw notFound();
    throw new AppError(
      'CONFLICT',
      result.reason === 'alreadyCancelled' ? RESERVATION_MESSAGES.cancelDone : RESERVATION_MESSAGES.cancelPast,
    );
  }
  const cancelled = await reservationOf(db, member, id, partner, now);
  if (!cancelled) throw notFound();
  return cancelled;
}
