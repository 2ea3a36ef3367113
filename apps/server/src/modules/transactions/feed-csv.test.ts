import { describe, expect, it } from 'vitest';
import { TRANSACTION_FEED_HEADER } from '@forkpoint/shared/contracts/transaction-feed';
import { parseFeed } from './feed-csv';

const NOW = new Date('2030-06-01T12:00:00Z');
const HEADER = TRANSACTION_FEED_HEADER.join(',');
const row = (overrides: Partial<Record<(typeof TRANSACTION_FEED_HEADER)[number], string>> = {}) => {
  const values = {
    transaction_id: 'T1',
    event: 'authorization',
    card_number: '4111111111111111',
    merchant_id: 'M1',
    amount_cents: '4250',
    currency: 'USD',
    occurred_at: '2030-05-31T19:30:00-05:00',
    original_transaction_id: '',
    ...overrides,
  };
  return TRANSACTION_FEED_HEADER.map((name) => values[name]).join(',');
};
const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('parseFeed', () => {
  it('reads valid rows with their line numbers, card digits and UTC time', () => {
    const parsed = parseFeed(
      file(
        row(),
        '',
        row({ transaction_id: 'T2', event: 'refund', original_transaction_id: 'T1', amount_cents: '1000' }),
      ),
      NOW,
    );
    expect(parsed.fileError).toBeNull();
    expect(parsed.rowsRead).toBe(2);
    expect(parsed.rejections).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({
      line: 2,
      transactionId: 'T1',
      amountCents: 4250,
      originalTransactionId: null,
    });
    expect(parsed.rows[0]!.occurredAt.toISOString()).toBe('2030-06-01T00:30:00.000Z');
    // The restaurant's day stays the day it was there (Friday evening, though Saturday in UTC).
    expect(parsed.rows[0]!.localDate).toBe('2030-05-31');
    expect(parsed.rows[1]).toMatchObject({ line: 4, event: 'refund', originalTransactionId: 'T1' });
  });

  it('refuses a file without the exact header, and reads nothing of it', () => {
    const parsed = parseFeed(`transaction_id,event\n${row()}`, NOW);
    expect(parsed.fileError).toMatch(/header/);
    expect(parsed.rows).toEqual([]);
  });

  it.each([
    [{ amount_cents: '0' }, 'more than 0'],
    [{ amount_cents: '-5' }, 'whole number'],
    [{ amount_cents: '12.50' }, 'whole number'],
    [{ amount_cents: '10000001' }, 'at most 10000000'],
    [{ event: 'chargeback' }, 'event must be one of'],
    [{ currency: 'EUR' }, 'currency must be USD'],
    [{ card_number: '4111' }, '13 to 19 digits'],
    [{ occurred_at: '2030-05-31 19:30' }, 'ISO 8601'],
    [{ occurred_at: '2030-05-31T19:30:00' }, 'ISO 8601'],
    [{ occurred_at: '2031-01-01T00:00:00Z' }, 'in the future'],
    [{ occurred_at: '0001-01-01T00:00:00Z' }, 'occurred_at is more than 5 years ago'],
    [{ occurred_at: '1970-01-01T00:00:00Z' }, 'occurred_at is more than 5 years ago'],
    [{ occurred_at: '2025-06-01T11:59:59Z' }, 'occurred_at is more than 5 years ago'],
    [{ transaction_id: '' }, 'transaction_id is missing'],
    [{ transaction_id: 'a b' }, 'transaction_id must be'],
    [{ event: 'refund' }, 'names its purchase'],
    [{ original_transaction_id: 'T0' }, 'only for refunds'],
  ])('rejects %o with its reason, keeping the good rows', (overrides, reason) => {
    const parsed = parseFeed(file(row({ transaction_id: 'OK' }), row(overrides)), NOW);
    expect(parsed.rows.map((r) => r.transactionId)).toEqual(['OK']);
    expect(parsed.rejections).toEqual([{ line: 3, reason: expect.stringContaining(reason) }]);
  });

  it('takes a row up to 5 years old (the demo history reaches two years back)', () => {
    const parsed = parseFeed(
      file(
        row({ occurred_at: '2025-06-01T12:00:00Z' }),
        row({ transaction_id: 'T2', occurred_at: '2028-06-01T09:00:00Z' }),
      ),
      NOW,
    );
    expect(parsed.rejections).toEqual([]);
    expect(parsed.rows).toHaveLength(2);
  });

  it('rejects a row with too few or too many fields (a quoted comma is no feed value)', () => {
    const parsed = parseFeed(file('T1,authorization,4111111111111111', `${row()},extra`), NOW);
    expect(parsed.rejections.map((r) => r.line)).toEqual([2, 3]);
  });

  it('trims each field (white space of any kind), reads a card written with spaces or hyphens, and CRLF lines', () => {
    const spaced = `  T1 ,authorization,\u00a04111 1111-1111 1111 ,M1,\t4250,USD,2030-05-31T19:30:00-05:00,\u3000`;
    const parsed = parseFeed(`\uFEFF${HEADER}\r\n${spaced}\r\n${row({ transaction_id: 'T2' })}\r\n`, NOW);
    expect(parsed.rejections).toEqual([]);
    expect(parsed.rows.map((r) => [r.line, r.transactionId, r.cardNumber, r.amountCents])).toEqual([
      [2, 'T1', '4111111111111111', 4250],
      [3, 'T2', '4111111111111111', 4250],
    ]);
  });

  it('says how many fields a row has when it has not eight, and rejects characters outside the id rules', () => {
    const parsed = parseFeed(
      file(
        row().replace(/,/g, ';'),
        `${row()},`,
        row({ transaction_id: 'T\u00e91' }),
        row({ merchant_id: 'M 1' }),
        row({ amount_cents: '+4250' }),
        row({ card_number: '4111x111111111111' }),
      ),
      NOW,
    );
    expect(parsed.rejections).toEqual([
      { line: 2, reason: 'expected 8 fields, found 1' },
      { line: 3, reason: 'expected 8 fields, found 9' },
      { line: 4, reason: expect.stringContaining('transaction_id must be') },
      { line: 5, reason: expect.stringContaining('merchant_id must be') },
      { line: 6, reason: 'amount_cents must be a whole number of cents' },
      { line: 7, reason: 'card_number must be 13 to 19 digits' },
    ]);
  });
});
