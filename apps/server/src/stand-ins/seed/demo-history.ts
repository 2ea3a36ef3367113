import { sql, type Kysely } from 'kysely';
import {
  PENDING_REVIEW_EXPIRY_DAYS,
  TRANSACTION_FEED_HEADER,
  type MerchantOffer,
  type Partner,
  type TransactionFeedEvent,
} from '@forkpoint/shared';
import { dateOfDay, utcDayNumber, weekdayOf as weekdayOfDate } from '@forkpoint/shared/dates/calendar-days';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@forkpoint/shared/dates/durations';
import { availabilityMiss, offerMiss, type BenefitAvailability } from '@forkpoint/shared/rules/earn-decision';
import type { DB } from '../../db/schema';
import type { CardVault } from '../../modules/card-vault/vault';
import { parseFeed } from '../../modules/transactions/feed-csv';
import { ingestFeed } from '../../modules/transactions/ingest';
import { DEFERRAL_DAYS } from '@forkpoint/shared/rules/earn-rules';
import { DEMO_HISTORY_KINDS, demoHistoryStart, demoJoinDate, demoPublicId, type DemoMember } from './demo-accounts';
import { demoCardLinkedAt, demoCardNumber, demoCardsOf } from './demo-cards';
import { createRandom, hashString, type Random } from '../../lib/prng';

/**
 * The demo dining history (README "Demo accounts"): about two years of dinners on the demo card and
 * VIP members' linked cards (one year on the Basic member's), written as the card network's feed files
 * and run through the rewards engine (parseFeed, ingestFeed) like any other feed, never written into
 * the rewards tables directly.
 *
 * The story it tells, relative to the seed's now:
 * - the VIP member dines out more than monthly: a qualifying year last calendar year (at least the
 *   partner's dinesRequired qualified dines) and fewer this year, so they are VIP through this year
 *   and their dining progress is QualifiedAndBuilding (renewing);
 * - the card member dines about every two months, never enough for VIP: Building;
 * - both have a handful of regular restaurants of their program and some variety, on the restaurants'
 *   benefit days and within their monthly visit and spend limits; dinners (some weekend lunches) of
 *   $18 to $150 authorized, settled a few days later, often with a tip (up to $180) (the Basic member's
 *   dines too);
 * - for the card and VIP members, refunds (partial ones, a full one: Forfeit), an authorization reversed,
 *   two purchases at other programs' restaurants and one on a restaurant's non-benefit day (unmatched,
 *   for support), and for the card member a VIP-only restaurant (Forfeit) where the program has one;
 * - dines in the last month (the review link applies), and authorizations only in the last two or
 *   three days (Pending, "Processing"); Mile and Point rewards posted (Awarded), cash programs paid
 *   out as statement credits once the balance reaches the threshold;
 * - the Basic member (a linked card, no e-mail offers) has a short story: a few dines over the last
 *   year at restaurants where every member earns (the Basic rate), and two at Select restaurants, where
 *   a member without e-mail offers has 14 days to turn them on: one months ago, since forfeit ("Not
 *   earned within 14 days"), and one in the last two weeks, still deferred ("Not earned yet").
 *
 * The files arrive quarterly, then monthly over the last months, and the last one at now, each imported
 * at its own time, so postings and statement credits are dated through the history (and the first start
 * pays for a dozen imports, not one a day). Deterministic: the same now gives the same history (a seeded
 * PRNG). A member gets it once, when their demo card has no feed events yet: a restart adds nothing.
 */

const HISTORY_SEED = 0x0d1e_5eed;

/** Qualified dines a year at each member's pace. */
const DINES_PER_YEAR: Record<HistoryKind, number> = { card: 6, vip: 16, basic: 4 };
/** The Basic member's history is the last year only. */
const BASIC_HISTORY_DAYS = 365;
const MIN_AUTHORIZED_CENTS = 1800;
const MAX_AUTHORIZED_CENTS = 15_000;
const MAX_TICKET_CENTS = 18_000;
/** Spend that earns at least $30 at the cash programs' lowest rate (3%): a statement credit ($20) is paid. */
const MIN_SPEND_CENTS = 100_000;
/** Days before now that hold only authorizations: their settlements have not come yet. */
const PROCESSING_DAYS = 3;
/** Recent dines: well inside the review link's window (PENDING_REVIEW_EXPIRY_DAYS). */
const RECENT_DAYS = PENDING_REVIEW_EXPIRY_DAYS - 5;
/** Extras (refunds, reversal, unmatched purchases) happen before this many days ago, all events in. */
const EXTRAS_BEFORE_DAYS = 45;
/**
 * The Basic member's forfeit Select dine is at least this many days old. Its deferral runs 14 days from
 * the import that first saw it, which may be a month after the dine (files come monthly); the import of
 * the recent Select dine, later still, then finds it expired and forfeits it.
 */
