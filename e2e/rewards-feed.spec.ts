import { createHash, createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { withLuhnCheckDigit } from '@forkpoint/shared/cards/index';
import { expect, partnerUrl, test } from './fixtures';

/**
 * Browser-free end to end (issue 13): the card network posts a signed feed for a demo card to the running
 * server, and the member's transactions, dine summary and dining progress change through the member calls.
 * No page is opened: the `request` fixture talks to the server as the card network and the member's app do.
 */

const PARTNER = 'aerovia';
// The development default of PROCESSOR_SIGNING_SECRET (README), which the test server runs with.
const SECRET = 'forkpoint-development-processor-secret';
const HEADER = 'transaction_id,event,card_number,merchant_id,amount_cents,currency,occurred_at,original_transaction_id';

/** The demo card member's linked card, made up as apps/server/src/seed/demo-cards.ts makes it (a Visa here). */
function demoCardNumber(partner: string): string {
  const seed = createHash('sha256').update(`forkpoint demo card:${partner}:card:linked`).digest();
  const body = Array.from({ length: 14 }, (_, i) => (seed[i] ?? 0) % 10).join('');
  return withLuhnCheckDigit(`4${body}`);
}

async function csrf(request: APIRequestContext): Promise<Record<string, string>> {
  const { csrfToken } = await (await request.get('/api/CSRF')).json();
  return { 'X-XSRF-TOKEN': csrfToken };
}

async function postFeed(request: APIRequestContext, rows: string[]) {
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

/** "Mon".."Sun" of a moment at a fixed offset from UTC. */
function weekdayAt(moment: Date, offsetHours: number): string {
  return new Date(moment.getTime() + offsetHours * 3_600_000).toUTCString().slice(0, 3);
}

test('a signed feed for a demo card shows up in the member calls', async ({ request }) => {
  expect((await request.get(partnerUrl('/api/partner', PARTNER))).status()).toBe(200);
  const signIn = await request.post('/api/SignIn', {
    headers: await csrf(request),
    data: { userName: `card.member@${PARTNER}.example`, password: 'dine-around-2026', rememberMe: false },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  const card = demoCardNumber(PARTNER);
  const cards = (await (await request.get('/api/Member/Cards')).json()) as Array<{ lastFour: string }>;
  expect(cards.map((c) => c.lastFour)).toContain(card.slice(-4));

  // A restaurant of the program that earns on today's date where it is (US Eastern, fixed offset here).
  const occurred = new Date(Date.now() - 10_000);
  const today = weekdayAt(occurred, -5);
  const search = await request.get(
    `/api/v2/Merchants/Search?${new URLSearchParams({ location: 'New York, NY', pageSize: '40' })}`,
  );
  const { merchants } = (await search.json()) as {
    merchants: Array<{ merchantId: string; accessTier: string; benefitAvailability: { daysOfWeek: string[] } }>;
  };
  const merchant = merchants.find((m) => m.accessTier === 'basic' && m.benefitAvailability.daysOfWeek.includes(today));
  expect(merchant, `a basic restaurant earning on ${today}`).toBeDefined();

  const before = {
    member: await (await request.get('/api/Member')).json(),
    summary: await (await request.get('/api/Member/DineSummary')).json(),
    total: (await (await request.get('/api/Member/Transactions')).json()).totalResultSize as number,
  };

  const id = `E2E-${Date.now()}`;
  const at = new Date(occurred.getTime() - 5 * 3_600_000).toISOString().replace('Z', '-05:00');
  const report = await postFeed(request, [
    `${id},authorization,${card},${merchant!.merchantId},6400,USD,${at},`,
    `${id},settlement,${card},${merchant!.merchantId},7200,USD,${at},`,
  ]);
  expect(report).toMatchObject({ applied: 2, rejected: 0 });

  const transactions = await (await request.get('/api/Member/Transactions?pageNo=1&resultsPerPage=10')).json();
  expect(transactions.totalResultSize).toBe(before.total + 1);
  // The demo card member is Select: 3 miles per $1 on $72.00. Development posts at once: Awarded.
  expect(transactions.data[0]).toMatchObject({
    sourceTransactionId: id,
    merchantId: merchant!.merchantId,
    ticketAmount: 72,
    benefitAmount: 216,
    cardLastFour: card.slice(-4),
    awardStatus: 'Awarded',
  });

  const summary = await (await request.get('/api/Member/DineSummary')).json();
  expect(summary).toEqual({
    currentYearDines: before.summary.currentYearDines + 1,
    currentYearBenefits: before.summary.currentYearBenefits + 216,
  });
  const member = await (await request.get('/api/Member')).json();
  expect(member.diningProgress.ytdMilesOrDollars).toBe(before.member.diningProgress.ytdMilesOrDollars + 216);
  expect(member.diningProgress.remainingDines).toBe(Math.max(0, before.member.diningProgress.remainingDines - 1));
});
