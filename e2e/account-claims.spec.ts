import { randomInt } from 'node:crypto';
import { DAY_MS, HOUR_MS } from '@forkpoint/shared/dates/durations';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInDemo, toastsSettled } from './cards-fixtures';
import { atOffset, demoCardNumber, OFFSET_HOURS, postFeed, weekdayAt } from './feed-fixtures';

// A missing-reward claim over the real app and server, from the Reviews & History banner to its answer: the
// demo card member (whose card was linked long ago) dined 11 or more days ago on a day the restaurant gives no
// rewards; the feed has the purchase, unmatched, and the claim answers why at once.

interface Merchant {
  merchantId: string;
  name: string;
  benefitAvailability: { daysOfWeek: string[] };
}

test('a claim from the banner gets its answer at once', async ({ page }) => {
  await signInDemo(page, 'aerovia', 'card');
  const search = await page.request.get(
    `/api/v2/Merchants/Search?${new URLSearchParams({ location: 'New York, NY', pageSize: '50' })}`,
  );
  const { merchants } = (await search.json()) as { merchants: Merchant[] };
  // A day 11 to 40 days back and a restaurant that gives no rewards on that day of the week.
  const found = Array.from({ length: 30 }, (_, i) => new Date(Date.now() - (11 + i) * DAY_MS))
    .map((day) => ({
      day,
      restaurant: merchants.find((m) => !m.benefitAvailability.daysOfWeek.includes(weekdayAt(day))),
    }))
    .find((pair) => pair.restaurant !== undefined);
  expect(found, 'a restaurant without rewards on some day of the week').toBeDefined();
  const { day: dined, restaurant } = found!;
  const cents = randomInt(2_000, 9_000);
  const report = await postFeed(page.request, [
    `E2E-CLAIM-${Date.now()},settlement,${demoCardNumber('aerovia')},${restaurant!.merchantId},${cents},USD,${atOffset(dined)},`,
  ]);
  expect(report).toMatchObject({ applied: 1, rejected: 0 });

  await page.goto('/account/recent_activity');
  const banner = page.getByRole('region', { name: 'Missing a reward?' });
  await banner.getByRole('button', { name: 'Report a missing reward' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a missing reward' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  const localDay = new Date(dined.getTime() + OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
  await dialog.getByLabel(/Date of the purchase/).fill(localDay);
  await dialog.getByLabel(/Amount paid/).fill((cents / 100).toFixed(2));
  await dialog.getByLabel('Restaurant name').fill(restaurant!.name);
  await dialog.getByLabel('City, state or ZIP code').fill('New York, NY');
  await dialog.getByRole('button', { name: 'Find restaurant' }).click();
  await dialog
    .getByRole('radio', { name: new RegExp(restaurant!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .check();
  await dialog.getByLabel(/Card you paid with/).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Send claim' }).click();

  await expect(banner.getByRole('status')).toContainText(
    'The restaurant does not offer rewards on the day of the week you dined.',
  );
  await expect(dialog).toHaveCount(0);
  await banner.getByText(/Your claims \(\d+\)/).click();
  await expect(banner.getByText('Answered').first()).toBeVisible();
  await toastsSettled(page);
  await expectNoAxeViolations(page);
});
