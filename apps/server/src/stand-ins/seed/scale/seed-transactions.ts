import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../../db/schema';
import type { BulkValue } from '../../../db/bulk-rows';
import { earningPartner } from '../../../modules/rewards/earn';
import { POSTING_HEADER } from '../../../modules/rewards/postings';
import { copyRows, type CopyColumn } from '../bulk/copy-rows';
import type { Progress } from '../bulk/progress';
import { createRandom, hashString } from '../../../lib/prng';
import { reserveIds } from './seed-members';
import type { MerchantPool } from './merchant-pool';
import { memberHistory, HISTORY_SEED, type History, type HistoryMember } from './member-history';

/**
 * Generated transactions (docs/scale-data.md): the dining histories of generated members, written as the
 * product stores a feed's outcome — matched authorization and settlement events (feed_events) of one
 * feed import per chunk of members, a reward per purchase (rewards), the statement credits of cash
 * programs and the posting files and lines of Mile and Point programs — by COPY, a chunk of members per
 * transaction. The total is spread over the members by a heavy-tailed weight (most dine a few times a
 * year, some weekly), member 0 (the heavy diner) has HEAVY_DINER_PURCHASES.
 *
 * Re-running adds what is missing: members whose history is in (their purchases' ids start with their
 * index) are skipped, and the purchases still missing from the total go to the members after them.
 */

export const HEAVY_DINER_PURCHASES = 2_000;
const MEMBERS_PER_CHUNK = 50_000;
/** The histories span the last two years. */
const HISTORY_DAYS = 730;

const EVENT_COLUMNS: CopyColumn[] = [
  { name: 'import_id', type: 'integer' },
  { name: 'transaction_id', type: 'text' },
  { name: 'event', type: 'text' },
  { name: 'card_fingerprint', type: 'text' },
  { name: 'merchant_id', type: 'text' },
  { name: 'amount_cents', type: 'integer' },
  { name: 'currency', type: 'text' },
  { name: 'occurred_at', type: 'timestamptz' },
  { name: 'local_date', type: 'date' },
  { name: 'received_at', type: 'timestamptz' },
  { name: 'matched', type: 'boolean' },
  { name: 'member_card_id', type: 'text' },
  { name: 'member_id', type: 'integer' },
  { name: 'partner_code', type: 'text' },
  { name: 'catalog_merchant_id', type: 'integer' },
];

const REWARD_COLUMNS: CopyColumn[] = [
  { name: 'member_id', type: 'integer' },
  { name: 'partner_code', type: 'text' },
  { name: 'source_code', type: 'text' },
  { name: 'source_transaction_id', type: 'text' },
  { name: 'transaction_type', type: 'text' },
  { name: 'merchant_id', type: 'integer' },
  { name: 'member_card_id', type: 'text' },
  { name: 'occurred_at', type: 'timestamptz' },
  { name: 'local_date', type: 'date' },
  { name: 'ticket_cents', type: 'integer' },
  { name: 'eligible_cents', type: 'integer' },
  { name: 'earn_tier', type: 'text' },
  { name: 'benefit_amount', type: 'integer' },
  { name: 'award_status', type: 'text' },
  { name: 'status_reason', type: 'text' },
  { name: 'settled', type: 'boolean' },
  { name: 'deferred_until', type: 'timestamptz' },
  { name: 'posted_amount', type: 'integer' },
  { name: 'posted_at', type: 'timestamptz' },
  { name: 'statement_credit_id', type: 'integer' },
  { name: 'paid_at', type: 'timestamptz' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
];

const CREDIT_COLUMNS: CopyColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'member_id', type: 'integer' },
  { name: 'partner_code', type: 'text' },
  { name: 'credit_amount_cents', type: 'integer' },
  { name: 'target_type', type: 'text' },
  { name: 'target_label', type: 'text' },
  { name: 'benefit_processor', type: 'text' },
  { name: 'payout_brand', type: 'text' },
  { name: 'payout_method', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'paid_at', type: 'timestamptz' },
];

export interface TransactionSeedContext {
  partners: readonly Partner[];
  /** The catalog's facts, read only when there are purchases to add. */
  pool: () => Promise<MerchantPool>;
  now: Date;
  /** Counts purchases as their rewards are written. */
  progress?: Progress;
  log?: (line: string) => void;
}

