import { randomInt } from 'node:crypto';
import { DAY_MS, HOUR_MS } from '@forkpoint/shared/dates/durations';
import { generate } from 'otplib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { closeShellModals, expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { csrfHeaders, DEMO_PASSWORD, signInDemo } from './cards-fixtures';
import { atOffset, demoCardNumber, OFFSET_HOURS, postFeed, weekdayAt } from './feed-fixtures';

/**
 * Missing-reward claims decided in the support console (issue 18 item 4; decision 0027) over the real app and
 * server: an agent declines a member's claim with a reason, which the member then reads in their account; and
 * an approved claim whose purchase later arrives in the card network's feed shows one reward in the member's
 * history, not two. Partner veradell (a Point program); each test signs in a different staff member, since a
 * TOTP code is accepted once.
 */

const PARTNER = 'veradell';
/** The demo staff's development TOTP secret (README "Demo accounts"; apps/server/src/stand-ins/seed/demo-staff.ts). */
const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';

interface Merchant {
  merchantId: string;
  name: string;
  benefitAvailability: { daysOfWeek: string[] };
}

interface FiledClaim {
  id: number;
  status: string;
  restaurant: Merchant;
  /** The purchase's day at the restaurant (YYYY-MM-DD) and a moment of it. */
  localDay: string;
  cents: number;
}

