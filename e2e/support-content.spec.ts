import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { closeShellModals, expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { csrfHeaders, DEMO_PASSWORD } from './cards-fixtures';

/**
 * Content editing in the support console (issue 18 item 6) over the real app and server: an editor changes
 * the home page's copy, sees it in the member app's preview while a member still sees the old copy, publishes,
 * and the member sees the new copy; axe on every console page. Programs no other browser test uses (veradell,
 * thimbleton), and one sign-in per staff member, since a TOTP code is accepted once.
 */

/** The demo staff's development TOTP secret (README "Demo accounts"; apps/server/src/stand-ins/seed/demo-staff.ts). */
const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';

/** Signs a demo staff member in through the console's API, as its sign-in form does. */
async function signInStaff(request: APIRequestContext, local: string, partner: string) {
  expect((await request.get(partnerUrl('/api/partner', partner))).status()).toBe(200);
  const code = await generate({ secret: DEMO_STAFF_TOTP_SECRET });
  const response = await request.post('/api/Support/SignIn', {
    headers: await csrfHeaders(request),
    data: { email: `${local}@${partner}.example`, password: DEMO_PASSWORD, code },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const howItWorks = (page: Page) => page.locator('#how-it-works-title');

test('an editor previews a home page change that members see only once it is published', async ({ page, browser }) => {
  const partner = 'veradell';
  const newTitle = 'How Veradell dining rewards work';

  // A member, in a browser of their own, sees the published copy.
  const memberContext = await browser.newContext();
  await closeShellModals(memberContext);
  const member = await memberContext.newPage();
  await member.goto(partnerUrl('/', partner));
  await expect(howItWorks(member)).toHaveText('How it works');

  await signInStaff(page.request, 'content.editor', partner);
  await page.goto(partnerUrl('/support', partner));
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Global copy' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'visitor', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home page: visitor' })).toBeVisible();
  await expect(page.getByText('No versions yet')).toBeVisible();
  await expectNoAxeViolations(page);

  // The form is built from the schema: the how-it-works group, its title, and its three steps.
  const section = page.getByRole('group', { name: 'How it works' });
  const title = section.getByRole('textbox', { name: /^Title/ }).first();
  await expect(title).toHaveValue('How it works');
  await expect(section.getByRole('group', { name: /^Step \d/ })).toHaveCount(3);
  await title.fill('');
  await title.blur();
  await expect(section.getByText('Enter some text.')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toHaveText(/Draft saved/);
  await expect(page.getByRole('row', { name: /^2 draft/ })).toBeVisible();

  // The preview opens the member app for this editor's session: the draft is there.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Preview in the member app/ }).click(),
  ]);
  await expect(preview).toHaveURL(/\/\?preview=1$/);
  await expect(howItWorks(preview)).toHaveText(newTitle);
  // The member, even asking for a preview, still gets the published copy.
  await member.goto(partnerUrl('/?preview=1', partner));
  await expect(howItWorks(member)).toHaveText('How it works');

  await page.getByRole('button', { name: 'Publish…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publish the draft?' });
  await expect(confirm.getByRole('button', { name: 'Publish now' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Publish now' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText(/Published/);
  await expect(page.getByRole('row', { name: /^3 live/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await member.reload();
  await expect(howItWorks(member)).toHaveText(newTitle);
  await memberContext.close();
});

test('an agent has no content pages, and the console says so', async ({ page }) => {
  await signInStaff(page.request, 'support.staff', 'thimbleton');
  await page.goto(partnerUrl('/support', 'thimbleton'));
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Content' })).toHaveCount(0);
  await page.goto(partnerUrl('/support/content/home/visitor', 'thimbleton'));
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  await expectNoAxeViolations(page);
});
