import { sql, type Kysely, type Transaction } from 'kysely';
import type { Bonus, BonusDefinition, Partner } from '@forkpoint/shared';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writeManualReward } from './manual-reward';

/**
 * Bonuses (part 2 §3 Bonus, §4 Bonus status; docs/rewards.md "Bonuses"): the partner's catalog is data
 * (partner files, `bonuses`); a member holds a bonus from eligible through enrolled (activated, or
 * automatically where it needs no activation) to qualified, when its dines are done and a bonus reward
 * (source B) is written through the same lifecycle as any other reward.
 */

type Db = Kysely<DB> | Transaction<DB>;

export interface BonusMember {
  id: number;
  joinDate: Date | null;
  enrollmentSource: string | null;
}

/** The member a bonus call is for, as the bonus rules read them: their join date and how they enrolled. */
export async function findBonusMember(
  db: Kysely<DB>,
  partnerCode: string,
  memberId: number,
): Promise<(BonusMember & { partnerCode: string }) | null> {
  const row = await db
    .selectFrom('members')
    .select(['id', 'partner_code', 'join_date', 'enrollment_source'])
    .where('id', '=', memberId)
    .where('partner_code', '=', partnerCode)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    partnerCode: row.partner_code,
    joinDate: row.join_date ? new Date(row.join_date) : null,
    enrollmentSource: row.enrollment_source,
  };
}

interface HeldBonus {
  code: string;
  status: 'eligible' | 'enrolled' | 'qualified';
  eligible_at: Date;
  enrolled_at: Date | null;
}

/** Whether the member may still take the bonus up: new-member bonuses only within their window after joining. */
function isEligible(definition: BonusDefinition, member: BonusMember, now: Date): boolean {
  if (definition.enrollmentSource !== null && definition.enrollmentSource !== member.enrollmentSource) return false;
  if (definition.kind !== 'newMember') return true;
  if (!member.joinDate) return false;
  return now.getTime() - member.joinDate.getTime() <= definition.windowHours * HOUR_MS;
}

/** When a held bonus started counting dines, and until when. */
function windowOf(definition: BonusDefinition, member: BonusMember, held: HeldBonus | undefined) {
  const start =
    definition.kind === 'newMember'
      ? member.joinDate
      : (held?.enrolled_at ?? (definition.requiresEnrollment ? null : held?.eligible_at));
  if (!start) return null;
  return { from: start, to: new Date(start.getTime() + definition.windowHours * HOUR_MS) };
}

async function heldBonuses(db: Db, memberId: number): Promise<Map<string, HeldBonus>> {
  const rows = await db
    .selectFrom('member_bonuses')
    .select(['code', 'status', 'eligible_at', 'enrolled_at'])
    .where('member_id', '=', memberId)
    .execute();
  return new Map(rows.map((row) => [row.code, row]));
}

/** The member's bonuses as GET /api/Member answers them (activeBonuses): the ones on offer and the ones held. */
export async function bonusesOf(db: Db, member: BonusMember, partner: Partner, now: Date): Promise<Bonus[]> {
  const held = await heldBonuses(db, member.id);
  const bonuses: Bonus[] = [];
  for (const definition of partner.bonuses) {
    const mine = held.get(definition.code);
    const eligible = isEligible(definition, member, now);
    if (!mine && !eligible) continue;
    const window = windowOf(definition, member, mine);
    if (mine?.status !== 'qualified' && window && window.to < now) continue; // the window closed unearned
    const status = mine?.status ?? (definition.requiresEnrollment ? 'eligible' : 'enrolled');
    bonuses.push({
      code: definition.code,
      bonusStatus: status,
      createDateUtc: (mine?.eligible_at ?? member.joinDate ?? now).toISOString(),
      description: definition.description,
      isNewMemberBonus: definition.kind === 'newMember',
      memberIsEligibleForNMB: definition.kind === 'newMember' && eligible && status !== 'qualified',
    });
  }
  return bonuses;
}

/**
 * POST /api/Member/Bonus/{code}: activates an eligible bonus. Activating again changes nothing; an app-only
 * bonus is activated in the native app only.
 */
