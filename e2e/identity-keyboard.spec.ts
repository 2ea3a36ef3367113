import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { press, typeInto } from './identity-keyboard-helpers';

/**
 * Identity flows by keyboard alone that the other identity specs do not walk: the credential fix after
 * sign-in, the home prospect e-mail form, and a partner without enrollment. (Sign-in, SSO, enrollment,
 * recovery and activation are walked by keyboard in identity-sign-in.spec.ts and identity-flows.spec.ts.)
 */

const PASSWORD = 'dine-around-2026';

test('a member flagged for an e-mail update signs in, is sent to /fix_credentials and fixes it by keyboard', async ({
  page,
}) => {
  await page.goto(partnerUrl('/login', 'aerovia'));
  await typeInto(page, page.getByLabel(/^Email or/), 'update.email@aerovia.example');
  await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fix_credentials$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Update Your Email' })).toBeVisible();
  await expectNoAxeViolations(page);

  const field = page.getByLabel(/^New email/);
  // The same address is refused with the field's message, read with the field.
  await typeInto(page, field, 'update.email@aerovia.example');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription('Please enter a new email address.');
  await expectNoAxeViolations(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`uma.${Date.now()}@example.com`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/overview/);
  expect(await (await page.request.get('/api/Member')).json()).toMatchObject({ needsEmailUpdate: false });
});

test('the home prospect form by keyboard: a new e-mail goes on to /join, a member e-mail to sign in', async ({
  page,
}) => {
  await page.goto(partnerUrl('/', 'aerovia'));
  const field = page.getByRole('main').getByRole('textbox');
  // The spec's "{email}" placeholder is a token the copy fills (issue 15, defect 8).
  await expect(field).toHaveAttribute('placeholder', 'name@example.com');
  const newEmail = `prospect.${Date.now()}@example.com`;
  await typeInto(page, field, `  ${newEmail}  `);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(newEmail);

  await page.goto('/');
  await typeInto(page, page.getByRole('main').getByRole('textbox'), 'card.member@aerovia.example');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^Email or/)).toHaveValue('card.member@aerovia.example');
});

test('a partner without enrollment offers no sign-in or join, and its identity pages say so', async ({ page }) => {
  await page.goto(partnerUrl('/', 'greyfen'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing leads to sign-in or enrollment, and home has no prospect form (direct partners only).
  await expect(page.locator('a[href^="/login"], a[href^="/join"], a[href^="/activate"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);

  for (const path of ['/login', '/activate?public_id=demo-known-greyfen', '/recover', '/fix_credentials']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' }), path).toBeVisible();
  }
  await page.goto('/join');
  const main = page.getByRole('main');
  await expect(main.getByText('This is not available for this program.')).toBeVisible();
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await press(page, main.getByRole('link', { name: 'Home' }));
  await expect(page).toHaveURL(/\/$/);
});
