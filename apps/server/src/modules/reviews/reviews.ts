import { sql, type Kysely } from 'kysely';
import {
  PENDING_REVIEW_EXPIRY_DAYS,
  type ReviewRequest,
  type ReviewResponse,
  type ReviewStatusEntry,
} from '@forkpoint/shared';
import { reviewRefusal, type ReviewRefusal } from '@forkpoint/shared/rules/review-link';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { moderate } from './moderation';

/**
 * Reviews of a dine (issue 13, item 8): a member reviews their own reward rows only, found by the card
 * network's transaction id, each once. Every query is bounded by the member and their partner, and a
 * transaction that is not theirs answers exactly as one that does not exist.
 */

type Db = Kysely<DB>;

export interface ReviewingMember {
  id: number;
  partnerCode: string;
}

export const NOT_YOUR_TRANSACTION = 'We could not find that transaction in your activity.';

const REFUSALS: Record<ReviewRefusal | 'no-merchant', string> = {
  'not-a-dine': 'Only a dine (a settled or manual transaction) can be reviewed.',
  'no-merchant': 'This transaction has no restaurant to review.',
  bonus: 'A bonus is not a visit to review.',
  reviewed: 'You have already reviewed this visit.',
  'before-reviews': 'Visits before February 2021 cannot be reviewed.',
  expired: `Visits can be reviewed for ${PENDING_REVIEW_EXPIRY_DAYS} days; this one is too old to review.`,
  deferred: 'This visit has not earned its reward yet; you can review it once it has.',
  forfeit: 'This visit did not earn a reward, so it cannot be reviewed.',
};

/** The member's reward rows for these transactions, one with a restaurant first where an id has several. */
function ownRewards(db: Db, member: ReviewingMember, txnIds: readonly string[]) {
  return db
    .selectFrom('rewards as r')
    .leftJoin('reviews as v', 'v.reward_id', 'r.id')
    .select([
      'r.id',
      'r.source_transaction_id',
      'r.source_code',
      'r.transaction_type',
      'r.award_status',
      'r.merchant_id',
    ])
    .select(sql<string>`to_char(r.local_date, 'YYYY-MM-DD')`.as('local_date'))
    .select(sql<boolean>`v.id IS NOT NULL`.as('reviewed'))
    .where('r.member_id', '=', member.id)
    .where('r.partner_code', '=', member.partnerCode)
    .where('r.source_transaction_id', 'in', txnIds)
    .orderBy(sql`r.merchant_id IS NULL`)
    .orderBy('r.id')
    .execute();
}

/** GET /api/reviews/status: whether each transaction is reviewed; 404 when any of them is not the member's. */
export async function reviewStatuses(
  db: Db,
  member: ReviewingMember,
  txnIds: readonly string[],
): Promise<ReviewStatusEntry[]> {
  const asked = [...new Set(txnIds)];
  const rows = await ownRewards(db, member, asked);
  return asked.map((id) => {
    const mine = rows.filter((row) => row.source_transaction_id === id);
    if (mine.length === 0) throw new AppError('NOT_FOUND', NOT_YOUR_TRANSACTION);
    return { id, completed: mine.some((row) => row.reviewed) };
  });
}

/**
 * POST /api/reviews: the review-link rule decides, moderation sets the status, and the review and the
 * merchant's new rating are written in one transaction. "Once" is the unique reward_id: of two posts
 * racing past the rule, the database refuses the second, answered as already reviewed.
 */
export async function submitReview(
  db: Db,
  member: ReviewingMember,
  review: ReviewRequest,
  now: Date,
): Promise<ReviewResponse> {
  const [reward] = await ownRewards(db, member, [review.txnId]);
  if (!reward) throw new AppError('NOT_FOUND', NOT_YOUR_TRANSACTION);
  const refusal = reviewRefusal(
    {
      transactionType: reward.transaction_type,
      sourceCode: reward.source_code,
      date: reward.local_date,
      awardStatus: reward.award_status,
      reviewed: reward.reviewed,
    },
    now,
  );
  if (refusal) throw new AppError('CONFLICT', REFUSALS[refusal]);
  const merchantId = reward.merchant_id;
  // Bonuses and adjustments carry no restaurant: nothing to rate.
  if (merchantId === null) throw new AppError('CONFLICT', REFUSALS['no-merchant']);

  const text = review.text?.trim() || null;
  const verdict = moderate(text);
  const { food, service, cleanliness, value } = review;
  const mean = (food + service + cleanliness + value) / 4;
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('reviews')
        .values({
          member_id: member.id,
          partner_code: member.partnerCode,
          reward_id: reward.id,
          merchant_id: merchantId,
          food,
          service,
          cleanliness,
          value,
          text,
          moderation_status: verdict.status,
          moderation_reason: verdict.reason,
          created_at: now,
        })
        .execute();
      const merchant =
        verdict.status === 'published'
          ? // One statement reads and writes the row under its lock, so concurrent reviews never lose one.
            await trx
              .updateTable('merchants')
              .set({
                rating: sql<number>`least(5, (rating::float8 * rating_count + ${mean}::float8) / (rating_count + 1))`,
                rating_count: sql<number>`rating_count + 1`,
              })
              .where('id', '=', merchantId)
              .returning(['rating', 'rating_count'])
              .executeTakeFirstOrThrow()
          : await trx
              .selectFrom('merchants')
              .select(['rating', 'rating_count'])
              .where('id', '=', merchantId)
              .executeTakeFirstOrThrow();
      return {
        id: review.txnId,
        completed: true as const,
        status: verdict.status,
        reason: verdict.reason,
        merchantRating: merchant.rating,
        merchantRatingCount: merchant.rating_count,
      };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('CONFLICT', REFUSALS.reviewed);
    throw error;
  }
}
