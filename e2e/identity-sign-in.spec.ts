import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

const PASSWORD = 'dine-around-2026';

test('a card member signs in and out on a direct partner by keyboard alone', async ({ page }) => {
  await page.goto(partnerUrl('/login', 'aerovia'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Email or/).focus();
  await page.keyboard.type('card.member@aerovia.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/overview/);
  await expect(page.getByRole('button', { name: /Account/i }).first()).toBeVisible();

  await page.goto('/SignOut');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/Member')).status()).toBe(401);
});

test('a wrong password answers "Invalid user name or password"', async ({ page }) => {
  await page.goto(partnerUrl('/login', 'aerovia'));
  await page.getByLabel(/^Email or/).fill('noncard.member@aerovia.example');
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert', { name: 'ERROR' })).toContainText('Invalid user name or password');
});

test('the SSO button on an sso partner leads to the local identity provider and back signed in', async ({ page }) => {
  await page.goto(partnerUrl('/login', 'altavela'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Sign in with/ }).click();
  await page.getByLabel('E-mail').fill('card.member@altavela.example');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The local provider asks for consent on a first sign-in.
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/overview/);
  expect((await page.request.get('/api/Member')).status()).toBe(200);
});
