import type { Kysely } from 'kysely';
import type { MemberType, Partner, TierLevel } from '@forkpoint/shared';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import { hashPassword } from '../../modules/auth/passwords';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { seedDemoStaff } from './demo-staff';

/**
 * The demo accounts every partner gets (README "Demo accounts"): a card member, a non-card
 * member, a closed-account member, a VIP member, a not-activated known visitor, a Basic card member
 * (a linked card but no e-mail offers, so Select restaurants defer their rewards) and a support
 * staff user; direct partners also get a member who must update the e-mail (/fix_credentials,
 * "direct enrollment only", spec part 1 §2). Idempotent: missing accounts are added, existing ones are
 * never touched. All share DEMO_PASSWORD and, to keep seeding cheap, one argon2id hash of it.
 */
export const DEMO_PASSWORD = 'dine-around-2026';

export interface DemoMember {
  kind: 'card' | 'noncard' | 'closed' | 'vip' | 'known' | 'emailfix' | 'basic';
  /** null for the known visitor, who has no web profile yet. */
  emailLocal: string | null;
  firstName: string;
  lastName: string;
  memberType: MemberType;
  tierLevel: TierLevel;
  emailOptIn: boolean;
  active: boolean;
  hasWebProfile: boolean;
  /** Seeded only on direct partners (the credential fix is a direct-enrollment page). */
  directOnly?: boolean;
  /** Flagged for the credential fix: sign-in leads to /fix_credentials. */
  needsEmailUpdate?: boolean;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    kind: 'card',
    emailLocal: 'card.member',
    firstName: 'Casey',
    lastName: 'Cardwell',
    memberType: 'EnrolledCardMember',
    tierLevel: 'OptedIn',
    emailOptIn: true,
    active: true,
    hasWebProfile: true,
  },
  {
    kind: 'noncard',
    emailLocal: 'noncard.member',
    firstName: 'Nico',
    lastName: 'Nocard',
    memberType: 'NonCardMember',
    tierLevel: 'OptedOut',
    emailOptIn: false,
    active: true,
    hasWebProfile: true,
  },
  {
    kind: 'closed',
    emailLocal: 'closed.member',
    firstName: 'Clara',
    lastName: 'Closed',
    memberType: 'ClosedAccountMember',
    tierLevel: 'OptedIn',
    emailOptIn: true,
    active: false,
    hasWebProfile: true,
  },
  {
    kind: 'vip',
    emailLocal: 'vip.member',
    firstName: 'Vera',
    lastName: 'Vipson',
    memberType: 'EnrolledCardMember',
    tierLevel: 'VIP',
    emailOptIn: true,
    active: true,
    hasWebProfile: true,
  },
  {
    kind: 'known',
    emailLocal: null,
    firstName: 'Kim',
    lastName: 'Known',
    memberType: 'NonCardMember',
    tierLevel: 'NonActivated',
    emailOptIn: false,
    active: true,
    hasWebProfile: false,
  },
  {
    kind: 'emailfix',
    emailLocal: 'update.email',
    firstName: 'Uma',
    lastName: 'Update',
    memberType: 'NonCardMember',
    tierLevel: 'OptedOut',
    emailOptIn: false,
    active: true,
    hasWebProfile: true,
    directOnly: true,
    needsEmailUpdate: true,
  },
  // Last, so the partner numbers of the members above (their position) stay what they were.
  {
    kind: 'basic',
    emailLocal: 'basic.member',
    firstName: 'Bailey',
    lastName: 'Basics',
    memberType: 'EnrolledCardMember',
    tierLevel: 'OptedOut',
    emailOptIn: false,
    active: true,
    hasWebProfile: true,
  },
];

export const demoPublicId = (kind: DemoMember['kind'], partnerCode: string) => `demo-${kind}-${partnerCode}`;
export const demoEmail = (local: string, partnerCode: string) => `${local}@${partnerCode}.example`;

/** Demo members with a dining history (demo-history.ts): the card, VIP and Basic card members. */
export const DEMO_HISTORY_KINDS: readonly DemoMember['kind'][] = ['card', 'vip', 'basic'];

/** The first day of the demo dining history: two calendar years before the seed's now. */
export function demoHistoryStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - 2);
  start.setUTCHours(0, 0, 0, 0);
  return start;
}

/**
 * When a demo member joined: now for most, and for the members with a dining history three weeks
 * before it starts (a member cannot dine before joining; their new-member bonus came with their first
 * dine back then).
 */
