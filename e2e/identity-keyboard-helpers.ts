import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only helpers of the identity browser tests: every control is reached with Tab (so the test
 * fails if it cannot be), then typed into or pressed with Enter or Space.
 */

/** Presses Tab until the target has focus; fails when it is not reached within `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${max} Tab presses: ${target.toString()}`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button, link or checkbox and presses it (Enter; Space for a checkbox). */
export async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** The latest recovery link the outbox holds for an address (staging tools, README). */
export async function latestRecoveryLink(page: Page, to: string, partner: string): Promise<string> {
  const response = await page.request.get(
    `/api/StagingTools/Outbox?${new URLSearchParams({ to, partner }).toString()}`,
  );
  expect(response.ok()).toBe(true);
  const { emails } = (await response.json()) as { emails: Array<{ kind: string; text: string }> };
  const link = emails
    .find((email) => email.kind === 'recovery')
    ?.text.match(/https?:\/\/\S+\/recover\/update\?token=\S+/);
  if (!link) throw new Error(`no recovery link for ${to}`);
  const url = new URL(link[0]);
  return `${url.pathname}${url.search}`;
}
