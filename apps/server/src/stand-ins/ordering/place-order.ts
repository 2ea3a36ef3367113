import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ORDER_MESSAGES, type OrderConfirmation, type OrderingMenu, type ParsedOrderRequest } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import type { StandInOrderLine } from '../../db/schema-ordering';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { clockText, orderingHoursOf, readyTime, takesOrdersNow } from './hours';
import { buildMenu } from './menu';
import { findOrderingMerchant, insertOrder, type OrderingMerchant } from './repository';

/**
 * The stand-in provider's two calls (docs/ordering.md): a restaurant's menu, and placing an order, priced
 * here from that menu (the request names dishes and quantities, never a price). Nothing is sent to the
 * restaurant and nothing is charged.
 */

type Db = Kysely<DB>;

export interface Orderer {
  partnerCode: string;
  /** The signed-in member, when there is one. */
  memberId: number | null;
}

const notFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.merchant);

export async function menuOf(db: Db, merchantId: string, partnerCode: string, now: Date): Promise<OrderingMenu> {
  const merchant = await findOrderingMerchant(db, merchantId, partnerCode);
  if (!merchant) throw notFound();
  return menuAnswer(merchant, now);
}

function menuAnswer(merchant: OrderingMerchant, now: Date): OrderingMenu {
  const menu = buildMenu(merchant);
  const hours = orderingHoursOf(merchant.mealsServed);
  return {
    merchant: {
      merchantId: merchant.merchantId,
      id: merchant.id,
      name: merchant.name,
      address: { street: merchant.street, city: merchant.city, state: merchant.state, zip: merchant.zip },
      phone: merchant.phone,
      timeZone: merchant.timeZone,
    },
    hours: {
      opens: clockText(hours.opens),
      closes: clockText(hours.closes),
      openNow: takesOrdersNow(hours, merchant.timeZone, now, menu.estimatedMinutes.pickup),
    },
    modes: menu.modes,
    deliveryFeeCents: menu.deliveryFeeCents,
    estimatedMinutes: menu.estimatedMinutes,
    sections: menu.sections,
  };
}

/** Unambiguous letters and digits (no 0/O, 1/I/L): read out over the phone. */
const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const drawOrderNumber = () => {
  const chars = Array.from({ length: 6 }, () => ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)]);
  return `${chars.slice(0, 3).join('')}-${chars.slice(3).join('')}`;
};

export async function placeOrder(
  db: Db,
  orderer: Orderer,
  order: ParsedOrderRequest,
  now: Date,
): Promise<OrderConfirmation> {
  const merchant = await findOrderingMerchant(db, order.merchantId, orderer.partnerCode);
  if (!merchant) throw notFound();
  const menu = buildMenu(merchant);
  const lines = priceLines(menu.sections, order.items);

  const errors: FieldMessage[] = lines.errors;
  if (!menu.modes.includes(order.mode)) {
    errors.unshift({
      field: 'mode',
      message: order.mode === 'delivery' ? ORDER_MESSAGES.noDelivery : ORDER_MESSAGES.noPickup,
    });
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', ORDER_MESSAGES.form, errors);

  const subtotalCents = lines.priced.reduce((sum, line) => sum + line.totalCents, 0);
  const deliveryFeeCents = order.mode === 'delivery' ? menu.deliveryFeeCents : 0;
  const ready = readyTime(
    orderingHoursOf(merchant.mealsServed),
    merchant.timeZone,
    now,
    menu.estimatedMinutes[order.mode],
  );

  let orderNumber = drawOrderNumber();
  const record = {
    partnerCode: orderer.partnerCode,
    merchantRowId: merchant.id,
    memberId: orderer.memberId,
    mode: order.mode,
    lines: lines.priced,
    subtotalCents,
    deliveryFeeCents,
    name: order.name,
    phone: order.phone,
    deliveryAddress: order.deliveryAddress,
    notes: order.notes,
    readyAt: ready.at,
    createdAt: now,
  };
  // 31^6 numbers a program: a clash is rare, and the unique key settles it rather than a check first.
  for (let attempt = 1; !(await insertOrder(db, { ...record, orderNumber })); attempt += 1) {
    if (attempt >= 5) throw new AppError('CONFLICT', 'We could not place your order. Please try again.');
    orderNumber = drawOrderNumber();
  }

  return {
    orderNumber,
    merchantId: merchant.merchantId,
    merchantName: merchant.name,
    mode: order.mode,
    lines: lines.priced,
    subtotalCents,
    deliveryFeeCents,
    totalCents: subtotalCents + deliveryFeeCents,
    deliveryAddress: order.deliveryAddress,
    ready: {
      at: ready.at.toISOString(),
      local: ready.local,
      timeZone: merchant.timeZone,
      zoneName: ready.zoneName,
      scheduled: ready.scheduled,
    },
  };
}

/** Each line priced from the menu; a dish not on it is an error at that line's itemId. */
function priceLines(sections: OrderingMenu['sections'], items: ParsedOrderRequest['items']) {
  const byId = new Map(sections.flatMap((s) => s.items).map((item) => [item.id, item]));
  const errors: FieldMessage[] = [];
  const priced: StandInOrderLine[] = [];
  items.forEach((line, index) => {
    const item = byId.get(line.itemId);
    if (!item) return void errors.push({ field: `items.${index}.itemId`, message: ORDER_MESSAGES.item });
    priced.push({
      itemId: item.id,
      name: item.name,
      quantity: line.quantity,
      unitPriceCents: item.priceCents,
      totalCents: item.priceCents * line.quantity,
    });
  });
  return { priced, errors };
}