const LAPSED_SELECT_MIN_DAYS = 60;
const LAPSED_SELECT_MAX_DAYS = 150;
/** Feed files arrive at 08:00 UTC on the first of the month. */
const FILE_HOUR_UTC = 8;

export type HistoryKind = Extract<DemoMember['kind'], 'card' | 'vip' | 'basic'>;

/** A catalog merchant as the history plans with it. */
export interface HistoryMerchant {
  merchantId: string;
  partnerCodes: readonly string[];
  /** The merchant's standard-time UTC offset ('-05:00'), used all year: occurred_at's local date is its day. */
  utcOffset: string;
  priceLevel: number;
  benefitDays: readonly string[];
  /** Only VIP members earn there: a VIP restaurant or a second-level acclaimed one. */
  vipOnly: boolean;
  /**
   * Not VIP-only, but a member without e-mail offers earns there only if they turn them on within 14 days
   * (earn-rules gateFor): a Select restaurant or an acclaimed one.
   */
  selectOnly: boolean;
  /** A dine-in restaurant that serves dinner: a good regular. */
  dinner: boolean;
  maxVisitsPerMonth: number | null;
  maxSpendPerMonthCents: number | null;
  /** The restaurant's offers: the card and VIP members' story has a recent dine one of them paid. */
  offers: readonly MerchantOffer[];
  /** When it earns at all (details.benefitHours, details.blackoutDates): the story dines only then. */
  availability: BenefitAvailability;
}

export interface HistoryInput {
  partnerCode: string;
  /** partner.diningStatus.dinesRequired: the VIP member qualifies last year, nobody this year. */
  dinesRequired: number;
  /** partner.hasVIP: only then does the VIP member earn at VIP-only restaurants. */
  hasVIP: boolean;
  kind: HistoryKind;
  cardNumber: string;
  /** Catalog merchants: those the partner carries are dined at, a few others show as another program's. */
  catalog: readonly HistoryMerchant[];
  now: Date;
}

/**
 * What a purchase is in the story: a dine (possibly partly refunded), a recent dine, one still
 * processing (authorization only), or an extra: fully refunded, reversed, at another program's
 * restaurant, on a non-benefit day, at a VIP-only restaurant by a member who is not VIP, or at a
 * Select restaurant by a member without e-mail offers, long ago (its deferral lapsed: Forfeit) or in
 * the last two weeks (still Deferred).
 */
export type VisitRole =
  | 'dine'
  | 'recent'
  | 'processing'
  | 'fullRefund'
  | 'reversal'
  | 'otherProgram'
  | 'offDay'
  | 'vipOnly'
  | 'selectLapsed'
  | 'selectDeferred';

export interface PlannedVisit {
  transactionId: string;
  role: VisitRole;
  merchantId: string;
  /** The purchase's local day, YYYY-MM-DD. */
  localDate: string;
  /** Counts toward its year's qualified dines (its reward is Pending, Awarded or Paid). */
  qualifies: boolean;
  authorizedCents: number;
  /** null: no settlement (yet). */
  settledCents: number | null;
  refundedCents: number;
}

/** One row of a feed file, and when the network sends it. */
export interface HistoryEvent {
  transactionId: string;
  event: TransactionFeedEvent;
  cardNumber: string;
  merchantId: string;
  amountCents: number;
  /** ISO 8601 with the merchant's offset. */
  occurredAt: string;
  originalTransactionId: string | null;
  /** Epoch ms: the event goes into the first feed file received at or after it. */
  arrivesAt: number;
}

export interface DemoHistoryPlan {
  visits: PlannedVisit[];
  events: HistoryEvent[];
}

interface Visit {
  role: VisitRole;
  merchant: HistoryMerchant;
  day: number;
  /** Local minutes after midnight. */
  minutes: number;
  authorized: number;
  settled: number | null;
  refunded: number;
  reversed: boolean;
  /** Hours from the purchase to its settlement's arrival. */
  settlementLagHours: number;
  /** Days from the settlement's arrival to the refund. */
  refundLagDays: number;
  reversalLagMinutes: number;
}

const QUALIFYING: ReadonlySet<VisitRole> = new Set(['dine', 'recent', 'processing']);
/** Explicit visits of the story's end: kept when a year's dines are trimmed. */
const EXPLICIT: ReadonlySet<VisitRole> = new Set(['recent', 'processing']);

