import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { ActivityRecord, ActivityTransaction, Member, PagedActivity } from '@forkpoint/shared';
import { createCardVaultFromEnv } from '../src/modules/card-vault/vault-from-env';
import { DEFERRAL_REASONS, FORFEIT_REASONS } from '@forkpoint/shared/rules/earn-rules';
import { demoEmail } from '../src/stand-ins/seed/demo-accounts';
import { seed, type SeedReport } from '../src/stand-ins/seed/seed';
import { buildTestApp, realPartners, type TestContext } from './helper';
import { Browser, demo, movableClock } from './identity-helper';

/**
 * The demo dining history (src/stand-ins/seed/demo-history.ts) as a demo member sees it: seeded through the
 * rewards engine with demo cards and a 300-merchant catalog, on Saturday 1 June 2030 at noon UTC, and
 * read through the member calls.
 */
const NOW = new Date('2030-06-01T12:00:00Z');
const THIS_YEAR = NOW.getUTCFullYear();

let ctx: TestContext;
let report: SeedReport;
const clock = movableClock(NOW);
const vault = () => createCardVaultFromEnv(ctx.env, ctx.database.db);

beforeAll(async () => {
  ctx = await buildTestApp({
    seed: false,
    clock: clock.now,
    env: {
      CAPTCHA_MAX_NUMBER: '20',
      AUTH_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
      CARD_VAULT_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
      CARD_FINGERPRINT_SECRET: `test-fingerprint-${randomBytes(16).toString('hex')}`,
    },
  });
  report = await seed(ctx.database.db, realPartners(), { merchants: 300, cardVault: vault(), now: NOW });
});
afterAll(async () => ctx?.close());

async function signedIn(kind: 'card' | 'vip' | 'basic', partner: string): Promise<Browser> {
  const browser = await Browser.open(ctx.app, `${partner}.localhost`);
  const userName = kind === 'basic' ? demoEmail('basic.member', partner) : demo(kind, partner);
  expect((await browser.signIn(userName)).statusCode).toBe(200);
  return browser;
}
const memberOf = async (browser: Browser) => (await browser.request('GET', '/api/Member')).json() as Member;

