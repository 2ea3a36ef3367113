import { randomInt } from 'node:crypto';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { generate } from 'otplib';
import type { Browser, Page } from '@playwright/test';
import { closeShellModals, expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { DEMO_PASSWORD, csrfHeaders, signInDemo } from './cards-fixtures';
import { weekdayAt } from './feed-fixtures';

/**
 * Support adjustments and the claims queue (issue 18 items 3 and 4) over the real app and server: an agent
 * adjusts a demo member's rewards and the member sees it in Reviews & History; a member files a claim the
 * feed cannot answer, an agent approves it from the queue, and the member sees the decision and the reward;
 * an agent past their 24-hour limit sends an adjustment for approval and an admin approves it (issue 28).
 * axe on every console page. Partners maplestone and kitefund (Credit and Dollar programs, both with an account
 * area) and tidewick (a Point program) are this spec's own;
 * each test signs in a different partner's agent, so no authenticator code is replayed.
 */

const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';

async function signInAgent(page: Page, partner: string, how: 'code' | 'recovery', local = 'support.staff') {
  await page.goto(partnerUrl('/support', partner));
  await expect(page.getByRole('heading', { level: 1, name: 'Support console sign-in' })).toBeVisible();
  await page.getByLabel(/^E-mail/).fill(`${local}@${partner}.example`);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  if (how === 'code') {
    await page.getByLabel(/^6-digit code/).fill(await generate({ secret: DEMO_STAFF_TOTP_SECRET }));
  } else {
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: /^Recovery code/ }).fill('forkp-demo7');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

/** The member in a browser of their own, on Reviews & History. */
async function memberHistory(browser: Browser, partner: string): Promise<Page> {
  const context = await browser.newContext();
  await closeShellModals(context);
  const page = await context.newPage();
  await signInDemo(page, partner, 'card');
  await page.goto(partnerUrl('/account/recent_activity', partner));
  await expect(page.getByRole('region', { name: 'Missing a reward?' })).toBeVisible();
  return page;
}

test('an agent adjusts a member, who sees the reward in Reviews & History', async ({ page, browser }) => {
  await signInAgent(page, 'maplestone', 'code');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('E-mail, partner number, public id or card last four').fill('demo-card-maplestone');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Casey Cardwell' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Cardwell' })).toBeVisible();

  const section = page.getByRole('region', { name: 'Adjustments' });
  const form = section.getByRole('form', { name: 'Adjust rewards' });
  await expect(form).toContainText('Your limit: $50.00 per adjustment');
  await expectNoAxeViolations(page);

  // Over the agent's limit, then without a reason: refused at the field before anything is sent.
  await form.getByLabel('Kind').selectOption('M');
  await form.getByLabel(/^Amount/).fill('50.01');
  await form.getByRole('button', { name: 'Review adjustment' }).click();
  await expect(form.getByText('Your role may adjust at most $50.00 at a time. Ask an admin for more.')).toBeVisible();
  await expect(form.getByText(/Give the reason/)).toBeVisible();
  await expectNoAxeViolations(page);

  const cents = randomInt(1_001, 1_999);
  const dollars = (cents / 100).toFixed(2);
  await form.getByLabel(/^Amount/).fill(dollars);
  await form.getByLabel(/^Reason/).fill('Goodwill: the member called about a slow reward');
  await form.getByRole('button', { name: 'Review adjustment' }).press('Enter');
  const confirm = page.getByRole('heading', { name: 'Confirm the adjustment' });
  await expect(confirm).toBeFocused();
  await expect(section).toContainText(`Add $${dollars} to Casey Cardwell’s rewards as a manual reward (M).`);
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Confirm adjustment' }).click();
  await expect(section.getByRole('status')).toHaveText(`Adjustment made: $${dollars} (Manual reward).`);
  const history = section.getByRole('region', { name: 'Adjustment history' });
  await expect(history.getByRole('row').nth(1)).toContainText(`$${dollars}`);
  await expectNoAxeViolations(page);

  const member = await memberHistory(browser, 'maplestone');
  const row = member
    .getByRole('listitem')
    .filter({ hasText: 'Manual credit' })
    .filter({ hasText: `$${dollars}` });
  await expect(row).toBeVisible();
  await member.context().close();

  // Reversed once: the history says so and offers no second reversal.
  await history
    .getByRole('button', { name: /^Reverse adjustment #/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Reverse adjustment #/ })).toBeFocused();
  await page.getByLabel('Reason for the reversal').fill('Made on the wrong member by mistake');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm reversal' }).click();
  await expect(history.getByText(/^Reversed by #/)).toBeVisible();
  await expect(history.getByText(/^Reverses #/)).toBeVisible();
});

interface Merchant {
  merchantId: string;
  name: string;
  benefitAvailability: { daysOfWeek: string[] };
}

test('an agent approves a claim a member filed, and the member sees the decision and the reward', async ({
  page,
  browser,
}) => {
  // The member files a claim the feed cannot answer: a restaurant of the program on one of its benefit days.
  // Nothing in the feed may match it: the demo history dines in New York for at most $150 a table, so the
  // claim names a Chicago restaurant and a $400+ bill (the claim matches by restaurant, or by amount give or
  // take a dollar), and its weekday is the one the server reads from the date the claim sends.
  const member = await memberHistory(browser, 'kitefund');
  const search = await member.request.get(
    `/api/v2/Merchants/Search?${new URLSearchParams({ location: 'Chicago, IL', pageSize: '50' })}`,
  );
  const { merchants } = (await search.json()) as { merchants: Merchant[] };
  const purchaseDate = new Date(Date.now() - randomInt(12, 30) * DAY_MS).toISOString().slice(0, 10);
  const weekday = weekdayAt(new Date(`${purchaseDate}T12:00:00Z`));
  const restaurant = merchants.find((m) => m.benefitAvailability.daysOfWeek.includes(weekday));
  expect(restaurant, 'a restaurant giving rewards that day').toBeDefined();
  const cards = (await (await member.request.get('/api/Member/Cards')).json()) as Array<{ id: string }>;
  const amount = (randomInt(40_000, 50_000) / 100).toFixed(2);
  const filed = await member.request.post('/api/Member/RewardClaims', {
    headers: await csrfHeaders(member.request),
    data: {
      purchaseDate,
      amount,
      merchantId: restaurant!.merchantId,
      cardId: cards[0]!.id,
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const claim = (await filed.json()) as { id: number; status: string };
  expect(claim.status).toBe('pending');

  await signInAgent(page, 'kitefund', 'recovery');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Claims' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Open claim ${claim.id}` }).click();
  const detail = page.getByRole('region', { name: new RegExp(`^Claim #${claim.id}`) });
  await expect(detail.getByRole('heading', { name: new RegExp(`^Claim #${claim.id}`) })).toBeFocused();
  await expect(detail).toContainText('We have not received this purchase from the card network yet.');
  await expectNoAxeViolations(page);

  await detail.getByLabel(/^Reward/).fill('3.21');
  await detail.getByRole('button', { name: 'Approve claim' }).click();
  await expect(detail.getByRole('status')).toHaveText('Claim approved: $3.21 added.');
  await expect(detail).toContainText('Approved: we added $3.21 to your rewards for this purchase.');
  await expect(detail.getByRole('button', { name: 'Approve claim' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await member.reload();
  const banner = member.getByRole('region', { name: 'Missing a reward?' });
  await banner.getByText(/^Your claims/).click();
  await expect(banner).toContainText('Approved: we added $3.21 to your rewards for this purchase.');
  // The reward row (not the claim's): at the purchase, with the card and what was spent.
  const reward = member.getByRole('listitem').filter({ hasText: restaurant!.name }).filter({ hasText: 'spent' });
  await expect(reward).toContainText('$3.21');
  await member.context().close();
});

test('past the 24-hour limit an adjustment waits for an admin, who approves it from the queue', async ({
  page,
  browser,
}) => {
  const partner = 'tidewick';
  const memberPath = partnerUrl('/support/members/demo-card-tidewick', partner);
  const adjustments = '/api/Support/Members/demo-card-tidewick/Adjustments';
  await signInAgent(page, partner, 'code');
  // The agent's first 10,000 points on this member today, straight through the API.
  for (const amount of [5_000, 5_000]) {
    const made = await page.request.post(adjustments, {
      headers: await csrfHeaders(page.request),
      data: { kind: 'M', amount, reason: 'Goodwill: split over two calls' },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  await page.goto(memberPath);
  const section = page.getByRole('region', { name: 'Adjustments' });
  const form = section.getByRole('form', { name: 'Adjust rewards' });
  await expect(form).toContainText('Moved in the last 24 hours: 10,000 points on this member, 10,000 points in all.');
  await form.getByLabel('Kind').selectOption('M');
  await form.getByLabel(/^Amount/).fill('2500');
  await form.getByLabel(/^Reason/).fill('The member called a third time about the same dinner');
  await form.getByRole('button', { name: 'Review adjustment' }).click();
  await expect(section).toContainText('This takes you past your 24-hour limit: it will wait for an admin’s approval');
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Send for approval' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'This takes you past your 24-hour adjustment limit: 2,500 points waits for an admin’s approval and nothing is written until then.',
  );
  const waiting = section.getByRole('region', { name: 'Waiting for approval' });
  await expect(waiting.getByRole('row').nth(1)).toContainText('Waiting for an admin');
  await expectNoAxeViolations(page);

  // The requester sees it pending in the queue, with nothing to decide.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Approvals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  const mine = page.getByRole('table', { name: 'Waiting for a decision: 1' });
  await expect(mine).toContainText('Waiting for an admin');
  await expect(mine.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A second person, an admin, approves it.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAgent(admin, partner, 'recovery', 'staff.admin');
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Approvals' }).click();
  const queue = admin.getByRole('table', { name: 'Waiting for a decision: 1' });
  await expect(queue).toContainText('10,000 points on this member, 10,000 points in all');
  await expectNoAxeViolations(admin);
  await queue.getByRole('button', { name: /^Approve request #/ }).click();
  await expect(admin.getByRole('status')).toHaveText('Approved: 2,500 points written.');
  await expect(admin.getByRole('table', { name: 'Waiting for a decision: 0' })).toHaveCount(0);
  await expect(admin.getByText('No adjustments are waiting for approval.')).toBeVisible();
  await expectNoAxeViolations(admin);
  await context.close();

  await page.goto(memberPath);
  const history = page.getByRole('region', { name: 'Adjustment history' });
  await expect(history.getByRole('row').nth(1)).toContainText('2,500 points');
  await expect(page.getByRole('region', { name: 'Waiting for approval' })).toContainText(
    /Approved by staff\.admin@tidewick\.example/,
  );
});
