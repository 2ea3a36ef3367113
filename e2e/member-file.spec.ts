import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

/**
 * Issue 33 part 1, in the browser: members a program sends in its member file are known visitors, so their own
 * /activate link leads where part 1 §2 says, and the invitation's unsubscribe link works from a mail client.
 */

// The demo seed's development key of aerovia and the server's development SESSION_SECRET (README; never in production).
const KEY_ID = 'fpk_dev_aerovia';
const KEY_SECRET = 'forkpoint-development-partner-key-aerovia';
const SESSION_SECRET = 'forkpoint-development-secret-not-for-production';

async function sendMemberFile(request: APIRequestContext, rows: string[]) {
  const body = ['public_id,first_name,last_name,email,partner_number,tier,status', ...rows].join('\n');
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', KEY_SECRET).update(`${t}.POST /api/Processor/Members\n${body}`).digest('hex');
  const response = await request.post('/api/Processor/Members', {
    headers: { 'content-type': 'text/csv', 'x-forkpoint-key': KEY_ID, 'x-forkpoint-signature': `t=${t},v1=${mac}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json() as Promise<{ created: number; refused: number }>;
}

// Fresh public ids on every run, so a rerun against the same database starts from new members.
const run = Date.now().toString(36);
const newcomer = `e2e-new-${run}`;
const vip = `e2e-vip-${run}`;

test('a member the program sent activates from their own link', async ({ page }) => {
  const report = await sendMemberFile(page.request, [
    `${newcomer},Rosa,Marquez,rosa.${run}@example.com,,,`,
    `${vip},Theo,Lang,theo.${run}@example.com,,VIP,`,
  ]);
  expect(report).toMatchObject({ created: 2, refused: 0 });

  await page.goto(partnerUrl(`/activate?public_id=${newcomer}`, 'aerovia'));
  const button = page.getByRole('main').getByRole('button');
  await expect(button).toBeEnabled();
  await expectNoAxeViolations(page);
  await button.click();
  await expect(page).toHaveURL(/\/activate\/activated$/);

  // A VIP the program knows but who has no web profile yet is sent to enroll (part 1 §2: /join?rfr=2).
  await page.goto(partnerUrl(`/activate?public_id=${vip}`, 'aerovia'));
  await expect(page).toHaveURL(/\/join\?rfr=2$/);
});

test('the unsubscribe link asks first, then stops the invitations', async ({ page }) => {
  const publicId = `e2e-unsub-${run}`;
  await sendMemberFile(page.request, [`${publicId},Ines,Park,ines.${run}@example.com,,,`]);
  const mac = createHmac('sha256', SESSION_SECRET).update(`unsubscribe:aerovia:${publicId}`).digest('hex').slice(0, 32);
  await page.goto(partnerUrl(`/api/Member/Unsubscribe?token=${publicId}.${mac}`, 'aerovia'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Stop .+ invitations\?$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  await expectNoAxeViolations(page);
});