/** Days are day numbers (days since 1970-01-01, dates/calendar-days.ts). */
const dayOf = utcDayNumber;
const isoDay = dateOfDay;
const yearOfDay = (day: number) => new Date(day * DAY_MS).getUTCFullYear();
/**
 * Whether a visit at `minutes` (standard time) on `day` earns at the restaurant: not a blackout date, and
 * within its benefit hours both in standard time and an hour later (summer time), as the engine reads them on
 * the restaurant's own clock.
 */
const earnsAt = (m: HistoryMerchant, day: number, minutes: number) =>
  [0, 60].every(
    (shift) =>
      availabilityMiss(m.availability, {
        date: isoDay(day),
        day: weekdayOf(day),
        minutes: minutes + shift,
      }) === null,
  );
const weekdayOf = (day: number) => weekdayOfDate(dateOfDay(day));
const offsetMinutes = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
/** The moment of a local day and time at the merchant. */
const momentOf = (m: HistoryMerchant, day: number, minutes: number) =>
  day * DAY_MS + (minutes - offsetMinutes(m.utcOffset)) * MINUTE_MS;
/** A moment written in the merchant's offset, as the feed's occurred_at. */
const localIso = (m: HistoryMerchant, at: number) =>
  `${new Date(at + offsetMinutes(m.utcOffset) * MINUTE_MS).toISOString().slice(0, 19)}${m.utcOffset}`;

