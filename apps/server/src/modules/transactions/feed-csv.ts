import {
  TRANSACTION_FEED_EVENTS,
  TRANSACTION_FEED_HEADER,
  TRANSACTION_FEED_LIMITS,
  type FeedRejection,
  type TransactionFeedEvent,
} from '@forkpoint/shared/contracts/transaction-feed';

/** One valid feed row, the card number still in it (ingest.ts fingerprints it and drops it). */
export interface FeedRow {
  line: number;
  transactionId: string;
  event: TransactionFeedEvent;
  cardNumber: string;
  merchantId: string;
  amountCents: number;
  occurredAt: Date;
  /** YYYY-MM-DD where the purchase happened: the date part of occurred_at, before its offset. */
  localDate: string;
  originalTransactionId: string | null;
}

export interface ParsedFeed {
  rows: FeedRow[];
  rejections: FeedRejection[];
  rowsRead: number;
  /** Set when the file cannot be read at all (a wrong header): nothing is applied. */
  fileError: string | null;
}

const ID = /^[A-Za-z0-9._:-]+$/;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const isEvent = (value: string): value is TransactionFeedEvent =>
  (TRANSACTION_FEED_EVENTS as readonly string[]).includes(value);

/**
 * Reads a feed file: the exact header, then one event a line. The feed's fields hold no commas or
 * quotes (ids, digits, ISO dates), so a quoted field is a malformed row, not CSV to unquote. Each bad
 * row is reported with its line number and reason and never stops the good ones.
 */
export function parseFeed(text: string, now: Date): ParsedFeed {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').replace(/^\uFEFF/, '').trim();
  if (header !== TRANSACTION_FEED_HEADER.join(',')) {
    return {
      rows: [],
      rejections: [],
      rowsRead: 0,
      fileError: `The first line must be the header ${TRANSACTION_FEED_HEADER.join(',')}.`,
    };
  }
  const rows: FeedRow[] = [];
  const rejections: FeedRejection[] = [];
  let rowsRead = 0;
  for (let index = 1; index < lines.length; index += 1) {
    const text = lines[index]!;
    if (text.trim() === '') continue;
    rowsRead += 1;
    const line = index + 1;
    if (rowsRead > TRANSACTION_FEED_LIMITS.maxRows) {
      rejections.push({ line, reason: `more than ${TRANSACTION_FEED_LIMITS.maxRows} rows in one file` });
      continue;
    }
    const result = parseRow(text, line, now);
    if (typeof result === 'string') rejections.push({ line, reason: result });
    else rows.push(result);
  }
  return { rows, rejections, rowsRead, fileError: null };
}

function parseRow(text: string, line: number, now: Date): FeedRow | string {
  const fields = text.split(',').map((field) => field.trim());
  if (fields.length !== TRANSACTION_FEED_HEADER.length) {
    return `expected ${TRANSACTION_FEED_HEADER.length} fields, found ${fields.length}`;
  }
  const [transactionId, event, cardNumber, merchantId, amount, currency, occurred, original] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const idProblem = (name: string, value: string) =>
    !value
      ? `${name} is missing`
      : value.length > TRANSACTION_FEED_LIMITS.maxIdLength || !ID.test(value)
        ? `${name} must be up to ${TRANSACTION_FEED_LIMITS.maxIdLength} letters, digits, '.', '_', ':' or '-'`
        : null;
  const problem =
    idProblem('transaction_id', transactionId) ??
    (isEvent(event) ? null : `event must be one of ${TRANSACTION_FEED_EVENTS.join(', ')}`) ??
    (/^\d{13,19}$/.test(cardNumber.replace(/[\s-]/g, '')) ? null : 'card_number must be 13 to 19 digits') ??
    idProblem('merchant_id', merchantId) ??
    amountProblem(amount) ??
    (currency === 'USD' ? null : 'currency must be USD');
  if (problem) return problem;
  if (!ISO_WITH_OFFSET.test(occurred) || Number.isNaN(Date.parse(occurred))) {
    return 'occurred_at must be an ISO 8601 date and time with its offset';
  }
  const occurredAt = new Date(occurred);
  if (occurredAt.getTime() > now.getTime() + TRANSACTION_FEED_LIMITS.signatureToleranceSeconds * 1000) {
    return 'occurred_at is in the future';
  }
  const needsOriginal = event === 'refund' || event === 'reversal';
  if (needsOriginal) {
    const originalProblem = idProblem('original_transaction_id', original);
    if (originalProblem) return `${originalProblem} (a ${event} names its purchase)`;
  } else if (original) {
    return `original_transaction_id is only for refunds and reversals`;
  }
  return {
    line,
    transactionId,
    event: event as TransactionFeedEvent,
    cardNumber: cardNumber.replace(/[\s-]/g, ''),
    merchantId,
    amountCents: Number(amount),
    occurredAt,
    localDate: occurred.slice(0, 10),
    originalTransactionId: needsOriginal ? original : null,
  };
}

function amountProblem(amount: string): string | null {
  if (!/^\d+$/.test(amount)) return 'amount_cents must be a whole number of cents';
  const cents = Number(amount);
  if (cents <= 0) return 'amount_cents must be more than 0';
  if (cents > TRANSACTION_FEED_LIMITS.maxAmountCents) return 'amount_cents must be at most 10000000 ($100,000)';
  return null;
}
