import type { APIRequestContext } from '@playwright/test';
import { expect, partnerUrl, test } from './fixtures';
import { atOffset, demoCardNumber, firstEarningAt, postFeed, weekdayAt } from './feed-fixtures';

/**
 * Browser-free end to end (issue 13): the card network posts a signed feed for a demo card to the running
 * server, and the member's transactions, dine summary and dining progress change through the member calls.
 * No page is opened: the `request` fixture talks to the server as the card network and the member's app do.
 */

const PARTNER = 'aerovia';

async function csrf(request: APIRequestContext): Promise<Record<string, string>> {
  const { csrfToken } = await (await request.get('/api/CSRF')).json();
  return { 'X-XSRF-TOKEN': csrfToken };
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
  const today = weekdayAt(occurred);
  const search = await request.get(
    `/api/v2/Merchants/Search?${new URLSearchParams({ location: 'New York, NY', pageSize: '40' })}`,
  );
  const { merchants } = (await search.json()) as {
    merchants: Array<{
      id: number;
      merchantId: string;
      accessTier: string;
      benefitAvailability: { daysOfWeek: string[] };
      offers: unknown[];
    }>;
  };
  // No offer: the tier's rate alone (offers-that-pay.spec.ts posts at a restaurant with one); earning now.
  const merchant = await firstEarningAt(
    request,
    merchants.filter(
      (m) => m.accessTier === 'basic' && m.benefitAvailability.daysOfWeek.includes(today) && m.offers.length === 0,
    ),
    occurred,
  );
  expect(merchant, `a basic restaurant earning on ${today}`).toBeDefined();

  const before = {
    member: await (await request.get('/api/Member')).json(),
    summary: await (await request.get('/api/Member/DineSummary')).json(),
    total: (await (await request.get('/api/Member/Transactions')).json()).totalResultSize as number,
  };

  const id = `E2E-${Date.now()}`;
  const at = atOffset(occurred);
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