interface MemberRow {
  id: number;
  public_id: string;
  partner_code: string;
  tier_level: HistoryMember['tierLevel'];
  email_opt_in: boolean;
  cards: { id: string; fingerprint: string; linked_at: string; card_type: string; last_four: string }[];
}

/** Purchases generated so far, and the index of the last member with a generated history (-1: none). */
async function generatedSoFar(db: Kysely<DB>): Promise<{ purchases: number; lastMember: number }> {
  const { rows } = await sql<{ n: number; last: string | null }>`
    SELECT (SELECT count(*)::int FROM rewards WHERE source_code = 'S' AND source_transaction_id BETWEEN 'G0000000-' AND 'G9999999-9999') AS n,
           (SELECT source_transaction_id FROM rewards
            WHERE source_code = 'S' AND source_transaction_id BETWEEN 'G0000000-' AND 'G9999999-9999'
            ORDER BY source_transaction_id DESC LIMIT 1) AS last`.execute(db);
  const last = rows[0]?.last;
  return { purchases: rows[0]?.n ?? 0, lastMember: last ? Number(last.slice(1, 8)) : -1 };
}

/** Adds generated purchases until there are `total`; answers how many were added. */
export async function seedGeneratedTransactions(
  db: Kysely<DB>,
  total: number,
  context: TransactionSeedContext,
): Promise<number> {
  const so = await generatedSoFar(db);
  const remaining = total - so.purchases;
  if (remaining <= 0) return 0;
  const { rows: bounds } = await sql<{ last: string | null }>`
    SELECT max(public_id) AS last FROM members WHERE public_id BETWEEN 'gen-0000000' AND 'gen-9999999'`.execute(db);
  const memberEnd = bounds[0]?.last ? Number(bounds[0].last.slice(4)) + 1 : 0;
  const first = so.lastMember + 1;
  if (first >= memberEnd) {
    context.log?.(`  transactions: every generated member has a history; add members (--members) for more`);
    return 0;
  }
  const pool = await context.pool();
  const weights = memberWeights(first, memberEnd);
  const heavy = first === 0 ? Math.min(HEAVY_DINER_PURCHASES, remaining) : 0;
  const spread = remaining - heavy;
  const counts = allocate(weights, spread);
  if (first === 0) counts[0] = heavy;
  let added = 0;
  for (let start = first; start < memberEnd; start += MEMBERS_PER_CHUNK) {
    const end = Math.min(memberEnd, start + MEMBERS_PER_CHUNK);
    const chunkCounts = counts.subarray(start - first, end - first);
    if (chunkCounts.every((c) => c === 0)) continue;
    added += await db.transaction().execute((trx) => seedChunk(trx, start, end, chunkCounts, pool, context));
  }
  return added;
}

/** Heavy-tailed appetites: log-normal (σ = 1), so a few members dine ten times as often as most. */
function memberWeights(first: number, end: number): Float64Array {
  const weights = new Float64Array(end - first);
  for (let i = first; i < end; i += 1) {
    const random = createRandom(hashString(`appetite:${i}`, HISTORY_SEED));
    const normal = random.next() + random.next() + random.next() + random.next() - 2; // about N(0, 1/3)
    weights[i - first] = Math.exp(normal * Math.sqrt(3));
  }
  return weights;
}

/** Whole counts proportional to the weights that add up to `total` exactly (cumulative rounding). */
function allocate(weights: Float64Array, total: number): Int32Array {
  let sum = 0;
  for (const w of weights) sum += w;
  const counts = new Int32Array(weights.length);
  let cumulative = 0;
  let given = 0;
  for (let i = 0; i < weights.length; i += 1) {
    cumulative += weights[i]!;
    const upTo = Math.round((total * cumulative) / sum);
    counts[i] = upTo - given;
    given = upTo;
  }
  return counts;
}

