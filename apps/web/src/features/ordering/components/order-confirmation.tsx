import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { OrderConfirmation, OrderingMenu } from '@forkpoint/shared/contracts/ordering';
import { paths } from '@/config/paths';
import { usePartner } from '@/lib/partner';
import { money, readyText } from '../lib/ordering-text';

export interface OrderConfirmationViewProps {
  confirmation: OrderConfirmation;
  menu: OrderingMenu;
  onNewOrder: () => void;
}

/**
 * The order as the server priced it: its number, lines, total and when it is ready, with the reminder that
 * earns: pay with a card linked to the program. Focus moves to its heading, so the change is announced.
 */
export function OrderConfirmationView({ confirmation, menu, onNewOrder }: OrderConfirmationViewProps) {
  const { terms } = usePartner();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { merchant } = menu;
  const address = confirmation.deliveryAddress;
  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title">
      <p className="order-confirmation__eyebrow">Order placed</p>
      <h1 id="order-confirmation-title" className="page__title order-confirmation__title" tabIndex={-1} ref={heading}>
        Thank you! Your order number is <span className="order-confirmation__number">{confirmation.orderNumber}</span>
      </h1>
      <p className="order-confirmation__ready">
        <strong>{readyText(confirmation)}</strong>
        {confirmation.mode === 'pickup'
          ? ` at ${merchant.name}, ${merchant.address.street}, ${merchant.address.city}.`
          : ` at ${address?.street}${address?.unit ? `, ${address.unit}` : ''}, ${address?.city} ${address?.zip}.`}
      </p>
      {confirmation.ready.scheduled ? (
        <p>{merchant.name} is closed right now, so your order will be made when it opens.</p>
      ) : null}

      <h2 className="order-confirmation__subtitle">Your order</h2>
      <table className="order-confirmation__lines">
        <caption className="visually-hidden">Dishes in order {confirmation.orderNumber}</caption>
        <thead>
          <tr>
            <th scope="col">Dish</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {confirmation.lines.map((line) => (
            <tr key={line.itemId}>
              <th scope="row">{line.name}</th>
              <td>{line.quantity}</td>
              <td>{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Subtotal
            </th>
            <td>{money(confirmation.subtotalCents)}</td>
          </tr>
          {confirmation.mode === 'delivery' ? (
            <tr>
              <th scope="row" colSpan={2}>
                Delivery fee
              </th>
              <td>{money(confirmation.deliveryFeeCents)}</td>
            </tr>
          ) : null}
          <tr className="order-confirmation__total">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td>{money(confirmation.totalCents)}</td>
          </tr>
        </tfoot>
      </table>

      <div className="order-confirmation__earn">
        <h2 className="order-confirmation__subtitle">Earn {terms.currencyPlural} on this order</h2>
        <p>
          Pay {confirmation.mode === 'pickup' ? 'at pickup ' : ''}with a card linked to {terms.program} to earn{' '}
          {terms.currencyPlural} on eligible orders.
        </p>
      </div>
      <p className="order-confirmation__note">
        This was a demonstration order: {merchant.name} did not receive it and nothing was charged.
      </p>
      <p className="order-confirmation__actions">
        <Link to={paths.merchant.getHref(merchant.id)} className="button button--v1">
          Back to {merchant.name}
        </Link>
        <button type="button" className="button button--v2" onClick={onNewOrder}>
          Start a new order
        </button>
      </p>
    </section>
  );
}
