import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '@forkpoint/shared/contracts/ordering';
import { testMenu } from '@/testing/test-ordering-menu';
import { canAdd, priceCart, quantityOf, withQuantity, type Cart } from './cart';

describe('the cart', () => {
  it('adds, changes and removes dishes, keeping the order they were added in', () => {
    let cart: Cart = [];
    cart = withQuantity(cart, 'pad-thai', 1);
    cart = withQuantity(cart, 'green-curry', 2);
    cart = withQuantity(cart, 'pad-thai', 3);
    expect(cart).toEqual([
      { itemId: 'pad-thai', quantity: 3 },
      { itemId: 'green-curry', quantity: 2 },
    ]);
    expect(quantityOf(cart, 'green-curry')).toBe(2);
    expect(withQuantity(cart, 'pad-thai', 0)).toEqual([{ itemId: 'green-curry', quantity: 2 }]);
  });

  it('keeps to the limits: 20 of a dish, 30 different dishes', () => {
    expect(withQuantity([], 'pad-thai', 99)).toEqual([{ itemId: 'pad-thai', quantity: ORDER_LIMITS.maxQuantity }]);
    const full: Cart = Array.from({ length: ORDER_LIMITS.maxLines }, (_, i) => ({ itemId: `dish-${i}`, quantity: 1 }));
    expect(withQuantity(full, 'one-more', 1)).toBe(full);
    expect(canAdd(full, 'one-more')).toBe(false);
    expect(canAdd(full, 'dish-0')).toBe(true);
    expect(canAdd([{ itemId: 'pad-thai', quantity: 20 }], 'pad-thai')).toBe(false);
  });

  it('prices the cart from the menu, with the delivery fee only for a delivery', () => {
    const cart: Cart = [
      { itemId: 'pad-thai', quantity: 2 },
      { itemId: 'thai-iced-tea', quantity: 1 },
      { itemId: 'gone-from-the-menu', quantity: 1 },
    ];
    const pickup = priceCart(cart, testMenu, 'pickup');
    expect(pickup).toMatchObject({ count: 3, subtotalCents: 2 * 1699 + 499, deliveryFeeCents: 0, totalCents: 3897 });
    expect(pickup.lines.map((l) => l.item.name)).toEqual(['Pad Thai', 'Thai Iced Tea']);
    expect(priceCart(cart, testMenu, 'delivery')).toMatchObject({ deliveryFeeCents: 399, totalCents: 3897 + 399 });
    expect(priceCart([], testMenu, 'delivery').totalCents).toBe(0);
  });
});
