import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  deleteCardByApi,
  enrollFreshMember,
  frameNumber,
  linkCardsByApi,
  randomCardNumber,
  signInDemo,
  toastsSettled,
} from './cards-fixtures';

// Linked Cards (/account/manage_cards), the link-card form and re-enrollment, over the real app, server
// and secure card-entry frame. Each test has its own member: fresh enrolments, or demo members of the
// partners with partner-loaded cards that no other browser test uses.

test.describe.configure({ mode: 'parallel' });

const LINK_TIMEOUT = { timeout: 45_000 };
const TERMS = /Linking a card and authorizing activity monitoring is required to complete and earn rewards\./;

async function openLinkedCards(page: Page) {
  await page.goto('/account/manage_cards');
  const region = page.getByRole('region', { name: 'Linked Cards', exact: true });
  await expect(region).toBeVisible();
  await expect(frameNumber(page)).toBeVisible();
  return region;
}

async function submitLink(page: Page) {
  await page.getByRole('checkbox', { name: TERMS }).check();
  await page.getByRole('button', { name: 'Link card' }).click();
}

const rows = (page: Page) => page.getByRole('region', { name: 'Your linked cards' }).getByRole('listitem');

test('links one typed card: the frame, the terms and the bot check, then the card in the list since today', async ({
  page,
}) => {
  await enrollFreshMember(page, 'kitefund');
  const region = await openLinkedCards(page);
  await expect(region).toContainText('You have no linked cards yet');
  await expect(page.getByText('You can link 12 more cards.')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Link card' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);

  const number = randomCardNumber('visa');
  await frameNumber(page).fill(number);
  await expect(submit).toBeEnabled();
  await expect(page.getByText('You can link 11 more cards.')).toBeVisible();
  await submitLink(page);
  const linked = `Your card ending in ${number.slice(-4)} has been linked.`;
  await expect(page.getByRole('status').filter({ hasText: linked }).first()).toBeVisible(LINK_TIMEOUT);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`ending in ${number.slice(-4)}`);
  await expect(rows(page).first()).toContainText('Linked since');
  // The selection cleared: the frame is empty again.
  await expect(frameNumber(page)).toHaveValue('');
  // A first card makes the member a card member.
  expect((await (await page.request.get('/api/Member')).json()).memberType).toBe('EnrolledCardMember');
  await toastsSettled(page);
  await expectNoAxeViolations(page);
});

test('links the partner-loaded cards chosen by their checkboxes', async ({ page }) => {
  await signInDemo(page, 'ostrand', 'noncard');
  const loaded: Array<{ lastFour: string }> = await (await page.request.get('/api/Cards/AllPartnerCards')).json();
  expect(loaded).toHaveLength(2);
  await openLinkedCards(page);
  const boxes = loaded.map(({ lastFour }) => page.getByRole('checkbox', { name: `Card ending in ${lastFour}` }));
  for (const box of boxes) await box.check();
  await expect(page.getByText('You can link 10 more cards.')).toBeVisible();
  await expectNoAxeViolations(page);
  await submitLink(page);
  await expect(page.getByText('All of your cards have been linked.')).toBeVisible(LINK_TIMEOUT);
  await expect(rows(page)).toHaveCount(2);
  for (const box of boxes) await expect(box).toHaveCount(0);
});

test('several cards with one failing: the others link and the failed card has its own line', async ({ page }) => {
  await signInDemo(page, 'maplestone', 'noncard');
  // maplestone accepts Mastercard only; this card is linked already, so typing it again fails.
  const duplicate = randomCardNumber('mastercard');
  await linkCardsByApi(page, [duplicate]);
  const [loaded] = await (await page.request.get('/api/Cards/AllPartnerCards')).json();
  await openLinkedCards(page);
  await page.getByRole('checkbox', { name: `Card ending in ${loaded.lastFour}` }).check();
  await frameNumber(page).fill(duplicate);
  await submitLink(page);
  const result = page
    .getByRole('form', { name: 'Link a card' })
    .getByRole('alert')
    .filter({ hasText: 'Some of your cards were linked.' });
  await expect(result).toBeVisible(LINK_TIMEOUT);
  await expect(result).toContainText(`Your card ending in ${loaded.lastFour} has been linked.`);
  await expect(result).toContainText(
    `Mastercard ending in ${duplicate.slice(-4)} - CARD_ALREADY_LINKED: This card is already linked to your account.`,
  );
  await expect(rows(page)).toHaveCount(2);
  await toastsSettled(page);
  await expectNoAxeViolations(page);
});

