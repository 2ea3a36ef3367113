import { z } from 'zod';
import { checkPhoneNumber } from '../rules/member-fields';

/**
 * Online ordering through the platform's stand-in provider (issue 16, item 6; docs/ordering.md): a menu made
 * for each restaurant, and orders for pickup or delivery that are recorded but reach no restaurant and charge
 * nothing. Prices are the server's: an order names dishes and quantities, never an amount.
 */

export const ORDERING_PATHS = {
  /** GET: the restaurant's stand-in menu (404 when it does not take orders through the platform's provider). */
  menu: (merchantId: string) => `/api/Ordering/Merchants/${encodeURIComponent(merchantId)}/Menu`,
  /** POST: places an order (CSRF; anyone may order, signed in or not, as on a real provider). */
  orders: '/api/Ordering/Orders',
} as const;

export const ORDER_MODES = ['pickup', 'delivery'] as const;
export type OrderMode = (typeof ORDER_MODES)[number];

export const ORDER_LIMITS = {
  maxLines: 30,
  maxQuantity: 20,
  name: 60,
  street: 100,
  unit: 30,
  city: 40,
  notes: 500,
} as const;

export const ORDER_MESSAGES = {
  form: 'We could not place your order. Please check the form for errors.',
  merchant: 'This restaurant does not take online orders here.',
  mode: 'Choose pickup or delivery.',
  noDelivery: 'This restaurant does not deliver. Choose pickup.',
  noPickup: 'This restaurant only delivers. Choose delivery.',
  items: 'Add at least one dish to your order.',
  tooManyLines: `An order can hold up to ${ORDER_LIMITS.maxLines} different dishes.`,
  item: 'This dish is not on the menu.',
  repeatedItem: 'This dish is already in the order: change its quantity instead.',
  quantity: `Choose a quantity from 1 to ${ORDER_LIMITS.maxQuantity}.`,
  name: 'Enter the name for the order.',
  nameTooLong: `Use at most ${ORDER_LIMITS.name} characters.`,
  phone: 'Enter a phone number the restaurant can call about the order.',
  street: 'Enter the street address for delivery.',
  streetTooLong: `Use at most ${ORDER_LIMITS.street} characters.`,
  unitTooLong: `Use at most ${ORDER_LIMITS.unit} characters.`,
  city: 'Enter the city for delivery.',
  cityTooLong: `Use at most ${ORDER_LIMITS.city} characters.`,
  zip: 'Enter a 5-digit ZIP code.',
  notes: `Notes can be at most ${ORDER_LIMITS.notes} characters.`,
} as const;

/** Menu item ids are readable slugs ("pasta-cacio-e-pepe"), stable for a restaurant's menu. */
export const MENU_ITEM_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** What the order form asks besides the dishes: how it reaches the diner, and who they are. */
const orderDetailsShape = {
  mode: z.enum(ORDER_MODES, { error: ORDER_MESSAGES.mode }),
  name: requiredText(ORDER_MESSAGES.name, ORDER_LIMITS.name, ORDER_MESSAGES.nameTooLong),
  phone: z.string({ error: ORDER_MESSAGES.phone }).superRefine((value, ctx) => {
    if (value.trim() === '') return void ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.phone });
    const phone = checkPhoneNumber(value);
    if (!phone.ok) ctx.addIssue({ code: 'custom', message: phone.message });
  }),
  /** Read only for delivery (withDeliveryRule); a pickup order drops it. */
  deliveryAddress: z
    .object({
      street: z.string().trim().max(ORDER_LIMITS.street, ORDER_MESSAGES.streetTooLong).optional(),
      unit: z.string().trim().max(ORDER_LIMITS.unit, ORDER_MESSAGES.unitTooLong).optional(),
      city: z.string().trim().max(ORDER_LIMITS.city, ORDER_MESSAGES.cityTooLong).optional(),
      zip: z.string().trim().optional(),
    })
    .optional(),
  notes: z.string().trim().max(ORDER_LIMITS.notes, ORDER_MESSAGES.notes).optional(),
};

interface DeliveryFields {
  mode: OrderMode;
  deliveryAddress?: { street?: string | undefined; city?: string | undefined; zip?: string | undefined } | undefined;
}

