import type { Locator, Page } from '@playwright/test';
import { expect, partnerUrl, test } from './fixtures';
import { generate } from 'otplib';
import { csrfHeaders, DEMO_PASSWORD, enrollFreshMember, frameNumber, randomCardNumber } from './cards-fixtures';

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

// At 1280 px the recovery message fits the one line every field keeps; at 390 px it takes two, and its line
// keeps room for both: the message coming or going moves nothing at either width, pressed or not.
for (const width of [390, 1280]) {
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
      expect.soft(await boxOf(submit), 'the message moved the button').toEqual(untouched);

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

// Issue 30, the remainder: fields that wrote their own message paragraph kept no line for it, so a message
// shown or cleared moved the controls under it — the search form, the review dialog, the support console.
test.describe('fields with their own messages, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/search: the press that clears the location message searches the first time', async ({ page }) => {
    await page.goto(partnerUrl('/search?location=Chicago%2C%20IL', 'aerovia'));
    // On a phone the form is folded into one line until "Edit search" opens it.
    await page.getByRole('button', { name: 'Edit search' }).click();
    const form = page.getByRole('search', { name: 'Restaurants' });
    const location = form.getByRole('textbox', { name: /^Location/ });
    const submit = form.getByRole('button', { name: 'Search', exact: true });
    const current = form.getByRole('button', { name: 'Use current location' });
    const untouched = { submit: await boxOf(submit), current: await boxOf(current) };
    await location.fill('zz');
    await page.keyboard.press('Tab');
    const message = form.getByText('Enter city, state or ZIP code');
    await expect(message).toBeVisible();
    expect.soft(await boxOf(submit), 'the message moved Search').toEqual(untouched.submit);
    expect.soft(await boxOf(current), 'the message moved "Use current location"').toEqual(untouched.current);

    await location.fill('Denver, CO');
    const { before, atRelease } = await pressWhile(page, submit, () => expect(message).toBeHidden());
    expect.soft(atRelease, 'Search stays under the pointer while the message goes').toEqual(before);
    await expect(page).toHaveURL(/location=Denver/);
  });

  test('the review dialog: choosing the star that clears a message moves no star or button', async ({ page }) => {
    await signInDemoMember(page, 'aerovia', 'vip');
    await page.goto('/account/recent_activity');
    const write = page.getByRole('button', { name: /^Write a review of / }).first();
    await write.click();
    const dialog = page.getByRole('dialog', { name: /^Review / });
    const submit = dialog.getByRole('button', { name: 'Submit review' });
    // Sent with no stars: a message under each rating.
    await submit.click();
    await expect(dialog.getByText('Please rate the food from 1 to 5 stars.')).toBeVisible();
    const service = dialog.getByRole('group', { name: 'Service' }).getByRole('radio', { name: '4 stars' });
    const untouched = { service: await boxOf(service), submit: await boxOf(submit) };

    // Choosing the food's stars clears its message; what is under it stays where the member aims.
    // As a finger does: on the star drawn (the radio itself is hidden under it).
    const star = (group: string, n: number) =>
      dialog
        .getByRole('group', { name: group })
        .locator('.rating__star')
        .nth(n - 1);
    await star('Food', 5).click();
    await expect(dialog.getByText('Please rate the food from 1 to 5 stars.')).toBeHidden();
    expect.soft(await boxOf(service), "the food's message going moved the service's stars").toEqual(untouched.service);
    expect.soft(await boxOf(submit), "the food's message going moved the button").toEqual(untouched.submit);
    await star('Service', 4).click();
    await expect(service).toBeChecked();
  });

  test('the support console: a message shown on sending moves no field, and the fixed form sends at once', async ({
    page,
  }) => {
    await signInStaffAdmin(page, 'vantelo');
    await page.goto('/support/staff/new');
    const form = page.getByRole('form', { name: 'New staff member' });
    const name = form.getByLabel('Name');
    const email = form.getByLabel('E-mail');
    const submit = form.getByRole('button', { name: 'Add staff member' });
    const untouched = { email: await boxOf(email), role: await boxOf(form.getByRole('combobox', { name: 'Role' })) };
    await email.fill('not-an-email');
    await submit.click();
    await expect(form.getByText('Enter a name.')).toBeVisible();
    await expect(form.getByText('Enter a valid e-mail.')).toBeVisible();
    expect.soft(await boxOf(email), "the name's message moved the e-mail field").toEqual(untouched.email);
    expect
      .soft(await boxOf(form.getByRole('combobox', { name: 'Role' })), "the e-mail's message moved the role")
      .toEqual(untouched.role);

    await name.fill('Pat Phone');
    await email.fill(`pat.phone.${Date.now()}@vantelo.example`);
    await submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff member added' })).toBeVisible();
  });
});

/** Signs a demo member of the partner in through the API (the sign-in form has its own tests). */
async function signInDemoMember(page: Page, partner: string, kind: 'vip' | 'card') {
  expect((await page.request.get(partnerUrl('/api/partner', partner))).status()).toBe(200);
  const response = await page.request.post('/api/SignIn', {
    headers: await csrfHeaders(page.request),
    data: { userName: `${kind}.member@${partner}.example`, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo staff's development secret (README "Demo accounts"; apps/server/src/stand-ins/seed/demo-staff.ts). */
const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';

/** Signs the program's demo admin in to the console through its API, as its sign-in form does. */
async function signInStaffAdmin(page: Page, partner: string) {
  expect((await page.request.get(partnerUrl('/api/partner', partner))).status()).toBe(200);
  const response = await page.request.post('/api/Support/SignIn', {
    headers: await csrfHeaders(page.request),
    data: {
      email: `staff.admin@${partner}.example`,
      password: DEMO_PASSWORD,
      code: await generate({ secret: DEMO_STAFF_TOTP_SECRET }),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
