import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { DAYS_OF_WEEK } from '@forkpoint/shared';
import { loadPartnerFiles, PARTNERS_DIR } from '../../modules/partners/partner-files';
import { parseFeed } from '../../modules/transactions/feed-csv';
import { DEFERRAL_DAYS } from '@forkpoint/shared/rules/earn-rules';
import { demoHistoryStart } from './demo-accounts';
import {
  demoFeedFiles,
  historyMerchant,
  planDemoHistory,
  utcOffsetOf,
  type DemoFeedFile,
  type HistoryKind,
  type HistoryMerchant,
  type PlannedVisit,
} from './demo-history';
import { generateMerchant } from './merchants/generate-merchant';
import { offerMiss } from '@forkpoint/shared/rules/earn-decision';
import { seedPlaces } from './merchants/seed-places';

const partners = loadPartnerFiles(PARTNERS_DIR);
const partner = (code: string) => partners.find((p) => p.code === code)!;
const places = seedPlaces();
const catalog: HistoryMerchant[] = Array.from({ length: 600 }, (_, i) => generateMerchant(i, places, partners)).map(
  (m) =>
    historyMerchant({
      merchant_id: m.merchantId,
      state: m.state,
      price_level: m.priceLevel,
      benefit_days: m.benefitDays,
      access_tier: m.accessTier,
      acclaimed_level: m.acclaimedLevel,
      features: m.features,
      meals_served: m.mealsServed,
      partner_codes: m.partnerCodes,
      max_visits: String(m.details.visitLimits.maxVisitsPerMonth),
      max_spend:
        m.details.visitLimits.maxSpendPerMonth === null ? null : String(m.details.visitLimits.maxSpendPerMonth),
      offers: m.offers,
      benefit_hours: m.details.benefitHours,
      blackout_dates: m.details.blackoutDates,
    }),
);
const merchantById = new Map(catalog.map((m) => [m.merchantId, m]));
const CARD = '4000056655665556';

const plan = (code: string, kind: HistoryKind, now: Date) =>
  planDemoHistory({
    partnerCode: code,
    dinesRequired: partner(code).diningStatus.dinesRequired,
    hasVIP: partner(code).hasVIP,
    kind,
    cardNumber: CARD,
    catalog,
    now,
  });

const year = (visit: PlannedVisit) => Number(visit.localDate.slice(0, 4));
const weekday = (localDate: string) => DAYS_OF_WEEK[new Date(`${localDate}T00:00:00Z`).getUTCDay()]!;
const daysBefore = (now: Date, localDate: string) =>
  Math.floor(now.getTime() / DAY_MS) - Math.floor(Date.parse(`${localDate}T00:00:00Z`) / DAY_MS);
const MATCHED: ReadonlySet<string> = new Set([
  'dine',
  'recent',
  'processing',
  'fullRefund',
  'reversal',
  'vipOnly',
  'selectLapsed',
  'selectDeferred',
]);

const NOWS = [
  new Date('2030-06-01T12:00:00Z'),
  new Date('2031-01-02T00:30:00Z'),
  new Date('2030-12-31T23:00:00Z'),
  new Date('2032-02-29T18:00:00Z'),
  new Date('2030-03-15T04:00:00Z'),
];
const CASES = ['aerovia', 'kitefund', 'rebatelle', 'ostrand', 'maplestone'].flatMap((code) =>
  (['card', 'vip'] as const).map((kind) => ({ code, kind })),
);
/** The Basic member's story for a Mile, a Point, a Dollar and a Credit program (and a sso one, tidewick). */
const BASIC_CODES = ['aerovia', 'brambleway', 'kitefund', 'maplestone', 'greyfen', 'tidewick'];

