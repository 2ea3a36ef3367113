import type { Partner, TierLevel } from '@forkpoint/shared';
import { dateOfDay } from '@forkpoint/shared/dates/calendar-days';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@forkpoint/shared/dates/durations';
import { BASE_TERMS } from '@forkpoint/shared/rules/earn-decision';
import {
  DEFERRAL_DAYS,
  FORFEIT_REASONS,
  earnTierFor,
  eligibleCents,
  gateFor,
  isVipFor,
  rewardAmount,
  statusFor,
  type EarningMember,
  type EarningPartner,
} from '@forkpoint/shared/rules/earn-rules';
import { createRandom, hashString } from '../../../lib/prng';
import type { MerchantPool } from './merchant-pool';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';

/**
 * One generated member's dining history (docs/scale-data.md): `count` purchases over the window, each an
 * authorization and (unless it is too recent) its settlement a day or three later, matched to one of the
 * member's live cards at a restaurant their program carries on one of its benefit days and within its
 * monthly visit limit, and the reward the rewards engine would hold for it today: the earn rules of
 * earn-rules.ts run in the member's purchase order (tiers, VIP from the qualifying dine, gates, spend
 * limits), then the lifecycle's outcome (a deferral older than 14 days forfeit, Mile and Point rewards
 * posted at the end of their month, cash rewards paid as a statement credit once the balance reaches
 * the program's threshold). A pure function of the member and the pool: the seed calls it twice per
 * member (events, then rewards) rather than keep millions of purchases in memory.
 */

export const HISTORY_SEED = 0x5ca1_ab1e;
/** A typical check by price level ($ to $$$$, and 0 for unknown), in cents. */
const TYPICAL_CHECK = [2500, 1800, 3500, 7000, 13_000];

export interface HistoryMember {
  id: number;
  index: number;
  partnerCode: string;
  tierLevel: TierLevel;
  emailOptIn: boolean;
  cards: { id: string; fingerprint: string; linkedMs: number }[];
}

export interface Purchase {
  transactionId: string;
  cardId: string;
  fingerprint: string;
  merchant: number;
  authorizedCents: number;
  occurredMs: number;
  occurredText: string;
  localDate: string;
  authorizationReceivedMs: number;
  settlement: { cents: number; occurredMs: number; occurredText: string; localDate: string; receivedMs: number } | null;
  reward: {
    tier: 'basic' | 'select' | 'vip';
    ticket: number;
    eligible: number;
    benefit: number;
    status: 'Awarded' | 'Pending' | 'Forfeit' | 'Paid' | 'Deferred';
    reason: string | null;
    deferredUntilMs: number | null;
    postedAmount: number;
    postedAtMs: number | null;
    /** Index into the history's credits, for a Paid reward. */
    credit: number | null;
    paidAtMs: number | null;
  };
}

export interface StatementCreditDraft {
  amountCents: number;
  atMs: number;
  cardId: string;
}

export interface History {
  purchases: Purchase[];
  credits: StatementCreditDraft[];
  /** The last year the member qualified for VIP through (members.vip_through), or null. */
  vipThrough: number | null;
}

export interface HistoryWindow {
  startMs: number;
  nowMs: number;
}