async function seedChunk(
  trx: Transaction<DB>,
  start: number,
  end: number,
  counts: Int32Array,
  pool: MerchantPool,
  context: TransactionSeedContext,
): Promise<number> {
  const { partners, now } = context;
  const nowMs = now.getTime();
  const window = { startMs: nowMs - HISTORY_DAYS * DAY_MS, nowMs };
  const partnerByCode = new Map(partners.map((p) => [p.code, p]));
  const rulesByCode = new Map(partners.map((p) => [p.code, earningPartner(p)]));
  const { rows: members } = await sql<MemberRow>`
    SELECT m.id, m.public_id, m.partner_code, m.tier_level, m.email_opt_in,
           coalesce(json_agg(json_build_object('id', c.id, 'fingerprint', c.fingerprint, 'linked_at', c.linked_at,
                                               'card_type', c.card_type, 'last_four', c.last_four) ORDER BY c.id)
                    FILTER (WHERE c.id IS NOT NULL), '[]') AS cards
    FROM members m LEFT JOIN member_cards c ON c.member_id = m.id AND c.removed_at IS NULL
    WHERE m.public_id BETWEEN ${publicId(start)} AND ${publicId(end - 1)}
    GROUP BY m.id ORDER BY m.public_id`.execute(trx);

  const histories = function* (): Generator<{ member: MemberRow; history: History }> {
    for (const row of members) {
      const index = Number(row.public_id.slice(4));
      const count = counts[index - start] ?? 0;
      const partner = partnerByCode.get(row.partner_code);
      if (count === 0 || !partner) continue;
      const member: HistoryMember = {
        id: row.id,
        index,
        partnerCode: row.partner_code,
        tierLevel: row.tier_level,
        emailOptIn: row.email_opt_in,
        cards: row.cards.map((c) => ({ id: c.id, fingerprint: c.fingerprint, linkedMs: Date.parse(c.linked_at) })),
      };
      yield {
        member: row,
        history: memberHistory(member, count, partner, rulesByCode.get(partner.code)!, pool, window),
      };
    }
  };

  const { rows: imports } = await sql<{ id: number }>`
    INSERT INTO feed_imports (received_at, rows_read, applied, duplicates, rejected, rejections, matched, unmatched)
    VALUES (${now}, 0, 0, 0, 0, '[]', 0, 0) RETURNING id`.execute(trx);
  const importId = imports[0]!.id;

  // Pass 1: the feed events; the statement credits and VIP years are noted on the way.
  const credits: BulkValue[][] = [];
  const vipYears: { id: number; year: number }[] = [];
  const events = function* (): Generator<BulkValue[]> {
    for (const { member, history } of histories()) {
      if (history.vipThrough !== null) vipYears.push({ id: member.id, year: history.vipThrough });
      for (const credit of history.credits)
        credits.push(creditRow(member, credit, partnerByCode.get(member.partner_code)!));
      for (const p of history.purchases) {
        const common = [p.fingerprint, pool.publicId[p.merchant]!] as const;
        const match = [true, p.cardId, member.id, member.partner_code, pool.id[p.merchant]!] as const;
        yield [
          importId,
          p.transactionId,
          'authorization',
          ...common,
          p.authorizedCents,
          'USD',
          p.occurredText,
          p.localDate,
          iso(p.authorizationReceivedMs),
          ...match,
        ];
        if (p.settlement) {
          const s = p.settlement;
          yield [
            importId,
            p.transactionId,
            'settlement',
            ...common,
            s.cents,
            'USD',
            s.occurredText,
            s.localDate,
            iso(s.receivedMs),
            ...match,
          ];
        }
      }
    }
  };
  const eventCount = await copyRows(trx, 'feed_events', EVENT_COLUMNS, events());

  const firstCredit = credits.length > 0 ? await reserveIds(trx, 'statement_credits', credits.length) : 0;
  await copyRows(
    trx,
    'statement_credits',
    CREDIT_COLUMNS,
    credits.map((row, k) => [firstCredit + k, ...row]),
  );

  // Pass 2: the rewards, each history made again (a pure function) rather than kept.
  const { rows: lastReward } = await sql<{ last: string | null }>`SELECT max(id) AS last FROM rewards`.execute(trx);
  const rewardsAfter = lastReward[0]?.last ?? '0';
  const createdAt = now.toISOString();
  let creditBase = firstCredit;
  const rewards = function* (): Generator<BulkValue[]> {
    for (const { member, history } of histories()) {
      for (const p of history.purchases) {
        const r = p.reward;
        yield [
          member.id,
          member.partner_code,
          'S',
          p.transactionId,
          'settle',
          pool.id[p.merchant]!,
          p.cardId,
          iso(p.occurredMs),
          p.localDate,
          r.ticket,
          r.eligible,
          r.tier,
          r.benefit,
          r.status,
          r.reason,
          p.settlement !== null,
          r.deferredUntilMs === null ? null : iso(r.deferredUntilMs),
          r.postedAmount,
          r.postedAtMs === null ? null : iso(r.postedAtMs),
          r.credit === null ? null : creditBase + r.credit,
          r.paidAtMs === null ? null : iso(r.paidAtMs),
          createdAt,
          createdAt,
        ];
      }
      creditBase += history.credits.length;
    }
  };
  const purchaseCount = await copyRows(trx, 'rewards', REWARD_COLUMNS, rewards(), context.progress);

  await writePostings(trx, rewardsAfter, start);
  if (vipYears.length > 0) {
    await sql`
      UPDATE members m SET vip_through = v.year,
        tier_level = CASE WHEN v.year >= ${now.getUTCFullYear()} AND m.tier_level <> 'NonActivated' THEN 'VIP'
                          ELSE m.tier_level END
      FROM unnest(${vipYears.map((v) => v.id)}::integer[], ${vipYears.map((v) => v.year)}::integer[]) AS v(id, year)
      WHERE m.id = v.id`.execute(trx);
  }
  await sql`
    UPDATE feed_imports SET rows_read = ${eventCount}, applied = ${eventCount}, matched = ${eventCount}
    WHERE id = ${importId}`.execute(trx);
  return purchaseCount;
}

