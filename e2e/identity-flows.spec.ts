import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { latestRecoveryLink, press, tabTo, typeInto } from './identity-keyboard-helpers';

test('activation sends a visit without a public id to /join?rfr=0 and known members to sign in with a word why', async ({
  page,
}) => {
  await page.goto(partnerUrl('/activate', 'aerovia'));
  await expect(page).toHaveURL(/\/join\?rfr=0$/);
  await page.goto('/activate?public_id=demo-card-aerovia');
  await expect(page).toHaveURL(/\/login\?rfr=3$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your account is already active. Please sign in to see your offers.',
  );
  await expectNoAxeViolations(page);
  // The closed-account member has a web profile but is not active.
  await page.goto('/activate?public_id=demo-closed-aerovia');
  await expect(page).toHaveURL(/\/login\?rfr=4$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your account is not active. Please sign in to reactivate it.',
  );
});

test('a known visitor activates from the activation stage by keyboard', async ({ page }) => {
  await page.goto(partnerUrl('/activate?public_id=demo-known-aerovia', 'aerovia'));
  const button = page.getByRole('main').getByRole('button');
  await expect(button).toBeEnabled();
  await expectNoAxeViolations(page);
  await press(page, button);
  await expect(page).toHaveURL(/\/activate\/activated$/);
  await expectNoAxeViolations(page);
});

test('recovery by keyboard: the same answer for any account, then the e-mailed link sets a new password', async ({
  page,
}) => {
  // A member no other browser test signs in as, on a direct partner of its own.
  const email = 'vip.member@brambleway.example';
  const newPassword = 'a lantern by the quay';
  const answerFor = async (userName: string) => {
    await page.goto(partnerUrl('/recover', 'brambleway'));
    await typeInto(page, page.getByLabel(/^Email or/), userName);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/recover\/confirm$/);
    return page.getByRole('main').getByRole('status').textContent();
  };
  const unknown = await answerFor('nobody-here@brambleway.example');
  expect(await answerFor(email)).toBe(unknown);
  await expectNoAxeViolations(page);

  await page.goto(partnerUrl(await latestRecoveryLink(page, email, 'brambleway'), 'brambleway'));
  await typeInto(page, page.getByLabel(/^New password/), newPassword);
  await typeInto(page, page.getByLabel(/^Confirm new password/), newPassword);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recover\/success$/);
  await press(page, page.getByRole('main').getByRole('link', { name: 'Sign in' }));
  await expect(page).toHaveURL(/\/login$/);
  await typeInto(page, page.getByLabel(/^Email or/), email);
  await typeInto(page, page.getByLabel(/^Password/), newPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/overview/);
});

test('a new member enrolls on a direct partner by keyboard, opting in to texts, solving the captcha in the page', async ({
  page,
}) => {
  await page.goto(partnerUrl('/join?utm_source=e2e&source=e2e', 'aerovia'));
  await expectNoAxeViolations(page);
  const unique = Date.now();
  await typeInto(page, page.getByLabel(/^First name/), 'Grace');
  await typeInto(page, page.getByLabel(/^Last name/), 'Hopper');
  await typeInto(page, page.getByRole('textbox', { name: /^Email/ }), `grace.${unique}@example.com`);
  await typeInto(page, page.getByLabel(/^ZIP code/), '10001');
  await typeInto(page, page.getByRole('textbox', { name: /number/i }).first(), String(unique).slice(-10));
  // aerovia has the v1 SMS opt-in: ticking it asks for the mobile number.
  await press(page, page.getByRole('checkbox', { name: /text messages/ }), 'Space');
  await typeInto(page, page.getByLabel(/^Mobile phone/), '212-555-0142');
  await typeInto(page, page.getByLabel(/^Password/), 'a quiet harbour at dusk');
  await typeInto(page, page.getByLabel(/^Confirm password/), 'a quiet harbour at dusk');
  const terms = page.getByRole('link', { name: /terms and conditions/ });
  await tabTo(page, terms);
  await expect(terms).toHaveAttribute('target', '_blank');
  await press(page, page.getByRole('checkbox', { name: /^I accept the terms and conditions/ }), 'Space');
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: 'Join now' }));
  await expect(page).toHaveURL(/\/add_card$/, { timeout: 45_000 });
  await press(page, page.getByRole('link', { name: 'No thanks' }));
  await expect(page).toHaveURL(/\/account/);
  const me = await (await page.request.get('/api/Member')).json();
  expect(me).toMatchObject({ phoneNumber: '2125550142', smsOptIn: true, enrollmentSource: 'e2e' });
});
