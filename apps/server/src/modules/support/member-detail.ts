import { sql, type Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { SupportMemberDetail } from '@forkpoint/shared/contracts/support-members';
import type { DB } from '../../db/schema';
import type { MemberRow } from '../members/repository';
import { memberWithRewards } from '../members/member-with-rewards';
import { explainReward } from '../rewards/reward-explanation';
import { feedEvents } from './member-events';
import { lockoutOf } from './member-lockout';

/**
 * Everything an agent needs about one member of their partner, each list newest first and bounded.
 * Every query names the member's id and partner; unmatched feed events (which belong to no member)
 * are in member-events.ts.
 */

const RECENT = 50;
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export async function memberDetail(
  db: Kysely<DB>,
  partner: Partner,
  row: MemberRow,
  now: Date,
): Promise<SupportMemberDetail> {
  const member = { id: row.id, partnerCode: partner.code };
  const [profile, cards, transactions, unmatchedEvents, rewards, reservations, claims, signIns, lockout] =
    await Promise.all([
      memberWithRewards(db, partner, row, now),
      cardsOf(db, member),
      feedEvents(db, member, 'matched'),
      feedEvents(db, member, 'unmatched'),
      rewardsOf(db, member, partner),
      reservationsOf(db, member),
      claimsOf(db, member),
      signInsOf(db, member),
      lockoutOf(db, member, now),
    ]);
  return {
    member: profile,
    vipThrough: row.vip_through,
    cards,
    transactions,
    unmatchedEvents,
    rewards,
    reservations,
    claims,
    signIns,
    lockout,
  };
}

type Owner = { id: number; partnerCode: string };

async function cardsOf(db: Kysely<DB>, owner: Owner) {
  const rows = await db
    .selectFrom('member_cards as c')
    .select(['c.id', 'c.last_four', 'c.card_type', 'c.description', 'c.linked_at', 'c.removed_at', 'c.removal_reason'])
    // Whether this card was linked in another program first and moved here (not which program).
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('member_cards as before')
            .select('before.id')
            .whereRef('before.fingerprint', '=', 'c.fingerprint')
            .where('before.partner_code', '<>', owner.partnerCode)
            .where('before.removal_reason', '=', 'moved')
            .whereRef('before.removed_at', '<=', 'c.linked_at'),
        )
        .as('moved_in'),
    )
    .where('c.member_id', '=', owner.id)
    .where('c.partner_code', '=', owner.partnerCode)
    .orderBy('c.linked_at', 'desc')
    .execute();
  return rows.map((c) => ({
    id: c.id,
    lastFour: c.last_four,
    brand: c.card_type,
    description: c.description,
    linkedAt: iso(c.linked_at),
    removedAt: isoOrNull(c.removed_at),
    removalReason: c.removal_reason,
    movedFromAnotherProgram: Boolean(c.moved_in),
  }));
}

async function rewardsOf(db: Kysely<DB>, owner: Owner, partner: Partner) {
  const rows = await db
    .selectFrom('rewards as r')
    .leftJoin('merchants as m', 'm.id', 'r.merchant_id')
    .select([
      'r.id',
      'r.source_code',
      'r.local_date',
      'r.benefit_amount',
      'r.award_status',
      'r.status_reason',
      'r.source_transaction_id',
      'r.earn_tier',
      'r.earn_terms',
      'r.ticket_cents',
      'r.eligible_cents',
      'm.name',
    ])
    .select(sql<string | null>`m.details -> 'visitLimits' ->> 'maxSpendPerMonth'`.as('max_spend'))
    .select(sql<string>`to_char(r.local_date, 'YYYY-MM-DD')`.as('day'))
    .where('r.member_id', '=', owner.id)
    .where('r.partner_code', '=', owner.partnerCode)
    .orderBy('r.occurred_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(RECENT)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    sourceCode: r.source_code,
    localDate: r.day,
    merchantName: r.name,
    benefitAmount: Number(r.benefit_amount),
    awardStatus: r.award_status,
    statusReason: r.status_reason,
    explanation: explainReward(r, partner),
  }));
}

async function reservationsOf(db: Kysely<DB>, owner: Owner) {
  const rows = await db
    .selectFrom('reservations as r')
    .leftJoin('merchants as m', 'm.id', 'r.merchant_id')
    .select(['r.id', 'r.confirmation_number', 'r.party_size', 'r.status', 'm.name'])
    .select(sql<string>`to_char(r.local_date, 'YYYY-MM-DD')`.as('day'))
    .select(sql<string>`to_char(r.local_time, 'HH24:MI')`.as('time'))
    .where('r.member_id', '=', owner.id)
    .where('r.partner_code', '=', owner.partnerCode)
    .orderBy('r.starts_at', 'desc')
    .limit(RECENT)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    confirmationNumber: r.confirmation_number,
    merchantName: r.name,
    localDate: r.day,
    localTime: r.time,
    partySize: r.party_size,
    status: r.status,
  }));
}

async function claimsOf(db: Kysely<DB>, owner: Owner) {
  const rows = await db
    .selectFrom('reward_claims as c')
    .leftJoin('merchants as m', 'm.id', 'c.merchant_id')
    .select(['c.id', 'c.amount_cents', 'c.status', 'c.created_at', 'm.name'])
    .select(sql<string>`to_char(c.purchase_date, 'YYYY-MM-DD')`.as('day'))
    .where('c.member_id', '=', owner.id)
    .where('c.partner_code', '=', owner.partnerCode)
    .orderBy('c.created_at', 'desc')
    .limit(RECENT)
    .execute();
  return rows.map((c) => ({
    id: c.id,
    purchaseDate: c.day,
    amountCents: c.amount_cents,
    merchantName: c.name,
    status: c.status,
    createdAt: iso(c.created_at),
  }));
}

async function signInsOf(db: Kysely<DB>, owner: Owner) {
  const rows = await db
    .selectFrom('login_attempts')
    .select(['attempted_at', 'ip', 'succeeded', 'outcome'])
    .where('partner_code', '=', owner.partnerCode)
    .where('lockout_key', '=', `member:${owner.id}`)
    .orderBy('attempted_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((a) => ({ at: iso(a.attempted_at), ip: a.ip, succeeded: a.succeeded, outcome: a.outcome }));
}
