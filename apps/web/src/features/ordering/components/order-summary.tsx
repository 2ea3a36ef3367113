import type { OrderMode } from '@forkpoint/shared/contracts/ordering';
import { canAdd, type Cart, type PricedCart } from '../lib/cart';
import { money } from '../lib/ordering-text';
import { QuantityStepper } from './quantity-stepper';

export interface OrderSummaryProps {
  priced: PricedCart;
  cart: Cart;
  mode: OrderMode;
  onQuantity: (itemId: string, name: string, quantity: number) => void;
}

/** The cart's lines (each with its stepper), the subtotal, the delivery fee and the total. */
export function OrderSummary({ priced, cart, mode, onQuantity }: OrderSummaryProps) {
  if (priced.lines.length === 0) {
    return <p className="order-summary__empty">Your order is empty. Add dishes from the menu to start.</p>;
  }
  return (
    <div className="order-summary">
      <ul className="order-summary__lines">
        {priced.lines.map(({ item, quantity, totalCents }) => (
          <li key={item.id} className="order-line">
            <span className="order-line__name">{item.name}</span>
            <span className="order-line__price">{money(totalCents)}</span>
            <QuantityStepper
              name={item.name}
              quantity={quantity}
              canAdd={canAdd(cart, item.id)}
              onChange={(next) => onQuantity(item.id, item.name, next)}
            />
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(priced.subtotalCents)}</dd>
        </div>
        {mode === 'delivery' ? (
          <div>
            <dt>Delivery fee</dt>
            <dd>{money(priced.deliveryFeeCents)}</dd>
          </div>
        ) : null}
        <div className="order-totals__total">
          <dt>Total</dt>
          <dd>{money(priced.totalCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