/** Signs a demo staff member in through the console's API, as its sign-in form does. */
async function signInStaff(request: APIRequestContext, local: string) {
  expect((await request.get(partnerUrl('/api/partner', PARTNER))).status()).toBe(200);
  const response = await request.post('/api/Support/SignIn', {
    headers: await csrfHeaders(request),
    data: {
      email: `${local}@${PARTNER}.example`,
      password: DEMO_PASSWORD,
      code: await generate({ secret: DEMO_STAFF_TOTP_SECRET }),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo card member in a browser of their own. */
async function memberPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await closeShellModals(context);
  const page = await context.newPage();
  await signInDemo(page, PARTNER, 'card');
  return page;
}

/**
 * The member reports a purchase the feed has not brought: at a restaurant of the program on one of its benefit
 * days, `daysBack` days ago, of an amount no other test uses. The claim waits for support.
 */
async function fileClaim(member: Page, daysBack: number): Promise<FiledClaim> {
  const search = await member.request.get(
    `/api/v2/Merchants/Search?${new URLSearchParams({ location: 'New York, NY', pageSize: '50' })}`,
  );
  const { merchants } = (await search.json()) as { merchants: Merchant[] };
  const dined = new Date(Date.now() - daysBack * DAY_MS);
  const restaurant = merchants.find((m) => m.benefitAvailability.daysOfWeek.includes(weekdayAt(dined)));
  expect(restaurant, 'a restaurant giving rewards that day').toBeDefined();
  const cards = (await (await member.request.get('/api/Member/Cards')).json()) as Array<{ id: string }>;
  const cents = randomInt(2_000, 9_000);
  const localDay = new Date(dined.getTime() + OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
  const filed = await member.request.post('/api/Member/RewardClaims', {
    headers: await csrfHeaders(member.request),
    data: {
      purchaseDate: localDay,
      amount: (cents / 100).toFixed(2),
      merchantId: restaurant!.merchantId,
      cardId: cards[0]!.id,
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const claim = (await filed.json()) as { id: number; status: string };
  expect(claim.status).toBe('pending');
  return { ...claim, restaurant: restaurant!, localDay, cents };
}

test('an agent declines a claim with a reason, and the member reads it in their account', async ({ page, browser }) => {
  const member = await memberPage(browser);
  const claim = await fileClaim(member, randomInt(12, 40));

  await signInStaff(page.request, 'support.staff');
  await page.goto(partnerUrl('/support', PARTNER));
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Claims' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await page.getByRole('button', { name: `Open claim ${claim.id}` }).click();
  const detail = page.getByRole('region', { name: new RegExp(`^Claim #${claim.id}`) });
  await expect(detail.getByRole('heading', { name: new RegExp(`^Claim #${claim.id}`) })).toBeFocused();

  // Too short a reason: refused at the field, before anything is sent.
  const decline = detail.getByRole('form', { name: 'Decline' });
  const reasonField = decline.getByLabel('Reason for the member');
  await reasonField.fill('No');
  await decline.getByRole('button', { name: 'Decline claim' }).click();
  await expect(decline.getByText('Tell the member why the claim is declined (at least 5 characters).')).toBeVisible();
  await expect(reasonField).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  const reason = `The restaurant has no record of a bill of this amount (ref ${claim.id}).`;
  await reasonField.fill(reason);
  await reasonField.press('Tab');
  await page.keyboard.press('Enter');
  await expect(detail.getByRole('status')).toHaveText('Claim declined. The member sees your reason with their claim.');
  await expect(detail).toContainText(reason);
  await expect(detail.getByRole('button', { name: 'Decline claim' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await member.goto(partnerUrl('/account/recent_activity', PARTNER));
  const banner = member.getByRole('region', { name: 'Missing a reward?' });
  await banner.getByText(/^Your claims/).click();
  const row = banner.getByRole('listitem').filter({ hasText: reason });
  await expect(row).toContainText('Declined');
  await expect(row).toContainText(claim.restaurant.name);
  await expectNoAxeViolations(member);
  await member.context().close();
});

test('an approved claim whose purchase then arrives in the feed shows one reward in the history', async ({
  page,
  browser,
}) => {
  const member = await memberPage(browser);
  // Recent enough that the meal sits on one of the history's first pages.
  const claim = await fileClaim(member, randomInt(11, 14));
  const spent = `$${(claim.cents / 100).toFixed(2)} spent`;

  await signInStaff(page.request, 'staff.admin');
  const approved = await page.request.post(`/api/Support/Claims/${claim.id}/Approve`, {
    headers: await csrfHeaders(page.request),
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The purchase itself, in the evening of that day at the restaurant, on the member's card.
  const evening = new Date(`${claim.localDay}T19:00:00-0${-OFFSET_HOURS}:00`);
  const report = await postFeed(page.request, [
    `E2E-CLAIMED-${claim.id},settlement,${demoCardNumber(PARTNER)},${claim.restaurant.merchantId},${claim.cents},USD,${atOffset(evening)},`,
  ]);
  expect(report).toMatchObject({ applied: 1, rejected: 0 });

  await member.goto(partnerUrl('/account/recent_activity', PARTNER));
  const meal = member.getByRole('listitem').filter({ hasText: claim.restaurant.name }).filter({ hasText: spent });
  // The history's first rows are in; then page on until the meal shows (the newest rows come first).
  await expect(member.getByRole('listitem').filter({ hasText: 'spent' }).first()).toBeVisible();
  for (let next = 2; next <= 5 && (await meal.count()) === 0; next += 1) {
    await member.getByRole('navigation', { name: 'Activity pages' }).getByRole('button', { name: 'Next page' }).click();
    await expect(member.getByText(new RegExp(`^Page ${next} of \\d+$`))).toBeVisible();
  }
  await expect(meal).toHaveCount(1);
  await expectNoAxeViolations(member);

  // And in the whole history: one row for the meal, the claim's.
  const activity = (await (await member.request.get('/api/Member/Transactions?resultsPerPage=100')).json()) as {
    data: Array<{ merchantId: string | null; ticketAmount: number; sourceCode: string; benefitAmount: number }>;
  };
  const rows = activity.data.filter(
    (r) => r.merchantId === claim.restaurant.merchantId && Math.round(r.ticketAmount * 100) === claim.cents,
  );
  expect(rows.map((r) => r.sourceCode)).toEqual(['M']);
  await member.context().close();
});
