import { expect, expectNoAxeViolations, mockAppStatus, partnerUrl, test } from './fixtures';

// The maintenance pages (spec part 1 §2): GET /api/app-status reports the state the staging tools (and now
// MAINTENANCE_MODE) set; the server side is tested in apps/server/test/app-status.test.ts.

const PAGES: Array<[string, RegExp]> = [
  ['/login', /login issue/],
  ['/join', /enrollment issue/],
  ['/search', /issue with the site/],
  ['/earn/reservations', /issue with the site/],
  ['/', /issue with the site/],
];

for (const code of ['aerovia', 'altavela', 'greyfen']) {
  test.describe(`maintenance for ${code}`, () => {
    for (const [path, issue] of PAGES) {
      test(`${path} says "We're Working On It", names its issue and asks to check back later`, async ({ page }) => {
        await mockAppStatus(page, { maintenance: true });
        await page.goto(partnerUrl(path, code));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're Working On It");
        await expect(page.getByRole('main')).toContainText(issue);
        await expect(page.getByRole('main')).toContainText('Our team is working on it. Please check back later.');
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the app runs normally when maintenance is off', async ({ page }) => {
  await mockAppStatus(page, { maintenance: false });
  await page.goto(partnerUrl('/login', 'aerovia'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
});

test('the real server reports maintenance off by default', async ({ request }) => {
  const status = await (await request.get('/api/app-status')).json();
  expect(status).toMatchObject({ maintenance: false });
});