const publicId = (index: number) => `gen-${String(index).padStart(7, '0')}`;
const iso = (ms: number) => new Date(ms).toISOString();

const CARD_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };

function creditRow(member: MemberRow, credit: History['credits'][number], partner: Partner): BulkValue[] {
  const payout = partner.statementCreditPayout;
  const card = member.cards.find((c) => c.id === credit.cardId);
  const toCard = payout.method === 'Card' && card !== undefined;
  const at = iso(credit.atMs);
  return [
    member.id,
    member.partner_code,
    credit.amountCents,
    toCard ? 'card' : 'other',
    toCard ? `${CARD_NAMES[card.card_type] ?? 'Card'} ending in ${card.last_four}` : 'Mailed check',
    payout.benefitProcessor,
    payout.brand,
    toCard ? 'Card' : 'Email',
    'Paid',
    at,
    at,
  ];
}

/**
 * The posting files of the chunk's posted rewards, as rewards/postings.ts writes them (the same header and
 * line format, acknowledged): one per program and posting day, named `<code>-seed-<day>-<chunk>.csv`, so
 * that no seeded file counts as one of the day's own (createPostings looks for `<code>-<day>-…`).
 */
async function writePostings(trx: Transaction<DB>, rewardsAfter: string, chunkStart: number): Promise<void> {
  const suffix = `-g${String(chunkStart).padStart(7, '0')}.csv`;
  await sql`
    WITH due AS (
      SELECT r.id AS reward_id, r.posted_amount AS amount, r.partner_code, r.source_code, r.local_date, r.posted_at,
             coalesce(m.partner_number, '') AS partner_number, m.public_id
      FROM rewards r JOIN members m ON m.id = r.member_id
      WHERE r.id > ${rewardsAfter}::bigint AND r.posted_amount <> 0
    ),
    numbered AS MATERIALIZED (
      SELECT row_number() OVER (PARTITION BY f.file_name ORDER BY d.reward_id) AS n, d.*, f.file_name
      FROM due d
      CROSS JOIN LATERAL (SELECT d.partner_code || '-seed-' || to_char(d.posted_at AT TIME ZONE 'UTC', 'YYYYMMDD')
                                 || ${suffix} AS file_name) f
    ),
    files AS (
      INSERT INTO reward_postings (partner_code, file_name, line_count, total_amount, body, created_at, acknowledged_at)
      SELECT partner_code, file_name, count(*), sum(amount),
             ${POSTING_HEADER} || E'\\n'
               || string_agg(concat_ws(',', n, partner_number, public_id, reward_id, source_code,
                                       to_char(local_date, 'YYYY-MM-DD'), amount), E'\\n' ORDER BY n) || E'\\n',
             min(posted_at), min(posted_at)
      FROM numbered GROUP BY partner_code, file_name
      RETURNING id, file_name, acknowledged_at
    )
    -- Acknowledged: every line accepted, when the file was (migration 0075).
    INSERT INTO reward_posting_lines (posting_id, reward_id, amount, line_no, status, answered_at)
    SELECT f.id, n.reward_id, n.amount, n.n, 'accepted', f.acknowledged_at
    FROM numbered n JOIN files f ON f.file_name = n.file_name`.execute(trx);
}
