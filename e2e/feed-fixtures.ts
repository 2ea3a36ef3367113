import { createHash, createHmac } from 'node:crypto';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import type { APIRequestContext } from '@playwright/test';
import { withLuhnCheckDigit } from '@forkpoint/shared/cards/index';
import type { Merchant } from '@forkpoint/shared/contracts/merchants';
import { availabilityMiss, localClockIn } from '@forkpoint/shared/rules/earn-decision';
import { expect } from './fixtures';

/**
 * The card network's side of browser tests: signed feed files posted to the running server
 * (docs/transaction-feed.md), dated at a fixed US Eastern offset, and the demo cards' made-up numbers.
 */

// The development default of PROCESSOR_SIGNING_SECRET (README), which the test server runs with.
const SECRET = 'forkpoint-development-processor-secret';
const HEADER = 'transaction_id,event,card_number,merchant_id,amount_cents,currency,occurred_at,original_transaction_id';

/** US Eastern at a fixed offset: the restaurants' day is read there. */
export const OFFSET_HOURS = -5;

export interface FeedReport {
  applied: number;
  rejected: number;
}

/** Posts the rows (without the header) as one signed file; answers the import report. */
export async function postFeed(request: APIRequestContext, rows: string[]): Promise<FeedReport> {
  const body = `${[HEADER, ...rows].join('\n')}\n`;
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
  const response = await request.post('/api/Processor/Transactions', {
    headers: { 'content-type': 'text/csv', 'x-forkpoint-signature': `t=${t},v1=${mac}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/**
 * Whether a restaurant (its number, the search card's `id`) earns at a moment on its own clock: not outside the
 * benefit hours or on a blackout date its page shows (the engine forfeits such a purchase, docs/rewards.md).
 */
export async function earnsAt(request: APIRequestContext, merchantNumber: number, at: Date): Promise<boolean> {
  const answer = await request.get(`/api/v2/Merchants/${merchantNumber}`);
  expect(answer.status()).toBe(200);
  const { merchant } = (await answer.json()) as { merchant: Merchant };
  return availabilityMiss(merchant.benefitAvailability, localClockIn(merchant.timeZone, at)) === null;
}

/** The first of `merchants` that earns at `at` (earnsAt), asked one by one. */
export async function firstEarningAt<M extends { id: number }>(
  request: APIRequestContext,
  merchants: readonly M[],
  at: Date,
): Promise<M | undefined> {
  for (const merchant of merchants) if (await earnsAt(request, merchant.id, at)) return merchant;
  return undefined;
}

/** A moment as the feed writes it: ISO 8601 at the fixed offset. */
export function atOffset(moment: Date): string {
  const local = new Date(moment.getTime() + OFFSET_HOURS * HOUR_MS).toISOString();
  return local.replace('Z', `-0${-OFFSET_HOURS}:00`);
}

/** "Mon".."Sun" of a moment at the fixed offset. */
export function weekdayAt(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_HOURS * HOUR_MS).toUTCString().slice(0, 3);
}

/** A demo member's linked card (a Visa where the partner takes it), made up as apps/server/src/stand-ins/seed/demo-cards.ts does. */
export function demoCardNumber(partner: string, kind: 'card' | 'vip' = 'card'): string {
  const seed = createHash('sha256').update(`forkpoint demo card:${partner}:${kind}:linked`).digest();
  const body = Array.from({ length: 14 }, (_, i) => (seed[i] ?? 0) % 10).join('');
  return withLuhnCheckDigit(`4${body}`);
}
