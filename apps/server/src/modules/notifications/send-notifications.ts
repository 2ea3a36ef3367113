import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import { NOTIFICATION_PATHS } from '@forkpoint/shared/contracts/notification-constants';
import type { DB } from '../../db/schema';
import type { Mailer } from '../outbox/mailer';
import { explainReward } from '../rewards/reward-explanation';
import { earnEmail, earnPush, type NoticeLine } from './earn-message';
import { FALLBACK_TIME_ZONE, isDue } from './notification-timing';
import { forgetSubscription, subscriptionsOf } from './preferences-repository';
import type { PushSender } from './push-sender';
import { notificationUnsubscribeToken } from './unsubscribe-token';
import { markNotices, recipientOf, waitingNotices, type WaitingNotice } from './waiting-notices';

/** Members a run looks at, oldest waiting first; the rest wait for the next run (a few seconds later). */
export const NOTIFICATION_MEMBERS_PER_RUN = 200;

/** The activity page (the web's paths.account.recentActivity) and a row's anchor in it (activity-row.tsx). */
export const ACTIVITY_PAGE_PATH = '/account/recent_activity';
export const activityRowLink = (origin: string, sourceTransactionId: string) =>
  `${origin}${ACTIVITY_PAGE_PATH}#txn-${encodeURIComponent(sourceTransactionId)}`;

const EARNING = new Set(['Pending', 'Awarded', 'Paid']);

export interface NotificationRun {
  sent: number;
  cancelled: number;
  waiting: number;
  pushes: number;
}

export interface SendNotificationsInput {
  db: Kysely<DB>;
  mailer: Mailer;
  /** Null: the push channel is off (production without VAPID keys). */
  push: PushSender | null;
  partners: readonly Partner[];
  now: Date;
  windowMs: number;
  secret: string;
  originOf: (partner: Partner) => string;
}

/**
 * The notification job (docs/decisions/0048-earn-notifications.md). For each member with waiting notices whose
 * window has passed and who is not in quiet hours: notices whose reward was reversed (the row is gone) or no longer
 * earns are cancelled — the member never hears of them — and the rest go as one message by each channel the member
 * has on: the e-mail through the outbox in the transaction that marks them sent, then a push to each of their
 * browsers. A push service that says a subscription is gone has it forgotten.
 */
export async function sendDueNotifications(input: SendNotificationsInput): Promise<NotificationRun> {
  const run: NotificationRun = { sent: 0, cancelled: 0, waiting: 0, pushes: 0 };
  const partners = new Map(input.partners.map((partner) => [partner.code, partner]));
  const byMember = new Map<number, WaitingNotice[]>();
  for (const notice of await waitingNotices(input.db, NOTIFICATION_MEMBERS_PER_RUN)) {
    const list = byMember.get(notice.member_id) ?? [];
    list.push(notice);
    byMember.set(notice.member_id, list);
  }
  for (const [memberId, notices] of byMember) {
    const partner = partners.get(notices[0]!.partner_code);
    const recipient = await recipientOf(input.db, memberId, notices[0]!.partner_code);
    const ids = notices.map((notice) => notice.id);
    if (!partner || !recipient || !recipient.active || recipient.closed) {
      await markNotices(input.db, ids, { cancelledAt: input.now, reason: 'closed' });
      run.cancelled += ids.length;
      continue;
    }
    // The member's zone (their browser's, saved with their choices), else the restaurant of the latest purchase.
    const restaurantZone = notices.findLast((notice) => notice.merchant_time_zone)?.merchant_time_zone;
    const timeZone = recipient.timeZone ?? restaurantZone ?? FALLBACK_TIME_ZONE;
    if (!isDue({ oldestWaiting: notices[0]!.created_at, now: input.now, windowMs: input.windowMs, timeZone })) {
      run.waiting += ids.length;
      continue;
    }
    const outcome = await sendToMember(input, partner, recipient, notices);
    run.sent += outcome.sent;
    run.cancelled += outcome.cancelled;
    run.pushes += outcome.pushes;
  }
  return run;
}

