import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import {
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDERING_PATHS,
  type Merchant,
  type MerchantFeature,
  type OrderConfirmation,
  type OrderingMenu,
} from '@forkpoint/shared';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { ORDERS_PER_MINUTE } from '../src/stand-ins/ordering/routes';
import { buildTestApp, type TestContext } from './helper';
import { Browser, buildIdentityApp, demo, fieldMessages, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';

/**
 * The stand-in ordering provider (issue 16, item 6): menus made per restaurant, orders priced on the server,
 * each field checked, and every query within the request's partner. The clock starts at 1 June 2030, 12:00
 * UTC (05:00 in Ely, NV, before the fixtures' lunch opening).
 */
let ctx: IdentityContext;
let address = 0;
/** A browser of its own address, so the order rate limit counts only what a test means it to. */
const browser = (host = 'aerovia.localhost') =>
  Browser.open(ctx.app, host, `10.60.${Math.floor(address / 250)}.${(address++ % 250) + 1}`);

const delivers: MerchantFeature[] = ['dine-in', 'takeout', 'delivery', 'online ordering'];
beforeAll(async () => {
  ctx = await buildIdentityApp();
  const website = (url: string | null) => ({
    ...testMerchant('x', 'x', ELY).details,
    website: url,
    phone: '(775) 555-0142',
  });
  await insertMerchants(ctx.database.db, [
    testMerchant('OR-THAI', 'Lemongrass House', ELY, { origin: 'internal', cuisines: ['Thai'], features: delivers }),
    testMerchant('OR-PIZZA', 'Nonna Pie', ELY, {
      origin: 'internal',
      cuisines: ['Italian', 'Pizza'],
      features: ['dine-in', 'takeout', 'online ordering'],
      priceLevel: 3,
    }),
    testMerchant('OR-OWN-SITE', 'Harbor Site Grill', ELY, {
      origin: 'external',
      features: delivers,
      details: website('https://harbor-site.example'),
    }),
    testMerchant('OR-NO-SITE', 'Siteless Tacos', ELY, {
      origin: 'external',
      cuisines: ['Mexican'],
      features: delivers,
      details: website(null),
    }),
    testMerchant('OR-NONE', 'Dine-In Only Diner', ELY, { origin: null }),
    testMerchant('OR-CIRRELLA', 'Cirrella Curry', ELY, {
      origin: 'internal',
      cuisines: ['Indian'],
      features: delivers,
      partnerCodes: ['cirrella'],
    }),
  ]);
});
afterAll(async () => ctx?.close());

const menuOf = async (merchantId: string, host = 'aerovia.localhost') =>
  (await browser(host)).request('GET', ORDERING_PATHS.menu(merchantId));

async function firstItems(merchantId: string, count: number, host = 'aerovia.localhost') {
  const menu = (await menuOf(merchantId, host)).json() as OrderingMenu;
  return menu.sections.flatMap((s) => s.items).slice(0, count);
}

const order = async (body: Record<string, unknown>, host = 'aerovia.localhost', as?: Browser) =>
  (as ?? (await browser(host))).request('POST', ORDERING_PATHS.orders, {
    merchantId: 'OR-THAI',
    mode: 'pickup',
    items: [{ itemId: (await firstItems('OR-THAI', 1))[0]!.id, quantity: 1 }],
    name: 'Ada Diner',
    phone: '(775) 555-0199',
    ...body,
  });

const storedOrders = () => ctx.database.db.selectFrom('standin_orders').selectAll().orderBy('id').execute();

describe('the stand-in menu', () => {
  it("answers the restaurant's menu: name, address, hours, modes, fees, sections of priced dishes", async () => {
    const response = await menuOf('OR-THAI');
    expect(response.statusCode).toBe(200);
    const menu = response.json() as OrderingMenu;
    expect(menu.merchant).toMatchObject({
      merchantId: 'OR-THAI',
      name: 'Lemongrass House',
      address: { street: '1 Aultman St', city: 'Ely', state: 'NV', zip: '89301' },
      timeZone: 'America/Los_Angeles',
    });
    expect(menu.hours).toEqual({ opens: '11:00', closes: '22:00', openNow: false });
    expect(menu.modes).toEqual(['pickup', 'delivery']);
    expect(menu.deliveryFeeCents).toBeGreaterThan(0);
    expect(menu.sections.map((s) => s.name)).toEqual(expect.arrayContaining(['Curries', 'Drinks']));
    expect(menu.sections.flatMap((s) => s.items).every((i) => Number.isInteger(i.priceCents))).toBe(true);
  });

  it('is the same menu on every request and in every program that carries the restaurant', async () => {
    const first = (await menuOf('OR-PIZZA')).json() as OrderingMenu;
    expect((await menuOf('OR-PIZZA')).json()).toEqual(first);
    expect((await menuOf('OR-PIZZA', 'altavela.localhost')).json()).toEqual(first);
    expect(first.modes).toEqual(['pickup']);
  });

  it('serves restaurants that order through the platform, and not found for the rest', async () => {
    expect((await menuOf('OR-NO-SITE')).statusCode).toBe(200);
    for (const merchantId of ['OR-OWN-SITE', 'OR-NONE', 'NO-SUCH-PLACE', 'OR-CIRRELLA']) {
      const response = await menuOf(merchantId);
      expect(response.statusCode, merchantId).toBe(404);
      expect(response.json(), merchantId).toMatchObject({ code: 'NOT_FOUND', message: ORDER_MESSAGES.merchant });
    }
  });
});

describe('placing an order', () => {
  it('prices the order on the server from the menu, whatever prices the request carries', async () => {
    const [first, second] = await firstItems('OR-THAI', 2);
    const response = await order({
      items: [
        { itemId: first!.id, quantity: 2, priceCents: 1 },
        { itemId: second!.id, quantity: 1, unitPriceCents: 1 },
      ],
      subtotalCents: 2,
      totalCents: 2,
      notes: 'Extra napkins, please.',
    });
    expect(response.statusCode).toBe(201);
    const confirmation = response.json() as OrderConfirmation;
    const subtotal = first!.priceCents * 2 + second!.priceCents;
    expect(confirmation).toMatchObject({
      merchantId: 'OR-THAI',
      merchantName: 'Lemongrass House',
      mode: 'pickup',
      subtotalCents: subtotal,
      deliveryFeeCents: 0,
      totalCents: subtotal,
      deliveryAddress: null,
    });
    expect(confirmation.orderNumber).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
    expect(confirmation.lines).toEqual([
      {
        itemId: first!.id,
        name: first!.name,
        quantity: 2,
        unitPriceCents: first!.priceCents,
        totalCents: first!.priceCents * 2,
      },
      {
        itemId: second!.id,
        name: second!.name,
        quantity: 1,
        unitPriceCents: second!.priceCents,
        totalCents: second!.priceCents,
      },
    ]);
    const stored = (await storedOrders()).find((o) => o.order_number === confirmation.orderNumber)!;
    expect(stored).toMatchObject({
      partner_code: 'aerovia',
      member_id: null,
      mode: 'pickup',
      subtotal_cents: subtotal,
      total_cents: subtotal,
      customer_name: 'Ada Diner',
      customer_phone: '7755550199',
      notes: 'Extra napkins, please.',
      delivery_address: null,
    });
    expect(stored.items).toEqual(confirmation.lines);
  });

  it("gives a ready time on the restaurant's clock: after it opens when it is closed, soon when it is open", async () => {
    const closed = (await order({})).json() as OrderConfirmation;
    expect(closed.ready).toMatchObject({ timeZone: 'America/Los_Angeles', zoneName: 'PDT', scheduled: true });
    expect(closed.ready.local).toMatch(/^2030-06-01T11:[0-5]5$/);

    ctx.clock.advance(7 * HOUR_MS); // 12:00 in Ely
    try {
      const open = (await order({})).json() as OrderConfirmation;
      expect(open.ready.scheduled).toBe(false);
      expect(open.ready.local).toMatch(/^2030-06-01T12:[1-4][05]$/);
      expect(new Date(open.ready.at).getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    } finally {
      ctx.clock.advance(-7 * HOUR_MS);
    }
  });

  it('delivers only with a street, a city and a ZIP, and adds the delivery fee', async () => {
    const missing = await order({ mode: 'delivery' });
    expect(missing.statusCode).toBe(400);
    expect(fieldMessages(missing)).toEqual({
      'deliveryAddress.street': ORDER_MESSAGES.street,
      'deliveryAddress.city': ORDER_MESSAGES.city,
      'deliveryAddress.zip': ORDER_MESSAGES.zip,
    });
    const badZip = await order({ mode: 'delivery', deliveryAddress: { street: '5 Main St', city: 'Ely', zip: '893' } });
    expect(fieldMessages(badZip)).toEqual({ 'deliveryAddress.zip': ORDER_MESSAGES.zip });

    const menu = (await menuOf('OR-THAI')).json() as OrderingMenu;
    const delivered = await order({
      mode: 'delivery',
      deliveryAddress: { street: ' 5 Main St ', unit: 'Apt 2', city: 'Ely', zip: '89301' },
    });
    expect(delivered.statusCode).toBe(201);
    const confirmation = delivered.json() as OrderConfirmation;
    expect(confirmation.deliveryFeeCents).toBe(menu.deliveryFeeCents);
    expect(confirmation.totalCents).toBe(confirmation.subtotalCents + menu.deliveryFeeCents);
    expect(confirmation.deliveryAddress).toEqual({ street: '5 Main St', unit: 'Apt 2', city: 'Ely', zip: '89301' });

    // A pickup order keeps no address, whatever the request carries.
    const pickup = await order({ deliveryAddress: { street: '5 Main St', city: 'Ely', zip: '89301' } });
    expect((pickup.json() as OrderConfirmation).deliveryAddress).toBeNull();
  });

  it('refuses a mode the restaurant does not offer', async () => {
    const items = [{ itemId: (await firstItems('OR-PIZZA', 1))[0]!.id, quantity: 1 }];
    const response = await order({
      merchantId: 'OR-PIZZA',
      items,
      mode: 'delivery',
      deliveryAddress: { street: '5 Main St', city: 'Ely', zip: '89301' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toEqual({ mode: ORDER_MESSAGES.noDelivery });
  });

  it('refuses a dish that is not on the menu, at its line', async () => {
    const [dish] = await firstItems('OR-THAI', 1);
    const before = (await storedOrders()).length;
    const response = await order({
      items: [
        { itemId: dish!.id, quantity: 1 },
        { itemId: 'margherita', quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: ORDER_MESSAGES.form });
    expect(fieldMessages(response)).toEqual({ 'items.1.itemId': ORDER_MESSAGES.item });
    expect(await storedOrders()).toHaveLength(before);
  });

  it('checks every field and stores nothing when one is wrong', async () => {
    const [dish] = await firstItems('OR-THAI', 1);
    const line = { itemId: dish!.id, quantity: 1 };
    const tooMany = Array.from({ length: ORDER_LIMITS.maxLines + 1 }, (_, i) => ({ itemId: `dish-${i}`, quantity: 1 }));
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ merchantId: '' }, 'merchantId', ORDER_MESSAGES.merchant],
      [{ mode: 'drone' }, 'mode', ORDER_MESSAGES.mode],
      [{ items: [] }, 'items', ORDER_MESSAGES.items],
      [{ items: 'pad-thai' }, 'items', ORDER_MESSAGES.items],
      [{ items: tooMany }, 'items', ORDER_MESSAGES.tooManyLines],
      [{ items: [{ ...line, quantity: 0 }] }, 'items.0.quantity', ORDER_MESSAGES.quantity],
      [{ items: [{ ...line, quantity: 21 }] }, 'items.0.quantity', ORDER_MESSAGES.quantity],
      [{ items: [{ ...line, quantity: 1.5 }] }, 'items.0.quantity', ORDER_MESSAGES.quantity],
      [{ items: [{ ...line, quantity: '2' }] }, 'items.0.quantity', ORDER_MESSAGES.quantity],
      [{ items: [{ itemId: 'Pad Thai!', quantity: 1 }] }, 'items.0.itemId', ORDER_MESSAGES.item],
      [{ items: [line, line] }, 'items.1.itemId', ORDER_MESSAGES.repeatedItem],
      [{ name: '   ' }, 'name', ORDER_MESSAGES.name],
      [{ name: 'n'.repeat(ORDER_LIMITS.name + 1) }, 'name', ORDER_MESSAGES.nameTooLong],
      [{ phone: '' }, 'phone', ORDER_MESSAGES.phone],
      [{ phone: 'call me' }, 'phone', 'Invalid phone number, please check the number and try again'],
      [{ phone: '(075) 555-0199' }, 'phone', 'Invalid US based phone number'],
      [{ notes: 'n'.repeat(ORDER_LIMITS.notes + 1) }, 'notes', ORDER_MESSAGES.notes],
    ];
    const before = (await storedOrders()).length;
    for (const [body, field, message] of cases) {
      const response = await order(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fieldMessages(response)[field], field).toBe(message);
    }
    expect(await order({ notes: 'n'.repeat(ORDER_LIMITS.notes) })).toHaveProperty('statusCode', 201);
    expect(await storedOrders()).toHaveLength(before + 1);
  });

  it('takes orders only within the partner of the request', async () => {
    const items = [{ itemId: (await firstItems('OR-CIRRELLA', 1, 'cirrella.localhost'))[0]!.id, quantity: 1 }];
    const elsewhere = await order({ merchantId: 'OR-CIRRELLA', items });
    expect(elsewhere.statusCode).toBe(404);
    expect((await menuOf('OR-CIRRELLA', 'cirrella.localhost')).statusCode).toBe(200);
    const home = await order({ merchantId: 'OR-CIRRELLA', items }, 'cirrella.localhost');
    expect(home.statusCode).toBe(201);
    const stored = (await storedOrders()).find(
      (o) => o.order_number === (home.json() as OrderConfirmation).orderNumber,
    );
    expect(stored?.partner_code).toBe('cirrella');
  });

  it('refuses restaurants without ordering through the platform', async () => {
    for (const merchantId of ['OR-NONE', 'OR-OWN-SITE', 'NO-SUCH-PLACE']) {
      const response = await order({ merchantId, items: [{ itemId: 'fries', quantity: 1 }] });
      expect(response.statusCode, merchantId).toBe(404);
    }
  });

  it("records the signed-in member's id, and takes visitors' orders too", async () => {
    const member = await browser();
    expect((await member.signIn(demo('card'))).statusCode).toBe(200);
    const placed = (await order({}, undefined, member)).json() as OrderConfirmation;
    const stored = (await storedOrders()).find((o) => o.order_number === placed.orderNumber);
    const memberId = await ctx.database.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', demo('card'))
      .where('partner_code', '=', 'aerovia')
      .executeTakeFirstOrThrow();
    expect(stored?.member_id).toBe(memberId.id);
  });

  it('needs the CSRF token, as every POST does', async () => {
    const visitor = await browser();
    visitor.token = '';
    expect((await order({}, undefined, visitor)).statusCode).toBe(403);
  });

  it(`allows ${ORDERS_PER_MINUTE} orders a minute from one address`, async () => {
    const diner = await browser();
    for (let i = 0; i < ORDERS_PER_MINUTE; i += 1) expect((await order({}, undefined, diner)).statusCode).not.toBe(429);
    expect((await order({}, undefined, diner)).statusCode).toBe(429);
  });
});

describe('the ordering provider setting', () => {
  let configured: TestContext;
  beforeAll(async () => {
    configured = await buildTestApp({
      env: { ORDERING_PROVIDER_URL: 'https://order.example.com/r/{merchantId}', ORDERING_PROVIDER_NAME: 'Order Co' },
    });
    await insertMerchants(configured.database.db, [
      testMerchant('OR-THAI', 'Lemongrass House', ELY, { origin: 'internal', features: delivers }),
    ]);
  });
  afterAll(async () => configured?.close());

  const orderingOnPage = async (app: TestContext['app'], db: TestContext['database']['db']) => {
    const { id } = await db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_id', '=', 'OR-THAI')
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'GET',
      url: `/api/v2/Merchants/${id}`,
      headers: { host: 'aerovia.localhost' },
    });
    return (response.json() as { merchant: Merchant }).merchant.ordering;
  };

  it('sends the order dialog to the stand-in page by default, and to the configured provider when set', async () => {
    expect(await orderingOnPage(ctx.app, ctx.database.db)).toEqual({
      provider: 'Forkpoint Order',
      url: '/ordering/OR-THAI',
    });
    expect(await orderingOnPage(configured.app, configured.database.db)).toEqual({
      provider: 'Order Co',
      url: 'https://order.example.com/r/OR-THAI',
    });
  });
});
