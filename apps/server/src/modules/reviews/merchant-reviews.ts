import { sql, type Kysely } from 'kysely';
import { MERCHANT_REVIEWS_SHOWN, type MerchantReviewsResponse } from '@forkpoint/shared';
import type { DB } from '../../db/schema';

/**
 * A restaurant's written reviews for its page: published ones with words, newest first, each signed with the
 * member's first name and last initial (never more of who they are). Null when the partner does not carry
 * the restaurant, so its page and its reviews answer alike.
 */
export async function merchantReviews(
  db: Kysely<DB>,
  merchantId: number,
  partnerCode: string,
): Promise<MerchantReviewsResponse | null> {
  const carried = await db
    .selectFrom('merchant_partners')
    .select('merchant_id')
    .where('merchant_id', '=', merchantId)
    .where('partner_code', '=', partnerCode)
    .executeTakeFirst();
  if (!carried) return null;
  const written = db
    .selectFrom('reviews as r')
    .where('r.merchant_id', '=', merchantId)
    .where('r.moderation_status', '=', 'published')
    .where(sql<boolean>`coalesce(r.text, '') <> ''`);
  const rows = await written
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([
      'r.id',
      'r.food',
      'r.service',
      'r.cleanliness',
      'r.value',
      'r.text',
      'r.created_at',
      'm.first_name',
      'm.last_name',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(MERCHANT_REVIEWS_SHOWN)
    .execute();
  const total = await written.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return {
    reviews: rows.map((row) => ({
      id: String(row.id),
      food: row.food,
      service: row.service,
      cleanliness: row.cleanliness,
      value: row.value,
      text: row.text ?? '',
      createdAt: new Date(row.created_at).toISOString(),
      reviewerName: [row.first_name.trim() || 'A member', row.last_name.trim() ? `${row.last_name.trim()[0]}.` : '']
        .filter(Boolean)
        .join(' '),
    })),
    totalWritten: Number(total.n),
  };
}