describe('planDemoHistory', () => {
  it('is the same history for the same now, and another for another day', () => {
    const now = NOWS[0]!;
    expect(plan('aerovia', 'vip', now)).toEqual(plan('aerovia', 'vip', new Date(now)));
    expect(plan('aerovia', 'vip', new Date(now.getTime() + DAY_MS)).events).not.toEqual(
      plan('aerovia', 'vip', now).events,
    );
    expect(plan('kitefund', 'basic', now)).toEqual(plan('kitefund', 'basic', new Date(now)));
  });

  it('leaves out the Select rows of a program that carries no Select restaurant', () => {
    const now = NOWS[0]!;
    const withoutSelect = catalog.filter((m) => !m.selectOnly);
    const { visits } = planDemoHistory({
      partnerCode: 'aerovia',
      dinesRequired: 11,
      hasVIP: true,
      kind: 'basic',
      cardNumber: CARD,
      catalog: withoutSelect,
      now,
    });
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((v) => v.role === 'dine')).toBe(true);
  });

  for (const now of NOWS) {
    describe(`on ${now.toISOString()}`, () => {
      const thisYear = now.getUTCFullYear();
      const start = demoHistoryStart(now).getTime();

      it.each(CASES)('$kind member of $code: the dining story', ({ code, kind }) => {
        const { visits, events } = plan(code, kind, now);
        const dinesRequired = partner(code).diningStatus.dinesRequired;
        const dines = (y: number) => visits.filter((v) => v.qualifies && year(v) === y).length;
        if (kind === 'vip') {
          expect(dines(thisYear - 1)).toBeGreaterThanOrEqual(dinesRequired);
        } else {
          for (let y = thisYear - 2; y < thisYear; y += 1) expect(dines(y)).toBeLessThan(dinesRequired);
        }
        expect(dines(thisYear)).toBeLessThan(dinesRequired);

        // From the start of the history until two or three days ago, the last days only authorized.
        for (const event of events) {
          expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(start);
          expect(Date.parse(event.occurredAt)).toBeLessThanOrEqual(event.arrivesAt);
        }
        // A recent dine one of the restaurant's offers pays (README "Demo accounts").
        const offerDine = visits.find(
          (v) =>
            v.role === 'recent' &&
            merchantById
              .get(v.merchantId)!
              .offers.some(
                (o) =>
                  offerMiss(
                    o,
                    { clock: { date: v.localDate, day: weekday(v.localDate), minutes: 19 * 60 }, billCents: 18_000 },
                    0,
                  ) === null,
              ),
        );
        expect(offerDine, 'a recent dine paid by an offer').toBeDefined();

        const recent = visits.filter((v) => daysBefore(now, v.localDate) <= 3);
        expect(recent.length).toBeGreaterThan(0);
        expect(recent.every((v) => v.settledCents === null && v.qualifies)).toBe(true);
        expect(visits.every((v) => daysBefore(now, v.localDate) >= 2)).toBe(true);
        expect(visits.some((v) => v.qualifies && v.settledCents !== null && daysBefore(now, v.localDate) <= 30)).toBe(
          true,
        );
        expect(visits.some((v) => v.qualifies && daysBefore(now, v.localDate) > 35)).toBe(true);

        // Amounts: authorized $18 to $150, settled with a tip up to $180, refunds within what was paid.
        for (const v of visits) {
          expect(Number.isInteger(v.authorizedCents)).toBe(true);
          expect(v.authorizedCents).toBeGreaterThanOrEqual(1800);
          expect(v.authorizedCents).toBeLessThanOrEqual(15_000);
          if (v.settledCents !== null) {
            expect(v.settledCents).toBeGreaterThanOrEqual(v.authorizedCents);
            expect(v.settledCents).toBeLessThanOrEqual(18_000);
          }
          expect(v.refundedCents).toBeLessThanOrEqual(v.settledCents ?? 0);
        }
        const roles = new Set(visits.map((v) => v.role));
        for (const role of ['dine', 'recent', 'processing', 'fullRefund', 'reversal', 'otherProgram'] as const) {
          expect(roles, role).toContain(role);
        }
        expect(visits.some((v) => v.refundedCents > 0 && v.refundedCents < (v.settledCents ?? 0))).toBe(true);
        expect(visits.filter((v) => v.role === 'fullRefund').every((v) => v.refundedCents === v.settledCents)).toBe(
          true,
        );
        const carried = catalog.filter((m) => m.partnerCodes.includes(code));
        if (carried.some((m) => m.benefitDays.length < 7)) expect(roles).toContain('offDay');
        if (kind === 'card' && carried.some((m) => m.vipOnly)) expect(roles).toContain('vipOnly');
        if (kind === 'vip' || !partner(code).hasVIP) {
          expect(visits.filter((v) => v.qualifies).every((v) => !merchantById.get(v.merchantId)!.vipOnly)).toBe(
            !partner(code).hasVIP,
          );
        }

        // Where it matches: the program's restaurants on their benefit days, within their monthly limits.
        const months = new Map<string, { visits: number; spent: number }>();
        for (const v of visits) {
          const m = merchantById.get(v.merchantId)!;
          expect(m.partnerCodes.includes(code), v.role).toBe(v.role !== 'otherProgram');
          if (v.role === 'otherProgram') continue;
          expect(m.benefitDays.includes(weekday(v.localDate)), v.role).toBe(v.role !== 'offDay');
          if (!MATCHED.has(v.role)) continue;
          const key = `${v.merchantId}/${v.localDate.slice(0, 7)}`;
          const used = months.get(key) ?? { visits: 0, spent: 0 };
          used.visits += 1;
          used.spent += v.settledCents ?? v.authorizedCents;
          months.set(key, used);
          if (m.maxVisitsPerMonth !== null) expect(used.visits).toBeLessThanOrEqual(m.maxVisitsPerMonth);
          if (m.maxSpendPerMonthCents !== null) expect(used.spent).toBeLessThanOrEqual(m.maxSpendPerMonthCents);
        }

        // Enough settled spend that a cash program's lowest rate (3%) reaches a $20 statement credit.
        const spent = visits
          .filter((v) => v.qualifies)
          .reduce((sum, v) => sum + (v.settledCents ?? 0) - v.refundedCents, 0);
        expect(spent).toBeGreaterThanOrEqual(100_000);
      });

      it.each(BASIC_CODES)(
        'basic member of %s: a few Basic-rate dines in the last year, a lapsed and a running Select deferral',
        (code) => {
          const { visits, events } = plan(code, 'basic', now);
          const carried = (v: PlannedVisit) => merchantById.get(v.merchantId)!;
          for (const v of visits) {
            const m = carried(v);
            expect(m.partnerCodes).toContain(code);
            expect(m.vipOnly).toBe(false);
            expect(m.benefitDays).toContain(weekday(v.localDate));
            expect(daysBefore(now, v.localDate)).toBeGreaterThanOrEqual(4);
            expect(daysBefore(now, v.localDate)).toBeLessThanOrEqual(365);
          }
          for (const event of events) expect(event.arrivesAt).toBeGreaterThanOrEqual(now.getTime() - 366 * DAY_MS);

          const dines = visits.filter((v) => v.role === 'dine');
          expect(dines.length).toBeGreaterThanOrEqual(2);
          expect(dines.length).toBeLessThanOrEqual(6);
          expect(dines.every((v) => v.qualifies && !carried(v).selectOnly && v.refundedCents === 0)).toBe(true);

          // One Select dine whose deferral lapsed long before now, one whose 14 days still run.
          const lapsed = visits.filter((v) => v.role === 'selectLapsed');
          const deferred = visits.filter((v) => v.role === 'selectDeferred');
          expect(lapsed).toHaveLength(1);
          expect(deferred).toHaveLength(1);
          for (const v of [...lapsed, ...deferred]) {
            expect(carried(v).selectOnly).toBe(true);
            expect(v.qualifies).toBe(false);
          }
          expect(daysBefore(now, lapsed[0]!.localDate)).toBeGreaterThanOrEqual(60);
          expect(daysBefore(now, deferred[0]!.localDate)).toBeLessThan(DEFERRAL_DAYS);
          expect(visits.map((v) => v.role).sort()).toEqual(
            [...dines.map(() => 'dine'), 'selectDeferred', 'selectLapsed'].sort(),
          );
        },
      );

      it('writes feed files that parse without a rejection: quarterly, monthly, and what arrived since at now', () => {
        const events = [
          ...CASES.flatMap(({ code, kind }) => plan(code, kind, now).events),
          ...BASIC_CODES.flatMap((code) => plan(code, 'basic', now).events),
        ];
        const files = demoFeedFiles(events, now);
        // Quarterly, then monthly for at least the last three months.
        expect(files.length).toBeGreaterThanOrEqual(10);
        expect(files.length).toBeLessThanOrEqual(16);
        const age = (f: DemoFeedFile) => now.getTime() - f.receivedAt.getTime();
        for (const file of files.filter((f) => age(f) > 183 * DAY_MS))
          expect(file.receivedAt.getUTCMonth() % 3).toBe(0);
        const lately = files.filter((f) => age(f) > 0 && age(f) < 92 * DAY_MS).map((f) => f.receivedAt.getUTCMonth());
        expect(lately.length).toBeGreaterThanOrEqual(2);
        lately.slice(1).forEach((month, i) => expect((month - lately[i]! + 12) % 12).toBe(1));
        let rows = 0;
        const fileOf = new Map<string, number>();
        for (const [index, file] of files.entries()) {
          if (index > 0) expect(file.receivedAt.getTime()).toBeGreaterThan(files[index - 1]!.receivedAt.getTime());
          expect(file.receivedAt.getTime()).toBeLessThanOrEqual(now.getTime());
          if (file.receivedAt.getTime() !== now.getTime()) {
            expect(file.receivedAt.toISOString()).toMatch(/-01T08:00:00.000Z$/);
          }
          expect(file.text.split('\n')[0]).toBe(
            'transaction_id,event,card_number,merchant_id,amount_cents,currency,occurred_at,original_transaction_id',
          );
          const parsed = parseFeed(file.text, file.receivedAt);
          expect(parsed.fileError).toBeNull();
          expect(parsed.rejections).toEqual([]);
          rows += parsed.rows.length;
          for (const row of parsed.rows) {
            expect(row.occurredAt.getTime()).toBeLessThanOrEqual(file.receivedAt.getTime());
            fileOf.set(`${row.transactionId}/${row.event}`, index);
          }
        }
        expect(rows).toBe(events.filter((e) => e.arrivesAt <= now.getTime()).length);
        // Every purchase's authorization comes no later than the rest of it, in the same file or an earlier one.
        const authorized = new Map(events.filter((e) => e.event === 'authorization').map((e) => [e.transactionId, e]));
        for (const e of events.filter((e) => e.event !== 'authorization' && e.arrivesAt <= now.getTime())) {
          const purchase = authorized.get(e.originalTransactionId ?? e.transactionId)!;
          expect(e.arrivesAt).toBeGreaterThanOrEqual(purchase.arrivesAt);
          expect(fileOf.get(`${e.transactionId}/${e.event}`)).toBeGreaterThanOrEqual(
            fileOf.get(`${purchase.transactionId}/authorization`)!,
          );
          if (e.event === 'settlement') expect(e.occurredAt).toBe(purchase.occurredAt);
        }
      });
    });
  }
});