/** The history of one member: their visits, and the feed events that tell the network's side of them. */
export function planDemoHistory(input: HistoryInput): DemoHistoryPlan {
  const { kind, now, partnerCode } = input;
  const random = createRandom(hashString(`${partnerCode}:${kind}:${isoDay(dayOf(now))}`, HISTORY_SEED));
  const today = dayOf(now);
  const first = kind === 'basic' ? today - BASIC_HISTORY_DAYS : dayOf(demoHistoryStart(now)) + 1;
  const lastDine = today - PROCESSING_DAYS - 1;
  const thisYear = yearOfDay(today);

  const carried = input.catalog.filter((m) => m.partnerCodes.includes(partnerCode));
  const others = input.catalog.filter((m) => !m.partnerCodes.includes(partnerCode));
  // Where the member earns at once: the Basic member's Select restaurants come into the story only below.
  const open = carried.filter(
    (m) => ((kind === 'vip' && input.hasVIP) || !m.vipOnly) && (kind !== 'basic' || !m.selectOnly),
  );
  if (open.length === 0) return { visits: [], events: [] };
  const goodRegulars = open.filter(
    (m) =>
      m.dinner &&
      m.benefitDays.length >= 5 &&
      (m.maxVisitsPerMonth === null || m.maxVisitsPerMonth >= 4) &&
      (m.maxSpendPerMonthCents === null || m.maxSpendPerMonthCents >= 50_000),
  );
  const regulars = sample(random, (goodRegulars.length >= 3 ? goodRegulars : open).slice(0, 40), random.int(3, 5));
  // The VIP member has a favourite among the restaurants where only VIP members earn.
  const vipPlace = kind === 'vip' ? open.find((m) => m.vipOnly && m.dinner && !regulars.includes(m)) : undefined;
  if (vipPlace) regulars.push(vipPlace);
  const variety = open.slice(0, 150);

  const usage = new Map<string, { visits: number; spent: number }>();
  const usageOf = (m: HistoryMerchant, day: number) => {
    const key = `${m.merchantId}/${isoDay(day).slice(0, 7)}`;
    let entry = usage.get(key);
    if (!entry) usage.set(key, (entry = { visits: 0, spent: 0 }));
    return entry;
  };
  const fits = (m: HistoryMerchant, day: number, cents: number, minutes: number) => {
    const used = usageOf(m, day);
    return (
      m.benefitDays.includes(weekdayOf(day)) &&
      earnsAt(m, day, minutes) &&
      (m.maxVisitsPerMonth === null || used.visits < m.maxVisitsPerMonth) &&
      (m.maxSpendPerMonthCents === null || used.spent + cents <= m.maxSpendPerMonthCents)
    );
  };
  const busyDays = new Set<number>();

  const newVisit = (role: VisitRole, merchant: HistoryMerchant, day: number): Visit => {
    const lunch = (weekdayOf(day) === 'Sat' || weekdayOf(day) === 'Sun') && random.chance(0.2);
    const authorized = amountFor(random, merchant.priceLevel, lunch);
    const tipped = random.chance(0.55);
    return {
      role,
      merchant,
      day,
      minutes: lunch ? 11 * 60 + 45 + 5 * random.int(0, 24) : 17 * 60 + 30 + 5 * random.int(0, 48),
      authorized,
      settled:
        role === 'processing'
          ? null
          : tipped
            ? Math.min(MAX_TICKET_CENTS, authorized + Math.round(authorized * (0.15 + 0.07 * random.next())))
            : authorized,
      refunded: 0,
      reversed: false,
      settlementLagHours: 24 * random.int(1, 3) + random.int(2, 10),
      refundLagDays: random.int(2, 10),
      reversalLagMinutes: random.int(60, 240),
    };
  };

  /** Whether a drawn visit fits its restaurant's day, hours and monthly limits. */
  const fitsVisit = (visit: Visit) => fits(visit.merchant, visit.day, visit.settled ?? visit.authorized, visit.minutes);
  /** Takes a visit into the story: its restaurant's month and its day are used by it. */
  const book = (visit: Visit) => {
    const used = usageOf(visit.merchant, visit.day);
    used.visits += 1;
    used.spent += visit.settled ?? visit.authorized;
    busyDays.add(visit.day);
    return visit;
  };

  /** A visit at a regular (mostly) or another restaurant of the program that is open that day; null when none is. */
  const place = (role: VisitRole, day: number): Visit | null => {
    if (busyDays.has(day) || day < first || day > today - 2) return null;
    const pool = random.chance(0.75)
      ? [...sample(random, regulars, regulars.length), ...sample(random, variety, 20)]
      : [...sample(random, variety, 20), ...sample(random, regulars, regulars.length)];
    for (const merchant of pool) {
      const visit = newVisit(role, merchant, day);
      if (fitsVisit(visit)) return book(visit);
    }
    return null;
  };
  /** place() on the day or, when nothing is open then, a day or two around it. */
  const placeNear = (role: VisitRole, day: number, from: number, to: number): Visit | null => {
    for (const shift of [0, 1, -1, 2, -2, 3]) {
      const at = day + shift;
      if (at < from || at > to) continue;
      const visit = place(role, at);
      if (visit) return visit;
    }
    return null;
  };

  /** A visit at one of `merchants` on a free day from `from` to `to` within its limits; null when none is found. */
  const placeAmong = (role: VisitRole, merchants: readonly HistoryMerchant[], from: number, to: number) => {
    for (let tries = 0; merchants.length > 0 && from <= to && tries < 40; tries += 1) {
      const merchant = random.pick(merchants);
      const day = random.int(from, to);
      const visit = newVisit(role, merchant, day);
      if (!busyDays.has(day) && fitsVisit(visit)) return book(visit);
    }
    return null;
  };

  const visits: Visit[] = [];
  const add = (visit: Visit | null) => {
    if (visit) visits.push(visit);
    return visit;
  };

  // The end of the story first: dinners still processing, and dines of the last month (the Basic
  // member's short story ends with its deferred Select dine instead, below).
  if (kind !== 'basic') {
    add(place('processing', today - 2));
    if (kind === 'vip' || visits.length === 0) add(place('processing', today - 3));
    for (let n = 0; n < 2; n += 1) {
      add(placeNear('recent', today - random.int(6, RECENT_DAYS), today - RECENT_DAYS, lastDine));
    }
  }

  // The years: dines spread over each, at the member's pace (last year enough for VIP).
  const cap = (year: number) =>
    kind !== 'vip' || year === thisYear ? Math.max(0, input.dinesRequired - 2) : Number.POSITIVE_INFINITY;
  const floor = (year: number) => (kind === 'vip' && year === thisYear - 1 ? input.dinesRequired + 2 : 0);
  const dinesIn = (year: number) => visits.filter((v) => QUALIFYING.has(v.role) && yearOfDay(v.day) === year);
  for (let year = yearOfDay(first); year <= yearOfDay(lastDine); year += 1) {
    const from = Math.max(first, dayOf(new Date(Date.UTC(year, 0, 1))));
    const to = Math.min(lastDine, dayOf(new Date(Date.UTC(year, 11, 31))));
    if (to < from) continue;
    const length = to - from + 1;
    const count = Math.max(Math.round((DINES_PER_YEAR[kind] * length) / 365), floor(year));
    for (let slot = 0; slot < count; slot += 1) {
      add(placeNear('dine', from + Math.floor(((slot + random.next()) * length) / count), from, to));
    }
    // Fewer than the cap: a year under dinesRequired stays so, whatever else the year holds.
    const dines = dinesIn(year);
    for (const extra of sample(
      random,
      dines.filter((v) => !EXPLICIT.has(v.role)),
      Math.max(0, dines.length - cap(year)),
    )) {
      visits.splice(visits.indexOf(extra), 1);
    }
    for (let tries = 0; dinesIn(year).length < floor(year) && tries < 200; tries += 1) {
      add(place('dine', random.int(from, to)));
    }
  }

  // The VIP member's VIP-only favourite, visited this year as VIP: drawing among the regulars may miss it.
  if (vipPlace) {
    add(placeAmong('dine', [vipPlace], Math.max(first, dayOf(new Date(Date.UTC(thisYear, 0, 1)))), lastDine));
  }

  // Extras, well in the past: all their events are in. Not in the Basic member's short story.
  const extrasTo = today - EXTRAS_BEFORE_DAYS;
  const extraDay = () => random.int(first + 3, Math.max(first + 3, extrasTo));
  if (kind !== 'basic' && extrasTo > first + 3) {
    for (const visit of sample(
      random,
      visits.filter((v) => v.role === 'dine' && v.day <= extrasTo),
      2,
    )) {
      visit.refunded = Math.round((visit.settled ?? visit.authorized) * (0.15 + 0.25 * random.next()));
    }
    for (let tries = 0; tries < 20; tries += 1) {
      const visit = add(place('fullRefund', extraDay()));
      if (visit) {
        visit.refunded = visit.settled ?? visit.authorized;
        break;
      }
    }
    for (let tries = 0; tries < 20; tries += 1) {
      const visit = add(place('reversal', extraDay()));
      if (visit) {
        visit.reversed = true;
        visit.settled = null;
        break;
      }
    }
    for (const merchant of sample(random, others.slice(0, 100), 2)) {
      for (let tries = 0; tries < 20; tries += 1) {
        const day = extraDay();
        if (busyDays.has(day)) continue;
        busyDays.add(day);
        add(newVisit('otherProgram', merchant, day));
        break;
      }
    }
    const offDayPlace = sample(
      random,
      open.filter((m) => m.benefitDays.length < 7),
      1,
    )[0];
    // A place closed to the program one day a week: a random day is that day once in seven tries.
    for (let tries = 0; offDayPlace && tries < 80; tries += 1) {
      const day = extraDay();
      if (busyDays.has(day) || offDayPlace.benefitDays.includes(weekdayOf(day))) continue;
      busyDays.add(day);
      add(newVisit('offDay', offDayPlace, day));
      break;
    }
    if (kind === 'card') {
      const vipOnly = carried.filter((m) => m.vipOnly);
      add(placeAmong('vipOnly', vipOnly, first + 3, Math.max(first + 3, extrasTo)));
    }
  }

  // A recent dine at a restaurant whose offer pays it (README "Demo accounts": the row explains the offer), drawn
  // last so the rest of the story stays as it was. Only offers the whole evening and any bill earn under.
  if (kind !== 'basic') {
    const offering = open.filter((m) => m.offers.some((o) => o.hours === null && o.minimumSpendDollars === null));
    const paysOn = (m: HistoryMerchant, day: number) => {
      const clock = { date: isoDay(day), day: weekdayOf(day), minutes: 19 * 60 };
      return m.offers.some((o) => o.hours === null && offerMiss(o, { clock, billCents: MAX_TICKET_CENTS }, 0) === null);
    };
    const placeOfferDine = () => {
      for (const merchant of sample(random, offering, offering.length)) {
        for (let day = lastDine; day >= today - RECENT_DAYS; day -= 1) {
          if (busyDays.has(day) || !paysOn(merchant, day)) continue;
          const visit = newVisit('recent', merchant, day);
          if (fitsVisit(visit)) return book(visit);
        }
      }
      return null;
    };
    const offerDine = add(placeOfferDine());
    // One dine more this year: the year stays under the cap (a dine of the year makes way for it).
    const year = offerDine ? yearOfDay(offerDine.day) : thisYear;
    const extra = dinesIn(year).filter((v) => v.role === 'dine');
    if (offerDine && dinesIn(year).length > cap(year) && extra.length > 0) {
      visits.splice(visits.indexOf(random.pick(extra)), 1);
    }
  }

  // The Basic member at Select restaurants: one deferral long lapsed (Forfeit), one still running
  // (Deferred until 14 days after its import, after now). A program without any gets neither row.
  if (kind === 'basic') {
    const select = carried.filter((m) => m.selectOnly);
    const lapsedFrom = Math.max(first, today - LAPSED_SELECT_MAX_DAYS);
    add(placeAmong('selectLapsed', select, lapsedFrom, today - LAPSED_SELECT_MIN_DAYS));
    add(placeAmong('selectDeferred', select, today - (DEFERRAL_DAYS - 1), lastDine));
  }

  // Enough spend for a statement credit where the program pays them: the smallest dines grow. The Basic
  // member's few dines need not reach one (their balance shows Awarded rows).
  const minSpend = kind === 'basic' ? 0 : MIN_SPEND_CENTS;
  const settledIn = (v: Visit) =>
    v.settled !== null && momentOf(v.merchant, v.day, v.minutes) + v.settlementLagHours * HOUR_MS <= now.getTime();
  const spend = () =>
    visits
      .filter((v) => QUALIFYING.has(v.role) && settledIn(v))
      .reduce((sum, v) => sum + (v.settled ?? 0) - v.refunded, 0);
  const growable = visits
    .filter((v) => QUALIFYING.has(v.role) && v.refunded === 0 && settledIn(v))
    .sort((a, b) => a.authorized - b.authorized);
  for (let pass = 0; pass < 4 && spend() < minSpend; pass += 1) {
    for (const visit of growable) {
      if (spend() >= minSpend) break;
      const authorized = Math.min(MAX_AUTHORIZED_CENTS, Math.round(visit.authorized * 1.5));
      const settled = Math.min(MAX_TICKET_CENTS, Math.round(((visit.settled ?? 0) * authorized) / visit.authorized));
      const used = usageOf(visit.merchant, visit.day);
      const more = settled - (visit.settled ?? 0);
      const limit = visit.merchant.maxSpendPerMonthCents;
      if (more <= 0 || (limit !== null && used.spent + more > limit)) continue;
      used.spent += more;
      visit.authorized = authorized;
      visit.settled = settled;
    }
  }

  return eventsOf(input, visits);
}

