import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A member's channels in their program (notification_preferences); no row: every channel off. */
export interface ChannelPreferences {
  email: boolean;
  push: boolean;
  timeZone: string | null;
}

const OFF: ChannelPreferences = { email: false, push: false, timeZone: null };

/** The member's choices in this program. Every query names the program as well as the member. */
export async function readPreferences(
  db: Kysely<DB>,
  memberId: number,
  partnerCode: string,
): Promise<ChannelPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['email', 'push', 'time_zone'])
    .where('member_id', '=', memberId)
    .where('partner_code', '=', partnerCode)
    .executeTakeFirst();
  return row ? { email: row.email, push: row.push, timeZone: row.time_zone } : OFF;
}

/** Changes the switches given (the others stay), and the time zone when one is given. */
export async function savePreferences(
  db: Kysely<DB>,
  input: {
    memberId: number;
    partnerCode: string;
    now: Date;
    email?: boolean | undefined;
    push?: boolean | undefined;
    timeZone?: string | undefined;
  },
): Promise<ChannelPreferences> {
  const changes = {
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.push === undefined ? {} : { push: input.push }),
    ...(input.timeZone === undefined ? {} : { time_zone: input.timeZone }),
  };
  const row = await db
    .insertInto('notification_preferences')
    .values({
      member_id: input.memberId,
      partner_code: input.partnerCode,
      updated_at: input.now,
      time_zone: null,
      ...changes,
    })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'partner_code']).doUpdateSet({ ...changes, updated_at: input.now }),
    )
    .returning(['email', 'push', 'time_zone'])
    .executeTakeFirstOrThrow();
  return { email: row.email, push: row.push, timeZone: row.time_zone };
}

/**
 * Stores a browser's push subscription for the member. An endpoint already known in this program moves to this
 * member: the browser that holds its keys is theirs now (a shared device signed in as someone else).
 */
export async function saveSubscription(
  db: Kysely<DB>,
  input: { memberId: number; partnerCode: string; endpoint: string; p256dh: string; auth: string; now: Date },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      member_id: input.memberId,
      partner_code: input.partnerCode,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      created_at: input.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['partner_code', 'endpoint'])
        .doUpdateSet({ member_id: input.memberId, p256dh: input.p256dh, auth: input.auth, created_at: input.now }),
    )
    .execute();
}

/** Removes one of the member's own subscriptions; answers whether there was one (another member's is untouched). */
export async function removeSubscription(
  db: Kysely<DB>,
  input: { memberId: number; partnerCode: string; endpoint: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('member_id', '=', input.memberId)
    .where('partner_code', '=', input.partnerCode)
    .where('endpoint', '=', input.endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function subscriptionsOf(
  db: Kysely<DB>,
  memberId: number,
  partnerCode: string,
): Promise<StoredSubscription[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('member_id', '=', memberId)
    .where('partner_code', '=', partnerCode)
    .orderBy('id')
    .execute();
}

/** A subscription the push service says is gone (404/410): nothing will ever arrive there again. */
export async function forgetSubscription(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
