import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

// Partner switching and the partner theme in a real browser (spec part 1 §1, issue 4 Theme).

interface PartnerAnswer {
  code: string;
  name: string;
  terms: { program: string };
  theme: { logoAlt: string; fontFamily: string; colors: { primary: string } };
  customerSupport: { email: { display: string } };
}

const rootVariable = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

test('switching partner changes the logo, theme, copy and footer, and is remembered', async ({ page, request }) => {
  const partners: PartnerAnswer[] = [];
  for (const code of ['aerovia', 'altavela', 'greyfen']) {
    partners.push(await (await request.get(partnerUrl('/api/partner', code))).json());
  }
  for (const partner of partners) {
    await page.goto(partnerUrl('/earn', partner.code));
    const header = page.getByRole('banner');
    // The logo names the partner once (its name is no longer repeated beside it: issue 15, defect 8).
    await expect(header.getByRole('img', { name: partner.theme.logoAlt })).toBeVisible();
    expect((await rootVariable(page, '--color-primary')).toLowerCase()).toBe(
      partner.theme.colors.primary.toLowerCase(),
    );
    expect(await rootVariable(page, '--font-family')).toBe(partner.theme.fontFamily);
    await expect(page.getByRole('contentinfo')).toContainText(partner.terms.program);
    await expect(page.getByRole('contentinfo')).toContainText(partner.customerSupport.email.display);
    await expectNoAxeViolations(page);
  }

  // The last choice is remembered without the query parameter.
  await page.goto('/how-it-works');
  const last = partners[partners.length - 1] as PartnerAnswer;
  await expect(page.getByRole('banner').getByRole('img', { name: last.theme.logoAlt })).toBeVisible();
});

test('sets the layout constants of the spec as custom properties', async ({ page }) => {
  await page.goto(partnerUrl('/', 'aerovia'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await rootVariable(page, '--content-max-width')).toBe('1050px');
  expect(await rootVariable(page, '--content-min-width')).toBe('320px');
  expect(await rootVariable(page, '--spinner-size')).toBe('60px');
  expect(await rootVariable(page, '--toast-width')).toBe('320px');
});

test('loads nothing from other origins: no web font or script download', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(req.url());
  });
  for (const code of ['aerovia', 'altavela', 'greyfen']) {
    await page.goto(partnerUrl('/', code));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(foreign).toEqual([]);
});

test('shows every partner with its own heading and no unfilled copy tokens', async ({ page, request }) => {
  const { partners } = (await (await request.get('/api/partners')).json()) as { partners: Array<{ code: string }> };
  expect(partners.length).toBeGreaterThanOrEqual(19);
  for (const { code } of partners) {
    await page.goto(partnerUrl('/earn', code));
    await expect(page.getByRole('heading', { level: 1 }), code).toBeVisible();
    await expect(page.locator('body'), code).not.toContainText('{{');
    await expect(page.locator('body'), code).not.toContainText('[[');
  }
});
