import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../../db/schema';
import type { CardVault } from '../../../modules/card-vault/vault';
import { hashPassword } from '../../../modules/auth/passwords';
import type { BulkValue } from '../../../db/bulk-rows';
import { DEMO_PASSWORD } from '../demo-accounts';
import { copyRows, type CopyColumn } from '../bulk/copy-rows';
import type { Progress } from '../bulk/progress';
import { seedPlaces } from '../merchants/seed-places';
import { generateMember, partnerWeights, type GeneratedMember } from './generated-members';

/**
 * Grows the generated membership to `count` members (docs/scale-data.md), a chunk of members per
 * transaction (an interrupted run keeps its finished chunks; the next adds what is missing). Each
 * chunk's members get ids reserved from the identity sequence, so their cards are written with them by
 * the next COPY, without reading the members back.
 *
 * Generated members have no password: an argon2id hash is ~20 ms, a million of them hours, and one
 * hash shared by a million accounts would make every one of them open to a published password. They
 * are real members otherwise (cards, e-mail, tier), and can set a password through recovery or sign in
 * through their program's SSO. Member 0, the heavy diner (`heavy.diner@<partner>.example`), has the demo
 * accounts' password and hash, so the account benches can sign in as a member with ~2,000 transactions.
 */

const CHUNK = 100_000;

const MEMBER_COLUMNS: CopyColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'partner_code', type: 'text' },
  { name: 'public_id', type: 'text' },
  { name: 'first_name', type: 'text' },
  { name: 'last_name', type: 'text' },
  { name: 'email', type: 'text' },
  { name: 'email_opt_in', type: 'boolean' },
  { name: 'address1', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'state', type: 'text' },
  { name: 'zip_code', type: 'text' },
  { name: 'tier_level', type: 'text' },
  { name: 'member_type', type: 'text' },
  { name: 'enrollment_source', type: 'text' },
  { name: 'join_date', type: 'timestamptz' },
  { name: 'partner_number', type: 'text' },
  { name: 'has_web_profile', type: 'boolean' },
  { name: 'interface_type', type: 'text' },
  { name: 'sso_subject', type: 'text' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
];

const CARD_COLUMNS: CopyColumn[] = [
  { name: 'id', type: 'text' },
  { name: 'partner_code', type: 'text' },
  { name: 'member_id', type: 'integer' },
  { name: 'fingerprint', type: 'text' },
  { name: 'last_four', type: 'text' },
  { name: 'card_type', type: 'text' },
  { name: 'description', type: 'text' },
  { name: 'linked_at', type: 'timestamptz' },
];

export interface MemberSeedContext {
  partners: readonly Partner[];
  vault: Pick<CardVault, 'fingerprint'>;
  now: Date;
  /** The partner of the heavy diner (generated member 0). */
  heavyPartnerCode: string;
  progress?: Progress;
}

/** How many generated members there are (the next index to generate). */
export async function generatedMemberCount(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ public_id: string }>`
    SELECT public_id FROM members WHERE public_id BETWEEN 'gen-0000000' AND 'gen-9999999'
    ORDER BY public_id DESC LIMIT 1`.execute(db);
  return rows[0] ? Number(rows[0].public_id.slice(4)) + 1 : 0;
}

export async function seedGeneratedMembers(db: Kysely<DB>, count: number, context: MemberSeedContext): Promise<number> {
  const from = await generatedMemberCount(db);
  if (from >= count) return 0;
  const places = seedPlaces();
  const weights = partnerWeights(context.partners);
  const heavy = { index: 0, partnerCode: context.heavyPartnerCode };
  const partnerByCode = new Map(context.partners.map((p) => [p.code, p]));
  for (let start = from; start < count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK);
    const members = Array.from({ length: end - start }, (_, k) =>
      generateMember(start + k, context.partners, weights, places, heavy),
    );
    const fingerprints = new Map<string, string>();
    for (const member of members) {
      for (const card of member.cards) fingerprints.set(card.id, await context.vault.fingerprint(card.number));
    }
    await db.transaction().execute(async (trx) => {
      const firstId = await reserveIds(trx, 'members', members.length);
      await copyRows(
        trx,
        'members',
        MEMBER_COLUMNS,
        members.map((m, k) => memberRow(m, firstId + k, partnerByCode.get(m.partnerCode)!, context.now)),
        context.progress,
      );
      await copyRows(
        trx,
        'member_cards',
        CARD_COLUMNS,
        members.flatMap((m, k) =>
          m.cards.map((card): BulkValue[] => [
            card.id,
            m.partnerCode,
            firstId + k,
            fingerprints.get(card.id)!,
            card.lastFour,
            card.cardType,
            card.cardType === 'visa' ? 'Visa' : 'Mastercard',
            new Date(context.now.getTime() - card.linkedDaysAgo * DAY_MS).toISOString(),
          ]),
        ),
      );
      if (start === 0) {
        await trx
          .insertInto('member_credentials')
          .values({
            member_id: firstId,
            partner_code: members[0]!.partnerCode,
            password_hash: await hashPassword(DEMO_PASSWORD),
            password_changed_at: context.now,
          })
          .execute();
      }
    });
  }
  return count - from;
}

/**
 * Reserves `count` consecutive ids of `table`'s identity column for rows this transaction writes with
 * their ids (COPY may write an identity column): the table is locked against other writers to the end
 * of the transaction, the sequence moved past the block. Answers the first id.
 */
export async function reserveIds(trx: Transaction<DB>, table: string, count: number): Promise<number> {
  await sql`LOCK TABLE ${sql.table(table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
  const { rows } = await sql<{ first: string }>`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id')) AS first`.execute(trx);
  const first = Number(rows[0]!.first);
  if (count > 1) await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), ${first + count - 1})`.execute(trx);
  return first;
}

function memberRow(m: GeneratedMember, id: number, partner: Partner, now: Date): BulkValue[] {
  const sso = partner.enrollmentType === 'sso';
  const joined = new Date(now.getTime() - m.joinedDaysAgo * DAY_MS).toISOString();
  return [
    id,
    m.partnerCode,
    m.publicId,
    m.firstName,
    m.lastName,
    m.email,
    m.emailOptIn,
    m.address1,
    m.city,
    m.state,
    m.zipCode,
    m.tierLevel,
    'EnrolledCardMember',
    sso ? 'sso' : partner.enrollmentType === 'direct' ? 'web' : 'partner',
    joined,
    partner.hasPPN ? partnerNumber(partner.partnerNumberPattern, m.index) : null,
    true,
    sso ? 'sso' : partner.enrollmentType === 'direct' ? 'direct' : 'known',
    sso ? m.publicId : null,
    joined,
    joined,
  ];
}

/**
 * A partner number the program's pattern accepts, unique in the program: 7 and the member index, as
 * short as the pattern allows (the demo accounts' numbers start with 5).
 */
export function partnerNumber(pattern: string, index: number): string {
  let length = numberLengths.get(pattern);
  if (length === undefined) {
    const matcher = new RegExp(pattern);
    length = 8;
    while (length <= 20 && !matcher.test(`7${'0'.repeat(length - 1)}`)) length += 1;
    if (length > 20) throw new Error(`no generated partner number matches ${pattern}`);
    numberLengths.set(pattern, length);
  }
  return `7${String(index).padStart(length - 1, '0')}`;
}

/** The length each pattern takes, worked out once (a million members, a handful of patterns). */
const numberLengths = new Map<string, number>();
