import { TRANSACTION_FEED_HEADER, TRANSACTION_FEED_PATH, withLuhnCheckDigit } from '@forkpoint/shared';
import type { LightMyRequestResponse } from 'fastify';
import { PARTNER_KEY_HEADER } from '@forkpoint/shared/contracts/integration-keys';
import { developmentKeyId, developmentKeySecret } from '../src/modules/integration-keys/integration-keys';
import { signFeed } from '../src/lib/feed-signature';
import type { TestContext } from './helper';
import type { IdentityContext } from './identity-helper';

/**
 * Rewards tests drive the engine the way production does: card numbers linked to members, feed files
 * posted signed to the processor endpoint, results read through the member calls.
 */

export const FEED_SECRET = 'rewards-test-secret-of-32-characters!';
export const feedEnv = { PROCESSOR_SIGNING_SECRET: FEED_SECRET };

let serial = 0;
/** A made-up Luhn-valid Visa number, different on every call. */
export function testCardNumber(): string {
  serial += 1;
  return withLuhnCheckDigit(`4${String(900_000_000_000 + process.pid * 1000 + serial).padStart(14, '0')}`);
}

export async function memberIdOf(ctx: TestContext, publicId: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('members')
    .select('id')
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Links `number` to a member (as a finished link-card call leaves it) since `linkedAt`. */
export async function linkTestCard(
  ctx: TestContext,
  publicId: string,
  number: string,
  linkedAt: Date,
  partnerCode = publicId.split('-').at(-1)!,
): Promise<void> {
  await ctx.database.db
    .insertInto('member_cards')
    .values({
      id: `t${number.slice(-12)}`,
      partner_code: partnerCode,
      member_id: await memberIdOf(ctx, publicId),
      fingerprint: await ctx.app.cardVault.fingerprint(number),
      last_four: number.slice(-4),
      card_type: 'visa',
      description: 'Visa',
      linked_at: linkedAt,
    })
    .execute();
}

export type FeedRow = [
  transactionId: string,
  event: 'authorization' | 'settlement' | 'refund' | 'reversal',
  card: string,
  merchantId: string,
  amountCents: number,
  occurredAt: string,
  originalTransactionId?: string,
];

export function feedBody(rows: FeedRow[]): string {
  const lines = rows.map(([id, event, card, merchant, amount, at, original]) =>
    [id, event, card, merchant, String(amount), 'USD', at, original ?? ''].join(','),
  );
  return [TRANSACTION_FEED_HEADER.join(','), ...lines].join('\n');
}

/** Posts a signed feed file at the app's "now"; answers the import report. */
export async function postFeed(ctx: IdentityContext | TestContext, rows: FeedRow[]): Promise<LightMyRequestResponse> {
  const body = feedBody(rows);
  const now = 'clock' in ctx ? ctx.clock.now() : new Date();
  const response = await ctx.app.inject({
    method: 'POST',
    url: TRANSACTION_FEED_PATH,
    headers: {
      'content-type': 'text/csv',
      'x-forkpoint-signature': signFeed(FEED_SECRET, body, Math.floor(now.getTime() / 1000)),
    },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`feed answered ${response.statusCode}: ${response.body}`);
  return response;
}

/** An integration key as a partner holds it: the id it names and the secret it signs with. */
export interface PartnerKey {
  id: string;
  secret: string;
}

/** The demo seed's well-known development key of a program (README "Demo accounts"; never in production). */
export const developmentKey = (partnerCode: string): PartnerKey => ({
  id: developmentKeyId(partnerCode),
  secret: developmentKeySecret(partnerCode),
});

/** The headers of a partner's posting-file call at `now`: the key's id and the signature over "<METHOD> <path>". */
export function partnerCallHeaders(key: PartnerKey, method: string, url: string, now: Date): Record<string, string> {
  return {
    [PARTNER_KEY_HEADER.toLowerCase()]: key.id,
    'x-forkpoint-signature': signFeed(key.secret, `${method} ${url}`, Math.floor(now.getTime() / 1000)),
  };
}

/** A partner's signed posting-file call (list, fetch or acknowledge), at the app's "now". */
export function partnerCall(
  ctx: IdentityContext | TestContext,
  key: PartnerKey,
  method: 'GET' | 'POST',
  url: string,
): Promise<LightMyRequestResponse> {
  const now = 'clock' in ctx ? ctx.clock.now() : new Date();
  return ctx.app.inject({ method, url, headers: partnerCallHeaders(key, method, url, now) });
}
