import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { ActivityTransaction, DayOfWeek, Member, Merchant, MerchantOffer, PagedActivity } from '@forkpoint/shared';
import { DAYS_OF_WEEK } from '@forkpoint/shared';
import type { FlexOffer } from '@forkpoint/shared/contracts/flex-offers';
import { localClockIn, promisedReward, termsOfferIds, type FixedBonus } from '@forkpoint/shared/rules/earn-decision';
import { earnRateFor } from '@forkpoint/shared/rules/earn-rates';
import { rewardUnitOf } from '@forkpoint/shared/rules/reward-amount';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { realPartners } from './helper';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, postFeed, testCardNumber, type FeedRow } from './rewards-helper';
import { PROPERTY_TEST_TIMEOUT_MS } from './property-timeout';

/**
 * Shown = paid (issue 29 "Done when"): for generated programs, tiers, restaurants (offers on days, hours and
 * dates, minimum bills, per-member uses, flex promotions, monthly spend limits) and purchases, what the member's
 * app promises for a purchase — the merchant page's offers and limits and the flex-offer call, read at the moment
 * of purchase and put through the shared earn decision the web uses (promisedReward) — is what the rewards engine
 * pays once the signed feed brings the purchase. Runs on PGlite and, in CI, on PostgreSQL.
 *
 * Each run dines in a year of its own (the clock moves a year ahead), so no run's dines make a member VIP in
 * the middle of another's; restaurants are new each run, so their offers' uses start at nothing.
 */
let ctx: IdentityContext;
const partners = realPartners();
const PROGRAMS = ['aerovia', 'kitefund', 'brambleway', 'ostrand'] as const;
const MEMBERS = ['card', 'noncard', 'vip'] as const;
const YEAR_MS = 366 * DAY_MS;

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
  // Every member of the tested programs pays with a card linked long before any run.
  for (const partner of PROGRAMS) {
    for (const kind of MEMBERS) {
      await linkTestCard(ctx, `demo-${kind}-${partner}`, cardOf(partner, kind), new Date('2030-01-01T00:00:00Z'));
    }
  }
});
afterAll(async () => ctx?.close());

const cards = new Map<string, string>();
function cardOf(partner: string, kind: string): string {
  const key = `${partner}/${kind}`;
  if (!cards.has(key)) cards.set(key, testCardNumber());
  return cards.get(key)!;
}

const dayOffset = fc.integer({ min: -3, max: 3 });
const offerArbitrary = fc.record({
  limited: fc.boolean(),
  days: fc.subarray([...DAYS_OF_WEEK], { minLength: 1 }),
  multiplier: fc.integer({ min: 2, max: 5 }),
  // Days from the run's first purchase day.
  starts: dayOffset,
  length: fc.integer({ min: 0, max: 6 }),
  hours: fc.option(fc.record({ from: fc.integer({ min: 0, max: 23 }), span: fc.integer({ min: 1, max: 12 }) }), {
    nil: null,
  }),
  minimum: fc.option(fc.integer({ min: 5, max: 80 }), { nil: null }),
  uses: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
});

