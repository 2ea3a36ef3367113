import type { Page } from '@playwright/test';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

// These tests are about the modals themselves: start as a first-time visitor, with nothing dismissed.
test.use({ shellModals: 'shown' });

/** Modal dialogs only: the search page's dine-in filter tip is a non-modal dialog of its own. */
const modalDialogs = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');

test.describe('the general popup (kitefund: generalModalType cashback_announcement)', () => {
  test('opens once, traps focus, closes with Escape and stays closed on the next visit', async ({ page }) => {
    await page.goto(partnerUrl('/search', 'kitefund'));
    const dialog = page.getByRole('dialog', { name: 'This is big' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    // Focus starts inside and Tab cycles between the two controls without leaving the dialog.
    const learnMore = dialog.getByRole('link', { name: 'LEARN MORE' });
    await expect(learnMore).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(learnMore).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(modalDialogs(page)).toHaveCount(0);
  });

  test('LEARN MORE goes to /earn/this-is-big and counts as closing', async ({ page }) => {
    await page.goto(partnerUrl('/', 'kitefund'));
    await page.getByRole('dialog', { name: 'This is big' }).getByRole('link', { name: 'LEARN MORE' }).click();
    await expect(page).toHaveURL(/\/earn\/this-is-big/);
    await expect(modalDialogs(page)).toHaveCount(0);
    await page.goto(partnerUrl('/search', 'kitefund'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(modalDialogs(page)).toHaveCount(0);
  });
});

test.describe('the announcement modal (aerovia: appAnnouncementModal)', () => {
  test('shows the announcement until dismissed, then again a day later', async ({ page }) => {
    await page.goto(partnerUrl('/search', 'aerovia'));
    const dialog = page.getByRole('dialog', { name: 'Announcement' });
    await expect(dialog).toContainText('New restaurants join');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(modalDialogs(page)).toHaveCount(0);

    // A dismissal older than a day no longer counts.
    await page.evaluate(
      (at) => window.localStorage.setItem('announcementDismissed', String(at)),
      Date.now() - DAY_MS - 1000,
    );
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Announcement' })).toBeVisible();
  });

  test('is not shown on the sign-in and join pages', async ({ page }) => {
    for (const path of ['/login', '/join']) {
      await page.goto(partnerUrl(path, 'aerovia'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(modalDialogs(page), path).toHaveCount(0);
    }
  });

  test('is not shown inside the native app', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 canvas/3.2.0' });
    const page = await context.newPage();
    await page.goto(partnerUrl('/search', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(modalDialogs(page)).toHaveCount(0);
    await context.close();
  });
});

test.describe('the temporary sign-in invitation (altavela: hasTemporarySsoModal)', () => {
  test('invites a visitor to sign in with the program login, by keyboard, and never again', async ({ page }) => {
    await page.goto(partnerUrl('/', 'altavela'));
    const dialog = page.getByRole('dialog', { name: /Sign in with your .+ account/ });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(dialog.getByRole('link', { name: 'Sign in or join' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Login/i);
    // The next visit brings altavela's announcement (also due), never the invitation again.
    await page.goto(partnerUrl('/search', 'altavela'));
    await expect(page.getByRole('dialog', { name: 'Announcement' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Sign in with your/ })).toHaveCount(0);
  });
});
