import type { DayOfWeek, Merchant } from '@forkpoint/shared';
import { signInDemo } from './cards-fixtures';
import { atOffset, demoCardNumber, firstEarningAt, postFeed, weekdayAt } from './feed-fixtures';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Offers that pay (issue 29), as a member lives it: the restaurant's page shows a triple offer, the card network
 * posts the dinner, and Reviews & History pays three times the Select rate and says how it was worked out.
 */
test('a dinner at a restaurant showing a triple offer pays triple, and the row explains it', async ({ page }) => {
  await signInDemo(page, 'aerovia', 'card');
  const occurred = new Date(Date.now() - 10_000);
  const today = weekdayAt(occurred) as DayOfWeek;
  const search = await page.request.get(
    `/api/v2/Merchants/Search?${new URLSearchParams({ location: 'New York, NY', pageSize: '50' })}`,
  );
  expect(search.status()).toBe(200);
  const { merchants } = (await search.json()) as { merchants: Merchant[] };
  // A restaurant open to every member whose only offer is a triple running today.
  const tripled = await firstEarningAt(
    page.request,
    merchants.filter(
      (m) =>
        m.accessTier === 'basic' &&
        m.acclaimedLevel === 0 &&
        m.benefitAvailability.daysOfWeek.includes(today) &&
        m.offers.length === 1 &&
        m.offers[0]!.earnMultiplier === 3 &&
        m.offers[0]!.daysOfWeek.includes(today) &&
        m.offers[0]!.hours === null &&
        m.offers[0]!.minimumSpendDollars === null,
    ),
    occurred,
  );
  expect(tripled, `a restaurant near New York with a triple offer on ${today}`).toBeDefined();
  const offer = tripled!.offers[0]!;

  await page.goto(`/merchants/${tripled!.id}`);
  const earn = page.getByRole('region', { name: 'Earn here' });
  await expect(earn).toContainText(offer.title);

  const id = `E2E-OFFER-${Date.now()}`;
  const at = atOffset(occurred);
  const card = demoCardNumber('aerovia');
  await postFeed(page.request, [
    `${id},authorization,${card},${tripled!.merchantId},9753,USD,${at},`,
    `${id},settlement,${card},${tripled!.merchantId},9753,USD,${at},`,
  ]);

  await page.goto('/account/recent_activity');
  const list = page.getByRole('region', { name: 'Recent activity' });
  // This dinner's row (another test may post for the same demo member meanwhile).
  const row = list
    .locator('.activity-list__rows > li')
    .filter({ hasText: tripled!.name })
    .filter({ hasText: '$97.53' });
  await expect(row).toHaveCount(1);
  // 3 miles per $1 tripled on $97.53: 877 miles (one rounding, never 3 × 292).
  await expect(row).toContainText('877');
  await expect(row.getByRole('list', { name: 'How this reward was worked out' })).toHaveText(
    `3 miles per $1 as a Select member × 3 (${offer.title}) = 877 miles`,
  );
  await expectNoAxeViolations(page);
});