describe('historyMerchant', () => {
  it('reads the catalog row: offsets by state, limits, VIP-only restaurants', () => {
    expect([utcOffsetOf('NY'), utcOffsetOf('CA'), utcOffsetOf('TX'), utcOffsetOf('CO'), utcOffsetOf('HI')]).toEqual([
      '-05:00',
      '-08:00',
      '-06:00',
      '-07:00',
      '-10:00',
    ]);
    const row = {
      merchant_id: 'M-1',
      state: 'WA',
      price_level: 2,
      benefit_days: ['Mon', 'Tue'],
      access_tier: 'basic' as const,
      acclaimed_level: 2,
      features: ['dine-in'],
      meals_served: ['lunch', 'dinner'],
      partner_codes: ['aerovia'],
      max_visits: 'unlimited',
      max_spend: '250',
      offers: [],
      benefit_hours: { from: '11:00', to: '15:00' },
      blackout_dates: null,
    };
    expect(historyMerchant(row)).toEqual({
      merchantId: 'M-1',
      partnerCodes: ['aerovia'],
      utcOffset: '-08:00',
      priceLevel: 2,
      benefitDays: ['Mon', 'Tue'],
      vipOnly: true,
      selectOnly: false,
      dinner: true,
      maxVisitsPerMonth: null,
      maxSpendPerMonthCents: 25_000,
      offers: [],
      availability: { hours: { from: '11:00', to: '15:00' }, blackoutDates: [] },
    });
    expect(historyMerchant({ ...row, max_visits: '4', max_spend: null, acclaimed_level: 0 })).toMatchObject({
      vipOnly: false,
      selectOnly: false,
      maxVisitsPerMonth: 4,
      maxSpendPerMonthCents: null,
    });
    // Select restaurants: a Select tier or a first-level acclaimed one; a VIP tier stays VIP-only.
    expect(historyMerchant({ ...row, acclaimed_level: 1 })).toMatchObject({ vipOnly: false, selectOnly: true });
    expect(historyMerchant({ ...row, acclaimed_level: 0, access_tier: 'select' })).toMatchObject({
      vipOnly: false,
      selectOnly: true,
    });
    expect(historyMerchant({ ...row, acclaimed_level: 1, access_tier: 'vip' })).toMatchObject({
      vipOnly: true,
      selectOnly: false,
    });
  });
});
