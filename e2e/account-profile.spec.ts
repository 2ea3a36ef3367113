import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { csrfHeaders, enrollFreshMember, toastsSettled } from './cards-fixtures';
import { press, typeInto } from './identity-keyboard-helpers';

// The Profile page (/account/user_profile) over the real app and server: editing and saving, the field
// messages (the form's own and the server's), the SMS opt-in of both versions — the v2 consent modal by
// keyboard alone — and a session that ended. Every test has its own freshly enrolled member (tests run in
// parallel); axe runs on each state.

test.describe.configure({ mode: 'parallel' });

const SAVED = 'All changes were saved.';
const NO_CHANGES = 'No changes were made.';
const NOT_SAVED = 'No changes were saved. See error at bottom of page for more details.';
const SMS_LABEL = 'Send me text messages about my rewards';

/** A direct partner with SMS v1 (aerovia) and one with SMS v2 and no e-mail opt-in (tallwind); both ask a PPN. */
const V1_PARTNER = 'aerovia';
const V2_PARTNER = 'tallwind';

/** A fresh member of a partner that asks for a partner number (10 digits at both); the browser is signed in. */
const enrollWithPartnerNumber = (page: Page, partner: string) =>
  enrollFreshMember(page, partner, { partnerNumber: String(randomInt(1_000_000_000, 9_999_999_999)) });

async function openProfile(page: Page) {
  await page.goto('/account/user_profile');
  const region = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(region.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
  return region;
}

const memberRecord = async (page: Page) => (await page.request.get('/api/Member')).json();
const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });

/** Replaces a field's value as typed (the keyboard-only test reaches its fields with Tab instead). */
async function retype(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

test('a member edits the profile and saves: the values and the tier e-mail opt-in earns; the member is refetched', async ({
  page,
}) => {
  await enrollFreshMember(page, 'kitefund');
  const region = await openProfile(page);
  const details = region.getByRole('region', { name: 'Sign-in details' });
  await expect(details).toContainText('Your email address can only be changed by customer support.');
  // "Password changes go through sign-out and reset" (spec part 2 §2): sign out, then /recover.
  await expect(details.getByRole('link', { name: 'Change password' })).toHaveAttribute(
    'href',
    '/SignOut?next=%2Frecover',
  );
  await expectNoAxeViolations(page);

  // Nothing changed yet.
  await saveButton(page).click();
  await expect(page.getByText(NO_CHANGES)).toBeVisible();

  await retype(page, textbox(page, /^First name/), 'Celia');
  await retype(page, textbox(page, /^Address line 1/), '233 S Wacker Dr');
  await retype(page, textbox(page, /^City/), 'Chicago');
  await retype(page, textbox(page, /^State/), 'il');
  await retype(page, textbox(page, /^ZIP code/), '60606');
  await retype(page, textbox(page, /^Mobile phone/), '1 (312) 555 0100');
  await press(page, page.getByRole('checkbox', { name: /^Email me/ }), 'Space');
  await expect(textbox(page, /^Mobile phone/)).toHaveValue('312-555-0100');
  const memberCalls: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/Member') memberCalls.push(`${r.request().method()} ${r.status()}`);
  });
  await press(page, saveButton(page));
  await expect(page.getByText(SAVED)).toBeVisible();
  // The member is fetched again after the save, so the shell and the tier follow.
  await expect.poll(() => memberCalls.slice(memberCalls.indexOf('PUT 200') + 1)).toContain('GET 200');

  expect(await memberRecord(page)).toMatchObject({
    firstName: 'Celia',
    address: { address1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606' },
    phoneNumber: '3125550100',
    emailOptIn: true,
    // E-mail opt-in moves a Basic member to Select.
    tierLevel: 'OptedIn',
  });
  await expect(textbox(page, /^State/)).toHaveValue('IL');

  await page.reload();
  await expect(textbox(page, /^City/)).toHaveValue('Chicago');
  await expect(textbox(page, /^Mobile phone/)).toHaveValue('312-555-0100');
  await saveButton(page).click();
  await expect(page.getByText(NO_CHANGES)).toBeVisible();
});

