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
import { lockFeedImports } from './import-lock';
import { insertMatchedAdjustments, insertMatchedPurchases } from './matching';
import { planForImport } from '../../db/planning';
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
const EVENT_BIT_COUNT = 4;
const EVENT_MASK = (1 << EVENT_BIT_COUNT) - 1;

/**
 * Applies a parsed feed file in one transaction: its valid rows all or none, each (transaction_id, event)
 * once however often it is sent (a duplicate changes nothing), purchases before the refunds and
 * reversals that name them, and a refund never larger than what is left of its purchase. Card numbers
 * become fingerprints here and go no further.
 *
 * The file's rows go to a staging table of the transaction (feed-staging.ts: COPY on PostgreSQL), and the
 * checks and inserts run there as set-based statements: a million rows are a handful of statements. Each
 * event is matched in the statement that stores it (matching.ts), so it is written once.
 */
export async function ingestFeed(db: Kysely<DB>, input: IngestInput): Promise<FeedImportReport> {
  const { staged, duplicates: repeats, purchaseCount, siblingsDiffer } = await prepareRows(input);
  let duplicates = repeats;
  const adjustmentCount = staged.rows.length - purchaseCount;

  return db.transaction().execute(async (trx) => {
    await planForImport(trx);
    // One import at a time: each decides what is new and what earlier files matched (visit limits) from
    // what is stored, so a second import must start from the first one's outcome. The lock also lets the
    // inserts go without conflict handling (nothing else writes feed_events).
    await lockFeedImports(trx);

    const { id: importId } = await trx
      .insertInto('feed_imports')
      .values({
        received_at: input.now,
        rows_read: input.rowsRead,
        applied: 0,
        matched: 0,
        unmatched: 0,
        duplicates: 0,
        rejected: 0,
        rejections: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await stageRows(trx, staged);
    await markStored(trx);

    // Purchases first, so a refund may name a purchase of the same file.
    const purchaseRejections = await checkPurchases(trx, siblingsDiffer);
    let applied = await insertMatchedPurchases(trx, importId, input.now);
    duplicates += purchaseCount - purchaseRejections.length - applied;

    const adjustmentRejections = adjustmentCount > 0 ? await checkAdjustments(trx) : [];
    if (adjustmentCount > 0) {
      const appliedAdjustments = await insertMatchedAdjustments(trx, importId, input.now);
      duplicates += adjustmentCount - adjustmentRejections.length - appliedAdjustments;
      applied += appliedAdjustments;
    }

    await refreshStatistics(trx, 'feed_events', applied);
    await applyRewards(trx, importId, input.now, input.rewards);
    const rejections = [...input.rejections, ...purchaseRejections, ...adjustmentRejections].sort(
      (a, b) => a.line - b.line,
    );
    const matched = applied > 0 ? await countMatched(trx, importId) : 0;
    const report = {
      importId,
      rowsRead: input.rowsRead,
      applied,
      matched,
      unmatched: applied - matched,
      duplicates,
      rejected: rejections.length,
      rejections,
    };
    await trx
      .updateTable('feed_imports')
      .set({
        applied,
        matched,
        unmatched: report.unmatched,
        duplicates,
        rejected: rejections.length,
        rejections: JSON.stringify(rejections),
      })
      .where('id', '=', importId)
      .execute();
    return report;
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
  // Each card is fingerprinted once (real feeds repeat cards heavily): its number's index among the
  // file's cards, and the fingerprint at that index.
  const cardIndexes = new Map<string, number>();
  const cardFingerprints: string[] = [];
  for (const row of input.rows) {
    if (!cardIndexes.has(row.cardNumber)) {
      cardIndexes.set(row.cardNumber, cardFingerprints.length);
      cardFingerprints.push(await input.fingerprint(row.cardNumber));
    }
  }
  const staged: StagedRows = { rows: [], cards: [], siblingDiffers: [] };
  // Per transaction id, one number: the events seen (EVENT_BITS) in its low bits, and above them the
  // index (plus one) of the card of its first purchase event.
  const seen = new Map<string, number>();
  let duplicates = 0;
  let purchaseCount = 0;
  let siblingsDiffer = false;
  for (const row of input.rows) {
    const bit = EVENT_BITS[row.event];
    const known = seen.get(row.transactionId) ?? 0;
    if (known & bit) {
      duplicates += 1;
      continue;
    }
    const cardIndex = cardIndexes.get(row.cardNumber)!;
    let siblingDiffers = false;
    let firstCard = known >>> EVENT_BIT_COUNT;
    if (bit & PURCHASE_BITS) {
      purchaseCount += 1;
      if (firstCard === 0) firstCard = cardIndex + 1;
      else siblingDiffers = cardFingerprints[firstCard - 1] !== cardFingerprints[cardIndex];
      siblingsDiffer ||= siblingDiffers;
    }
    seen.set(row.transactionId, ((known | bit) & EVENT_MASK) | (firstCard << EVENT_BIT_COUNT));
    staged.rows.push(row);
    staged.cards.push(cardFingerprints[cardIndex]!);
    staged.siblingDiffers.push(siblingDiffers);
  }
  return { staged, duplicates, purchaseCount, siblingsDiffer };
}

/** How many of the import's events matched (every event it wrote is its own, feed_events_import finds them). */
async function countMatched(trx: Transaction<DB>, importId: number): Promise<number> {
  const { rows } = await sql<{ matched: string }>`
    SELECT count(*) AS matched FROM feed_events WHERE import_id = ${importId} AND matched`.execute(trx);
  return Number(rows[0]?.matched ?? 0);
}

/**
 * Marks the staged rows an earlier file already brought (the same transaction_id and event): duplicates,
 * which the inserts leave out.
 */
async function markStored(trx: Transaction<DB>): Promise<void> {
  await sql`
    UPDATE feed_staging s SET stored = true
    FROM feed_events e
    WHERE e.transaction_id = s.transaction_id AND e.event = s.event`.execute(trx);
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
  /** The same (transaction_id, event) is stored already: a duplicate (markStored). */
  stored: boolean;
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
      SELECT line, event, card_fingerprint, amount_cents, original_transaction_id, stored
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
    SELECT a.line, a.event, a.amount_cents, a.original_transaction_id, a.stored,
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
    if (row.stored) continue; // a duplicate: the insert skips it
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
