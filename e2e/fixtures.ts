import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Runs axe on the page (WCAG 2.1 A/AA) and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page) {
  // Axe reads colours as painted: a toast or dialog still fading in fails contrast on a slow machine. Check the
  // settled page, once every finite animation has ended (spinners loop forever and are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page and its frames (the card frame is same-origin) and gathers their results
  // there. The default opens a blank page per check to merge frame results, which doubled the cost of 211
  // checks on a 2-core machine (6.8 s against 3.9 s on the discover page) and bought only cross-origin frames,
  // which the CSP (frame-src 'self') never allows.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * The shell's modals (announcement, general popup, temporary sign-in invitation) open on a first visit and make
 * the page behind them inert, and the pop-up survey sits over the bottom of the page. Tests of other flows start with them already closed, as for a returning visitor;
 * e2e/shell-modals.spec.ts turns this off with `test.use({ shellModals: 'shown' })`.
 */
export async function closeShellModals(context: BrowserContext) {
  await context.addInitScript(() => {
    window.localStorage.setItem('announcementDismissed', String(Date.now()));
    window.localStorage.setItem('temporarySsoModalDismissed', 'true');
    window.localStorage.setItem('generalPopup', 'cashback_announcement');
    window.localStorage.setItem('surveyLastSeen', JSON.stringify({ 'dining-experience': new Date().toISOString() }));
  });
}

export const test = base.extend<{ shellModals: 'closed' | 'shown' }>({
  shellModals: ['closed', { option: true }],
  context: async ({ context, shellModals }, use) => {
    if (shellModals === 'closed') await closeShellModals(context);
    await use(context);
  },
});
export { expect };

/** The three partner kinds the shell's browser tests cover (issue 4 quality bars). */
export const SHELL_PARTNERS = [
  { code: 'aerovia', kind: 'Miles airline, direct enrollment' },
  { code: 'altavela', kind: 'SSO enrollment' },
  { code: 'greyfen', kind: 'no enrollment' },
] as const;
export type ShellPartnerCode = (typeof SHELL_PARTNERS)[number]['code'];

/** A path with ?partner= added, which picks the partner outside production (and is remembered). */
export function partnerUrl(path: string, code: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('partner', code);
  return `${url.pathname}${url.search}`;
}

export interface TestMember {
  publicId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  memberType: 'EnrolledCardMember' | 'NonCardMember' | 'ClosedAccountMember';
  tierLevel: 'OptedOut' | 'NonActivated' | 'OptedIn' | 'VIP';
}

export const cardMember: TestMember = {
  publicId: 'e2e-member-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  memberType: 'EnrolledCardMember',
  tierLevel: 'OptedOut',
};

/**
 * Answers GET /api/Member in the browser as the server does for a signed-in member (or 401 for null), so
 * the shell's member states are tested apart from sign-in, which has its own tests. A member comes with the
 * session's readable expiry cookie, as after a real sign-in: the app asks for the member only when it is there
 * (apps/web/src/lib/session-cookie.ts).
 */
export async function mockMember(page: Page, member: TestMember | null) {
  if (member) {
    await page
      .context()
      .addCookies([
        { name: 'fp_session_expires', value: String(Date.now() + 15 * 60_000), domain: 'localhost', path: '/' },
      ]);
  }
  await page.route(/\/api\/Member(\?.*)?$/, (route) =>
    member
      ? route.fulfill({ json: member })
      : route.fulfill({
          status: 401,
          json: { statusCode: 401, code: 'UNAUTHORIZED', error: 'Unauthorized', message: 'Please sign in.' },
        }),
  );
}

/** The start-up data block the server writes into every page (docs/decisions/0028-embedded-start-up-data.md). */
const STARTUP_DATA_BLOCK = /<script type="application\/json" id="fp-startup-data">[^<]*<\/script>/;

/** Serves pages without their start-up data block, so the app asks the start-up calls (which a test may answer). */
export async function withoutStartupData(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, body: (await response.text()).replace(STARTUP_DATA_BLOCK, '') });
  });
}

/**
 * Answers GET /api/app-status, e.g. to turn the maintenance pages on for one test. The page's start-up data
 * (which holds the server's app status) is taken out, so the app asks the call.
 */
export async function mockAppStatus(page: Page, status: { maintenance: boolean; stagingTools?: boolean }) {
  await withoutStartupData(page);
  await page.route(/\/api\/app-status(\?.*)?$/, (route) => route.fulfill({ json: { stagingTools: true, ...status } }));
}

/** Copy tokens filled in with a partner's terms, as the app does (shared copy-tokens.ts). */
export function expandCopy(text: string, terms: Record<string, string>): string {
  const values: Record<string, string> = {
    partner: terms.partner ?? '',
    program: terms.program ?? '',
    currency_singular: terms.currencySingular ?? '',
    currency_plural: terms.currencyPlural ?? '',
    bonus_currency: terms.bonusCurrency ?? '',
    partner_number_label: terms.partnerNumberLabel ?? '',
    current_tier: 'Basic',
    current_year: String(new Date().getFullYear()),
  };
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The shell parts every page has: skip link first, the header with the logo link home, one main, one h1. */
export async function expectShell(page: Page, { footer = true }: { footer?: boolean } = {}) {
  const skip = page.locator('a[href="#main-content"]').first();
  await expect(skip).toHaveText(/\S/);
  expect(await page.evaluate(() => document.querySelector('a[href], button')?.getAttribute('href'))).toBe(
    '#main-content',
  );
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(
    header
      .getByRole('link')
      .filter({ has: page.getByRole('img') })
      .first(),
  ).toHaveAttribute('href', '/');
  await expect(page.locator('main#main-content')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  if (footer) await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('{{');
}
