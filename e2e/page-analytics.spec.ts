import type { Page, Request } from '@playwright/test';
import { expect, partnerUrl, test } from './fixtures';
import { csrfHeaders, DEMO_PASSWORD } from './cards-fixtures';

/**
 * Page analytics (issue 17 item 5, spec part 1 §4, §9): a route shown for 500 ms posts one page-view record to
 * POST /api/Impressions with the page's url, the member and the referral values of the query; a route left
 * sooner posts nothing. The browser's clock is Playwright's, so "sooner" is exact. Pennyorchard: no other
 * browser test signs its members in.
 */

const PARTNER = 'pennyorchard';

interface PageViewRecord {
  event?: string;
  url?: string;
  memberId?: string | null;
  channel?: string;
  utmSource?: string;
  source?: string;
}

/** Every page-view record the page posts, as they are sent. */
function pageViews(page: Page): PageViewRecord[] {
  const seen: PageViewRecord[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/Impressions') || request.method() !== 'POST') return;
    for (const record of (request.postDataJSON() ?? []) as PageViewRecord[]) {
      if (record.event === 'page_view') seen.push(record);
    }
  });
  return seen;
}

/**
 * A client-side navigation, as a link inside the app makes it (no page load), done once the new page is drawn:
 * React commits it on real-time tasks, which a paused clock's runFor gives no turn, so the clock moves only
 * after the page's heading has changed.
 */
async function navigateInApp(page: Page, path: string) {
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(heading).not.toHaveText(before ?? '');
}

test('a page shown for 500 ms posts its view with the referral values of the query, and the server takes it', async ({
  page,
}) => {
  const views = pageViews(page);
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/Impressions') &&
      ((response.request().postDataJSON() ?? []) as PageViewRecord[]).some((record) => record.event === 'page_view'),
  );
  const started = Date.now();
  await page.goto(partnerUrl('/how-it-works?utm_source=news&source=spring-ad', PARTNER));
  const response = await stored;
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  expect(response.status()).toBe(202);
  expect(views).toHaveLength(1);
  expect(views[0]).toMatchObject({
    channel: 'web',
    memberId: null,
    utmSource: 'news',
    source: 'spring-ad',
    url: expect.stringMatching(/\/how-it-works\?utm_source=news&source=spring-ad&partner=pennyorchard$/) as unknown,
  });
});

test('a page left before 500 ms posts nothing; the next one counts from its own start, and names the member', async ({
  page,
}) => {
  // Signed in as the program's demo card member first: the view names the member by public id.
  expect((await page.request.get(partnerUrl('/api/partner', PARTNER))).status()).toBe(200);
  const signIn = await page.request.post('/api/SignIn', {
    headers: await csrfHeaders(page.request),
    data: { userName: `card.member@${PARTNER}.example`, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(signIn.status()).toBe(200);

  await page.clock.install();
  const views = pageViews(page);
  const pathsSent = () => views.map((view) => new URL(view.url ?? '').pathname);
  // The pages' code and content are loaded once first, so no navigation below waits for the network.
  await page.goto(partnerUrl('/search', PARTNER));
  await navigateInApp(page, '/earn');
  await navigateInApp(page, '/how-it-works');
  await page.clock.pauseAt(Date.now() + 60_000);
  // /how-it-works has been shown for a second: it counts. (The warm-up pages counted as long as they were shown.)
  await page.clock.runFor(1_000);
  await expect.poll(() => pathsSent().at(-1)).toBe('/how-it-works');
  const before = views.length;

  await navigateInApp(page, '/earn');
  await page.clock.runFor(400);
  await navigateInApp(page, '/search');
  await page.clock.runFor(499);
  // Nothing for /earn (left after 400 ms), and /search has not counted yet.
  await page.waitForTimeout(300);
  expect(views).toHaveLength(before);

  await page.clock.runFor(1);
  await expect.poll(() => views.length).toBe(before + 1);
  expect(views.at(-1)).toMatchObject({ memberId: `demo-card-${PARTNER}` });
  expect(pathsSent().at(-1)).toBe('/search');

  // A change of query alone is the same page: no new view however long it is shown.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/search?location=Austin%2C%20TX');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForTimeout(300);
  await page.clock.runFor(2_000);
  await page.waitForTimeout(300);
  expect(views).toHaveLength(before + 1);
});
