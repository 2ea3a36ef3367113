import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

test('activation redirects without a public id to /join?rfr=0 and an active member to /login?rfr=3', async ({
  page,
}) => {
  await page.goto(partnerUrl('/activate', 'aerovia'));
  await expect(page).toHaveURL(/\/join\?rfr=0$/);
  await page.goto('/activate?public_id=demo-card-aerovia');
  await expect(page).toHaveURL(/\/login\?rfr=3$/);
});

test('a known visitor activates from the activation stage', async ({ page }) => {
  await page.goto(partnerUrl('/activate?public_id=demo-known-aerovia', 'aerovia'));
  const button = page.getByRole('main').getByRole('button');
  await expect(button).toBeEnabled();
  await expectNoAxeViolations(page);
  await button.click();
  await expect(page).toHaveURL(/\/activate\/activated$/);
});

test('the recovery request answers the same for a known and an unknown account', async ({ page }) => {
  const answerFor = async (userName: string) => {
    await page.goto(partnerUrl('/recover', 'aerovia'));
    await page.getByLabel(/^Email or/).fill(userName);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/recover\/confirm$/);
    return page.getByRole('main').getByRole('status').textContent();
  };
  const known = await answerFor('card.member@aerovia.example');
  await expectNoAxeViolations(page);
  expect(await answerFor('nobody-here@aerovia.example')).toBe(known);
});

test('a new member enrolls on a direct partner, solving the captcha in the page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(partnerUrl('/join?utm_source=e2e', 'aerovia'));
  await expectNoAxeViolations(page);
  const unique = Date.now();
  await page.getByLabel(/^First name/).fill('Grace');
  await page.getByLabel(/^Last name/).fill('Hopper');
  await page.getByRole('textbox', { name: /^Email/ }).fill(`grace.${unique}@example.com`);
  await page.getByLabel(/^ZIP code/).fill('10001');
  const partnerNumber = page.getByRole('textbox', { name: /number/i });
  if (await partnerNumber.count()) await partnerNumber.first().fill(String(unique).slice(-10));
  await page.getByLabel(/^Password/).fill('a quiet harbour at dusk');
  await page.getByLabel(/^Confirm password/).fill('a quiet harbour at dusk');
  await page.getByLabel(/terms and conditions/).check();
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page).toHaveURL(/\/add_card$/, { timeout: 45_000 });
  await page.getByRole('link', { name: 'No thanks' }).click();
  await expect(page).toHaveURL(/\/account/);
});