test('reaching the maximum of 12: the other checkbox is disabled with the warning, then the notice replaces the form', async ({
  page,
}) => {
  // The VIP demo member has one linked card and two partner-loaded ones; ten more make eleven.
  await signInDemo(page, 'ostrand', 'vip');
  await linkCardsByApi(
    page,
    Array.from({ length: 10 }, () => randomCardNumber('visa')),
  );
  const [first, second] = await (await page.request.get('/api/Cards/AllPartnerCards')).json();
  await openLinkedCards(page);
  await expect(rows(page)).toHaveCount(11);
  await expect(page.getByText('You can link 1 more card.')).toBeVisible();
  await page.getByRole('checkbox', { name: `Card ending in ${first.lastFour}` }).check();
  await expect(page.getByRole('checkbox', { name: `Card ending in ${second.lastFour}` })).toBeDisabled();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The maximum number of cards has been selected.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await submitLink(page);
  await expect(page.getByText('You have linked the maximum of 12 cards. Delete a card to link another.')).toBeVisible(
    LINK_TIMEOUT,
  );
  await expect(rows(page)).toHaveCount(12);
  await expect(page.getByRole('form', { name: 'Link a card' })).toHaveCount(0);
});

test('deleting a card: the confirmation modal, Deleting... on the row, the message, and a failed delete that leaves the row', async ({
  page,
}) => {
  await enrollFreshMember(page, 'kitefund');
  const [kept, removed] = [randomCardNumber('visa'), randomCardNumber('visa')];
  await linkCardsByApi(page, [kept, removed]);
  await openLinkedCards(page);
  const deleteButton = (number: string) =>
    page.getByRole('button', { name: `Delete Visa ending in ${number.slice(-4)}` });

  await deleteButton(removed).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton(removed)).toBeFocused();

  // Held a moment, so the row's note can be seen.
  await page.route('**/api/Member/Cards?id=*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Delete card' }).click();
  await expect(rows(page).filter({ hasText: 'Deleting...' })).toBeVisible();
  await expect(page.getByText(`Your card ending in ${removed.slice(-4)} has been deleted.`)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);

  await page.unroute('**/api/Member/Cards?id=*');
  await page.route('**/api/Member/Cards?id=*', (route) =>
    route.fulfill({
      status: 500,
      json: { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'x' },
    }),
  );
  await deleteButton(kept).click();
  await dialog.getByRole('button', { name: 'Delete card' }).click();
  await expect(
    page.getByText(`Your card ending in ${kept.slice(-4)} can not be deleted, please try again later.`),
  ).toBeVisible();
  await expect(deleteButton(kept)).toBeVisible();
});

test('deleting the last card closes the account and signs the member out', async ({ page }) => {
  await enrollFreshMember(page, 'kitefund');
  const [number] = [randomCardNumber('visa')];
  await linkCardsByApi(page, [number]);
  await openLinkedCards(page);
  await page.getByRole('button', { name: `Delete Visa ending in ${number.slice(-4)}` }).click();
  await expect(page.getByRole('dialog')).toContainText('This is your only linked card.');
  await page.getByRole('button', { name: 'Delete card' }).click();
  // /SignOut ends the session and loads home afresh.
  await page.waitForURL((url) => url.pathname === '/SignOut');
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/Member')).status()).toBe(401);
});

test('a closed account signs in to the re-enrollment page and reopens by linking a card', async ({ page }) => {
  const { email, password } = await enrollFreshMember(page, 'kitefund');
  const [cardId] = await linkCardsByApi(page, [randomCardNumber('visa')]);
  expect(await deleteCardByApi(page, cardId ?? '')).toMatchObject({ accountClosed: true });

  await page.goto('/login');
  await page.getByLabel(/^Email or/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const reenrollment = page.getByRole('region', { name: /^Welcome back to/ });
  await expect(reenrollment).toContainText('Your linked card was deleted');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(reenrollment.getByRole('link', { name: 'sign in later' })).toHaveAttribute('href', '/SignOut');
  await expect(frameNumber(page)).toBeVisible();
  await expectNoAxeViolations(page);

  const number = randomCardNumber('visa');
  await frameNumber(page).fill(number);
  await reenrollment.getByRole('checkbox', { name: TERMS }).check();
  await reenrollment.getByRole('button', { name: 'Link card' }).click();
  await expect(page.getByText(`Your card ending in ${number.slice(-4)} has been linked.`).first()).toBeVisible(
    LINK_TIMEOUT,
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/overview$/);
  expect((await (await page.request.get('/api/Member')).json()).memberType).toBe('EnrolledCardMember');
});
