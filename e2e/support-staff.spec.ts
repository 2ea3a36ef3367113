import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { DEMO_PASSWORD } from './cards-fixtures';

/**
 * Staff management (docs/decisions/0026-staff-management.md) on partner solstead, which no other spec uses:
 * the demo admin adds an agent, reads the set-up shown once, the agent signs in with a code of that secret,
 * the admin deactivates them and they are signed out and cannot sign in again. Axe on every new state.
 */

const PARTNER = 'solstead';
/** The demo staff's development secret (README "Demo accounts"; apps/server/src/stand-ins/seed/demo-staff.ts). */
const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';
const AGENT_PASSWORD = 'Amber-Lighthouse-Quill-47';

async function signIn(page: Page, email: string, password: string, secret: string) {
  await page.goto(partnerUrl('/support', PARTNER));
  await expect(page.getByRole('heading', { level: 1, name: 'Support console sign-in' })).toBeVisible();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel(/^6-digit code/).fill(await generate({ secret }));
  await page.keyboard.press('Enter');
}

test('an admin adds an agent who signs in with the secret shown once, then deactivates them', async ({
  page,
  browser,
}) => {
  await signIn(page, `staff.admin@${PARTNER}.example`, DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  // The staff list.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Staff of this program' });
  await expect(list.getByRole('row', { name: /Sam Support/ })).toContainText('Agent');
  await expect(list.getByRole('row', { name: /Ada Admin/ })).toContainText('You');
  await expectNoAxeViolations(page);

  // The form refuses bad input field by field.
  await page.getByRole('link', { name: 'Add a staff member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a staff member' })).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Set one now').check();
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail.')).toBeVisible();
  await expect(page.getByText('Please enter at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page);

  // An e-mail staff of this program already use: the server's 409, on the field.
  await page.getByLabel('Name').fill('Sam Again');
  await page.getByLabel('E-mail').fill(`support.staff@${PARTNER}.example`);
  await page.getByLabel(/^Password/).fill(AGENT_PASSWORD);
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('A member of staff of this program already uses that e-mail.')).toBeVisible();

  const agentEmail = `new.agent.${Date.now()}@${PARTNER}.example`;
  await page.getByLabel('Name').fill('Nova Agent');
  await page.getByLabel('E-mail').fill(agentEmail);
  await page.getByLabel('Role').selectOption('agent');
  await page.getByRole('button', { name: 'Add staff member' }).click();

  // Shown once: the QR code, the secret and ten recovery codes.
  await expect(page.getByRole('heading', { level: 1, name: 'Staff member added' })).toBeVisible();
  const once = page.getByRole('region', { name: 'Shown once: pass these on now' });
  await expect(once.getByRole('heading', { name: 'Shown once: pass these on now' })).toBeFocused();
  await expect(once.getByRole('img', { name: `QR code to add ${agentEmail} to an authenticator app` })).toBeVisible();
  await expect(once.getByTestId('staff-once-codes').getByRole('listitem')).toHaveCount(10);
  const secret = (await once.getByTestId('staff-once-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  // The new agent signs in, in a browser of their own, with a code from that secret.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, agentEmail, AGENT_PASSWORD, secret);
  await expect(agent.getByRole('heading', { level: 1, name: 'Welcome, Nova Agent' })).toBeVisible();
  await expect(agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // The admin deactivates them, after a confirmation.
  await page.getByRole('link', { name: 'Open Nova Agent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Agent' })).toBeVisible();
  await expect(page.getByText('Authenticator set up; 10 recovery codes left')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Nova Agent?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Staff member deactivated: they are signed out and cannot sign in.')).toBeVisible();
  await expect(page.getByText('Deactivated: cannot sign in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Their open console ends at the next call, and they cannot sign in again.
  await agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
  await agent.getByLabel('E-mail, partner number, public id or card last four').fill(`card.member@${PARTNER}.example`);
  await agent.keyboard.press('Enter');
  await expect(agent.getByRole('heading', { level: 1, name: 'Support console sign-in' })).toBeVisible();
  await expect(agent.getByText('Your console session ended. Please sign in again.')).toBeVisible();
  await agent.getByLabel(/^E-mail/).fill(agentEmail);
  await agent.getByLabel(/^Password/).fill(AGENT_PASSWORD);
  await agent.getByRole('button', { name: 'Continue' }).press('Enter');
  await agent.getByLabel(/^6-digit code/).fill(await generate({ secret }));
  await agent.keyboard.press('Enter');
  await expect(
    agent.getByRole('form', { name: 'Authenticator code' }).getByText('Wrong e-mail, password or code.'),
  ).toBeVisible();
  await agentContext.close();

  // The admin's own row offers no self-deactivation.
  await page.getByRole('link', { name: '← Staff' }).click();
  await page.getByRole('link', { name: 'Ada Admin' }).click();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  await expect(page.getByText('This is you: another admin changes your role or deactivates you.')).toBeVisible();
});
