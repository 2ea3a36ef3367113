import { sql, type Kysely, type Transaction } from 'kysely';
import type { DiningProgress, Partner } from '@forkpoint/shared';
import { localDateIn } from '@forkpoint/shared/dates/zoned-clock';
import { tierAfterActivation } from '@forkpoint/shared/rules/member-tiers';
import type { DB } from '../../db/schema';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';

/**
 * Dining status (part 2 §3 diningProgress, §4 Membership tiers; docs/rewards.md): a calendar year's
 * qualified dines make a member VIP when they reach the partner's dinesRequired (and dollarsRequired),
 * and VIP lasts through the next year. Progress is derived from the reward rows on every read, never
 * stored beside them.
 */

type Db = Kysely<DB> | Transaction<DB>;

interface YearTotals {
  dines: number;
  spentCents: number;
  /** Rewards on their way this year (purchases and bonuses), in the program's unit. */
  benefit: number;
}

/** The member's qualified dines, spend and rewards by calendar year. */
export async function yearTotals(db: Db, memberId: number, year: number): Promise<YearTotals> {
  const result = await sql<{ dines: string; spent: string | null; benefit: string | null }>`
    SELECT count(*) FILTER (WHERE r.source_code = 'S' AND r.ticket_cents > 0) AS dines,
           sum(r.ticket_cents) FILTER (WHERE r.source_code = 'S') AS spent,
           sum(r.benefit_amount) AS benefit
    FROM rewards r
    WHERE r.member_id = ${memberId} AND r.award_status IN ('Pending', 'Awarded', 'Paid')
      AND r.local_date >= make_date(${year}, 1, 1) AND r.local_date < make_date(${year + 1}, 1, 1)`.execute(db);
  const row = result.rows[0];
  return { dines: Number(row?.dines ?? 0), spentCents: Number(row?.spent ?? 0), benefit: Number(row?.benefit ?? 0) };
}

/** Where a member has not dined yet: Eastern, as the catalog's own time zones default to (merchants/time-zone.ts). */
const FIRST_DINE_TIME_ZONE = 'America/New_York';

/**
 * The member's current calendar year. A dine counts in the year of its own local date, the restaurant's
 * (the earn rules, promoteQualifiedMembers), so the year the member is in is the one on the clock of the
 * restaurant of their latest dine: on New Year's Eve in Los Angeles the evening's dinner counts toward
 * the year that is ending, and so does the progress shown beside it, though UTC has turned over hours
 * before. Before any dine, Eastern time.
 */
export async function memberYear(db: Db, memberId: number, now: Date): Promise<number> {
  const { rows } = await sql<{ time_zone: string }>`
    SELECT m.time_zone
    FROM rewards r JOIN merchants m ON m.id = r.merchant_id
    WHERE r.member_id = ${memberId} AND r.source_code = 'S'
    ORDER BY r.occurred_at DESC, r.id DESC
    LIMIT 1`.execute(db);
  return Number(localDateIn(rows[0]?.time_zone ?? FIRST_DINE_TIME_ZONE, now).slice(0, 4));
}

/** A year's rewards as a member reads them: miles or points, or dollars for cash programs. */
export const benefitInProgramUnits = (amount: number, partner: Pick<Partner, 'currencyType'>) =>
  isCashProgram(partner.currencyType) ? amount / 100 : amount;

/** GET /api/Member diningProgress: this year's road to VIP, or null where the program has no VIP. */
export async function diningProgressOf(
  db: Db,
  member: { id: number; vipThrough: number | null },
  partner: Pick<Partner, 'hasVIP' | 'currencyType' | 'diningStatus'>,
  now: Date,
): Promise<DiningProgress | null> {
  if (!partner.hasVIP) return null;
  const year = await memberYear(db, member.id, now);
  const totals = await yearTotals(db, member.id, year);
  const { dinesRequired, dollarsRequired } = partner.diningStatus;
  const spentDollars = totals.spentCents / 100;
  const qualified = totals.dines >= dinesRequired && spentDollars >= dollarsRequired;
  const renewing = !qualified && (member.vipThrough ?? 0) >= year;
  return {
    status: qualified ? 'Qualified' : renewing ? 'QualifiedAndBuilding' : 'Building',
    dinesRequired,
    remainingDines: Math.max(0, dinesRequired - totals.dines),
    dollarsRequired,
    remainingDollars: Math.max(0, Math.round((dollarsRequired - spentDollars) * 100) / 100),
    ytdMilesOrDollars: benefitInProgramUnits(totals.benefit, partner),
  };
}

/**
 * After rewards change: a member whose year reached the partner's requirement is VIP through the next
 * year (tier 3 while that lasts). Set-based over the members given.
 */
export async function promoteQualifiedMembers(
  trx: Transaction<DB>,
  memberIds: number[],
  partners: readonly Partner[],
  now: Date,
): Promise<void> {
  const vipPartners = partners.filter((p) => p.hasVIP);
  if (memberIds.length === 0 || vipPartners.length === 0) return;
  await sql`
    WITH rules AS (
      SELECT * FROM unnest(${vipPartners.map((p) => p.code)}::text[],
                           ${vipPartners.map((p) => p.diningStatus.dinesRequired)}::integer[],
                           ${vipPartners.map((p) => p.diningStatus.dollarsRequired * 100)}::bigint[])
        AS t(partner_code, dines_required, cents_required)
    ),
    qualified_years AS (
      SELECT r.member_id, max(extract(year FROM r.local_date)::integer) AS year
      FROM (
        SELECT r.member_id, r.partner_code, date_trunc('year', r.local_date) AS local_date,
               count(*) AS dines, sum(r.ticket_cents) AS spent
        FROM rewards r
        WHERE r.member_id = ANY(${memberIds}::integer[]) AND r.source_code = 'S'
          AND r.award_status IN ('Pending', 'Awarded', 'Paid') AND r.ticket_cents > 0
        GROUP BY 1, 2, 3
      ) r
      JOIN rules ON rules.partner_code = r.partner_code
      WHERE r.dines >= rules.dines_required AND r.spent >= rules.cents_required
      GROUP BY 1
    )
    UPDATE members m
    SET vip_through = greatest(coalesce(m.vip_through, 0), q.year + 1),
        tier_level = CASE WHEN q.year + 1 >= ${now.getUTCFullYear()} AND m.tier_level <> 'NonActivated' THEN 'VIP'
                          ELSE m.tier_level END,
        updated_at = ${now}
    FROM qualified_years q
    WHERE m.id = q.member_id AND (m.vip_through IS NULL OR m.vip_through < q.year + 1)`.execute(trx);
}

/** A VIP year that has run out: the member goes back to the tier their e-mail opt-in earns. */
export async function expireVipStatus(db: Db, now: Date): Promise<number> {
  const year = now.getUTCFullYear();
  const result = await db
    .updateTable('members')
    .set((eb) => ({
      tier_level: eb
        .case()
        .when('email_opt_in', '=', true)
        .then(tierAfterActivation(true))
        .else(tierAfterActivation(false))
        .end(),
      updated_at: now,
    }))
    .where('tier_level', '=', 'VIP')
    .where('vip_through', '<', year)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