function eventsOf(input: HistoryInput, unordered: Visit[]): DemoHistoryPlan {
  const now = input.now.getTime();
  const visits = [...unordered].sort((a, b) => a.day - b.day || a.minutes - b.minutes);
  const stamp = isoDay(dayOf(demoHistoryStart(input.now))).replaceAll('-', '');
  const planned: PlannedVisit[] = [];
  const events: HistoryEvent[] = [];
  visits.forEach((visit, index) => {
    const id = `DH${stamp}-${input.partnerCode}-${input.kind}-${String(index + 1).padStart(3, '0')}`;
    const m = visit.merchant;
    const at = momentOf(m, visit.day, visit.minutes);
    const row = (event: TransactionFeedEvent, amountCents: number, moment: number, arrivesAt: number) =>
      events.push({
        transactionId: event === 'refund' ? `${id}-R` : event === 'reversal' ? `${id}-V` : id,
        event,
        cardNumber: input.cardNumber,
        merchantId: m.merchantId,
        amountCents,
        occurredAt: localIso(m, moment),
        originalTransactionId: event === 'refund' || event === 'reversal' ? id : null,
        arrivesAt,
      });
    row('authorization', visit.authorized, at, at);
    // The settlement carries the purchase's moment: the network dates a purchase by when it was made.
    const settlementArrives = at + visit.settlementLagHours * HOUR_MS;
    const settled = visit.role !== 'processing' && visit.settled !== null && settlementArrives <= now;
    if (settled) row('settlement', visit.settled!, at, settlementArrives);
    let refunded = 0;
    if (settled && visit.refunded > 0) {
      const refundAt = settlementArrives + visit.refundLagDays * DAY_MS;
      if (refundAt + HOUR_MS <= now) {
        row('refund', visit.refunded, refundAt, refundAt + HOUR_MS);
        refunded = visit.refunded;
      }
    }
    if (visit.reversed) {
      const reversalAt = at + visit.reversalLagMinutes * MINUTE_MS;
      if (reversalAt <= now) row('reversal', visit.authorized, reversalAt, reversalAt);
    }
    const settledCents = settled ? visit.settled : null;
    planned.push({
      transactionId: id,
      role: visit.role,
      merchantId: m.merchantId,
      localDate: isoDay(visit.day),
      qualifies: QUALIFYING.has(visit.role) || (visit.role === 'fullRefund' && refunded === 0),
      authorizedCents: visit.authorized,
      settledCents,
      refundedCents: refunded,
    });
  });
  return { visits: planned, events };
}

