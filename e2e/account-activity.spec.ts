import { randomInt } from 'node:crypto';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { csrfHeaders, DEMO_PASSWORD, enrollFreshMember, linkCardsByApi, randomCardNumber } from './cards-fixtures';
import { atOffset, earnsAt, OFFSET_HOURS, postFeed as postFeedFile } from './feed-fixtures';

// Reviews & History (/account/recent_activity) over the real app and server: each test enrolls its own
// member, links a card, and posts a signed feed for it as the card network does (docs/transaction-feed.md,
// e2e/rewards-feed.spec.ts), then reads the rows, statuses and pages, and reviews a dine.

test.describe.configure({ mode: 'parallel' });
// Enrolling and linking solve the bot check (proof of work) twice per test.
test.setTimeout(120_000);

interface Merchant {
  id: number;
  merchantId: string;
  name: string;
  accessTier: 'basic' | 'select' | 'vip';
  acclaimedLevel: number;
  benefitAvailability: { daysOfWeek: string[]; campaignCodes: string[] };
  offers: unknown[];
}

async function postFeed(request: APIRequestContext, rows: string[]) {
  const report = await postFeedFile(request, rows);
  expect(report, JSON.stringify(report)).toMatchObject({ rejected: 0, applied: rows.length });
  return report;
}

/** The program's restaurants near New York that earn today at the tier's rate, by tier (the signed-in member's partner). */
async function restaurantsEarningToday(page: Page) {
  const today = new Date(Date.now() + OFFSET_HOURS * HOUR_MS).toUTCString().slice(0, 3);
  // The nearest hundred: enough of every tier once those with offers or other hours are left out.
  const merchants: Merchant[] = [];
  for (const pageNo of ['1', '2']) {
    const search = await page.request.get(
      `/api/v2/Merchants/Search?${new URLSearchParams({ location: 'New York, NY', pageSize: '50', pageNo })}`,
    );
    expect(search.status()).toBe(200);
    merchants.push(...((await search.json()) as { merchants: Merchant[] }).merchants);
  }
  // The tier's rate alone: no offer and no promotion of the restaurant's own (a flex offer) to add to it; the
  // offers that pay are rewards-offers.test.ts's and offers-that-pay.spec.ts's.
  const plain = merchants.filter(
    (m) =>
      m.benefitAvailability.daysOfWeek.includes(today) &&
      m.offers.length === 0 &&
      m.benefitAvailability.campaignCodes.every((code) => ['DINE', 'ACCLAIMED', 'ACCLAIMED2'].includes(code)),
  );
  // And earning now: within the restaurant's benefit hours, not on a blackout date (the purchases are now).
  const earning: Merchant[] = [];
  const now = new Date();
  for (const m of plain) if (await earnsAt(page.request, m.id, now)) earning.push(m);
  return {
    // Basic and not acclaimed: every member earns there at once.
    basic: earning.filter((m) => m.accessTier === 'basic' && m.acclaimedLevel === 0),
    select: earning.filter((m) => m.accessTier === 'select' && m.acclaimedLevel === 0),
    vip: earning.filter((m) => m.accessTier === 'vip'),
  };
}

/** Digits of the partner number each program asks for at enrollment (partnerNumberPattern); none: not asked. */
const PARTNER_NUMBER_DIGITS: Record<string, number> = { aerovia: 10, maplestone: 10, brambleway: 12 };

/** A fresh member of a direct partner, signed in in the page's browser, with a partner number where asked. */
async function enrollMember(page: Page, partner: string) {
  const digits = PARTNER_NUMBER_DIGITS[partner];
  const partnerNumber = digits ? Array.from({ length: digits }, () => randomInt(10)).join('') : undefined;
  return enrollFreshMember(page, partner, partnerNumber ? { partnerNumber } : {});
}

interface Purchase {
  merchant: Merchant;
  cents: number;
  /** An authorization alone stays Pending ("Processing"); with its settlement it is earned. */
  settled?: boolean;
}

