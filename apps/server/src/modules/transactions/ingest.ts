import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  FeedImportReport,
  FeedRejection,
  TransactionFeedEvent,
} from '@forkpoint/shared/contracts/transaction-feed';
import type { DB } from '../../db/schema';
import { applyRewards, type RewardOptions } from '../rewards/apply';
import type { FeedRow } from './feed-csv';
import { stageRows, type StagedRows } from './feed-staging';
import { matchImport } from './matching';
import { refreshStatistics } from './statistics';

export interface IngestInput {
  rows: FeedRow[];
  rejections: FeedRejection[];
  rowsRead: number;
  now: Date;
  /** The vault's keyed fingerprint of a card number (app.cardVault.fingerprint). */
  fingerprint(cardNumber: string): Promise<string>;
  /** The partners (earn rules) and how rewards are posted. */
  rewards: RewardOptions;
}

/** One bit per event, to tell which events of a transaction the file already had. */
const EVENT_BITS: Record<TransactionFeedEvent, number> = { authorization: 1, settlement: 2, refund: 4, reversal: 8 };
const PURCHASE_BITS = EVENT_BITS.authorization | EVENT_BITS.settlement;

/**
 * Applies a parsed feed file in one transaction: its valid rows all or none, each (transaction_id, event)
 * once however often it is sent (a duplicate changes nothing), purchases before the refunds and
 * reversals that name them, and a refund never larger than what is left of its purchase. Card numbers
 * become fingerprints here and go no further.
 *
 * The file's rows go to a staging table of the transaction (feed-staging.ts: COPY on PostgreSQL), and the
 * checks and inserts run there as set-based statements: a million rows are a handful of statements.
 */
