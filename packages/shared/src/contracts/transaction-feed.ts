import { z } from 'zod';

/**
 * The card network's transaction feed (docs/transaction-feed.md): CSV files posted to
 * POST /api/Processor/Transactions, signed like a card-network webhook. The card number is turned into
 * the vault's keyed fingerprint on arrival and dropped; the report never echoes it.
 */
export const TRANSACTION_FEED_PATH = '/api/Processor/Transactions';
export const TRANSACTION_FEED_HEADER = [
  'transaction_id',
  'event',
  'card_number',
  'merchant_id',
  'amount_cents',
  'currency',
  'occurred_at',
  'original_transaction_id',
] as const;
export const TRANSACTION_FEED_EVENTS = ['authorization', 'settlement', 'refund', 'reversal'] as const;
export type TransactionFeedEvent = (typeof TRANSACTION_FEED_EVENTS)[number];

export const TRANSACTION_FEED_LIMITS = {
  /** $100,000: a larger amount is no dining purchase. */
  maxAmountCents: 10_000_000,
  maxRows: 1_000_000,
  maxIdLength: 64,
  /** A signature older or newer than this is refused (replayed or mis-clocked). */
  signatureToleranceSeconds: 300,
  /**
   * A row dated more than this many years before the file arrived is refused (year 0001 is no purchase): well
   * past any dispute or refund window, and comfortably wider than the demo history's two years.
   */
  maxAgeYears: 5,
} as const;

export const TRANSACTION_FEED_SIGNATURE_HEADER = 'X-Forkpoint-Signature';

export const feedRejectionSchema = z.object({ line: z.number().int(), reason: z.string() });
export type FeedRejection = z.infer<typeof feedRejectionSchema>;

/**
 * What an import answers: every row is applied, a duplicate, or rejected with its line and reason; of the
 * applied events, how many matched a member's card and how many did not (each keeps its reason,
 * docs/transaction-feed.md "Matching").
 */
export const feedImportReportSchema = z
  .object({
    importId: z.number().int().nullable(),
    rowsRead: z.number().int().nonnegative(),
    applied: z.number().int().nonnegative(),
    matched: z.number().int().nonnegative(),
    unmatched: z.number().int().nonnegative(),
    duplicates: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
    rejections: z.array(feedRejectionSchema),
  })
  .refine((report) => report.applied + report.duplicates + report.rejected === report.rowsRead, {
    message: 'every row read is applied, a duplicate or rejected',
  })
  .refine((report) => report.matched + report.unmatched === report.applied, {
    message: 'every applied event matched or did not',
  })
  .refine((report) => report.rejections.length === report.rejected, {
    message: 'every rejected row is listed with its reason',
  });
export type FeedImportReport = z.infer<typeof feedImportReportSchema>;