/**
 * A fresh member of the partner with a newly linked card, and a feed of purchases on that card made after
 * it was linked, newest first as the list shows them. Returns the card's last four and the purchases' ids.
 */
async function memberWithPurchases(page: Page, partner: string, purchases: (r: Restaurants) => Purchase[]) {
  await enrollMember(page, partner);
  // Maplestone takes Mastercard only.
  const card = randomCardNumber(partner === 'maplestone' ? 'mastercard' : 'visa');
  await linkCardsByApi(page, [card]);
  const restaurants = await restaurantsEarningToday(page);
  const list = purchases(restaurants);
  if (list.length === 0) return { card, ids: [] as string[], list };
  // Purchases count from the moment the card was linked: wait a little so all of them come after it.
  await page.waitForTimeout(1500);
  const newest = Date.now() - 200;
  const run = `ACT-${Date.now()}-${randomInt(1_000_000)}`;
  const ids = list.map((_, i) => `${run}-${i}`);
  const rows = list.flatMap(({ merchant, cents, settled = true }, i) => {
    const at = atOffset(new Date(newest - i * 50));
    const line = (event: string) => `${ids[i]},${event},${card},${merchant.merchantId},${cents},USD,${at},`;
    return settled ? [line('authorization'), line('settlement')] : [line('authorization')];
  });
  await postFeed(page.request, rows);
  return { card, ids, list };
}
type Restaurants = Awaited<ReturnType<typeof restaurantsEarningToday>>;

function pick(list: Merchant[], count: number, what: string): Merchant[] {
  expect(list.length, `${count} ${what} restaurants earning today`).toBeGreaterThanOrEqual(count);
  return list.slice(0, count);
}

