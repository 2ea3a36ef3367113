import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { DEMO_PASSWORD } from './cards-fixtures';
import { atOffset, demoCardNumber, firstEarningAt, weekdayAt } from './feed-fixtures';

/**
 * Issue 33 part 2, in the browser: the console's Posting files. The browser tests' server posts at once
 * (REWARD_POSTING=immediate), so its files are acknowledged as they are written; the staging tools' feed upload
 * with "Hold the posting file for the program" leaves the file it writes for the program, as a program rehearsing
 * its exchange on staging would have it. The program then answers a line (rejected, with its reason) with its own
 * integration key, and the admin sees the file, its counts and the rejected line, and sends the line again.
 */

// A Mile program no other browser test signs an admin in to (a TOTP code is accepted once).
const PARTNER = 'altavela';
const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';
// The demo seed's development key of the program (README "Demo accounts"; never in production).
const KEY_ID = `fpk_dev_${PARTNER}`;
const KEY_SECRET = `forkpoint-development-partner-key-${PARTNER}`;
const FEED_HEADER =
  'transaction_id,event,card_number,merchant_id,amount_cents,currency,occurred_at,original_transaction_id';

/** A posting-file call signed with the program's key: "<t>.<METHOD> <path>", then "\n" and the body if any. */
function partnerHeaders(method: string, path: string, body?: string): Record<string, string> {
  const t = Math.floor(Date.now() / 1000);
  const signed = body === undefined ? `${t}.${method} ${path}` : `${t}.${method} ${path}\n${body}`;
  const mac = createHmac('sha256', KEY_SECRET).update(signed).digest('hex');
  return { 'x-forkpoint-key': KEY_ID, 'x-forkpoint-signature': `t=${t},v1=${mac}` };
}

/** The program's files waiting for its answer (GET /api/Processor/Postings). */
async function waitingFiles(request: APIRequestContext): Promise<Array<{ fileName: string; lineCount: number }>> {
  const path = '/api/Processor/Postings';
  const response = await request.get(path, { headers: partnerHeaders('GET', path) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function signInAdmin(page: Page) {
  await page.goto(partnerUrl('/support', PARTNER));
  await page.getByLabel(/^E-mail/).fill(`staff.admin@${PARTNER}.example`);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await page.getByLabel(/^6-digit code/).fill(await generate({ secret: DEMO_STAFF_TOTP_SECRET }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

/** A settled purchase on the program's demo card at a restaurant that earns now, as a feed file's text. */
async function earningPurchase(request: APIRequestContext, id: string): Promise<string> {
  const occurred = new Date(Date.now() - 10_000);
  const today = weekdayAt(occurred);
  const search = await request.get(
    partnerUrl(
      `/api/v2/Merchants/Search?${new URLSearchParams({ location: 'New York, NY', pageSize: '40' })}`,
      PARTNER,
    ),
  );
  const { merchants } = (await search.json()) as {
    merchants: Array<{
      id: number;
      merchantId: string;
      accessTier: string;
      benefitAvailability: { daysOfWeek: string[] };
    }>;
  };
  const merchant = await firstEarningAt(
    request,
    merchants.filter((m) => m.accessTier === 'basic' && m.benefitAvailability.daysOfWeek.includes(today)),
    occurred,
  );
  expect(merchant, `a basic restaurant earning on ${today}`).toBeDefined();
  const card = demoCardNumber(PARTNER);
  const at = atOffset(occurred);
  return [
    FEED_HEADER,
    `${id},authorization,${card},${merchant!.merchantId},6400,USD,${at},`,
    `${id},settlement,${card},${merchant!.merchantId},7200,USD,${at},`,
  ].join('\n');
}

test('an admin sees a posting file the program has not answered, then its rejected line, and sends it again', async ({
  page,
}) => {
  await signInAdmin(page);

  // The staging tools' feed upload, holding the posting file it writes for the program.
  const before = (await waitingFiles(page.request)).map((file) => file.fileName);
  const csv = await earningPurchase(page.request, `E2E-POST-${Date.now()}`);
  await page.goto(partnerUrl('/stgtools', PARTNER));
  const feed = page.getByRole('region', { name: 'Transaction feed', exact: true });
  await feed
    .getByLabel('Feed file (CSV)')
    .setInputFiles({ name: 'feed.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await feed.getByRole('checkbox', { name: 'Hold the posting file for the program' }).check();
  await feed.getByRole('button', { name: 'Post feed file' }).click();
  await expect(feed.getByRole('status')).toHaveText('Imported: 2 of 2 rows applied.');
  await expectNoAxeViolations(page);

  const held = (await waitingFiles(page.request)).filter((file) => !before.includes(file.fileName));
  expect(held).toHaveLength(1);
  const [{ fileName, lineCount }] = held as [{ fileName: string; lineCount: number }];
  expect(lineCount).toBe(1);

  // The console lists it with its one line not answered yet, and not acknowledged.
  await page.goto(partnerUrl('/support', PARTNER));
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Posting files' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Posting files' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByText(fileName, { exact: true }) });
  await expect(row.getByRole('cell')).toHaveText([fileName, /./, '1', '0', '0', '1', 'Not yet', '—']);
  await expectNoAxeViolations(page);

  // The program answers the line: rejected, with its reason.
  const path = `/api/Processor/Postings/${fileName}/Lines`;
  const body = JSON.stringify({ lines: [{ line: 1, status: 'rejected', reason: 'No such account at the program' }] });
  const answered = await page.request.post(path, {
    headers: { 'content-type': 'application/json', ...partnerHeaders('POST', path, body) },
    data: body,
  });
  expect(answered.status(), await answered.text()).toBe(200);

  await page.reload();
  await expect(row.getByRole('cell')).toHaveText([fileName, /./, '1', '0', '1', '0', /./, 'Rejected lines']);
  // By keyboard: the button, then the rejected lines' heading takes the focus.
  await row.getByRole('button', { name: `Rejected lines of ${fileName}` }).press('Enter');
  const rejected = page.getByRole('region', { name: `Rejected lines of ${fileName}` });
  await expect(rejected.getByRole('heading', { level: 2, name: `Rejected lines of ${fileName}` })).toBeFocused();
  await expect(rejected.getByRole('cell', { name: 'No such account at the program' })).toBeVisible();
  await expectNoAxeViolations(page);

  await rejected.getByRole('button', { name: 'Send line 1 again' }).press('Enter');
  await expect(rejected.getByRole('status')).toBeFocused();
  await expect(rejected.getByRole('cell', { name: 'Sent again' })).toBeVisible();
  await expectNoAxeViolations(page);
});
