import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { DEMO_PASSWORD, csrfHeaders } from './cards-fixtures';

/**
 * The support console (issue 18): staff sign-in with the authenticator code, finding and helping a member,
 * and the admin's audit log; axe on every console page. Each test signs a different demo staff member in
 * (or on another partner), so no test replays a code another test used within the same 30 seconds.
 */

/** The demo staff's development secret (README "Demo accounts"; apps/server/src/stand-ins/seed/demo-staff.ts). */
const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';

async function signInStaff(page: Page, email: string, partner: string) {
  await page.goto(partnerUrl('/support', partner));
  await expect(page.getByRole('heading', { level: 1, name: 'Support console sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^6-digit code/).fill(await generate({ secret: DEMO_STAFF_TOTP_SECRET }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

test('an agent signs in with a code, finds the demo card member by e-mail and card, and unlocks an account', async ({
  page,
}) => {
  // Lock the VIP member first: five wrong passwords.
  const headers = await csrfHeaders(page.request);
  for (let i = 0; i < 5; i += 1) {
    await page.request.post(partnerUrl('/api/SignIn', 'aerovia'), {
      headers,
      data: { userName: 'vip.member@aerovia.example', password: 'wrong-password', rememberMe: false },
    });
  }

  await signInStaff(page, 'support.staff@aerovia.example', 'aerovia');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' })).toHaveCount(
    0,
  );

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail, partner number, public id or card last four').fill('card.member@aerovia.example');
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 member matches')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Casey Cardwell' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Casey Cardwell' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Cards' });
  await expect(cards.getByRole('row')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  const lastFour = /•••• (\d{4})/.exec((await cards.getByRole('cell').first().textContent()) ?? '')?.[1];
  expect(lastFour).toMatch(/^\d{4}$/);

  await page.getByRole('link', { name: 'Back to search' }).click();
  await page.getByLabel('E-mail, partner number, public id or card last four').fill(lastFour!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Casey Cardwell' })).toBeVisible();

  await page.getByLabel('E-mail, partner number, public id or card last four').fill('demo-vip-aerovia');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Vera Vipson' }).click();
  const access = page.getByRole('region', { name: 'Sign-in and lockout' });
  await expect(access).toContainText('Locked until');
  await access.getByRole('button', { name: 'Unlock account' }).click();
  await expect(access.getByRole('status')).toHaveText('The account is unlocked. The member can sign in again.');
  await expect(access).toContainText('Not locked.');
  await expectNoAxeViolations(page);

  const signIn = await page.request.post(partnerUrl('/api/SignIn', 'aerovia'), {
    headers: await csrfHeaders(page.request),
    data: { userName: 'vip.member@aerovia.example', password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(signIn.status()).toBe(200);
});

test('an admin reads the audit log, searches it and downloads it as CSV', async ({ page }) => {
  await signInStaff(page, 'staff.admin@aerovia.example', 'aerovia');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = page.getByRole('region', { name: /^Entries, page 1/ });
  await expect(entries.getByRole('cell', { name: 'staff.sign-in', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Action').selectOption('staff.sign-in');
  await page.getByLabel('Staff (e-mail or id)').fill('staff.admin');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(entries.getByRole('cell', { name: /^staff\.admin@aerovia\.example/ }).first()).toBeVisible();
  await expect(entries.getByRole('cell', { name: 'staff.access-refused' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^forkpoint-audit-aerovia-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoAxeViolations(page);
});

test('a content editor sees no members, and a wrong code is refused with one message', async ({ page }) => {
  await page.goto(partnerUrl('/support', 'brambleway'));
  await page.getByLabel(/^E-mail/).fill('content.editor@brambleway.example');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^6-digit code/).fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert', { name: 'ERROR' })).toContainText('Wrong e-mail, password or code.');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter a recovery code' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Recovery code/ }).fill('forkp-demo1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' })).toHaveCount(0);
  await page.goto(partnerUrl('/support/members', 'brambleway'));
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support console sign-in' })).toBeVisible();
});
