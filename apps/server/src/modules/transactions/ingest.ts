import { sql, type Kysely, type Transaction } from 'kysely';
import type { FeedImportReport, FeedRejection } from '@forkpoint/shared/contracts/transaction-feed';
import type { DB } from '../../db/schema';
import { applyRewards, type RewardOptions } from '../rewards/apply';
import type { FeedRow } from './feed-csv';
import { matchImport } from './matching';

/** Ids a look-up names at once. */
const CHUNK = 2000;

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

const keyOf = (transactionId: string, event: string) => `${transactionId}\u0001${event}`;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Applies a parsed feed file in one transaction: its valid rows all or none, each (transaction_id, event)
 * once however often it is sent (a duplicate changes nothing), purchases before the refunds and
 * reversals that name them, and a refund never larger than what is left of its purchase. Card numbers
 * become fingerprints here and go no further.
 */
export async function ingestFeed(db: Kysely<DB>, input: IngestInput): Promise<FeedImportReport> {
  const rejections = [...input.rejections];
  const fingerprints = new Map<string, string>();
  for (const row of input.rows) {
    if (!fingerprints.has(row.cardNumber)) fingerprints.set(row.cardNumber, await input.fingerprint(row.cardNumber));
  }

  // A repeat inside the file is a duplicate like a repeat of an earlier file.
  const seen = new Set<string>();
  let duplicates = 0;
  const unique = input.rows.filter((row) => {
    const key = keyOf(row.transactionId, row.event);
    if (seen.has(key)) {
      duplicates += 1;
      return false;
    }
    seen.add(key);
    return true;
  });
  // Purchases first, so a refund may name a purchase of the same file.
  const isPurchase = (row: FeedRow) => row.event === 'authorization' || row.event === 'settlement';
  const purchases = unique.filter(isPurchase);
  const adjustments = unique.filter((row) => !isPurchase(row));

  return db.transaction().execute(async (trx) => {
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

    const consistent = await checkPurchases(trx, purchases, rejections, fingerprints);
    let applied = await insertEvents(trx, consistent, importId, fingerprints, input.now);
    duplicates += consistent.length - applied;

    const accepted = await checkAdjustments(trx, adjustments, rejections, fingerprints);
    const appliedAdjustments = await insertEvents(trx, accepted, importId, fingerprints, input.now);
    duplicates += accepted.length - appliedAdjustments;
    applied += appliedAdjustments;

    await matchImport(trx, importId, input.now);
    await applyRewards(trx, importId, input.now, input.rewards);
    rejections.sort((a, b) => a.line - b.line);
    await trx
      .updateTable('feed_imports')
      .set({ applied, duplicates, rejected: rejections.length, rejections: JSON.stringify(rejections) })
      .where('id', '=', importId)
      .execute();
    return { importId, rowsRead: input.rowsRead, applied, duplicates, rejected: rejections.length, rejections };
  });
}

/** Rows one insert carries: its columns travel as arrays (unnest), so a chunk is a handful of parameters. */
const INSERT_CHUNK = 20_000;

/**
 * Inserts the rows not yet there; answers how many were new. One statement per chunk, each column
 * one array parameter unnested in the database: a million rows are 50 statements, not a million.
 */
async function insertEvents(
  trx: Transaction<DB>,
  rows: FeedRow[],
  importId: number,
  fingerprints: Map<string, string>,
  now: Date,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const result = await sql<{ n: string }>`
      WITH inserted AS (
        INSERT INTO feed_events (import_id, transaction_id, event, card_fingerprint, merchant_id, amount_cents,
                                 currency, occurred_at, local_date, original_transaction_id, received_at)
        SELECT ${importId}, t.transaction_id, t.event, t.card_fingerprint, t.merchant_id, t.amount_cents,
               'USD', t.occurred_at, t.local_date, t.original_transaction_id, ${now}
        FROM unnest(${chunk.map((r) => r.transactionId)}::text[], ${chunk.map((r) => r.event)}::text[],
                    ${chunk.map((r) => fingerprints.get(r.cardNumber)!)}::text[], ${chunk.map((r) => r.merchantId)}::text[],
                    ${chunk.map((r) => r.amountCents)}::integer[], ${chunk.map((r) => r.occurredAt.toISOString())}::timestamptz[],
                    ${chunk.map((r) => r.localDate)}::date[], ${chunk.map((r) => r.originalTransactionId)}::text[])
          AS t(transaction_id, event, card_fingerprint, merchant_id, amount_cents, occurred_at, local_date,
               original_transaction_id)
        ON CONFLICT (transaction_id, event) DO NOTHING
        RETURNING 1
      )
      SELECT count(*) AS n FROM inserted`.execute(trx);
    inserted += Number(result.rows[0]?.n ?? 0);
  }
  return inserted;
}