async function openActivity(page: Page) {
  await page.goto('/account/recent_activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews & History' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Recent activity' });
  await expect(list).toBeVisible();
  return list;
}

const rowsOf = (list: Locator) => list.locator('.activity-list__rows > li');
const rowNamed = (list: Locator, name: string) => rowsOf(list).filter({ hasText: name });

test('a Mile member sees each purchase with its miles and status, and reviews a dine from its row', async ({
  page,
}) => {
  let awarded!: Merchant;
  let pending!: Merchant;
  let deferred!: Merchant;
  let forfeit!: Merchant;
  const { card } = await memberWithPurchases(page, 'aerovia', (r) => {
    [awarded, pending] = pick(r.basic, 2, 'basic') as [Merchant, Merchant];
    [deferred] = pick(r.select, 1, 'select') as [Merchant];
    [forfeit] = pick(r.vip, 1, 'VIP-only') as [Merchant];
    return [
      { merchant: awarded, cents: 7200 },
      { merchant: pending, cents: 4000, settled: false },
      { merchant: deferred, cents: 5000 },
      { merchant: forfeit, cents: 6000 },
    ];
  });

  const list = await openActivity(page);
  // Four purchases and the new-member bonus their first dine earned.
  await expect(rowsOf(list)).toHaveCount(5);
  await expect(page.getByText('Do not refresh, loading recent activity.')).toHaveCount(0);

  // Awarded: 1 mile per $2 at the basic tier; no status shown; reviewable.
  const awardedRow = rowNamed(list, awarded.name);
  // The row links to the restaurant's page by its number, which names the same restaurant.
  const href = await awardedRow.getByRole('link', { name: awarded.name }).getAttribute('href');
  expect(href).toMatch(/^\/merchants\/\d+$/);
  const linked = await page.request.get(partnerUrl(`/api/v2${href!.replace('/merchants', '/Merchants')}`, 'aerovia'));
  expect(((await linked.json()) as { merchant: { merchantId: string } }).merchant.merchantId).toBe(awarded.merchantId);
  await expect(awardedRow).toContainText('36 miles');
  await expect(awardedRow).toContainText(`Card ending in ${card.slice(-4)} · $72.00 spent`);
  await expect(awardedRow.locator('.activity-row__status')).toBeEmpty();
  await expect(awardedRow).toContainText('Pending Review');
  await expect(awardedRow).not.toHaveClass(/activity-row--dimmed/);

  // Pending (authorized, not settled): Processing, dimmed, still reviewable at full strength.
  const pendingRow = rowNamed(list, pending.name);
  await expect(pendingRow).toContainText('20 miles');
  await expect(pendingRow.locator('.activity-row__status')).toHaveText('Status: Processing');
  await expect(pendingRow).toHaveClass(/activity-row--dimmed/);
  await expect(pendingRow.getByRole('button', { name: `Write a review of ${pending.name}` })).toHaveCSS('opacity', '1');

  // Deferred: a Select restaurant without e-mail offers.
  const deferredRow = rowNamed(list, deferred.name);
  await expect(deferredRow.locator('.activity-row__status')).toContainText('Not earned yet');
  await expect(deferredRow).toContainText('Turn on e-mail offers within 14 days to earn at this Select restaurant');
  await expect(deferredRow).toHaveClass(/activity-row--dimmed/);
  await expect(deferredRow.getByRole('button')).toHaveCount(0);

  // Forfeit: a VIP-only restaurant.
  const forfeitRow = rowNamed(list, forfeit.name);
  await expect(forfeitRow.locator('.activity-row__status')).toContainText('Not earned');
  await expect(forfeitRow).toContainText('Only VIP members earn at this restaurant');
  await expect(forfeitRow).toHaveClass(/activity-row--dimmed/);
  await expect(forfeitRow.getByRole('button')).toHaveCount(0);

  // The new-member bonus: no restaurant, its description and its miles.
  const bonusRow = rowNamed(list, 'bonus miles on your first dine');
  await expect(bonusRow).toContainText('1,000 miles');
  await expect(bonusRow.getByRole('link')).toHaveCount(0);
  await expect(bonusRow.getByRole('button')).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'Missing a reward?' })).toContainText('10 days after you dined');
  await expect(page.getByRole('region', { name: 'Your rewards' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The review, from the button to the updated row.
  const reviewButton = awardedRow.getByRole('button', { name: `Write a review of ${awarded.name}` });
  await reviewButton.click();
  const dialog = page.getByRole('dialog', { name: `Review ${awarded.name}` });
  await expect(dialog).toBeVisible();
  const food = dialog.getByRole('group', { name: 'Food' });
  await expect(food.getByRole('radio', { name: '1 star' })).toBeFocused();
  await expectNoAxeViolations(page);

  // A missing rating is said in the dialog.
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please rate all four parts of your visit.');

  // Food by keyboard (arrows choose within the group), the rest by pointer.
  await food.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(food.getByRole('radio', { name: '4 stars' })).toBeChecked();
  for (const [legend, stars] of [
    ['Service', '5 stars'],
    ['Cleanliness', '4 stars'],
    ['Value', '3 stars'],
  ] as const) {
    await dialog.getByRole('group', { name: legend }).getByRole('radio', { name: stars }).check();
  }
  await dialog
    .getByRole('textbox', { name: /Tell others about your visit/ })
    .fill('Warm service and a lovely risotto.');
  await expect(dialog).toContainText('34 / 1,000 characters');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Your review has been posted.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(awardedRow.locator('.activity-row__review')).toContainText('Reviewed');
  await expect(awardedRow.getByRole('button')).toHaveCount(0);

  // The server counts it as reviewed, and the page says so after a reload too.
  const status = await page.request.get(
    `/api/reviews/status?txnId=${encodeURIComponent(await txnIdOf(page, awarded))}`,
  );
  expect(await status.json()).toEqual([expect.objectContaining({ completed: true })]);
  await page.reload();
  await expect(rowNamed(await openActivity(page), awarded.name).locator('.activity-row__review')).toContainText(
    'Reviewed',
  );
  await expectNoAxeViolations(page);
});

/** The transaction id of the member's purchase at a restaurant, as the activity call names it. */
async function txnIdOf(page: Page, merchant: Merchant): Promise<string> {
  const { data } = await (await page.request.get('/api/Member/Transactions?pageNo=1&resultsPerPage=100')).json();
  const found = (data as Array<{ merchantId: string | null; sourceTransactionId: string }>).find(
    (record) => record.merchantId === merchant.merchantId,
  );
  expect(found).toBeDefined();
  return found!.sourceTransactionId;
}

test('more than ten purchases page ten at a time', async ({ page }) => {
  const { list: purchases } = await memberWithPurchases(page, 'aerovia', (r) =>
    pick(r.basic, 12, 'basic').map((merchant, i) => ({ merchant, cents: 2000 + i * 100 })),
  );
  const list = await openActivity(page);
  // Twelve purchases and the new-member bonus: 13 rows, 10 on the first page.
  await expect(rowsOf(list)).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Activity pages' });
  await expect(pager).toContainText('Page 1 of 2');
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2']);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  // Newest first.
  await expect(rowsOf(list).first()).toContainText(purchases[0]!.merchant.name);
  await expectNoAxeViolations(page);

  const statusCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/reviews/status')) statusCalls.push(request.url());
  });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(rowsOf(list)).toHaveCount(3);
  await expect(list).toContainText(purchases[11]!.merchant.name);
  await expect(rowNamed(list, 'bonus miles on your first dine')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeFocused();
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  // The page's review status is asked for its own transactions.
  await expect.poll(() => statusCalls.length).toBeGreaterThanOrEqual(1);
  expect(new URL(statusCalls[0]!).searchParams.getAll('txnId')).toHaveLength(3);
  await expectNoAxeViolations(page);

  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect(rowsOf(list)).toHaveCount(10);
});

