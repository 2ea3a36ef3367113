import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { enrollFreshMember } from './cards-fixtures';

// "You just earned" (issue 35 part 1): the Profile page's Notifications section over the real app and server. A
// fresh member turns e-mail notifications on and off by keyboard, and they stay as saved; with the browser's
// permission granted, push on this device subscribes through the service worker. axe runs on each state.

test.describe.configure({ mode: 'parallel' });

const EMAIL_LABEL = 'E-mail me when I earn';
const PUSH_LABEL = 'Notify me on this device';
const SAVED = 'Your notification settings are saved.';

async function openNotifications(page: Page) {
  await page.goto('/account/user_profile');
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByRole('switch', { name: EMAIL_LABEL })).toBeVisible();
  return section;
}

const savedPreferences = async (page: Page) => (await page.request.get('/api/Member/Notifications')).json();

test('a member turns e-mail notifications on and off in Profile, by keyboard, and they stay as saved', async ({
  page,
}) => {
  await enrollFreshMember(page, 'kitefund');
  const section = await openNotifications(page);
  const email = section.getByRole('switch', { name: EMAIL_LABEL });
  await expect(email).not.toBeChecked();
  await expectNoAxeViolations(page);

  await email.focus();
  await page.keyboard.press('Space');
  await expect(email).toBeChecked();
  await expect(section.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  expect(await savedPreferences(page)).toMatchObject({ email: true, timeZone: expect.any(String) });
  await expectNoAxeViolations(page);

  // Saved on the server: a fresh load shows it on.
  const reloaded = await openNotifications(page);
  await expect(reloaded.getByRole('switch', { name: EMAIL_LABEL })).toBeChecked();

  await reloaded.getByRole('switch', { name: EMAIL_LABEL }).focus();
  await page.keyboard.press('Space');
  await expect(reloaded.getByRole('switch', { name: EMAIL_LABEL })).not.toBeChecked();
  await expect(reloaded.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  expect(await savedPreferences(page)).toMatchObject({ email: false });
});

test.describe('push on this device', () => {
  // Push needs the service worker (the suite blocks it elsewhere: e2e/playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('with notifications allowed, the push switch asks the service worker to subscribe', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await enrollFreshMember(page, 'kitefund');
    await page.goto('/account/user_profile');
    await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.ready), null, { timeout: 30_000 });
    const section = await openNotifications(page);
    const push = section.getByRole('switch', { name: PUSH_LABEL });
    await expect(push).toBeVisible();
    await expectNoAxeViolations(page);
    // Chromium's headless shell reports notifications denied whatever was granted: the blocked state, explained.
    if ((await page.evaluate(() => Notification.permission)) === 'denied') {
      await expect(push).toBeDisabled();
      await expect(push).toHaveAccessibleDescription(
        'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
      );
      test.info().annotations.push({ type: 'push', description: 'this Chromium reports notifications denied' });
      return;
    }
    await expect(push).toBeEnabled();

    await push.focus();
    await page.keyboard.press('Space');
    // Headless Chromium has a push service only with network access to it: subscribed, or the failure said plainly.
    const outcome = await Promise.race([
      expect(push)
        .toBeChecked()
        .then(() => 'subscribed' as const),
      expect(section.getByRole('alert'))
        .toBeVisible()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'subscribed') {
      expect(await savedPreferences(page)).toMatchObject({ push: true });
    } else {
      await expect(section.getByRole('alert')).toHaveText(
        'Your notification settings could not be saved. Please try again.',
      );
      await expect(push).not.toBeChecked();
      test.info().annotations.push({ type: 'push', description: 'this Chromium could not reach a push service' });
    }
    await expectNoAxeViolations(page);
  });
});