export async function enrollInBonus(
  db: Kysely<DB>,
  member: BonusMember & { partnerCode: string },
  partner: Partner,
  code: string,
  options: { now: Date; inNativeApp: boolean },
): Promise<Bonus> {
  const definition = partner.bonuses.find((bonus) => bonus.code === code);
  const offered = definition
    ? (await bonusesOf(db, member, partner, options.now)).find((b) => b.code === code)
    : undefined;
  if (!definition || !offered) throw new AppError('NOT_FOUND', 'This bonus is not available to you.');
  if (definition.kind === 'appOnly' && !options.inNativeApp) {
    throw new AppError('FORBIDDEN', 'This bonus is activated in the app.');
  }
  if (offered.bonusStatus !== 'eligible') return offered;
  await db
    .insertInto('member_bonuses')
    .values({
      member_id: member.id,
      partner_code: member.partnerCode,
      code,
      status: 'enrolled',
      eligible_at: options.now,
      enrolled_at: options.now,
    })
    .onConflict((oc) => oc.columns(['member_id', 'code']).doUpdateSet({ status: 'enrolled', enrolled_at: options.now }))
    .execute();
  return { ...offered, bonusStatus: 'enrolled', createDateUtc: options.now.toISOString() };
}

interface DineRow {
  occurred_at: Date;
  local_date: string;
}

/**
 * After rewards change: every enrolled bonus whose dines are done within its window is qualified and its
 * reward written (source B, transaction type manual). A member's dines are read once per member.
 */
export async function qualifyBonuses(
  trx: Transaction<DB>,
  memberIds: number[],
  partnerOf: (code: string) => Partner | undefined,
  now: Date,
): Promise<void> {
  if (memberIds.length === 0) return;
  const members = await trx
    .selectFrom('members')
    .select(['id', 'partner_code', 'join_date', 'enrollment_source', 'public_id'])
    .where('id', 'in', memberIds)
    .execute();
  for (const row of members) {
    const partner = partnerOf(row.partner_code);
    if (!partner || partner.bonuses.length === 0) continue;
    const member: BonusMember = {
      id: row.id,
      joinDate: row.join_date ? new Date(row.join_date) : null,
      enrollmentSource: row.enrollment_source,
    };
    const held = await heldBonuses(trx, row.id);
    const open = partner.bonuses.filter((definition) => {
      const mine = held.get(definition.code);
      if (mine?.status === 'qualified') return false;
      return mine ? true : !definition.requiresEnrollment && isEligibleAt(definition, member);
    });
    if (open.length === 0) continue;
    const dines = (
      await sql<DineRow>`
        SELECT r.occurred_at, to_char(r.local_date, 'YYYY-MM-DD') AS local_date FROM rewards r
        WHERE r.member_id = ${row.id} AND r.source_code = 'S' AND r.award_status IN ('Pending', 'Awarded', 'Paid')
          AND r.ticket_cents > 0
        ORDER BY r.occurred_at`.execute(trx)
    ).rows;
    for (const definition of open) {
      const mine = held.get(definition.code);
      const window = windowOf(
        definition,
        member,
        mine ?? { code: definition.code, status: 'enrolled', eligible_at: member.joinDate ?? now, enrolled_at: null },
      );
      if (!window) continue;
      const inWindow = dines.filter(
        (d) => new Date(d.occurred_at) >= window.from && new Date(d.occurred_at) <= window.to,
      );
      const qualifying = inWindow[definition.dinesToQualify - 1];
      if (!qualifying) continue;
      await awardBonus(trx, { ...row, partner }, definition, qualifying, now);
    }
  }
}

/** New-member bonuses without activation count from joining, whether or not the member ever looked at them. */
function isEligibleAt(definition: BonusDefinition, member: BonusMember): boolean {
  if (definition.enrollmentSource !== null && definition.enrollmentSource !== member.enrollmentSource) return false;
  return definition.kind !== 'newMember' || member.joinDate !== null;
}

async function awardBonus(
  trx: Transaction<DB>,
  member: { id: number; partner_code: string; public_id: string; partner: Partner },
  definition: BonusDefinition,
  dine: DineRow,
  now: Date,
): Promise<void> {
  const rewardId = await writeManualReward(trx, {
    member: { id: member.id, partnerCode: member.partner_code },
    partner: member.partner,
    source: 'B',
    // Once per member and bonus.
    sourceTransactionId: `bonus-${definition.code}-${member.public_id}`,
    amount: definition.amount,
    occurredAt: dine.occurred_at,
    localDate: dine.local_date,
    reason: definition.description,
    now,
  });
  await trx
    .insertInto('member_bonuses')
    .values({
      member_id: member.id,
      partner_code: member.partner_code,
      code: definition.code,
      status: 'qualified',
      eligible_at: now,
      enrolled_at: now,
      qualified_at: now,
      reward_id: rewardId,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'code']).doUpdateSet({ status: 'qualified', qualified_at: now, reward_id: rewardId }),
    )
    .execute();
}