const runArbitrary = fc.record({
  program: fc.constantFrom(...PROGRAMS),
  member: fc.constantFrom(...MEMBERS),
  offers: fc.array(offerArbitrary, { maxLength: 3 }),
  promotion: fc.boolean(),
  maxSpend: fc.option(fc.integer({ min: 30, max: 200 }), { nil: null }),
  purchases: fc.array(
    fc.record({
      // Minutes after the previous purchase: the same evening up to a week later.
      after: fc.integer({ min: 30, max: 7 * 24 * 60 }),
      cents: fc.integer({ min: 300, max: 15_000 }),
      settled: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});

const hhmm = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The moment as the card network writes it: the restaurant's local time (to the minute) with its offset. */
function feedMoment(at: Date, timeZone: string): string {
  const clock = localClockIn(timeZone, at);
  const local = `${clock.date}T${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}`;
  const offsetMinutes = Math.round((Date.parse(`${local}:00Z`) - at.getTime()) / 60_000);
  const abs = Math.abs(offsetMinutes);
  const offset = `${offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local}:00${offset}`;
}

let run = 0;

describe('what the app promises is what the engine pays (fast-check)', () => {
  it(
    'holds for any program, tier, offers, promotion, spend limit and purchases',
    async () => {
      await fc.assert(
        fc.asyncProperty(runArbitrary, async (r) => {
          run += 1;
          const prefix = `SP${run}`;
          const partner = partners.find((p) => p.code === r.program)!;
          // A year of its own (a run spans six weeks at most), on a whole minute as the feed writes it.
          ctx.clock.advance(YEAR_MS - (ctx.clock.now().getTime() % 60_000));
          const firstDayMs = ctx.clock.now().getTime();
          const offers: MerchantOffer[] = r.offers.map((o, i) => ({
            id: `${prefix}-o${i}`,
            version: 1,
            type: o.limited ? 'Limited' : 'Unlimited',
            title: `${o.multiplier}× offer ${i}`,
            description: 'Generated.',
            daysOfWeek: o.days as DayOfWeek[],
            earnMultiplier: o.multiplier,
            startsOn: o.limited ? isoDay(firstDayMs + o.starts * DAY_MS) : null,
            endsOn: o.limited ? isoDay(firstDayMs + (o.starts + o.length) * DAY_MS) : null,
            hours: o.hours ? { from: hhmm(o.hours.from), until: hhmm(o.hours.from + o.hours.span) } : null,
            minimumSpendDollars: o.minimum,
            usesPerMember: o.limited ? o.uses : null,
          }));
          const merchantId = `${prefix}-M`;
          await insertMerchants(ctx.database.db, [
            testMerchant(merchantId, `Generated ${prefix}`, ELY, {
              partnerCodes: [r.program],
              offers,
              campaignCodes: r.promotion ? ['DINE', 'CHEFS-TABLE'] : ['DINE'],
              details: {
                ...testMerchant('x', 'x', ELY).details,
                visitLimits: { maxSpendPerMonth: r.maxSpend, maxVisitsPerMonth: 'unlimited' },
              },
            }),
          ]);

          // An address of its own each run: a long shrink must not meet the per-address request limit.
          const browser = await Browser.open(
            ctx.app,
            `${r.program}.localhost`,
            `10.29.${Math.floor(run / 250) % 250}.${run % 250}`,
          );
          // Remembered: the run's purchases span weeks.
          const signIn = await browser.signIn(demo(r.member, r.program), undefined, true);
          expect(signIn.statusCode, signIn.body).toBe(200);
          const member = (await browser.request('GET', '/api/Member')).json() as Member;
          const rate = earnRateFor(member.tierLevel, partner.earnRates);
          const cents = rewardUnitOf(partner.currencyType) === 'cent';

          const promised = new Map<string, number>();
          const uses = new Map<string, number>();
          const spentByMonth = new Map<string, number>();
          const card = cardOf(r.program, r.member);
          for (const [i, purchase] of r.purchases.entries()) {
            ctx.clock.advance(purchase.after * 60_000);
            // The member looks at the restaurant's page (and their flex offer) as they sit down to dine.
            const answer = await browser.request('GET', `/api/v2/Merchants/${await numberOf(merchantId)}`);
            expect(answer.statusCode, answer.body).toBe(200);
            const page = (answer.json() as { merchant: Merchant }).merchant;
            const flex = await browser.request(
              'GET',
              `/api/merchants/${merchantId}/flex-offers/members/${member.publicId}`,
            );
            const bonuses: FixedBonus[] = [];
            if (flex.statusCode === 200) {
              const offer = flex.json() as FlexOffer;
              const amount = cents ? Math.round(offer.amount * 100) : offer.amount;
              bonuses.push({ id: offer.id, version: 1, title: offer.campaignCode, amount, usesPerMember: null });
            }
            const now = ctx.clock.now();
            const clock = localClockIn(page.timeZone, now);
            const month = clock.date.slice(0, 7);
            const promise = promisedReward({
              offers: page.offers,
              bonuses,
              clock,
              billCents: purchase.cents,
              usesOf: (id) => uses.get(id) ?? 0,
              rate,
              currency: partner.currencyType,
              maxSpendPerMonthCents:
                page.visitLimits.maxSpendPerMonth === null ? null : page.visitLimits.maxSpendPerMonth * 100,
              spentThisMonthCents: spentByMonth.get(month) ?? 0,
              availability: {
                hours: page.benefitAvailability.hours,
                blackoutDates: page.benefitAvailability.blackoutDates,
              },
            });
            const id = `${prefix}-T${i}`;
            promised.set(id, promise.amount.total);
            if (promise.eligibleCents > 0) {
              for (const offerId of termsOfferIds(promise.terms)) uses.set(offerId, (uses.get(offerId) ?? 0) + 1);
            }
            spentByMonth.set(month, (spentByMonth.get(month) ?? 0) + promise.eligibleCents);

            const at = feedMoment(now, page.timeZone);
            const rows: FeedRow[] = [[id, 'authorization', card, merchantId, purchase.cents, at]];
            if (purchase.settled) rows.push([id, 'settlement', card, merchantId, purchase.cents, at]);
            await postFeed(ctx, rows);
          }

          const activity = (
            await browser.request('GET', '/api/Member/Transactions?resultsPerPage=100')
          ).json() as PagedActivity;
          for (const [id, total] of promised) {
            const row = activity.data.find(
              (record): record is ActivityTransaction =>
                record.recordType === 'transaction' && record.sourceTransactionId === id,
            );
            expect(row, id).toBeDefined();
            expect(row!.benefitAmount, `${id}: ${JSON.stringify(row!.earnExplanation)}`).toBe(
              cents ? total / 100 : total,
            );
          }
        }),
        { numRuns: 30 },
      );
    },
    PROPERTY_TEST_TIMEOUT_MS,
  );
});

const numbers = new Map<string, number>();
async function numberOf(merchantId: string): Promise<number> {
  if (!numbers.has(merchantId)) {
    const row = await ctx.database.db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    numbers.set(merchantId, row.id);
  }
  return numbers.get(merchantId)!;
}
