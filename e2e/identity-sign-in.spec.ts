import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { press, typeInto } from './identity-keyboard-helpers';

const PASSWORD = 'dine-around-2026';

test('a card member signs in and out on a direct partner by keyboard alone', async ({ page }) => {
  await page.goto(partnerUrl('/login', 'aerovia'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);

  await typeInto(page, page.getByLabel(/^Email or/), 'card.member@aerovia.example');
  // The next stop after the name is the password.
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/overview/);
  await expect(page.getByRole('button', { name: /Account/i }).first()).toBeVisible();

  await page.goto('/SignOut');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/Member')).status()).toBe(401);
});

test('a wrong password answers "Invalid user name or password" (by keyboard)', async ({ page }) => {
  await page.goto(partnerUrl('/login', 'aerovia'));
  await typeInto(page, page.getByLabel(/^Email or/), 'noncard.member@aerovia.example');
  await typeInto(page, page.getByLabel(/^Password/), 'not-the-password');
  await press(page, page.getByRole('button', { name: 'Sign in' }));
  await expect(page.getByRole('alert', { name: 'ERROR' })).toContainText('Invalid user name or password');
});

test('the SSO sign-in on an sso partner, by keyboard: the local identity provider and back signed in', async ({
  page,
}) => {
  await page.goto(partnerUrl('/login', 'altavela'));
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: /^Sign in with/ }));
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expectNoAxeViolations(page);
  await typeInto(page, page.getByLabel('E-mail'), 'card.member@altavela.example');
  await typeInto(page, page.getByLabel('Password'), PASSWORD);
  await page.keyboard.press('Enter');
  // The local provider asks for consent on a first sign-in.
  await press(page, page.getByRole('button', { name: 'Allow', exact: true }));
  await expect(page).toHaveURL(/\/account\/overview/);
  expect((await page.request.get('/api/Member')).status()).toBe(200);
});