export function demoJoinDate(kind: DemoMember['kind'], now: Date): Date {
  return DEMO_HISTORY_KINDS.includes(kind) ? new Date(demoHistoryStart(now).getTime() - 21 * DAY_MS) : now;
}

/**
 * Seeds what is missing; answers the partner codes that got anything new. The demo staff need the key
 * their TOTP secret is sealed under: without `staffTotpKeyring` (the staging tools' demo reset, which
 * leaves staff as they are) they are not seeded.
 */
export async function seedDemoAccounts(
  db: Kysely<DB>,
  partners: readonly Partner[],
  now = new Date(),
  staffTotpKeyring?: StaffTotpKeyring,
): Promise<string[]> {
  const existingMembers = new Set(
    (await db.selectFrom('members').select('public_id').where('public_id', 'like', 'demo-%').execute()).map(
      (r) => r.public_id,
    ),
  );
  let passwordHash: string | undefined;
  const hash = async () => (passwordHash ??= await hashPassword(DEMO_PASSWORD));
  const seededFor: string[] = [];

  for (const partner of partners) {
    let added = false;
    for (const [index, demo] of DEMO_MEMBERS.entries()) {
      if (demo.directOnly && partner.enrollmentType !== 'direct') continue;
      const publicId = demoPublicId(demo.kind, partner.code);
      if (existingMembers.has(publicId)) continue;
      const sso = partner.enrollmentType === 'sso';
      const member = await db
        .insertInto('members')
        .values({
          partner_code: partner.code,
          public_id: publicId,
          first_name: demo.firstName,
          last_name: demo.lastName,
          email: demo.emailLocal ? demoEmail(demo.emailLocal, partner.code) : null,
          email_opt_in: demo.emailOptIn,
          address1: '1 Demo Plaza',
          city: 'New York',
          state: 'NY',
          zip_code: '10001',
          tier_level: demo.tierLevel,
          member_type: demo.memberType,
          dining_progress: demo.hasWebProfile ? JSON.stringify(demoProgress(demo.kind)) : null,
          enrollment_source: 'demo',
          join_date: demo.hasWebProfile ? demoJoinDate(demo.kind, now) : null,
          partner_number: partner.hasPPN ? demoPartnerNumber(partner.partnerNumberPattern, index + 1) : null,
          has_web_profile: demo.hasWebProfile,
          active: demo.active,
          needs_email_update: demo.needsEmailUpdate ?? false,
          interface_type: !demo.hasWebProfile ? 'known' : sso ? 'sso' : 'direct',
          // The local identity provider's demo users sign in as these subjects.
          sso_subject: sso && demo.hasWebProfile ? publicId : null,
          utm_term: null,
          utm_medium: null,
          utm_campaign: null,
          utm_source: null,
          utm_content: null,
          referrer: null,
          source: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (demo.hasWebProfile) {
        await db
          .insertInto('member_credentials')
          .values({
            member_id: member.id,
            partner_code: partner.code,
            password_hash: await hash(),
            password_changed_at: now,
          })
          .execute();
      }
      added = true;
    }
    // The support console's staff, one per role (seed/demo-staff.ts).
    if (staffTotpKeyring && (await seedDemoStaff(db, partner.code, hash, now, staffTotpKeyring))) added = true;
    if (added) seededFor.push(partner.code);
  }
  return seededFor;
}

function demoProgress(kind: DemoMember['kind']) {
  const done = kind === 'vip';
  return {
    status: done ? 'Qualified' : 'Building',
    dinesRequired: 11,
    remainingDines: done ? 0 : 7,
    dollarsRequired: 500,
    remainingDollars: done ? 0 : 320,
    ytdMilesOrDollars: done ? 1250 : 180,
  };
}

/**
 * A partner number that matches the partner's pattern: the shortest all-digit value of the form
 * 5…0n that the pattern accepts (patterns are digit counts, e.g. ^[0-9]{8,12}$).
 */
export function demoPartnerNumber(pattern: string, n: number): string {
  const matcher = new RegExp(pattern);
  for (let length = String(n).length + 1; length <= 20; length += 1) {
    const candidate = `5${String(n).padStart(length - 1, '0')}`;
    if (matcher.test(candidate)) return candidate;
  }
  throw new Error(`no demo partner number matches ${pattern}`);
}
