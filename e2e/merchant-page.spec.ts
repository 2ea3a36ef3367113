import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectShell, partnerUrl, test } from './fixtures';

/**
 * The merchant page (/merchants/{id}) and its order dialog (/merchants/{id}/Order) over the real seeded
 * catalog: each test takes its merchant from the search API's first result, so it follows the seed.
 */

const PASSWORD = 'dine-around-2026';

interface FoundMerchant {
  id: number;
  name: string;
  ordering?: { provider: string; url: string } | null;
}

async function firstMerchant(page: Page, partner: string, query: Record<string, string>): Promise<FoundMerchant> {
  const params = new URLSearchParams({ location: 'New York, NY', pageSize: '1', partner, ...query });
  const response = await page.request.get(`/api/v2/Merchants/Search?${params.toString()}`);
  expect(response.status()).toBe(200);
  const { merchants } = (await response.json()) as { merchants: FoundMerchant[] };
  expect(merchants.length, `a merchant for ${params.toString()}`).toBeGreaterThan(0);
  return merchants[0]!;
}

async function signIn(page: Page, partner: string, email: string) {
  const csrf = await page.request.get(partnerUrl('/api/CSRF', partner));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post(partnerUrl('/api/SignIn', partner), {
    data: { userName: email, password: PASSWORD, rememberMe: false },
    headers: { 'X-XSRF-TOKEN': csrfToken },
  });
  expect(response.status()).toBe(200);
}

test('a merchant page shows its parts to a visitor, then earn rates and the flex offer to a member', async ({
  page,
}) => {
  // A flex-offer partner (points, Select 2 per $1) and a merchant running a promotion of its own.
  const partner = 'thimbleton';
  const merchant = await firstMerchant(page, partner, { campaignCode: 'WEEKNIGHT-BONUS' });
  await page.goto(partnerUrl(`/merchants/${merchant.id}`, partner));

  await expect(page.getByRole('heading', { level: 1, name: merchant.name })).toBeVisible();
  await expectShell(page);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('img', { name: /out of 5 stars/ }).first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: `Photos of ${merchant.name}` })
      .getByRole('img')
      .first(),
  ).toBeVisible();
  for (const part of [
    'When it earns',
    'About',
    'Menu',
    'Events',
    'Reviews',
    'Reservations',
    'Location',
    'Legal disclosures',
  ]) {
    await expect(page.getByRole('region', { name: part, exact: true }), part).toBeVisible();
  }
  const earn = page.getByRole('region', { name: 'Earn here' });
  await expect(earn.getByRole('link', { name: 'Sign in to see offers' })).toHaveAttribute('href', '/login');
  await expect(earn.getByText('Earn rates by tier')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Location' }).getByRole('link', { name: /^More restaurants near/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(page, partner, `card.member@${partner}.example`);
  await page.reload();
  await expect(earn.getByRole('heading', { name: 'Earn rates by tier' })).toBeVisible();
  await expect(earn.getByRole('listitem').filter({ hasText: '(your tier)' })).toContainText('2 points per $1 spent');
  await expect(earn.getByText(/earn an extra 200 points on your next visit/)).toBeVisible();
  await expect(earn.getByRole('heading', { name: 'Visit limits' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the order dialog opens at /Order and works by keyboard alone', async ({ page }) => {
  const partner = 'aerovia';
  const merchant = await firstMerchant(page, partner, { features: 'online ordering' });
  await page.goto(partnerUrl(`/merchants/${merchant.id}/Order`, partner));

  const dialog = page.getByRole('dialog', { name: `Order online from ${merchant.name}` });
  await expect(dialog).toBeVisible();
  // The platform's provider (the stand-in page, by default) opens in this tab; a restaurant's own site in a new one.
  const provider = dialog.getByRole('link', { name: /^Order with / });
  if ((await provider.getAttribute('href'))?.startsWith('/ordering/')) {
    await expect(provider).not.toHaveAttribute('target');
  } else {
    await expect(provider).toHaveAttribute('href', /^https:\/\//);
    await expect(provider).toHaveAccessibleName(/\(Opens in a new tab\)$/);
    await expect(provider).toHaveAttribute('target', '_blank');
  }
  await expect(provider).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/merchants/${merchant.id}$`));
  const orderButton = page.getByRole('link', { name: 'Order online' });
  await expect(orderButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/merchants/${merchant.id}/Order$`));
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Opened from the page, closing goes back in history rather than stacking another entry.
  await expect(page).toHaveURL(new RegExp(`/merchants/${merchant.id}$`));
  await expect(orderButton).toBeFocused();
});

test('an unknown merchant shows the not-found view with a way to search', async ({ page }) => {
  await page.goto(partnerUrl('/merchants/999999999', 'aerovia'));
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Not Found' })).toBeVisible();
  await expectShell(page);
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Find a restaurant' }).click();
  await expect(page).toHaveURL(/\/search$/);

  await page.goto(partnerUrl('/merchants/not-a-number', 'aerovia'));
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Not Found' })).toBeVisible();
});