/** What a table spends: by the restaurant's price level, for one to a group, less at lunch. */
function amountFor(random: Random, priceLevel: number, lunch: boolean): number {
  const forTwo = [30, 36, 58, 92, 128][Math.max(0, Math.min(4, priceLevel))]!;
  const party = random.chance(0.2) ? 0.55 : random.chance(0.15) ? 1.6 : 1;
  const dollars = forTwo * party * (0.75 + 0.6 * random.next()) * (lunch ? 0.6 : 1);
  return Math.max(MIN_AUTHORIZED_CENTS, Math.min(MAX_AUTHORIZED_CENTS, Math.round(dollars * 100)));
}

/** Up to `count` distinct items in random order. */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]!);
  return picked;
}

export interface DemoFeedFile {
  receivedAt: Date;
  text: string;
}

/**
 * The feed files that carry the events, received on the first of a month: one a quarter until the quarter
 * that began three months or more before now, one a month since, and the last at now with what arrived
 * since. Events that arrive after now are not in any. An event is never in a file received before it
 * arrived or after a later event's.
 */
export function demoFeedFiles(events: readonly HistoryEvent[], now: Date): DemoFeedFile[] {
  const threeMonthsAgo = new Date(now.getTime() - 92 * DAY_MS);
  const monthlyFrom = Date.UTC(
    threeMonthsAgo.getUTCFullYear(),
    threeMonthsAgo.getUTCMonth() - (threeMonthsAgo.getUTCMonth() % 3),
    1,
  );
  const files = new Map<number, HistoryEvent[]>();
  for (const event of events) {
    if (event.arrivesAt > now.getTime()) continue;
    const arrived = new Date(event.arrivesAt);
    const month = arrived.getUTCMonth();
    const nextMonth = event.arrivesAt < monthlyFrom ? month - (month % 3) + 3 : month + 1;
    const due = Date.UTC(arrived.getUTCFullYear(), nextMonth, 1, FILE_HOUR_UTC);
    const receivedAt = Math.min(due, now.getTime());
    const file = files.get(receivedAt) ?? [];
    file.push(event);
    files.set(receivedAt, file);
  }
  return [...files]
    .sort(([a], [b]) => a - b)
    .map(([receivedAt, rows]) => ({
      receivedAt: new Date(receivedAt),
      text: [
        TRANSACTION_FEED_HEADER.join(','),
        ...rows
          .sort((a, b) => a.arrivesAt - b.arrivesAt || a.transactionId.localeCompare(b.transactionId))
          .map((e) =>
            [
              e.transactionId,
              e.event,
              e.cardNumber,
              e.merchantId,
              String(e.amountCents),
              'USD',
              e.occurredAt,
              e.originalTransactionId ?? '',
            ].join(','),
          ),
      ].join('\n'),
    }));
}

