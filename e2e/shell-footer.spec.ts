import type { Page } from '@playwright/test';
import { cardMember, expect, expectNoAxeViolations, mockMember, partnerUrl, test, type TestMember } from './fixtures';

// The footer's rules in a real browser (spec part 1 §2 Shell, Footer).

/** The last link of the footer's primary list. */
const lastPrimaryLink = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('list')
    .first()
    .getByRole('link')
    .last();

test.describe('the last primary footer link follows who is looking', () => {
  const cases: Array<[string, TestMember | null, string, string]> = [
    ['a visitor gets a sign-in link', null, 'Sign in', '/login'],
    ['a card member gets the account center', cardMember, 'Account center', '/account/overview'],
    ['a non-card member gets a join link', { ...cardMember, memberType: 'NonCardMember' }, 'Finish joining', '/join'],
  ];
  for (const [name, member, text, href] of cases) {
    test(name, async ({ page }) => {
      await mockMember(page, member);
      await page.goto(partnerUrl('/earn', 'aerovia'));
      await expect(lastPrimaryLink(page)).toHaveText(text);
      await expect(lastPrimaryLink(page)).toHaveAttribute('href', href);
      await expectNoAxeViolations(page);
    });
  }

  test('a partner without sign-in has no state link', async ({ page }) => {
    await page.goto(partnerUrl('/earn', 'greyfen'));
    await expect(lastPrimaryLink(page)).toHaveText('Ways to earn');
  });
});

test('a closed-account member sees the re-enrollment notice in place of the footer', async ({ page }) => {
  await mockMember(page, { ...cardMember, memberType: 'ClosedAccountMember' });
  // The mocked member has no real session: the notice's card list must be mocked too, or the server's
  // 401 sends the page to sign-in, sooner or later after the notice appeared (a race the test lost).
  await page.route(/\/api\/Member\/Cards(\?.*)?$/, (route) => route.fulfill({ json: [] }));
  await page.goto(partnerUrl('/', 'aerovia'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const notice = page.getByRole('region', { name: /^Welcome back to/ });
  await expect(notice.getByRole('link', { name: 'sign in later' })).toHaveAttribute('href', '/SignOut');
  await expectNoAxeViolations(page);
});

test.describe('the support contact in the copyright line', () => {
  test('is a mailto: link when it is an e-mail address', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: 'dining@aerovia.example' })).toHaveAttribute(
      'href',
      'mailto:dining@aerovia.example',
    );
  });

  test('is a link to the contact page, in a new tab, when it is not', async ({ page }) => {
    await page.goto(partnerUrl('/', 'greyfen'));
    const link = page.getByRole('contentinfo').getByRole('link', { name: /help\.greyfen\.example\/contact/ });
    await expect(link).toHaveAttribute('href', 'https://help.greyfen.example/contact');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('help.greyfen.example/contact (Opens in a new tab)');
  });
});

test.describe('logos and badges', () => {
  test('shows the partner and network logos, except where the partner setting hides them', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Cards accepted' })).toBeVisible();

    await page.goto(partnerUrl('/', 'veradell'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Cards accepted' })).toHaveCount(0);
  });

  test('shows the app-store badges in a browser', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /App Store/ })).toBeVisible();
  });
});

test.describe('inside the native app', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 canvas/3.2.0' });

  test('hides the app-store badges', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
  });
});
