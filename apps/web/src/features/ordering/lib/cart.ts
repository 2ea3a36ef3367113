import { ORDER_LIMITS, type MenuItem, type OrderingMenu, type OrderMode } from '@forkpoint/shared/contracts/ordering';

/**
 * The diner's cart on the stand-in page: dishes and quantities, in the order they were added. Its prices are
 * for display; the server prices the order again from its own menu when it is placed.
 */

export interface CartLine {
  itemId: string;
  quantity: number;
}
export type Cart = readonly CartLine[];

export const quantityOf = (cart: Cart, itemId: string) => cart.find((line) => line.itemId === itemId)?.quantity ?? 0;

/** Whether the cart can take one more of this dish (a quantity of 20, 30 different dishes at most). */
export function canAdd(cart: Cart, itemId: string): boolean {
  const quantity = quantityOf(cart, itemId);
  return quantity > 0 ? quantity < ORDER_LIMITS.maxQuantity : cart.length < ORDER_LIMITS.maxLines;
}

/** The cart with this dish at `quantity` (0 removes it); a change past the limits leaves the cart as it is. */
export function withQuantity(cart: Cart, itemId: string, quantity: number): Cart {
  const next = Math.max(0, Math.min(ORDER_LIMITS.maxQuantity, Math.trunc(quantity)));
  const present = cart.some((line) => line.itemId === itemId);
  if (next === 0) return cart.filter((line) => line.itemId !== itemId);
  if (!present) return cart.length < ORDER_LIMITS.maxLines ? [...cart, { itemId, quantity: next }] : cart;
  return cart.map((line) => (line.itemId === itemId ? { ...line, quantity: next } : line));
}

export interface PricedLine {
  item: MenuItem;
  quantity: number;
  totalCents: number;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Dishes counted with their quantities. */
  count: number;
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

/** The cart against the menu: dishes no longer on it are left out. */
export function priceCart(cart: Cart, menu: OrderingMenu, mode: OrderMode): PricedCart {
  const items = new Map(menu.sections.flatMap((section) => section.items).map((item) => [item.id, item]));
  const lines = cart.flatMap(({ itemId, quantity }) => {
    const item = items.get(itemId);
    return item ? [{ item, quantity, totalCents: item.priceCents * quantity }] : [];
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const deliveryFeeCents = mode === 'delivery' && lines.length > 0 ? menu.deliveryFeeCents : 0;
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents,
    deliveryFeeCents,
    totalCents: subtotalCents + deliveryFeeCents,
  };
}