/**
 * The authorization and settlement of one purchase are on one card: a purchase event on another card
 * than its sibling (already stored or earlier in the file) is rejected.
 */
async function checkPurchases(
  trx: Transaction<DB>,
  rows: FeedRow[],
  rejections: FeedRejection[],
  fingerprints: Map<string, string>,
): Promise<FeedRow[]> {
  const cardOf = new Map<string, string>();
  for (const ids of chunks([...new Set(rows.map((row) => row.transactionId))])) {
    const stored = await trx
      .selectFrom('feed_events')
      .select(['transaction_id', 'card_fingerprint'])
      .where('transaction_id', 'in', ids)
      .where('event', 'in', ['authorization', 'settlement'])
      .execute();
    for (const event of stored) cardOf.set(event.transaction_id, event.card_fingerprint);
  }
  return rows.filter((row) => {
    const card = fingerprints.get(row.cardNumber)!;
    const sibling = cardOf.get(row.transactionId);
    if (sibling !== undefined && sibling !== card) {
      rejections.push({ line: row.line, reason: `the ${row.event} is on another card than the rest of its purchase` });
      return false;
    }
    cardOf.set(row.transactionId, card);
    return true;
  });
}

/**
 * Refunds and reversals whose purchase is known, on the same card, and not over-refunded; the others
 * are rejected with their reason. A row already applied passes here and counts as a duplicate on insert.
 */
async function checkAdjustments(
  trx: Transaction<DB>,
  rows: FeedRow[],
  rejections: FeedRejection[],
  fingerprints: Map<string, string>,
): Promise<FeedRow[]> {
  if (rows.length === 0) return [];
  const originals = [...new Set(rows.map((row) => row.originalTransactionId!))];
  const purchases = new Map<string, { amount: number; fingerprint: string }>();
  const refunded = new Map<string, number>();
  const alreadyApplied = new Set<string>();
  for (const ids of chunks(originals)) {
    const found = await trx
      .selectFrom('feed_events')
      .select(['transaction_id', 'event', 'amount_cents', 'card_fingerprint', 'original_transaction_id'])
      .where((eb) => eb.or([eb('transaction_id', 'in', ids), eb('original_transaction_id', 'in', ids)]))
      .execute();
    for (const event of found) {
      if (event.event === 'authorization' || event.event === 'settlement') {
        // The settled amount is final; an authorization stands for it until then.
        const known = purchases.get(event.transaction_id);
        if (!known || event.event === 'settlement') {
          purchases.set(event.transaction_id, { amount: event.amount_cents, fingerprint: event.card_fingerprint });
        }
      } else if (event.event === 'refund') {
        const original = event.original_transaction_id!;
        refunded.set(original, (refunded.get(original) ?? 0) + event.amount_cents);
        alreadyApplied.add(keyOf(event.transaction_id, event.event));
      } else {
        alreadyApplied.add(keyOf(event.transaction_id, event.event));
      }
    }
  }
  const accepted: FeedRow[] = [];
  for (const row of rows) {
    const original = row.originalTransactionId!;
    const purchase = purchases.get(original);
    if (alreadyApplied.has(keyOf(row.transactionId, row.event))) {
      accepted.push(row); // a duplicate: the insert skips it
      continue;
    }
    if (!purchase) {
      rejections.push({ line: row.line, reason: `original_transaction_id ${original} names no purchase` });
      continue;
    }
    if (fingerprints.get(row.cardNumber) !== purchase.fingerprint) {
      rejections.push({ line: row.line, reason: `the ${row.event} is on another card than its purchase` });
      continue;
    }
    if (row.amountCents > purchase.amount) {
      rejections.push({ line: row.line, reason: `the ${row.event} is larger than its purchase` });
      continue;
    }
    if (row.event === 'refund') {
      const left = purchase.amount - (refunded.get(original) ?? 0);
      if (row.amountCents > left) {
        rejections.push({ line: row.line, reason: `the refund is larger than what is left of its purchase` });
        continue;
      }
      refunded.set(original, (refunded.get(original) ?? 0) + row.amountCents);
    }
    accepted.push(row);
  }
  return accepted;
}
