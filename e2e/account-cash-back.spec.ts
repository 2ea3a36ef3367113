import type { Locator, Page } from '@playwright/test';
import { signInDemo } from './cards-fixtures';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Cash back you can see (issue 29 item 5, decision 0030): the seeded card member of KiteFund, a Dollar program
// whose demo history has paid statement credits, sees the balance, the progress toward the next $20 credit
// and the credits paid, on Reviews & History and on the account overview, at phone and desktop widths.

test.describe.configure({ mode: 'parallel' });

interface Credit {
  recordType: 'credit';
  creditAmountCents: number;
  targetLabel: string;
  status: 'Paid' | 'Pending';
}

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** What the server holds for the signed-in member: the balance and the newest statement credit of the first page. */
async function moneyOf(page: Page) {
  const balance = await page.request.get('/api/Member/StatementCreditBalance');
  expect(balance.status()).toBe(200);
  const { memberBalance } = (await balance.json()) as { memberBalance: number };
  const activity = await page.request.get('/api/Member/TransactionsStatementCredits?pageNo=1&resultsPerPage=10');
  expect(activity.status()).toBe(200);
  const { data } = (await activity.json()) as { data: Array<{ recordType: string }> };
  const credit = data.find((record): record is Credit => record.recordType === 'credit');
  return { memberBalance, credit };
}

/** The summary's balance, progress toward $20 and its sentence for a balance under the threshold. */
async function expectSummary(region: Locator, memberBalance: number) {
  const summary = region.getByRole('region', { name: 'Your rewards' });
  await expect(summary).toContainText(`${dollars(memberBalance)} cash back balance`);
  const progress = summary.getByRole('progressbar', { name: 'Progress toward your next $20.00 statement credit' });
  await expect(progress).toHaveAttribute('max', '20');
  await expect(progress).toHaveAttribute('value', String(Math.min(Math.max(memberBalance, 0), 20)));
  await expect(summary).toContainText(
    `${dollars(20 - memberBalance)} more to go. Your cash back is paid as a statement credit when your balance reaches $20.00.`,
  );
  return summary;
}

for (const [width, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`on ${width}`, () => {
    test.use({ viewport });

    test('the KiteFund card member sees the cash back balance, the progress and the paid credit on Reviews & History', async ({
      page,
    }) => {
      await signInDemo(page, 'kitefund', 'card');
      const { memberBalance, credit } = await moneyOf(page);
      // The demo history pays credits along the way and leaves a balance under the threshold.
      expect(memberBalance).toBeLessThan(20);
      expect(credit, 'a statement credit on the first page').toBeDefined();

      await page.goto('/account/recent_activity');
      const region = page.getByRole('region', { name: 'Reviews & History' });
      await expectSummary(region, memberBalance);

      const list = region.getByRole('region', { name: 'Recent activity' });
      const creditRow = list.locator('.activity-list__rows > li').filter({ hasText: 'Statement credit' }).first();
      await expect(creditRow).toContainText(`Credited to ${credit!.targetLabel}`);
      await expect(creditRow).toContainText(dollars(credit!.creditAmountCents / 100));
      await expect(creditRow.locator('.activity-row__status')).toHaveText('Status: Paid');
      await expect(page.getByText('Do not refresh, loading recent activity.')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('the KiteFund card member sees the cash back balance and the progress on the account overview', async ({
      page,
    }) => {
      await signInDemo(page, 'kitefund', 'card');
      const { memberBalance } = await moneyOf(page);
      await page.goto('/account/overview');
      const region = page.getByRole('region', { name: 'Account Overview' });
      const summary = await expectSummary(region, memberBalance);
      await expect(region.getByText('Earned this year')).toBeVisible();
      // Nothing of the summary spills out of the page at this width.
      const box = await summary.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);

      await summary.getByRole('link', { name: 'See Reviews & History' }).click();
      await expect(page).toHaveURL(/\/account\/recent_activity$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reviews & History' })).toBeVisible();
    });
  });
}