test('a Credit member sees dollars, the statement credit paid at $20, and the progress toward the next', async ({
  page,
}) => {
  let later!: Merchant;
  const { card } = await memberWithPurchases(page, 'maplestone', (r) => {
    const [a, b, c, d] = pick(r.basic, 4, 'basic') as [Merchant, Merchant, Merchant, Merchant];
    later = d;
    // 2% at the basic tier: $5.00 each, and the $5 new-member bonus: $20, the threshold.
    return [
      { merchant: a, cents: 25_000 },
      { merchant: b, cents: 25_000 },
      { merchant: c, cents: 25_000 },
    ];
  });
  // After the credit, one more purchase: $1.50 toward the next one.
  await page.waitForTimeout(300);
  const id = `ACT-${Date.now()}-${randomInt(1_000_000)}-later`;
  const at = atOffset(new Date(Date.now() - 100));
  await postFeed(page.request, [
    `${id},authorization,${card},${later.merchantId},7500,USD,${at},`,
    `${id},settlement,${card},${later.merchantId},7500,USD,${at},`,
  ]);

  const list = await openActivity(page);
  const summary = page.getByRole('region', { name: 'Your rewards' });
  await expect(summary).toContainText('$1.50');
  const progress = summary.getByRole('progressbar', { name: 'Progress toward your next $20.00 statement credit' });
  await expect(progress).toHaveAttribute('value', '1.5');
  await expect(progress).toHaveAttribute('max', '20');
  await expect(summary).toContainText('$18.50 more to go.');

  // Three purchases, the bonus, the statement credit and the later purchase.
  await expect(rowsOf(list)).toHaveCount(6);
  const creditRow = rowNamed(list, 'Statement credit');
  await expect(creditRow).toContainText(`Credited to Mastercard ending in ${card.slice(-4)}`);
  await expect(creditRow).toContainText('$20.00');
  await expect(creditRow.locator('.activity-row__status')).toHaveText('Status: Paid');
  await expect(creditRow.getByRole('button')).toHaveCount(0);

  // The rewards the credit paid read Paid with its date (short format); the later one is earned.
  const shortToday = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: '2-digit' }).format(
    new Date(),
  );
  const paid = rowsOf(list).filter({ hasText: '$5.00' }).filter({ hasText: 'spent' });
  await expect(paid).toHaveCount(3);
  for (const row of await paid.all()) {
    await expect(row.locator('.activity-row__status')).toHaveText(`Status: Paid ${shortToday}`);
    await expect(row).not.toHaveClass(/activity-row--dimmed/);
  }
  const laterRow = rowNamed(list, later.name);
  await expect(laterRow).toContainText('$1.50');
  await expect(laterRow.locator('.activity-row__status')).toBeEmpty();
  await expect(laterRow).toContainText('Pending Review');
  await expect(rowNamed(list, 'Earn $5 on your first dine')).toContainText('$5.00');
  await expectNoAxeViolations(page);
});

