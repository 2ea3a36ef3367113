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

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const CARD_DIGITS = /^\d{13,19}$/;
const CARD_SEPARATORS = /[\s-]/g;

// The contract's values, read once: a file is a million rows, and each look-up of an imported binding
// or closure made per row shows in the profile.
const HEADER_LINE = TRANSACTION_FEED_HEADER.join(',');
const FIELD_COUNT = TRANSACTION_FEED_HEADER.length;
const EVENTS: ReadonlySet<string> = new Set(TRANSACTION_FEED_EVENTS);
const EVENT_RULE = `event must be one of ${TRANSACTION_FEED_EVENTS.join(', ')}`;
const {
  maxRows: MAX_ROWS,
  maxIdLength: MAX_ID_LENGTH,
  maxAmountCents: MAX_AMOUNT_CENTS,
  maxAgeYears: MAX_AGE_YEARS,
} = TRANSACTION_FEED_LIMITS;
const TOO_OLD_RULE = `occurred_at is more than ${MAX_AGE_YEARS} years ago`;
const FUTURE_TOLERANCE_MS = TRANSACTION_FEED_LIMITS.signatureToleranceSeconds * 1000;
const ID_RULE = `must be up to ${MAX_ID_LENGTH} letters, digits, '.', '_', ':' or '-'`;

/**
 * Reads a feed file: the exact header, then one event a line. The feed's fields hold no commas or
 * quotes (ids, digits, ISO dates), so a quoted field is a malformed row, not CSV to unquote. Each bad
 * row is reported with its line number and reason and never stops the good ones.
 */
export function parseFeed(text: string, now: Date): ParsedFeed {
  const rows: FeedRow[] = [];
  const rejections: FeedRejection[] = [];
  const latest = now.getTime() + FUTURE_TOLERANCE_MS;
  const earliest = new Date(now);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - MAX_AGE_YEARS);
  let rowsRead = 0;
  // Lines end at \n, a \r before it dropped (as text.split(/\r?\n/)), walked without splitting the file.
  let index = 0;
  for (let start = 0; start <= text.length; index += 1) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    start = end + 1;
    if (index === 0) {
      if (line.replace(/^\uFEFF/, '').trim() !== HEADER_LINE) {
        return {
          rows: [],
          rejections: [],
          rowsRead: 0,
          fileError: `The first line must be the header ${HEADER_LINE}.`,
        };
      }
      continue;
    }
    if (isBlank(line)) continue;
    rowsRead += 1;
    const lineNumber = index + 1;
    if (rowsRead > MAX_ROWS) {
      rejections.push({ line: lineNumber, reason: `more than ${MAX_ROWS} rows in one file` });
      continue;
    }
    const result = parseRow(line, lineNumber, earliest.getTime(), latest);
    if (typeof result === 'string') rejections.push({ line: lineNumber, reason: result });
    else rows.push(result);
  }
  return { rows, rejections, rowsRead, fileError: null };
}

/** A line of nothing but white space (checked without trimming every line). */
function isBlank(line: string): boolean {
  return line.length === 0 || (isSpaceAt(line, 0) && line.trim() === '');
}

/** Whether trim() could remove the character: ASCII white space and control characters, or anything past ASCII. */
function isSpaceAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code <= 32 || code >= 127;
}

/** A field, trimmed: the slice itself unless an end of it could be white space. */
function field(text: string, start: number, end: number): string {
  const value = text.slice(start, end);
  return end > start && (isSpaceAt(text, start) || isSpaceAt(text, end - 1)) ? value.trim() : value;
}

/** ID's characters (letters, digits, '.', '_', ':', '-'), by character code. */
const ID_CHARACTERS = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._:-')
  ID_CHARACTERS[c.charCodeAt(0)] = 1;

function idProblem(name: string, value: string): string | null {
  if (!value) return `${name} is missing`;
  if (value.length > MAX_ID_LENGTH) return `${name} ${ID_RULE}`;
  for (let i = 0; i < value.length; i += 1) {
    if (ID_CHARACTERS[value.charCodeAt(i)] !== 1) return `${name} ${ID_RULE}`;
  }
  return null;
}

/** Only the digits 0-9, at least one. */
function isDigits(value: string): boolean {
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** The card number's digits, its spaces and hyphens dropped; null when that is not 13 to 19 digits. */
function cardDigits(value: string): string | null {
  if (value.length >= 13 && value.length <= 19 && isDigits(value)) return value;
  const digits = value.replace(CARD_SEPARATORS, '');
  return CARD_DIGITS.test(digits) ? digits : null;
}

/**
 * One row. The eight fields are found by their commas and checked character by character (a million rows
 * a file: splitting, trimming and a regular expression per field cost more than the rest of the import's
 * parsing together), in the order the reasons are reported.
 */
function parseRow(text: string, line: number, earliest: number, latest: number): FeedRow | string {
  const c1 = text.indexOf(',');
  const c2 = c1 === -1 ? -1 : text.indexOf(',', c1 + 1);
  const c3 = c2 === -1 ? -1 : text.indexOf(',', c2 + 1);
  const c4 = c3 === -1 ? -1 : text.indexOf(',', c3 + 1);
  const c5 = c4 === -1 ? -1 : text.indexOf(',', c4 + 1);
  const c6 = c5 === -1 ? -1 : text.indexOf(',', c5 + 1);
  const c7 = c6 === -1 ? -1 : text.indexOf(',', c6 + 1);
  if (c7 === -1 || text.indexOf(',', c7 + 1) !== -1) {
    return `expected ${FIELD_COUNT} fields, found ${text.split(',').length}`;
  }
  const transactionId = field(text, 0, c1);
  const event = field(text, c1 + 1, c2);
  const cardNumber = field(text, c2 + 1, c3);
  const merchantId = field(text, c3 + 1, c4);
  const amount = field(text, c4 + 1, c5);
  const currency = field(text, c5 + 1, c6);
  const occurred = field(text, c6 + 1, c7);
  const original = field(text, c7 + 1, text.length);
  const problem = idProblem('transaction_id', transactionId) ?? (EVENTS.has(event) ? null : EVENT_RULE);
  if (problem) return problem;
  const digits = cardDigits(cardNumber);
  if (digits === null) return 'card_number must be 13 to 19 digits';
  const laterProblem =
    idProblem('merchant_id', merchantId) ??
    amountProblem(amount) ??
    (currency === 'USD' ? null : 'currency must be USD');
  if (laterProblem) return laterProblem;
  const time = ISO_WITH_OFFSET.test(occurred) ? Date.parse(occurred) : Number.NaN;
  if (Number.isNaN(time)) return 'occurred_at must be an ISO 8601 date and time with its offset';
  if (time > latest) return 'occurred_at is in the future';
  if (time < earliest) return TOO_OLD_RULE;
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
    cardNumber: digits,
    merchantId,
    amountCents: Number(amount),
    occurredAt: new Date(time),
    localDate: occurred.slice(0, 10),
    originalTransactionId: needsOriginal ? original : null,
  };
}

function amountProblem(amount: string): string | null {
  if (!isDigits(amount)) return 'amount_cents must be a whole number of cents';
  const cents = Number(amount);
  if (cents <= 0) return 'amount_cents must be more than 0';
  if (cents > MAX_AMOUNT_CENTS) return 'amount_cents must be at most 10000000 ($100,000)';
  return null;
}
