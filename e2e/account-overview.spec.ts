import { expect, expectNoAxeViolations, test } from './fixtures';
import { randomInt } from 'node:crypto';
import { enrollFreshMember, signInDemo, toastsSettled } from './cards-fixtures';

// The account overview (/account/overview) over the real app and server: the demo VIP member's renewing
// year (the seeded history), a fresh member's bonuses in and out of the native app, and the referral link.

test.describe.configure({ mode: 'parallel' });

/** AeroVia members have a 10-digit partner number (the airline's frequent-flyer number); e-mail offers on. */
const partnerNumber = () => ({ partnerNumber: String(randomInt(1_000_000_000, 9_999_999_999)), emailOptIn: true });

const NATIVE_APP_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 canvas/3.2.0';

test('the VIP member sees the renewing year, the visit meter, this year figures and the referral link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInDemo(page, 'aerovia', 'vip');
  await page.goto('/account/overview');
  const region = page.getByRole('region', { name: 'Account Overview' });
  await expect(region.getByRole('heading', { level: 2, name: /You are VIP\. Renew it for \d{4}/ })).toBeVisible();
  const meter = region.getByRole('progressbar');
  await expect(meter).toHaveAttribute('aria-valuemax', '11');
  expect(Number(await meter.getAttribute('aria-valuenow'))).toBeLessThan(11);
  await expect(region.getByText('Dines this year')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Overview' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  const link = new URL(await region.getByLabel('Your referral link').inputValue());
  expect(link.pathname).toBe('/join');
  expect(link.searchParams.get('referrer')).toBe('demo-vip-aerovia');
  await region.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Your referral link has been copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.toString());
});

test('a new member outside the app is welcomed and sees the app-only bonus with the store links', async ({ page }) => {
  await enrollFreshMember(page, 'aerovia', partnerNumber());
  await page.goto('/account/overview');
  const region = page.getByRole('region', { name: 'Account Overview' });
  await expect(region.getByRole('heading', { level: 2, name: 'Welcome to AeroVia Dining Rewards' })).toBeVisible();
  const available = region.getByRole('heading', { level: 3, name: 'Available' });
  await expect(available).toBeVisible();
  await expect(region.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Activate bonus' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('in the native app', () => {
  test.use({ userAgent: NATIVE_APP_USER_AGENT });

  test('activating the app-only bonus registers it and moves it to Active', async ({ page }) => {
    await enrollFreshMember(page, 'aerovia', partnerNumber());
    await page.goto('/account/overview');
    const region = page.getByRole('region', { name: 'Account Overview' });
    const activate = region.getByRole('button', { name: 'Activate bonus' });
    await expect(activate).toBeVisible();
    await activate.click();
    await expect(page.getByText('Registered for bonus')).toBeVisible();
    await expect(region.getByText('Activated: dine to earn it.')).toBeVisible();
    await expect(region.getByRole('heading', { level: 3, name: 'Available' })).toHaveCount(0);
    await toastsSettled(page);
    await expectNoAxeViolations(page);
  });
});
