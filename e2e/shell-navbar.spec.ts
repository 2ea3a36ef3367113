import { cardMember, expect, expectNoAxeViolations, mockMember, partnerUrl, test } from './fixtures';

// The navbar and main menu in a real browser (spec part 1 §2 Shell).

test.describe('skip link', () => {
  test('is the first thing Tab reaches, shows itself, and moves focus to the main area', async ({ page }) => {
    await page.goto(partnerUrl('/earn', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('main#main-content')).toBeFocused();
  });
});

test.describe('main menu', () => {
  test('works from the keyboard: arrows, Home and End move, Escape closes and returns focus', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);

    const links = menu.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(5);
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('uses the desktop link text at 1050 px and wider, the mobile text below', async ({ page }) => {
    await page.setViewportSize({ width: 1050, height: 800 });
    await page.goto(partnerUrl('/', 'aerovia'));
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Search', exact: true })).toBeVisible();

    await page.setViewportSize({ width: 1049, height: 800 });
    await expect(menu.getByRole('link', { name: 'Search', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Find a restaurant' }).first()).toBeVisible();
  });

  test('closes on a click outside and on a click on one of its links', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('link', { name: 'Program Terms' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/earn\/terms/);
    await expect(page.getByRole('heading', { level: 1, name: 'Program Terms' })).toBeVisible();
  });

  test('is not on the enrollment pages', async ({ page }) => {
    await page.goto(partnerUrl('/join', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1, name: 'Join' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  });
});

test.describe('right side of the navbar', () => {
  test('on enrollment pages: "Already a member?" for a direct partner, sign-out for a signed-in SSO member', async ({
    page,
  }) => {
    await page.goto(partnerUrl('/join', 'aerovia'));
    const header = page.getByRole('banner');
    await expect(header).toContainText('Already a member?');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    // Only someone signed in is offered sign-out (issue 15, defect 7). The mocked member has no session at
    // the server, so the page is one that makes no member call of its own (/add_card's card form would; /join
    // sends a signed-in non-card member on to it, issue 30).
    await mockMember(page, { ...cardMember, memberType: 'NonCardMember' });
    await page.goto(partnerUrl('/card_added', 'altavela'));
    await expect(page.getByRole('heading', { level: 1, name: 'Card Added' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/SignOut');
    await expect(header).not.toContainText('Already a member?');
  });

  test('elsewhere: sign-in and join for a direct partner, enroll for an SSO partner', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/join');

    await page.goto(partnerUrl('/', 'altavela'));
    await expect(header.getByRole('link', { name: /^Enroll with/ })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('a card member gets the member dropdown, and its sign-out reloads the page', async ({ page }) => {
    await mockMember(page, cardMember);
    await page.goto(partnerUrl('/', 'aerovia'));
    const button = page.getByRole('button', { name: /Hi, Ada/ });
    await button.click();
    await expect(page.getByText('Hi Ada Lovelace')).toBeVisible();
    await expect(page.getByText('ada@example.com')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Linked Cards' })).toHaveAttribute('href', '/account/manage_cards');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await button.click();
    await mockMember(page, null);
    const reload = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Sign out' }).last().click();
    await reload;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join now' })).toBeVisible();
  });

  test('a non-card member of an SSO partner gets the enroll button and sign-out', async ({ page }) => {
    await mockMember(page, { ...cardMember, memberType: 'NonCardMember' });
    await page.goto(partnerUrl('/', 'altavela'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Enroll with/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await expect(header.getByRole('button', { name: /Hi, Ada/ })).toHaveCount(0);
  });
});

test.describe('search icon', () => {
  test('links to search, shows disabled and current on search, and is hidden on discover paths', async ({ page }) => {
    await page.goto(partnerUrl('/earn', 'aerovia'));
    const icon = page.getByRole('banner').getByRole('link', { name: 'Search restaurants' });
    await expect(icon).toHaveAttribute('href', '/search');
    await icon.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find Restaurants' })).toBeVisible();
    await expect(icon).toHaveAttribute('aria-disabled', 'true');
    await expect(icon).toHaveAttribute('aria-current', 'page');

    await page.goto(partnerUrl('/discover', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(icon).toHaveCount(0);
  });

  test('is hidden at home where home is the discover page', async ({ page }) => {
    await page.goto(partnerUrl('/', 'northloft'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search restaurants' })).toHaveCount(0);
  });
});

test.describe('header on small screens', () => {
  test('hides on scrolling down and comes back on scrolling up', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 700 });
    await page.goto(partnerUrl('/earn', 'aerovia'));
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 900);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(header).toBeInViewport();
  });

  test('stays on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(partnerUrl('/earn', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(500, 400);
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => window.scrollY > 300);
    await expect(page.getByRole('banner')).toBeInViewport();
  });
});

test.describe('Back bar', () => {
  test('returns to the previous page from a merchant page', async ({ page }) => {
    await page.goto(partnerUrl('/search', 'aerovia'));
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.goto(partnerUrl('/merchants/42', 'aerovia'));
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find Restaurants' })).toBeVisible();
  });
});