test('a Point member sees whole points in the program’s words', async ({ page }) => {
  let merchant!: Merchant;
  await memberWithPurchases(page, 'brambleway', (r) => {
    [merchant] = pick(r.basic, 1, 'basic') as [Merchant];
    return [{ merchant, cents: 4250 }];
  });
  const list = await openActivity(page);
  // 1 point per $1 at the basic tier, rounded down: 42 points.
  await expect(rowNamed(list, merchant.name)).toContainText('42 points');
  await expect(rowNamed(list, 'bonus points on your first dine')).toContainText('1,000 points');
});

test('a member without activity sees the not-found view with a way to search', async ({ page }) => {
  // A Dollar program: its rewards summary starts at nothing, the whole $20 to go (decision 0030).
  await memberWithPurchases(page, 'kitefund', () => []);
  const list = await openActivity(page);
  await expect(list.getByRole('heading', { name: 'No activity yet' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Search restaurants' })).toHaveAttribute('href', '/search');
  const summary = page.getByRole('region', { name: 'Your rewards' });
  await expect(summary).toContainText('$0.00 cash back balance');
  await expect(summary).toContainText('$20.00 more to go.');
  await expect(page.getByRole('navigation', { name: 'Activity pages' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await list.getByRole('link', { name: 'Search restaurants' }).click();
  await expect(page).toHaveURL(/\/search/);
});

/** Signs a seeded demo member in (README "Demo accounts") by their e-mail's local part. */
async function signInDemoMember(page: Page, partner: string, emailLocal: string) {
  expect((await page.request.get(partnerUrl('/api/partner', partner))).status()).toBe(200);
  const response = await page.request.post('/api/SignIn', {
    headers: await csrfHeaders(page.request),
    data: { userName: `${emailLocal}@${partner}.example`, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// The seeded demo history (apps/server/src/stand-ins/seed/demo-history.ts): the Basic card member, without e-mail
// offers, dined at a Select restaurant in the last two weeks (deferred) and months ago (its 14 days lapsed).
for (const [partner, currency] of [
  ['aerovia', 'Mile'],
  ['brambleway', 'Point'],
  ['kitefund', 'Dollar'],
  ['maplestone', 'Credit'],
] as const) {
  test(`the seeded Basic member of a ${currency} program sees a Select dine not earned yet, and one not earned`, async ({
    page,
  }) => {
    await signInDemoMember(page, partner, 'basic.member');
    const list = await openActivity(page);

    const deferred = rowsOf(list).filter({ hasText: 'Turn on e-mail offers within 14 days' });
    await expect(deferred).toHaveCount(1);
    await expect(deferred.locator('.activity-row__status')).toContainText('Not earned yet');
    await expect(deferred).toHaveClass(/activity-row--dimmed/);
    await expect(deferred.getByRole('button')).toHaveCount(0);

    const lapsed = rowsOf(list).filter({ hasText: 'Not earned within 14 days' });
    await expect(lapsed).toHaveCount(1);
    await expect(lapsed.locator('.activity-row__status')).toContainText('Not earned');
    await expect(lapsed.locator('.activity-row__status')).not.toContainText('Not earned yet');
    await expect(lapsed).toHaveClass(/activity-row--dimmed/);
    await expectNoAxeViolations(page);
  });
}

test('a visitor is sent to sign in (the 401 of the member call), and no activity is asked for', async ({ page }) => {
  // Spec part 2 §2, §6: "Unauthorized answers go to /login" (issue 30, defect 8a: no sign-in box in the page).
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  await page.goto('/account/recent_activity?partner=aerovia');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(calls.filter((path) => path.startsWith('/api/Member/'))).toEqual([]);
});
