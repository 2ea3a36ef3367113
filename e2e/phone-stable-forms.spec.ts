import type { Locator, Page } from '@playwright/test';
import { expect, partnerUrl, test } from './fixtures';
import { enrollFreshMember, frameNumber, randomCardNumber } from './cards-fixtures';

// Issue 30, "the first click after a field message is lost" (WCAG 3.2 / 2.5): pressing a button blurs the
// field being left, and the message that blur shows or clears must not move the button out from under the
// pointer before the press is released — else the release, so the click, lands on empty space. Each case
// presses with the real mouse, waits while still pressed for the message the press's blur changed, checks
// the target has not moved, releases, and checks the click did what it should.

test.describe.configure({ mode: 'parallel' });

type Box = { x: number; y: number; width: number; height: number };

/** Where the target is on the page (not in the viewport, so a scroll is no movement). */
function boxOf(target: Locator): Promise<Box> {
  return target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });
}

/**
 * Presses the mouse on the target — at its centre, or 8 px above its bottom edge, as a thumb often lands;
 * while the button is still down, waits for `changed` (the message the press's blur shows or clears), then
 * releases where the press began, as a finger or mouse does. Answers the target's box before the press and
 * at the release.
 */
async function pressWhile(
  page: Page,
  target: Locator,
  changed: () => Promise<void>,
  at: 'centre' | 'lower edge' = 'centre',
) {
  await target.scrollIntoViewIfNeeded();
  const before = await boxOf(target);
  const inView = await target.boundingBox();
  if (!inView) throw new Error('the target is not on the page');
  const y = at === 'centre' ? inView.y + inView.height / 2 : inView.y + inView.height - 8;
  await page.mouse.move(inView.x + inView.width / 2, y);
  await page.mouse.down();
  await changed();
  const atRelease = await boxOf(target);
  await page.mouse.up();
  return { before, atRelease };
}

// At 1280 px the recovery message fits the one line kept for it under the field; at 390 px it takes two, and
// the second may move what follows — never during a press.
for (const { width, messageFitsItsLine } of [
  { width: 390, messageFitsItsLine: false },
  { width: 1280, messageFitsItsLine: true },
]) {
  test.describe(`/recover at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    const invalid = /^Please enter a valid email address or /;

    test('the press that shows the field message still sends the form (the ERROR box answers)', async ({ page }) => {
      await page.goto(partnerUrl('/recover', 'aerovia'));
      await page.getByLabel(/^Email or/).fill('not valid!!');
      const submit = page.getByRole('button', { name: 'Send reset link' });
      const { before, atRelease } = await pressWhile(page, submit, () => expect(page.getByText(invalid)).toBeVisible());
      expect.soft(atRelease, 'the button stays under the pointer while the message appears').toEqual(before);
      // The click was a submit: the form's own check answers with its ERROR box.
      await expect(page.getByRole('alert', { name: 'ERROR' })).toBeVisible();
    });

    test('the press that clears the field message sends the reset request the first time', async ({ page }) => {
      await page.goto(partnerUrl('/recover', 'aerovia'));
      const field = page.getByLabel(/^Email or/);
      const submit = page.getByRole('button', { name: 'Send reset link' });
      const untouched = await boxOf(submit);
      await field.fill('not valid!!');
      // Leaving the field by keyboard shows its message (checked on blur, part 1 §5) without any submit.
      await page.keyboard.press('Tab');
      await expect(page.getByText(invalid)).toBeVisible();
      if (messageFitsItsLine) expect.soft(await boxOf(submit), 'the message moved the button').toEqual(untouched);

      // Corrected but not yet checked again (that happens on blur): the message stays until the press.
      await field.fill('someone@example.com');
      await expect(page.getByText(invalid)).toBeVisible();
      const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/Members/Recover'));
      const { before, atRelease } = await pressWhile(page, submit, () => expect(page.getByText(invalid)).toBeHidden());
      expect.soft(atRelease, 'the button stays under the pointer while the message goes').toEqual(before);
      await sent;
      await expect(page).toHaveURL(/\/recover\/confirm$/);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/join: the press on "I accept the terms" ticks it though the phone message appears above it', async ({
    page,
  }) => {
    await page.goto(partnerUrl('/join', 'aerovia'));
    await page.getByRole('checkbox', { name: /^Send me text messages/ }).check();
    await page.getByLabel(/^Mobile phone/).fill('123');
    const terms = page.getByRole('checkbox', { name: /^I accept the terms and conditions/ });
    const label = page.locator('label', { hasText: 'I accept the terms and conditions' });
    const { before, atRelease } = await pressWhile(page, label, () =>
      expect(page.getByText('Invalid phone number, please check the number and try again')).toBeVisible(),
    );
    expect.soft(atRelease, 'the terms stay under the pointer while the phone message appears').toEqual(before);
    await expect(terms).toBeChecked();
  });

  test('/login: the first "Sign in" press signs in though the Caps Lock warning goes with the blur', async ({
    page,
  }) => {
    await page.goto(partnerUrl('/login', 'aerovia'));
    await page.getByLabel(/^Email or/).fill('card.member@aerovia.example');
    const password = page.getByLabel(/^Password/);
    await password.fill('dine-around-2026');
    const submit = page.getByRole('button', { name: 'Sign in' });
    const untouched = await boxOf(submit);
    // What a key press reports with Caps Lock on (the browser cannot switch the real lock on).
    await password.dispatchEvent('keydown', { key: 'CapsLock', modifierCapsLock: true });
    const warning = page.getByText('Caps Lock is on.');
    await expect(warning).toBeVisible();
    expect.soft(await boxOf(submit), 'the warning moved the button').toEqual(untouched);

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/SignIn'));
    const { before, atRelease } = await pressWhile(page, submit, () => expect(warning).toBeHidden(), 'lower edge');
    expect.soft(atRelease, 'the button stays under the pointer while the warning goes').toEqual(before);
    await sent;
    await expect(page).toHaveURL(/\/account\/overview/);
  });

  test('Linked Cards: the first "Link card" press links though the terms message goes with the blur', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await enrollFreshMember(page, 'kitefund');
    await page.goto('/account/manage_cards');
    await frameNumber(page).fill(randomCardNumber('visa'));
    const submit = page.getByRole('button', { name: 'Link card' });
    await expect(submit).toBeEnabled();
    const terms = page.getByRole('checkbox', { name: /^Linking a card and authorizing activity monitoring/ });
    const message = page.getByText('Please accept the card terms to link a card.');
    const untouched = await boxOf(submit);
    // Passing the unticked terms by keyboard shows their message (checked on blur).
    await terms.focus();
    await page.keyboard.press('Tab');
    await expect(message).toBeVisible();
    expect.soft(await boxOf(submit), 'the terms message moved the button').toEqual(untouched);

    await terms.check();
    await expect(message).toBeVisible();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/Member/Cards'), {
      timeout: 45_000,
    });
    const { before, atRelease } = await pressWhile(page, submit, () => expect(message).toBeHidden());
    expect.soft(atRelease, 'the button stays under the pointer while the message goes').toEqual(before);
    await sent;
    await expect(page.getByText(/^Your card ending in \d{4} has been linked\.$/).first()).toBeVisible({
      timeout: 45_000,
    });
  });
});