export function memberHistory(
  member: HistoryMember,
  count: number,
  partner: Partner,
  rules: EarningPartner,
  pool: MerchantPool,
  window: HistoryWindow,
): History {
  const carried = pool.byPartner.get(member.partnerCode);
  const cards = member.cards;
  if (count === 0 || !carried || carried.length === 0 || cards.length === 0) {
    return { purchases: [], credits: [], vipThrough: null };
  }
  const random = createRandom(hashString(`history:${member.index}`, HISTORY_SEED));
  const firstLinked = Math.min(...cards.map((c) => c.linkedMs));
  const startMs = Math.max(window.startMs, firstLinked + DAY_MS);
  const span = Math.max(DAY_MS, window.nowMs - DAY_MS - startMs);
  // A handful of regulars, and the rest anywhere the program goes.
  const regulars = Array.from({ length: random.int(3, 6) }, () => carried[random.int(0, carried.length - 1)]!);
  const days = Array.from({ length: count }, () => Math.floor((startMs + random.next() * span) / DAY_MS)).sort(
    (a, b) => a - b,
  );

  const earning: EarningMember = { tierLevel: member.tierLevel, emailOptIn: member.emailOptIn, vipThrough: null };
  const cash = isCashProgram(rules.currencyType);
  const threshold = Math.round(partner.statementCreditThresholdDollars * 100);
  const dines = new Map<number, number>();
  const spentInYear = new Map<number, number>();
  const spend = new Map<string, number>();
  const visits = new Map<string, number>();
  const purchases: Purchase[] = [];
  const credits: StatementCreditDraft[] = [];
  let balance = 0;
  let unpaid: Purchase[] = [];

  for (let n = 0; n < count; n += 1) {
    const placed = place(days[n]!, Math.floor(window.nowMs / DAY_MS) - 1, random, regulars, carried, pool, visits);
    if (!placed) continue;
    const { merchant, localDay, minutes } = placed;
    const offset = pool.offsetMinutes[merchant]!;
    const occurredMs = localDay * DAY_MS + (minutes - offset) * MINUTE_MS;
    if (occurredMs > window.nowMs - MINUTE_MS) continue;
    const live = cards.filter((c) => c.linkedMs <= occurredMs);
    const card = live.length > 0 ? live[random.int(0, live.length - 1)]! : cards[0]!;
    const localDate = isoDay(localDay);
    const month = localDate.slice(0, 7);
    visits.set(`${merchant}/${month}`, (visits.get(`${merchant}/${month}`) ?? 0) + 1);

    const authorized = Math.max(500, Math.round(TYPICAL_CHECK[pool.priceLevel[merchant]!]! * (0.6 + random.next())));
    const settleMs = occurredMs + random.int(1, 3) * DAY_MS + random.int(0, 600) * MINUTE_MS;
    const settled = settleMs <= window.nowMs - MINUTE_MS;
    const settledCents = authorized + Math.round(authorized * random.int(0, 25) * 0.01);
    const offsetText = pool.offsetText[merchant]!;
    const settleLocal = settleMs + offset * MINUTE_MS;

    // The earn rules, in purchase order (rewards/earn.ts applyEarnRules).
    const year = Number(localDate.slice(0, 4));
    const dinesBefore = dines.get(year) ?? 0;
    const vip = isVipFor(earning, rules, year, dinesBefore);
    const tier = earnTierFor(earning, vip);
    const earningMerchant = {
      accessTier: (['basic', 'select', 'vip'] as const)[pool.accessTier[merchant]!]!,
      acclaimedLevel: pool.acclaimedLevel[merchant]!,
      maxSpendPerMonthCents: pool.maxSpendCents[merchant]! < 0 ? null : pool.maxSpendCents[merchant]!,
    };
    const gate = gateFor(earning, earningMerchant, tier === 'vip');
    const ticket = settled ? settledCents : authorized;
    const spendKey = `${merchant}/${month}`;
    const spentBefore = spend.get(spendKey) ?? 0;
    let eligible = gate.kind === 'forfeit' ? 0 : eligibleCents(ticket, earningMerchant, spentBefore);
    const state = statusFor(
      { gate, ticketCents: ticket, eligibleCents: eligible, settled, reversed: false, cash },
      null,
    );
    const authorizationReceivedMs = Math.min(window.nowMs, occurredMs + random.int(2, 14) * HOUR_MS);
    const settlementReceivedMs = Math.min(window.nowMs, settleMs + random.int(1, 6) * HOUR_MS);
    let status = state.status;
    let reason = state.reason;
    let deferredUntilMs: number | null = null;
    if (status === 'Deferred') {
      // The lifecycle forfeits a deferral nobody resolved within its 14 days; a recent one still waits.
      deferredUntilMs = authorizationReceivedMs + DEFERRAL_DAYS * DAY_MS;
      if (deferredUntilMs < window.nowMs)
        [status, reason, deferredUntilMs] = ['Forfeit', FORFEIT_REASONS.deferralExpired, null];
    }
    if (status === 'Forfeit') eligible = 0;
    spend.set(spendKey, spentBefore + eligible);
    if (status !== 'Forfeit' && status !== 'Deferred' && ticket > 0) {
      dines.set(year, dinesBefore + 1);
      spentInYear.set(year, (spentInYear.get(year) ?? 0) + ticket);
    }
    // A qualifying year (dines and dollars, rewards/dining-status.ts) makes the member VIP through the next.
    if (
      rules.hasVIP &&
      (dines.get(year) ?? 0) >= rules.dinesRequired &&
      (spentInYear.get(year) ?? 0) >= partner.diningStatus.dollarsRequired * 100
    ) {
      earning.vipThrough = Math.max(earning.vipThrough ?? 0, year + 1);
    }
    // The scale histories are volume for the benchmarks: the tier's rate alone (the demo histories go through offers).
    const benefit = status === 'Forfeit' || status === 'Deferred' ? 0 : rewardAmount(eligible, tier, rules, BASE_TERMS);
    let postedAmount = 0;
    let postedAtMs: number | null = null;
    if (status === 'Pending' && settled && !cash) {
      // Posted in the month's posting file (on the first of the next month, or now for this month's).
      status = 'Awarded';
      postedAmount = benefit;
      postedAtMs = Math.min(window.nowMs, nextMonthMs(settlementReceivedMs));
    }

    const purchase: Purchase = {
      transactionId: `G${String(member.index).padStart(7, '0')}-${String(n).padStart(4, '0')}`,
      cardId: card.id,
      fingerprint: card.fingerprint,
      merchant,
      authorizedCents: authorized,
      occurredMs,
      occurredText: `${new Date(occurredMs + offset * MINUTE_MS).toISOString().slice(0, 19)}${offsetText}`,
      localDate,
      authorizationReceivedMs,
      settlement: settled
        ? {
            cents: settledCents,
            occurredMs: settleMs,
            occurredText: `${new Date(settleLocal).toISOString().slice(0, 19)}${offsetText}`,
            localDate: isoDay(Math.floor(settleLocal / DAY_MS)),
            receivedMs: settlementReceivedMs,
          }
        : null,
      reward: {
        tier,
        ticket,
        eligible,
        benefit,
        status,
        reason,
        deferredUntilMs,
        postedAmount,
        postedAtMs,
        credit: null,
        paidAtMs: null,
      },
    };
    purchases.push(purchase);
    if (cash && status === 'Awarded') {
      balance += benefit;
      unpaid.push(purchase);
      if (balance >= threshold) {
        // The cycle after that import pays the whole balance to the newest live card.
        const atMs = settlementReceivedMs;
        credits.push({ amountCents: balance, atMs, cardId: newestCard(cards, atMs) });
        for (const paid of unpaid) {
          paid.reward.status = 'Paid';
          paid.reward.credit = credits.length - 1;
          paid.reward.paidAtMs = atMs;
        }
        balance = 0;
        unpaid = [];
      }
    }
  }
  return { purchases, credits, vipThrough: earning.vipThrough };
}