test('field messages: the form checks by the shared rules, the server answers the rest at its field', async ({
  page,
}) => {
  await enrollFreshMember(page, 'kitefund');
  await openProfile(page);
  await retype(page, textbox(page, /^First name/), 'x'.repeat(21));
  await retype(page, textbox(page, /^State/), 'ZZ');
  await retype(page, textbox(page, /^ZIP code/), '00000');
  await retype(page, textbox(page, /^Mobile phone/), '212-155-0187');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert').filter({ hasText: 'ERROR' })).toContainText(NOT_SAVED);
  await expect(textbox(page, /^First name/)).toHaveAccessibleDescription('Please enter no more than 20 characters.');
  await expect(textbox(page, /^State/)).toHaveAccessibleDescription(/Please enter a U\.S\. state/);
  await expect(textbox(page, /^ZIP code/)).toHaveAccessibleDescription('this ZIP is not located in the U.S.');
  await expect(textbox(page, /^Mobile phone/)).toHaveAccessibleDescription(/Invalid US based phone number/);
  await expect(textbox(page, /^First name/)).toBeFocused();
  await toastsSettled(page);
  await expectNoAxeViolations(page);

  // Let this browser's ZIP lookup pass anything: the server still refuses the ZIP, at its field.
  await page.route(/\/api\/Members\/Validate\/Zip/, (route) => route.fulfill({ json: { isValid: true } }));
  await retype(page, textbox(page, /^First name/), 'Carla');
  await retype(page, textbox(page, /^State/), 'NY');
  await retype(page, textbox(page, /^ZIP code/), '00001');
  await retype(page, textbox(page, /^Mobile phone/), '');
  const put = page.waitForResponse((r) => r.url().endsWith('/api/Member') && r.request().method() === 'PUT');
  await page.keyboard.press('Enter');
  expect((await put).status()).toBe(400);
  await expect(textbox(page, /^ZIP code/)).toHaveAccessibleDescription('this ZIP is not located in the U.S.');
  await expect(textbox(page, /^ZIP code/)).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'ERROR' })).toContainText(NOT_SAVED);
  expect(await memberRecord(page)).toMatchObject({ firstName: 'Carmen', address: { zipCode: '10001' } });
  await toastsSettled(page);
  await expectNoAxeViolations(page);
});

test('SMS v2: the consent modal by keyboard alone — Cancel, Escape and unticked Confirm turn it off, ticked Confirm keeps it', async ({
  page,
}) => {
  await enrollWithPartnerNumber(page, V2_PARTNER);
  await openProfile(page);
  // This partner hides the e-mail opt-in.
  await expect(page.getByRole('checkbox', { name: /^Email me/ })).toHaveCount(0);
  const toggle = page.getByRole('switch', { name: SMS_LABEL });
  await expect(toggle).toBeDisabled();
  await typeInto(page, textbox(page, /^Mobile phone/), '312 555 0100');
  await expect(toggle).toBeEnabled();

  const dialog = page.getByRole('dialog', { name: 'Turn on text messages?' });
  const consent = dialog.getByRole('checkbox', { name: 'I agree to receive text messages about my rewards' });

  // Cancel.
  await press(page, toggle, 'Space');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('312-555-0100');
  await expect(consent).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeFocused();

  // Escape.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeFocused();

  // Confirm without the consent box: as Cancel.
  await page.keyboard.press('Space');
  await press(page, dialog.getByRole('button', { name: 'Confirm' }));
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();

  // Confirm with it: on, and saved.
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  // Tab stays inside the dialog: consent, Cancel, Confirm, then round to the consent box.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeFocused();
  await press(page, saveButton(page));
  await expect(page.getByText(SAVED)).toBeVisible();
  expect(await memberRecord(page)).toMatchObject({ phoneNumber: '3125550100', smsOptIn: true });
  await toastsSettled(page);
  await expectNoAxeViolations(page);
});

test('SMS v1: the checkbox waits for a phone, and a changed phone resets the opt-in', async ({ page }) => {
  await enrollWithPartnerNumber(page, V1_PARTNER);
  await openProfile(page);
  const sms = page.getByRole('checkbox', { name: SMS_LABEL });
  await expect(sms).toBeDisabled();
  await typeInto(page, textbox(page, /^Mobile phone/), '3125550100');
  await expect(sms).toBeEnabled();
  await press(page, sms, 'Space');
  await expect(sms).toBeChecked();
  // v1 opens no consent modal.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await press(page, saveButton(page));
  await expect(page.getByText(SAVED)).toBeVisible();
  expect(await memberRecord(page)).toMatchObject({ phoneNumber: '3125550100', smsOptIn: true });

  await retype(page, textbox(page, /^Mobile phone/), '312-555-0199');
  await expect(sms).not.toBeChecked();
  await retype(page, textbox(page, /^Mobile phone/), '');
  await expect(sms).toBeDisabled();
  await press(page, saveButton(page));
  await expect(page.getByText(SAVED).first()).toBeVisible();
  await expect.poll(async () => (await memberRecord(page)).smsOptIn).toBe(false);
  expect((await memberRecord(page)).phoneNumber).toBe('');
});

test('a session that ended goes to /login on save, and back to the profile after signing in', async ({ page }) => {
  const { email, password } = await enrollFreshMember(page, 'kitefund');
  await openProfile(page);
  // The session ends elsewhere (the page still shows the member).
  await page.request.get('/api/SignOut', { headers: await csrfHeaders(page.request) });
  await retype(page, textbox(page, /^Last name/), 'Elsewhere');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await typeInto(page, page.getByLabel(/^Email or/), email);
  await typeInto(page, page.getByLabel(/^Password/), password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/user_profile$/);
  await expect(textbox(page, /^Last name/)).toHaveValue('Cardholder');
});