/** The catalog columns the history plans with. */
export interface MerchantFacts {
  merchant_id: string;
  state: string;
  price_level: number;
  benefit_days: string[];
  access_tier: 'basic' | 'select' | 'vip';
  acclaimed_level: number;
  features: string[];
  meals_served: string[];
  partner_codes: string[];
  max_visits: string | null;
  max_spend: string | null;
  offers: MerchantOffer[];
  benefit_hours: { from: string; to: string } | null;
  blackout_dates: string[] | null;
}

const OFFSETS: ReadonlyArray<[string, readonly string[]]> = [
  ['-10:00', ['HI']],
  ['-09:00', ['AK']],
  ['-08:00', ['CA', 'NV', 'OR', 'WA']],
  ['-07:00', ['AZ', 'CO', 'ID', 'MT', 'NM', 'UT', 'WY']],
  ['-06:00', ['AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI']],
];
/** A state's standard-time offset (Eastern where the state is not listed). */
export const utcOffsetOf = (state: string) => OFFSETS.find(([, states]) => states.includes(state))?.[0] ?? '-05:00';

export function historyMerchant(row: MerchantFacts): HistoryMerchant {
  const whole = (value: string | null) => (value !== null && /^[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : null);
  const spend = whole(row.max_spend);
  const vipOnly = row.access_tier === 'vip' || row.acclaimed_level >= 2;
  return {
    merchantId: row.merchant_id,
    partnerCodes: row.partner_codes,
    utcOffset: utcOffsetOf(row.state),
    priceLevel: row.price_level,
    benefitDays: row.benefit_days,
    vipOnly,
    selectOnly: !vipOnly && (row.access_tier === 'select' || row.acclaimed_level === 1),
    dinner: row.features.includes('dine-in') && row.meals_served.includes('dinner'),
    maxVisitsPerMonth: whole(row.max_visits),
    maxSpendPerMonthCents: spend === null ? null : Math.round(spend * 100),
    offers: row.offers,
    availability: { hours: row.benefit_hours, blackoutDates: row.blackout_dates ?? [] },
  };
}

/** Merchants the history picks from: New York's first (the demo members live there), then by id. */
const CATALOG_SAMPLE = 2000;

/**
 * Gives the demo members with a history (DEMO_HISTORY_KINDS) whose demo card has no feed events yet
 * their dining history, through the rewards engine (one import per feed file, each its own transaction:
 * call it outside a transaction). Answers how many feed events were applied.
 */
export async function seedDemoHistory(
  db: Kysely<DB>,
  partners: readonly Partner[],
  vault: Pick<CardVault, 'fingerprint'>,
  now = new Date(),
): Promise<number> {
  const fingerprints = new Map<string, string>();
  const fingerprint = async (number: string) => {
    let known = fingerprints.get(number);
    if (known === undefined) fingerprints.set(number, (known = await vault.fingerprint(number)));
    return known;
  };
  const wanted: Array<{ partner: Partner; kind: HistoryKind; publicId: string; cardNumber: string; fp: string }> = [];
  for (const partner of partners) {
    for (const kind of DEMO_HISTORY_KINDS as HistoryKind[]) {
      const card = demoCardsOf(partner).find((c) => c.kind === kind && c.slot === 'linked');
      if (!card) continue;
      const cardNumber = demoCardNumber(partner.code, card);
      wanted.push({
        partner,
        kind,
        publicId: demoPublicId(kind, partner.code),
        cardNumber,
        fp: await fingerprint(cardNumber),
      });
    }
  }
  if (wanted.length === 0) return 0;
  const members = new Map(
    (
      await db
        .selectFrom('members')
        .select(['id', 'public_id'])
        .where(
          'public_id',
          'in',
          wanted.map((w) => w.publicId),
        )
        .where('active', '=', true)
        .where('member_type', '<>', 'ClosedAccountMember')
        .execute()
    ).map((m) => [m.public_id, m.id]),
  );
  const fps = wanted.map((w) => w.fp);
  const liveCards = new Map(
    (
      await db
        .selectFrom('member_cards')
        .select(['id', 'member_id', 'fingerprint'])
        .where('fingerprint', 'in', fps)
        .where('removed_at', 'is', null)
        .execute()
    ).map((c) => [c.fingerprint, c]),
  );
  const withEvents = new Set(
    (
      await db
        .selectFrom('feed_events')
        .select('card_fingerprint')
        .distinct()
        .where('card_fingerprint', 'in', fps)
        .execute()
    ).map((e) => e.card_fingerprint),
  );
  const due = wanted.flatMap((w) => {
    const memberId = members.get(w.publicId);
    const card = liveCards.get(w.fp);
    return memberId !== undefined && card?.member_id === memberId && !withEvents.has(w.fp)
      ? [{ ...w, memberId, cardId: card.id }]
      : [];
  });
  if (due.length === 0) return 0;

  const catalog = (
    await sql<MerchantFacts>`
      SELECT merchant_id, state, price_level, benefit_days, access_tier, acclaimed_level, features, meals_served,
             partner_codes, details -> 'visitLimits' ->> 'maxVisitsPerMonth' AS max_visits,
             details -> 'visitLimits' ->> 'maxSpendPerMonth' AS max_spend, offers,
             details -> 'benefitHours' AS benefit_hours, details -> 'blackoutDates' AS blackout_dates
      FROM merchants
      ORDER BY (city = 'New York' AND state = 'NY') DESC, merchant_id
      LIMIT ${CATALOG_SAMPLE}`.execute(db)
  ).rows.map(historyMerchant);

  const events: HistoryEvent[] = [];
  const planned: typeof due = [];
  for (const member of due) {
    const plan = planDemoHistory({
      partnerCode: member.partner.code,
      dinesRequired: member.partner.diningStatus.dinesRequired,
      hasVIP: member.partner.hasVIP,
      kind: member.kind,
      cardNumber: member.cardNumber,
      catalog,
      now,
    });
    if (plan.events.length === 0) continue;
    events.push(...plan.events);
    planned.push(member);
  }
  if (planned.length === 0) return 0;

  // Demo members seeded before there was a history: their card and joining move back before it.
  const linkedAt = demoCardLinkedAt(now);
  await db
    .updateTable('member_cards')
    .set({ linked_at: linkedAt })
    .where(
      'id',
      'in',
      planned.map((m) => m.cardId),
    )
    .where('linked_at', '>', linkedAt)
    .execute();
  for (const kind of DEMO_HISTORY_KINDS) {
    const ids = planned.filter((m) => m.kind === kind).map((m) => m.memberId);
    if (ids.length === 0) continue;
    const joined = demoJoinDate(kind, now);
    await db
      .updateTable('members')
      .set({ join_date: joined })
      .where('id', 'in', ids)
      .where((eb) => eb.or([eb('join_date', 'is', null), eb('join_date', '>', joined)]))
      .execute();
  }

  const rewards = {
    partners: partners.filter((p) => planned.some((m) => m.partner.code === p.code)),
    postingMode: 'immediate' as const,
  };
  let applied = 0;
  for (const file of demoFeedFiles(events, now)) {
    const parsed = parseFeed(file.text, file.receivedAt);
    const report = await ingestFeed(db, {
      rows: parsed.rows,
      rejections: parsed.rejections,
      rowsRead: parsed.rowsRead,
      now: file.receivedAt,
      fingerprint,
      rewards,
    });
    applied += report.applied;
  }
  return applied;
}