/** Every page of an activity call. */
async function allOf(browser: Browser, path: string): Promise<ActivityRecord[]> {
  const records: ActivityRecord[] = [];
  for (let page = 1; ; page += 1) {
    const response = await browser.request('GET', `${path}?pageNo=${page}&resultsPerPage=100`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as PagedActivity;
    records.push(...body.data);
    if (page >= body.totalPages) return records;
  }
}
const transactions = (records: ActivityRecord[]) =>
  records.filter((r): r is ActivityTransaction => r.recordType === 'transaction');
const daysAgo = (date: string) => (NOW.getTime() - Date.parse(date)) / DAY_MS;

async function count(query: RawBuilder<{ n: string }>): Promise<number> {
  return Number((await query.execute(ctx.database.db)).rows[0]?.n ?? 0);
}

describe('the demo dining history', () => {
  it('is fed through the engine for the card, VIP and Basic members of every partner, without a rejection', async () => {
    expect(report.demoHistoryEventsAdded).toBeGreaterThan(0);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM feed_events`)).toBe(report.demoHistoryEventsAdded);
    expect(await count(sql<{ n: string }>`SELECT coalesce(sum(rejected), 0) AS n FROM feed_imports`)).toBe(0);
    // Quarterly, then monthly files over two years, each imported at its own time.
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM feed_imports`)).toBeGreaterThanOrEqual(10);
    const withHistory = await sql<{ public_id: string }>`
      SELECT DISTINCT m.public_id FROM rewards r JOIN members m ON m.id = r.member_id WHERE r.source_code = 'S'`.execute(
      ctx.database.db,
    );
    expect(withHistory.rows.map((r) => r.public_id).sort()).toEqual(
      realPartners()
        .flatMap((p) => [`demo-card-${p.code}`, `demo-vip-${p.code}`, `demo-basic-${p.code}`])
        .sort(),
    );
    // Support sees the purchases that did not match, and why.
    const reasons = await sql<{ reason: string }>`
      SELECT DISTINCT match_reason AS reason FROM feed_events WHERE NOT matched ORDER BY reason`.execute(
      ctx.database.db,
    );
    expect(reasons.rows.map((r) => r.reason)).toEqual(["merchant not in the member's program", 'not a benefit day']);
  });

  it('makes the VIP member VIP through this year from a qualifying last year, renewing this year', async () => {
    const browser = await signedIn('vip', 'aerovia');
    const member = await memberOf(browser);
    expect(member.tierLevel).toBe('VIP');
    expect(member.diningProgress).toMatchObject({ status: 'QualifiedAndBuilding', dinesRequired: 11 });
    expect(member.diningProgress!.remainingDines).toBeGreaterThan(0);
    expect(member.diningProgress!.remainingDines).toBeLessThan(11);
    const vip = await ctx.database.db
      .selectFrom('members')
      .select(['vip_through', 'join_date'])
      .where('public_id', '=', 'demo-vip-aerovia')
      .executeTakeFirstOrThrow();
    expect(vip.vip_through).toBe(THIS_YEAR);

    const rows = transactions(await allOf(browser, '/api/Member/Transactions'));
    const dinesIn = (year: number) =>
      rows.filter(
        (r) =>
          r.sourceCode === 'S' &&
          r.date.startsWith(String(year)) &&
          ['Pending', 'Awarded', 'Paid'].includes(r.awardStatus),
      ).length;
    expect(dinesIn(THIS_YEAR - 1)).toBeGreaterThanOrEqual(11);
    expect(dinesIn(THIS_YEAR)).toBeLessThan(11);
    // About two years of it, since the member joined.
    expect(daysAgo(rows.at(-1)!.date)).toBeGreaterThan(600);
    expect(daysAgo(rows.at(-1)!.date)).toBeLessThanOrEqual(731);
    expect(Date.parse(rows.at(-1)!.date)).toBeGreaterThan(new Date(vip.join_date!).getTime());
  });

  it('keeps the card member Building, with Pending, Awarded and Forfeit rows (Mile program)', async () => {
    const browser = await signedIn('card', 'aerovia');
    const member = await memberOf(browser);
    expect(member.tierLevel).toBe('OptedIn');
    expect(member.diningProgress).toMatchObject({ status: 'Building' });
    const summary = (await browser.request('GET', '/api/Member/DineSummary')).json() as { currentYearDines: number };
    expect(summary.currentYearDines).toBeGreaterThan(0);
    expect(summary.currentYearDines).toBeLessThan(11);

    const rows = transactions(await allOf(browser, '/api/Member/Transactions'));
    const statuses = new Set(rows.map((r) => r.awardStatus));
    for (const status of ['Pending', 'Awarded', 'Forfeit'] as const) expect(statuses).toContain(status);
    // Only authorizations in the last days (Processing); settled dines of the last month (reviewable), older ones not.
    const pending = rows.filter((r) => r.awardStatus === 'Pending');
    expect(pending.every((r) => daysAgo(r.date) <= 4)).toBe(true);
    expect(rows.some((r) => r.awardStatus === 'Awarded' && daysAgo(r.date) <= 35)).toBe(true);
    expect(rows.some((r) => r.awardStatus === 'Awarded' && daysAgo(r.date) > 35)).toBe(true);
    const reasons = new Set(rows.filter((r) => r.awardStatus === 'Forfeit').map((r) => r.statusReason));
    expect(reasons).toContain(FORFEIT_REASONS.refunded);
    const vipOnlyPlaces = await count(sql<{ n: string }>`
      SELECT count(*) AS n FROM merchants m JOIN merchant_partners mp ON mp.merchant_id = m.id
      WHERE mp.partner_code = 'aerovia' AND (m.access_tier = 'vip' OR m.acclaimed_level >= 2)`);
    if (vipOnlyPlaces > 0) expect(reasons).toContain(FORFEIT_REASONS.vipOnly);
    // A partial refund: a dine that earns on what is left.
    for (const row of rows) {
      expect(row.ticketAmount).toBeLessThanOrEqual(180);
      if (row.awardStatus !== 'Forfeit' && row.sourceCode === 'S') expect(row.ticketAmount).toBeGreaterThan(0);
    }
  });

  it.each(['card', 'vip'] as const)(
    'pays the %s member of a cash program statement credits (kitefund)',
    async (kind) => {
      const browser = await signedIn(kind, 'kitefund');
      const records = await allOf(browser, '/api/Member/TransactionsStatementCredits');
      const credits = records.filter((r) => r.recordType === 'credit');
      expect(credits.length).toBeGreaterThan(0);
      expect(credits.every((c) => c.recordType === 'credit' && c.status === 'Paid')).toBe(true);
      const rows = transactions(records);
      expect(rows.some((r) => r.awardStatus === 'Paid' && r.paidAt !== null)).toBe(true);
      expect(rows.some((r) => r.awardStatus === 'Pending')).toBe(true);
      const balance = (await browser.request('GET', '/api/Member/StatementCreditBalance')).json() as {
        memberBalance: number;
      };
      expect(balance.memberBalance).toBeLessThan(20);
      // Credits were paid through the history, not all today.
      expect(credits.some((c) => daysAgo(c.date) > 30)).toBe(true);
    },
  );

  // The partners' Reviews & History read the transactions call, Credit programs the credits call.
  it.each([
    ['aerovia', 'transactions'],
    ['brambleway', 'transactions'],
    ['kitefund', 'transactions'],
    ['maplestone', 'credits'],
  ] as const)(
    'shows the Basic member of %s a Select dine not earned yet and one not earned within 14 days',
    async (partner, source) => {
      const browser = await signedIn('basic', partner);
      const member = await memberOf(browser);
      expect(member).toMatchObject({ tierLevel: 'OptedOut', emailOptIn: false });
      const path = source === 'credits' ? '/api/Member/TransactionsStatementCredits' : '/api/Member/Transactions';
      const rows = transactions(await allOf(browser, path)).filter((r) => r.sourceCode === 'S');

      const deferred = rows.filter((r) => r.awardStatus === 'Deferred');
      expect(deferred).toHaveLength(1);
      expect(deferred[0]!.statusReason).toBe(DEFERRAL_REASONS.emailOptIn);
      expect(daysAgo(deferred[0]!.date)).toBeLessThan(14);
      const lapsed = rows.filter((r) => r.statusReason === FORFEIT_REASONS.deferralExpired);
      expect(lapsed).toHaveLength(1);
      expect(lapsed[0]!.awardStatus).toBe('Forfeit');
      expect(daysAgo(lapsed[0]!.date)).toBeGreaterThan(14);
      // The rest: Basic-rate dines over the last year, earned.
      const earned = rows.filter((r) => r !== deferred[0] && r !== lapsed[0]);
      expect(earned.length).toBeGreaterThan(0);
      expect(earned.every((r) => ['Pending', 'Awarded', 'Paid'].includes(r.awardStatus))).toBe(true);
      expect(rows.every((r) => daysAgo(r.date) <= 366)).toBe(true);
    },
  );

  it('links the demo cards and dates the members joining before the history starts', async () => {
    const early = await count(sql<{ n: string }>`
      SELECT count(*) AS n FROM member_cards c JOIN members m ON m.id = c.member_id
      WHERE m.public_id ~ '^demo-(card|vip|basic)-' AND c.linked_at < m.created_at - interval '730 days'
        AND m.join_date < c.linked_at`);
    expect(early).toBe(realPartners().length * 3);
  });

  it('adds nothing when the seed runs again, at any later time', async () => {
    const events = await count(sql<{ n: string }>`SELECT count(*) AS n FROM feed_events`);
    const rewards = await count(sql<{ n: string }>`SELECT count(*) AS n FROM rewards`);
    for (const now of [NOW, new Date(NOW.getTime() + 3 * DAY_MS)]) {
      const again = await seed(ctx.database.db, realPartners(), { merchants: 300, cardVault: vault(), now });
      expect(again).toMatchObject({ demoCardsAdded: 0, demoHistoryEventsAdded: 0, merchantsAdded: 0 });
    }
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM feed_events`)).toBe(events);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM rewards`)).toBe(rewards);
  });
});
