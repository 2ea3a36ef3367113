import type { Page } from '@playwright/test';
import { ORDER_MESSAGES, type OrderingMenu } from '@forkpoint/shared/contracts/ordering';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { press, tabTo, typeInto } from './identity-keyboard-helpers';

/**
 * Online ordering (issue 16, item 6) over the real server and seeded catalog: the order dialog of
 * /merchants/{id}/Order, the stand-in provider's page /ordering/{merchantId}, and restaurants without ordering.
 * Each test takes its restaurant from the search API, so it follows the seed.
 */

const PARTNER = 'aerovia';

interface FoundMerchant {
  id: number;
  merchantId: string;
  name: string;
  origin: 'internal' | 'external' | null;
  features: string[];
}

async function findMerchant(page: Page, query: Record<string, string>, want: (m: FoundMerchant) => boolean) {
  const params = new URLSearchParams({ location: 'New York, NY', pageSize: '50', partner: PARTNER, ...query });
  const response = await page.request.get(`/api/v2/Merchants/Search?${params.toString()}`);
  expect(response.status()).toBe(200);
  const { merchants } = (await response.json()) as { merchants: FoundMerchant[] };
  const found = merchants.find(want);
  expect(found, `a merchant for ${params.toString()}`).toBeDefined();
  return found!;
}

const internal = (m: FoundMerchant) => m.origin === 'internal';
const takesPickup = (m: FoundMerchant) => m.features.includes('takeout') || !m.features.includes('delivery');

async function menuOf(page: Page, merchantId: string): Promise<OrderingMenu> {
  const response = await page.request.get(partnerUrl(`/api/Ordering/Merchants/${merchantId}/Menu`, PARTNER));
  expect(response.status()).toBe(200);
  return (await response.json()) as OrderingMenu;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a pickup order by keyboard alone: the restaurant page, the order dialog, the stand-in page, the confirmation', async ({
  page,
}) => {
  const merchant = await findMerchant(page, { features: 'online ordering' }, (m) => internal(m) && takesPickup(m));
  const menu = await menuOf(page, merchant.merchantId);
  const partner = (await (await page.request.get(partnerUrl('/api/partner', PARTNER))).json()) as {
    terms: { program: string; currencyPlural: string };
  };
  await page.goto(partnerUrl(`/merchants/${merchant.id}`, PARTNER));

  await press(page, page.getByRole('link', { name: 'Order online' }));
  const dialog = page.getByRole('dialog', { name: `Order online from ${merchant.name}` });
  const provider = dialog.getByRole('link', { name: 'Order with Forkpoint Order' });
  await expect(provider).toBeFocused();
  await expect(provider).toHaveAttribute('href', `/ordering/${merchant.merchantId}`);
  await expect(provider).not.toHaveAttribute('target');
  await expectNoAxeViolations(page);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ordering/${merchant.merchantId}$`));
  await expect(page.getByRole('heading', { level: 1, name: merchant.name })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Demonstration ordering' })).toContainText(
    'no restaurant receives them and nothing is charged',
  );
  await expect(page.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
  await expectNoAxeViolations(page);

  // The first dish of the menu, twice.
  const dish = menu.sections[0]!.items[0]!;
  await press(page, page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).first());
  await expect(page.getByRole('button', { name: `Add another ${dish.name}` }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${dish.name}: 2 in your order.` })).toBeAttached();
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByText('Total', { exact: true }).locator('..')).toContainText(dollars(dish.priceCents * 2));

  await typeInto(page, page.getByLabel(/Name for the order/), 'Ada Keyboard');
  await typeInto(page, page.getByLabel(/^Phone/), '(212) 555-0187');
  await press(page, page.getByRole('button', { name: 'Place order' }));

  const confirmation = page.getByRole('heading', { level: 1, name: /Your order number is [A-Z2-9]{3}-[A-Z2-9]{3}/ });
  await expect(confirmation).toBeFocused();
  await expect(
    page.getByText(/^Ready for pickup (today|tomorrow|on \w+) at \d{1,2}:\d{2} [AP]M [A-Z]{3,4}/),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${dish.name} 2 `) })).toContainText(
    dollars(dish.priceCents * 2),
  );
  await expect(
    page.getByText(`card linked to ${partner.terms.program} to earn ${partner.terms.currencyPlural}`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a delivery order asks for the address at its fields before it is placed, then adds the fee', async ({ page }) => {
  const merchant = await findMerchant(
    page,
    { features: 'online ordering' },
    (m) => internal(m) && m.features.includes('delivery'),
  );
  const menu = await menuOf(page, merchant.merchantId);
  await page.goto(partnerUrl(`/ordering/${merchant.merchantId}`, PARTNER));
  await expect(page.getByRole('heading', { level: 1, name: merchant.name })).toBeVisible();

  const delivery = page.getByRole('radio', { name: /^Delivery/ });
  if (!(await delivery.isChecked())) {
    await tabTo(page, page.getByRole('radio', { name: /^Pickup/ }));
    await page.keyboard.press('ArrowRight');
  }
  await expect(delivery).toBeChecked();
  const address = page.getByRole('group', { name: 'Delivery address' });
  await expect(address).toBeVisible();

  const dish = menu.sections[1]!.items[0]!;
  await press(page, page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).first());
  await typeInto(page, page.getByLabel(/Name for the order/), 'Ada Delivery');
  await typeInto(page, page.getByLabel(/^Phone/), '2125550187');
  await press(page, page.getByRole('button', { name: 'Place order' }));

  await expect(address.getByText(ORDER_MESSAGES.street)).toBeVisible();
  await expect(address.getByText(ORDER_MESSAGES.city)).toBeVisible();
  await expect(address.getByText(ORDER_MESSAGES.zip)).toBeVisible();
  await expect(page.getByLabel(/Street address/)).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.type('350 5th Ave');
  await typeInto(page, page.getByLabel(/City/), 'New York');
  await typeInto(page, page.getByLabel(/ZIP code/), '100');
  await press(page, page.getByRole('button', { name: 'Place order' }));
  await expect(address.getByText(ORDER_MESSAGES.zip)).toBeVisible();
  await tabTo(page, page.getByLabel(/ZIP code/));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('10001');
  await press(page, page.getByRole('button', { name: 'Place order' }));

  await expect(page.getByRole('heading', { level: 1, name: /Your order number is/ })).toBeFocused();
  await expect(page.getByText(/^Arriving (today|tomorrow|on \w+) at about/)).toBeVisible();
  await expect(page.getByRole('row', { name: /^Delivery fee/ })).toContainText(dollars(menu.deliveryFeeCents));
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText(
    dollars(dish.priceCents + menu.deliveryFeeCents),
  );
  await expectNoAxeViolations(page);
});

test('a restaurant without online ordering says why, in the dialog and on the stand-in page', async ({ page }) => {
  const merchant = await findMerchant(page, {}, (m) => m.origin === null);
  await page.goto(partnerUrl(`/merchants/${merchant.id}/Order`, PARTNER));
  const dialog = page.getByRole('dialog', { name: `Order online from ${merchant.name}` });
  await expect(dialog).toContainText(`${merchant.name} doesn't take online orders, so there is no ordering page`);
  await expect(dialog).toContainText(/Dine in and earn .+ when you pay with a card linked to/);
  await expect(dialog.getByRole('link', { name: /^Order with/ })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Find restaurants that take online orders' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(partnerUrl(`/ordering/${merchant.merchantId}`, PARTNER));
  await expect(page.getByRole('heading', { level: 1, name: "Online ordering isn't available here" })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Demonstration ordering' })).toBeVisible();
  await expectNoAxeViolations(page);
});