/** A delivery needs a street, a city and a 5-digit ZIP; each missing one is a message at its own field. */
function deliveryRule(order: DeliveryFields, ctx: z.RefinementCtx) {
  if (order.mode !== 'delivery') return;
  const address = order.deliveryAddress ?? {};
  if (!address.street)
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress', 'street'], message: ORDER_MESSAGES.street });
  if (!address.city) ctx.addIssue({ code: 'custom', path: ['deliveryAddress', 'city'], message: ORDER_MESSAGES.city });
  if (!/^\d{5}$/.test(address.zip ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress', 'zip'], message: ORDER_MESSAGES.zip });
  }
}

/** The 10 digits of a phone number the schema accepted. */
function phoneDigits(value: string): string {
  const phone = checkPhoneNumber(value);
  return phone.ok ? phone.digits : value;
}

/** The stand-in page's checkout fields (the web form validates with it; dishes are the cart's). */
export const orderDetailsFormSchema = z.object(orderDetailsShape).superRefine(deliveryRule);
export type OrderDetailsForm = z.input<typeof orderDetailsFormSchema>;

export const orderLineRequestSchema = z.object({
  itemId: z.string({ error: ORDER_MESSAGES.item }).regex(MENU_ITEM_ID, ORDER_MESSAGES.item),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantity })
    .int(ORDER_MESSAGES.quantity)
    .min(1, ORDER_MESSAGES.quantity)
    .max(ORDER_LIMITS.maxQuantity, ORDER_MESSAGES.quantity),
});

/** POST /api/Ordering/Orders. */
export const orderRequestSchema = z
  .object({
    merchantId: z.string({ error: ORDER_MESSAGES.merchant }).min(1, ORDER_MESSAGES.merchant).max(64),
    items: z
      .array(orderLineRequestSchema, { error: ORDER_MESSAGES.items })
      .min(1, ORDER_MESSAGES.items)
      .max(ORDER_LIMITS.maxLines, ORDER_MESSAGES.tooManyLines),
    ...orderDetailsShape,
  })
  .superRefine(deliveryRule)
  .superRefine((order, ctx) => {
    const seen = new Set<string>();
    order.items.forEach((line, index) => {
      if (seen.has(line.itemId)) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'itemId'], message: ORDER_MESSAGES.repeatedItem });
      }
      seen.add(line.itemId);
    });
  })
  // The phone is kept as its 10 digits; a pickup order keeps no address.
  .transform(({ phone, deliveryAddress, notes, ...order }) => ({
    ...order,
    phone: phoneDigits(phone),
    deliveryAddress:
      order.mode === 'delivery'
        ? {
            street: deliveryAddress?.street ?? '',
            unit: deliveryAddress?.unit || null,
            city: deliveryAddress?.city ?? '',
            zip: deliveryAddress?.zip ?? '',
          }
        : null,
    notes: notes || null,
  }));
export type OrderRequest = z.input<typeof orderRequestSchema>;
export type ParsedOrderRequest = z.output<typeof orderRequestSchema>;

export const MENU_TAGS = ['vegetarian', 'spicy'] as const;

export const menuItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int().nonnegative(),
  tags: z.array(z.enum(MENU_TAGS)),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(menuItemSchema),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

/** GET /api/Ordering/Merchants/{merchantId}/Menu. */
export const orderingMenuSchema = z.object({
  merchant: z.object({
    /** The catalog's merchantId (FP0000042), which orders name. */
    merchantId: z.string(),
    /** The numeric id of /merchants/{id}, for the link back to the restaurant's page. */
    id: z.number().int(),
    name: z.string(),
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
    phone: z.string().nullable(),
    timeZone: z.string(),
  }),
  /** Ordering hours, every day, on the restaurant's clock ("HH:MM"; closes "24:00" is midnight). */
  hours: z.object({ opens: z.string(), closes: z.string(), openNow: z.boolean() }),
  modes: z.array(z.enum(ORDER_MODES)).min(1),
  deliveryFeeCents: z.number().int().nonnegative(),
  estimatedMinutes: z.object({ pickup: z.number().int().positive(), delivery: z.number().int().positive() }),
  sections: z.array(menuSectionSchema),
});
export type OrderingMenu = z.infer<typeof orderingMenuSchema>;

export const orderLineSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPriceCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The 201 of POST /api/Ordering/Orders. */
export const orderConfirmationSchema = z.object({
  orderNumber: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  mode: z.enum(ORDER_MODES),
  lines: z.array(orderLineSchema),
  subtotalCents: z.number().int().nonnegative(),
  deliveryFeeCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
  deliveryAddress: z
    .object({ street: z.string(), unit: z.string().nullable(), city: z.string(), zip: z.string() })
    .nullable(),
  /** When the order is ready for pickup or arrives, on the restaurant's clock. */
  ready: z.object({
    /** The instant (ISO 8601, UTC). */
    at: z.string(),
    /** The restaurant's wall-clock date and time ("2030-06-01T19:45"). */
    local: z.string(),
    timeZone: z.string(),
    /** The zone's short name at that moment ("CDT"). */
    zoneName: z.string(),
    /** The restaurant is closed now: the order is made when it opens. */
    scheduled: z.boolean(),
  }),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
