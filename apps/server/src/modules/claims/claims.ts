import { sql, type Kysely } from 'kysely';
import { MISSING_REWARDS_AFTER_DAYS } from '@forkpoint/shared/constants';
import { CLAIM_MESSAGES, type RewardClaim } from '@forkpoint/shared/contracts/claims';
import { daysBetween, isCalendarDay, utcDateOf, weekdayOf } from '@forkpoint/shared/dates/calendar-days';
import type { DB } from '../../db/schema';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { CLAIM_AMOUNT_TOLERANCE_CENTS } from '../rewards/claim-overlap';
import { CLAIM_FINDINGS, REASONS_FOR_SUPPORT, findingForReason } from './claim-finding';

/**
 * Missing-reward claims (issue 14, item 6; docs/rewards.md "Claims"). A claim names the member's own card,
 * a restaurant of the catalog, the day and the amount. The engine looks for the purchase in the card
 * network's feed (that card, two days either side, that restaurant or that amount) and answers at once
 * when the feed explains it; otherwise the claim waits for support.
 */

type Db = Kysely<DB>;
const SEARCH_DAYS = 2;

export interface ClaimingMember {
  id: number;
  partnerCode: string;
}

export interface ClaimInput {
  purchaseDate: string;
  amount: number;
  merchantId: string;
  cardId: string;
}

export async function fileClaim(db: Db, member: ClaimingMember, input: ClaimInput, now: Date): Promise<RewardClaim> {
  const card = await db
    .selectFrom('member_cards')
    .select(['id', 'fingerprint', 'last_four', 'linked_at'])
    .where('id', '=', input.cardId)
    .where('member_id', '=', member.id)
    .where('partner_code', '=', member.partnerCode)
    .executeTakeFirst();
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'merchant_id', 'name', 'benefit_days'])
    .where('merchant_id', '=', input.merchantId)
    .executeTakeFirst();

  const errors: FieldMessage[] = [];
  // Days from the purchase to today, both UTC calendar days.
  const age = isCalendarDay(input.purchaseDate) ? daysBetween(input.purchaseDate, utcDateOf(now)) : Number.NaN;
  if (Number.isNaN(age)) {
    errors.push({ field: 'purchaseDate', message: CLAIM_MESSAGES.date });
  } else if (age < 0) {
    errors.push({ field: 'purchaseDate', message: CLAIM_MESSAGES.future });
  } else if (age < MISSING_REWARDS_AFTER_DAYS) {
    errors.push({ field: 'purchaseDate', message: CLAIM_MESSAGES.tooRecent });
  } else if (age > 366) {
    errors.push({ field: 'purchaseDate', message: CLAIM_MESSAGES.tooOld });
  } else if (card && utcDateOf(new Date(card.linked_at)) > input.purchaseDate) {
    errors.push({ field: 'purchaseDate', message: CLAIM_MESSAGES.beforeLinked });
  }
  if (!card) errors.push({ field: 'cardId', message: CLAIM_MESSAGES.card });
  if (!merchant) errors.push({ field: 'merchantId', message: CLAIM_MESSAGES.merchant });
  if (errors.length > 0 || !card || !merchant) throw new AppError('VALIDATION_FAILED', CLAIM_MESSAGES.form, errors);

  const found = await findPurchase(db, card.fingerprint, merchant.merchant_id, input);
  const carried = await db
    .selectFrom('merchant_partners')
    .select('merchant_id')
    .where('merchant_id', '=', merchant.id)
    .where('partner_code', '=', member.partnerCode)
    .executeTakeFirst();
  const weekday = weekdayOf(input.purchaseDate);

  let status: 'answered' | 'pending' = 'answered';
  let finding: string;
  if (found?.matched) finding = CLAIM_FINDINGS.earned;
  else if (found?.reason) {
    finding = findingForReason(found.reason);
    if (REASONS_FOR_SUPPORT.has(found.reason)) status = 'pending';
  } else if (!carried) finding = CLAIM_FINDINGS.notInProgram;
  else if (!merchant.benefit_days.includes(weekday)) finding = CLAIM_FINDINGS.notBenefitDay;
  else {
    finding = CLAIM_FINDINGS.waiting;
    status = 'pending';
  }

  try {
    const row = await db
      .insertInto('reward_claims')
      .values({
        member_id: member.id,
        partner_code: member.partnerCode,
        purchase_date: input.purchaseDate,
        amount_cents: input.amount,
        merchant_id: merchant.id,
        member_card_id: card.id,
        status,
        finding,
        feed_event_id: found?.id ?? null,
        created_at: now,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      purchaseDate: input.purchaseDate,
      amountCents: input.amount,
      merchantId: merchant.merchant_id,
      merchantName: merchant.name,
      cardLastFour: card.last_four,
      status,
      finding,
      createdAt: new Date(row.created_at).toISOString(),
    };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('CONFLICT', CLAIM_MESSAGES.duplicate);
    throw error;
  }
}

interface FoundEvent {
  id: string;
  matched: boolean | null;
  reason: string | null;
}

/** The card's purchase event closest to what the member describes: same restaurant, then amount, then day. */
async function findPurchase(db: Db, fingerprint: string, merchantId: string, input: ClaimInput) {
  const result = await sql<FoundEvent>`
    SELECT e.id::text AS id, e.matched, e.match_reason AS reason
    FROM feed_events e
    WHERE e.card_fingerprint = ${fingerprint} AND e.event IN ('authorization', 'settlement')
      AND e.local_date BETWEEN ${input.purchaseDate}::date - ${SEARCH_DAYS}::integer
                           AND ${input.purchaseDate}::date + ${SEARCH_DAYS}::integer
      -- The member's purchase: at that restaurant, or of that amount (give or take a dollar) where the
      -- network names the place differently.
      AND (e.merchant_id = ${merchantId} OR abs(e.amount_cents - ${input.amount}) <= ${CLAIM_AMOUNT_TOLERANCE_CENTS})
    ORDER BY (e.merchant_id = ${merchantId}) DESC, abs(e.amount_cents - ${input.amount}),
             abs(e.local_date - ${input.purchaseDate}::date), e.event = 'settlement' DESC
    LIMIT 1`.execute(db);
  return result.rows[0];
}

/** The member's claims, newest first. */
export async function claimsOf(db: Db, member: ClaimingMember): Promise<RewardClaim[]> {
  const rows = await db
    .selectFrom('reward_claims as c')
    .innerJoin('merchants as m', 'm.id', 'c.merchant_id')
    .innerJoin('member_cards as card', 'card.id', 'c.member_card_id')
    .select([
      'c.id',
      sql<string>`to_char(c.purchase_date, 'YYYY-MM-DD')`.as('purchase_date'),
      'c.amount_cents',
      'm.merchant_id',
      'm.name',
      'card.last_four',
      'c.status',
      // Once support decided (approved, or declined with a reason), that is what the member reads.
      sql<string>`coalesce(c.resolution, c.finding)`.as('finding'),
      'c.created_at',
    ])
    .where('c.member_id', '=', member.id)
    .where('c.partner_code', '=', member.partnerCode)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    purchaseDate: row.purchase_date,
    amountCents: row.amount_cents,
    merchantId: row.merchant_id,
    merchantName: row.name,
    cardLastFour: row.last_four,
    status: row.status,
    finding: row.finding,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