export async function ingestFeed(db: Kysely<DB>, input: IngestInput): Promise<FeedImportReport> {
  const { staged, duplicates: repeats, purchaseCount, siblingsDiffer } = await prepareRows(input);
  let duplicates = repeats;
  const adjustmentCount = staged.rows.length - purchaseCount;

  return db.transaction().execute(async (trx) => {
    // Planner settings for this transaction only: plans made for each statement's own values (a
    // prepared statement's generic plan guesses array sizes and import sizes), no JIT compilation
    // (it costs more than it saves on statements run once), and room to hash and sort in memory.
    await sql`
      SELECT set_config('plan_cache_mode', 'force_custom_plan', true), set_config('jit', 'off', true),
             set_config('work_mem', '64MB', true)`.execute(trx);

    const { id: importId } = await trx
      .insertInto('feed_imports')
      .values({
        received_at: input.now,
        rows_read: input.rowsRead,
        applied: 0,
        duplicates: 0,
        rejected: 0,
        rejections: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await stageRows(trx, staged);

    // Purchases first, so a refund may name a purchase of the same file.
    const purchaseRejections = await checkPurchases(trx, siblingsDiffer);
    let applied = await insertEvents(trx, importId, input.now, 'purchases');
    duplicates += purchaseCount - purchaseRejections.length - applied;

    const adjustmentRejections = adjustmentCount > 0 ? await checkAdjustments(trx) : [];
    if (adjustmentCount > 0) {
      const appliedAdjustments = await insertEvents(trx, importId, input.now, 'adjustments');
      duplicates += adjustmentCount - adjustmentRejections.length - appliedAdjustments;
      applied += appliedAdjustments;
    }

    await refreshStatistics(trx, 'feed_events', applied);
    await matchImport(trx, importId, input.now);
    await applyRewards(trx, importId, input.now, input.rewards);
    const rejections = [...input.rejections, ...purchaseRejections, ...adjustmentRejections].sort(
      (a, b) => a.line - b.line,
    );
    await trx
      .updateTable('feed_imports')
      .set({ applied, duplicates, rejected: rejections.length, rejections: JSON.stringify(rejections) })
      .where('id', '=', importId)
      .execute();
    return { importId, rowsRead: input.rowsRead, applied, duplicates, rejected: rejections.length, rejections };
  });
}

/**
 * The file's rows once each, in its order, their cards fingerprinted. A repeat inside the file is a
 * duplicate like a repeat of an earlier file. A purchase's events are on one card: its first event in
 * the file says which, unless the purchase is already stored (checkPurchases).
 */
async function prepareRows(input: IngestInput): Promise<{
  staged: StagedRows;
  duplicates: number;
  purchaseCount: number;
  siblingsDiffer: boolean;
}> {
  const fingerprints = new Map<string, string>();
  for (const row of input.rows) {
    if (!fingerprints.has(row.cardNumber)) fingerprints.set(row.cardNumber, await input.fingerprint(row.cardNumber));
  }
  const staged: StagedRows = { rows: [], cards: [], siblingDiffers: [] };
  // Per transaction id: the events seen (EVENT_BITS), and the card of its first purchase event.
  const seen = new Map<string, number>();
  const firstCard = new Map<string, string>();
  let duplicates = 0;
  let purchaseCount = 0;
  let siblingsDiffer = false;
  for (const row of input.rows) {
    const bit = EVENT_BITS[row.event];
    const events = seen.get(row.transactionId) ?? 0;
    if (events & bit) {
      duplicates += 1;
      continue;
    }
    seen.set(row.transactionId, events | bit);
    const card = fingerprints.get(row.cardNumber)!;
    let siblingDiffers = false;
    if (bit & PURCHASE_BITS) {
      purchaseCount += 1;
      const first = firstCard.get(row.transactionId);
      if (first === undefined) firstCard.set(row.transactionId, card);
      else siblingDiffers = first !== card;
      siblingsDiffer ||= siblingDiffers;
    }
    staged.rows.push(row);
    staged.cards.push(card);
    staged.siblingDiffers.push(siblingDiffers);
  }
  return { staged, duplicates, purchaseCount, siblingsDiffer };
}

/**
 * Inserts the staged rows of one kind not rejected and not yet stored; answers how many were new (the
 * others are duplicates of earlier files). They go in the file's order without sorting: the staging
 * table was written in that order, a rejected row is the only one ever updated, and a sequential scan
 * of a temporary table reads it as written (synchronized scans never apply to one).
 */
async function insertEvents(
  trx: Transaction<DB>,
  importId: number,
  now: Date,
  kind: 'purchases' | 'adjustments',
): Promise<number> {
  const events = kind === 'purchases' ? sql`('authorization', 'settlement')` : sql`('refund', 'reversal')`;
  const result = await sql`
    INSERT INTO feed_events (import_id, transaction_id, event, card_fingerprint, merchant_id, amount_cents, currency,
                             occurred_at, local_date, original_transaction_id, received_at)
    SELECT ${importId}, s.transaction_id, s.event, s.card_fingerprint, s.merchant_id, s.amount_cents, 'USD',
           timestamptz 'epoch' + s.occurred_ms * interval '1 millisecond', s.local_date, s.original_transaction_id,
           ${now}
    FROM feed_staging s
    WHERE s.event IN ${events} AND NOT s.rejected
    ON CONFLICT (transaction_id, event) DO NOTHING`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The authorization and settlement of one purchase are on one card: a purchase event on another card
 * than its sibling (already stored, or else earlier in the file) is rejected.
 */
async function checkPurchases(trx: Transaction<DB>, siblingsDiffer: boolean): Promise<FeedRejection[]> {
  const stored = await sql<{ line: number; event: string }>`
    UPDATE feed_staging s SET rejected = true
    FROM feed_events e
    WHERE s.event IN ('authorization', 'settlement') AND e.transaction_id = s.transaction_id
      AND e.event IN ('authorization', 'settlement') AND e.card_fingerprint <> s.card_fingerprint
    RETURNING s.line, s.event`.execute(trx);
  const inFile = siblingsDiffer
    ? await sql<{ line: number; event: string }>`
        UPDATE feed_staging s SET rejected = true
        WHERE s.sibling_differs
          AND NOT EXISTS (SELECT 1 FROM feed_events e
                          WHERE e.transaction_id = s.transaction_id AND e.event IN ('authorization', 'settlement'))
        RETURNING s.line, s.event`.execute(trx)
    : { rows: [] };
  return [...stored.rows, ...inFile.rows].map(({ line, event }) => ({
    line,
    reason: `the ${event} is on another card than the rest of its purchase`,
  }));
}

interface AdjustmentFacts {
  line: number;
  event: 'refund' | 'reversal';
  amount_cents: number;
  original_transaction_id: string;
  /** The same (transaction_id, event) is stored already, found by its purchase: a duplicate. */
  applied: boolean;
  /** The purchase's settled amount, or its authorized amount until it settles; null when there is none. */
  purchase_cents: number | null;
  same_card: boolean | null;
  /** What stored refunds took of the purchase already. */
  refunded_cents: string | number;
}

/**
 * Refunds and reversals whose purchase is known, on the same card, and not over-refunded; the others
 * are rejected (marked in the staging table) with their reason. A row already applied passes here and
 * counts as a duplicate on insert. The facts come from one statement; the refunds of one purchase are
 * then taken in the file's order, each against what the ones before it left.
 */
async function checkAdjustments(trx: Transaction<DB>): Promise<FeedRejection[]> {
  const { rows } = await sql<AdjustmentFacts>`
    WITH adjustments AS MATERIALIZED (
      SELECT line, transaction_id, event, card_fingerprint, amount_cents, original_transaction_id
      FROM feed_staging WHERE event IN ('refund', 'reversal')
    ),
    originals AS MATERIALIZED (SELECT DISTINCT original_transaction_id AS id FROM adjustments),
    purchase AS (
      SELECT DISTINCT ON (e.transaction_id) e.transaction_id, e.amount_cents, e.card_fingerprint
      FROM feed_events e JOIN originals o ON o.id = e.transaction_id
      WHERE e.event IN ('authorization', 'settlement')
      ORDER BY e.transaction_id, e.event = 'settlement' DESC
    ),
    refunded AS (
      SELECT e.original_transaction_id AS id, sum(e.amount_cents) AS cents
      FROM feed_events e JOIN originals o ON o.id = e.original_transaction_id
      WHERE e.event = 'refund'
      GROUP BY e.original_transaction_id
    )
    SELECT a.line, a.event, a.amount_cents, a.original_transaction_id,
           EXISTS (SELECT 1 FROM feed_events e
                   WHERE e.transaction_id = a.transaction_id AND e.event = a.event
                     AND (e.original_transaction_id IN (SELECT id FROM originals)
                          OR e.transaction_id IN (SELECT id FROM originals))) AS applied,
           p.amount_cents AS purchase_cents, p.card_fingerprint = a.card_fingerprint AS same_card,
           coalesce(r.cents, 0) AS refunded_cents
    FROM adjustments a
    LEFT JOIN purchase p ON p.transaction_id = a.original_transaction_id
    LEFT JOIN refunded r ON r.id = a.original_transaction_id
    ORDER BY a.line`.execute(trx);

  const rejections: FeedRejection[] = [];
  const refunded = new Map<string, number>();
  for (const row of rows) {
    const original = row.original_transaction_id;
    if (row.applied) continue; // a duplicate: the insert skips it
    if (row.purchase_cents === null) {
      rejections.push({ line: row.line, reason: `original_transaction_id ${original} names no purchase` });
      continue;
    }
    if (!row.same_card) {
      rejections.push({ line: row.line, reason: `the ${row.event} is on another card than its purchase` });
      continue;
    }
    if (row.amount_cents > row.purchase_cents) {
      rejections.push({ line: row.line, reason: `the ${row.event} is larger than its purchase` });
      continue;
    }
    if (row.event === 'refund') {
      const before = refunded.get(original) ?? Number(row.refunded_cents);
      if (row.amount_cents > row.purchase_cents - before) {
        rejections.push({ line: row.line, reason: `the refund is larger than what is left of its purchase` });
        continue;
      }
      refunded.set(original, before + row.amount_cents);
    }
  }
  if (rejections.length > 0) {
    await sql`
      UPDATE feed_staging SET rejected = true
      WHERE event IN ('refund', 'reversal') AND line = ANY(${rejections.map((r) => r.line)}::integer[])`.execute(trx);
  }
  return rejections;
}