/**
 * The purchase's restaurant, local day and time: a regular most nights, somewhere new otherwise; moved
 * forward to the restaurant's next benefit day, and elsewhere when its monthly visits are used up.
 */
function place(
  day: number,
  lastDay: number,
  random: ReturnType<typeof createRandom>,
  regulars: readonly number[],
  carried: Int32Array,
  pool: MerchantPool,
  visits: Map<string, number>,
): { merchant: number; localDay: number; minutes: number } | null {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const merchant =
      attempt < 2 && random.chance(0.6) ? random.pick(regulars) : carried[random.int(0, carried.length - 1)]!;
    const mask = pool.benefitDays[merchant]!;
    if (mask === 0) continue;
    let localDay = day;
    while ((mask & (1 << weekday(localDay))) === 0) localDay += 1;
    // Near the end of the window the next benefit day may not have come yet: the last one before it then.
    if (localDay > lastDay) for (localDay = day; (mask & (1 << weekday(localDay))) === 0;) localDay -= 1;
    const limit = pool.maxVisits[merchant]!;
    if (limit >= 0 && (visits.get(`${merchant}/${isoDay(localDay).slice(0, 7)}`) ?? 0) >= limit) continue;
    // Dinner from 18:00 to 21:30 most of the time, lunch otherwise.
    const minutes = random.chance(0.75) ? 18 * 60 + random.int(0, 210) : 11 * 60 + 30 + random.int(0, 120);
    return { merchant, localDay, minutes };
  }
  return null;
}

function newestCard(cards: HistoryMember['cards'], atMs: number): string {
  let best = cards[0]!;
  for (const card of cards) if (card.linkedMs <= atMs && card.linkedMs >= best.linkedMs) best = card;
  return best.id;
}

/** 1970-01-01 was a Thursday (4, counting from Sunday). */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;
const isoDay = dateOfDay;

function nextMonthMs(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, 8);
}