async function sendToMember(
  input: SendNotificationsInput,
  partner: Partner,
  recipient: NonNullable<Awaited<ReturnType<typeof recipientOf>>>,
  notices: WaitingNotice[],
): Promise<{ sent: number; cancelled: number; pushes: number }> {
  const { db, now } = input;
  const reversed = notices.filter((notice) => notice.reward_id === null);
  const stillDeferred = (notice: WaitingNotice) => notice.award_status === 'Deferred';
  // A reminder whose deferral ended (earned or forfeit meanwhile) has nothing left to remind of.
  const resolved = notices.filter(
    (notice) => notice.reward_id !== null && notice.kind === 'deferred-reminder' && !stillDeferred(notice),
  );
  const notEarning = notices.filter(
    (notice) =>
      notice.reward_id !== null &&
      notice.kind !== 'deferred-reminder' &&
      (!EARNING.has(notice.award_status ?? '') || (notice.benefit_amount ?? 0) <= 0),
  );
  await markNotices(db, ids(reversed), { cancelledAt: now, reason: 'reversed' });
  await markNotices(db, ids(resolved), { cancelledAt: now, reason: 'resolved' });
  await markNotices(db, ids(notEarning), { cancelledAt: now, reason: 'not-earning' });
  const gone = new Set([...reversed, ...resolved, ...notEarning]);
  const live = notices.filter((notice) => !gone.has(notice));
  const cancelled = gone.size;
  if (live.length === 0) return { sent: 0, cancelled, pushes: 0 };

  const subscriptions =
    recipient.pushOn && input.push ? await subscriptionsOf(db, notices[0]!.member_id, partner.code) : [];
  const byEmail = recipient.emailOn && recipient.email ? recipient.email : null;
  if (!byEmail && subscriptions.length === 0) {
    await markNotices(db, ids(live), { cancelledAt: now, reason: 'channels-off' });
    return { sent: 0, cancelled: cancelled + live.length, pushes: 0 };
  }

  const origin = input.originOf(partner);
  const lines = linesOf(live, partner, origin);
  const activityLink = `${origin}${ACTIVITY_PAGE_PATH}`;
  const sentBy = [byEmail ? 'email' : null, subscriptions.length > 0 ? 'push' : null].filter(Boolean).join(',');
  await db.transaction().execute(async (trx) => {
    if (byEmail) {
      const token = notificationUnsubscribeToken(input.secret, partner.code, recipient.publicId);
      await input.mailer.within(trx).send(
        earnEmail({
          partner,
          to: byEmail,
          firstName: recipient.firstName,
          lines,
          activityLink,
          unsubscribeLink: `${origin}${NOTIFICATION_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
        }),
      );
    }
    await markNotices(trx, ids(live), { sentAt: now, sentBy });
  });
  // After the commit: a push cannot be taken back, so it goes only once the notices are recorded sent.
  let pushes = 0;
  const payload = earnPush({ partner, lines, activityLink });
  for (const subscription of subscriptions) {
    const outcome = await input.push!.send(subscription, payload);
    if (outcome === 'sent') pushes += 1;
    if (outcome === 'gone') await forgetSubscription(db, subscription.id);
  }
  return { sent: live.length, cancelled, pushes };
}

const ids = (notices: WaitingNotice[]) => notices.map((notice) => notice.id);

/** One line a reward: its latest step only (a purchase earned and awarded within one window says awarded). */
function linesOf(notices: WaitingNotice[], partner: Partner, origin: string): NoticeLine[] {
  const latest = new Map<string, WaitingNotice>();
  for (const notice of notices) latest.set(notice.reward_id!, notice);
  return [...latest.values()].map((notice) => ({
    kind: notice.kind,
    amount: notice.benefit_amount ?? 0,
    merchantName: notice.merchant_name,
    // A reminder says what to do (the deferral's reason); the others why they earned.
    explanation:
      notice.kind === 'deferred-reminder'
        ? [notice.status_reason ?? 'Act within 14 days of your meal to earn']
        : explainReward(
            {
              source_code: notice.source_code ?? 'S',
              source_transaction_id: notice.source_transaction_id,
              award_status: notice.award_status ?? 'Pending',
              earn_tier: notice.earn_tier,
              earn_terms: notice.earn_terms,
              ticket_cents: notice.ticket_cents ?? 0,
              eligible_cents: notice.eligible_cents ?? 0,
              max_spend: notice.max_spend,
            },
            partner,
          ),
    link: activityRowLink(origin, notice.source_transaction_id),
  }));
}
