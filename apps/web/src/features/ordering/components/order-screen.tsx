import { useMemo, useState } from 'react';
import {
  ORDER_LIMITS,
  type OrderConfirmation,
  type OrderingMenu,
  type OrderMode,
} from '@forkpoint/shared/contracts/ordering';
import { useMember } from '@/lib/member';
import { priceCart, quantityOf, withQuantity, type Cart } from '../lib/cart';
import { money } from '../lib/ordering-text';
import { CheckoutForm } from './checkout-form';
import { MenuSections } from './menu-sections';
import { ModeChoice } from './mode-choice';
import { OrderConfirmationView } from './order-confirmation';
import { OrderingHeader } from './ordering-header';
import { OrderSummary } from './order-summary';

/**
 * The stand-in page with its menu loaded: pickup or delivery, the menu with quantity steppers, and the order
 * panel (sticky beside the menu on wide screens; below it on phones, with a bottom bar that jumps there);
 * then the confirmation. Each change to the order is announced in one polite live region.
 */
export function OrderScreen({ menu }: { menu: OrderingMenu }) {
  const [cart, setCart] = useState<Cart>([]);
  const [mode, setMode] = useState<OrderMode>(menu.modes[0] ?? 'pickup');
  const [announcement, setAnnouncement] = useState('');
  const [confirmation, setConfirmation] = useState<OrderConfirmation | null>(null);
  const { member } = useMember();
  const priced = useMemo(() => priceCart(cart, menu, mode), [cart, menu, mode]);
  const names = useMemo(
    () => new Map(menu.sections.flatMap((s) => s.items).map((item) => [item.id, item.name])),
    [menu],
  );

  const changeQuantity = (itemId: string, name: string, quantity: number) => {
    const next = withQuantity(cart, itemId, quantity);
    if (next === cart) {
      return setAnnouncement(
        quantityOf(cart, itemId) > 0
          ? `${name}: ${ORDER_LIMITS.maxQuantity} is the most for one dish.`
          : `An order can hold up to ${ORDER_LIMITS.maxLines} different dishes.`,
      );
    }
    setCart(next);
    setAnnouncement(quantity === 0 ? `${name} removed from your order.` : `${name}: ${quantity} in your order.`);
  };

  if (confirmation) {
    return (
      <OrderConfirmationView
        confirmation={confirmation}
        menu={menu}
        onNewOrder={() => {
          setCart([]);
          setConfirmation(null);
          setAnnouncement('');
        }}
      />
    );
  }

  const { merchant } = menu;
  return (
    <>
      <OrderingHeader menu={menu} />
      <div className={`ordering-layout${priced.count > 0 ? ' ordering-layout--with-bar' : ''}`}>
        <div className="ordering-layout__menu">
          <ModeChoice menu={menu} mode={mode} onChange={setMode} />
          <MenuSections
            sections={menu.sections}
            cart={cart}
            onQuantity={(item, quantity) => changeQuantity(item.id, item.name, quantity)}
          />
        </div>
        <section
          id="your-order"
          className="ordering-layout__order order-panel"
          aria-labelledby="your-order-title"
          tabIndex={-1}
        >
          <h2 id="your-order-title" className="order-panel__title">
            Your order
          </h2>
          <p className="order-panel__mode">
            {mode === 'pickup'
              ? `Pickup at ${merchant.address.street}, ${merchant.address.city}`
              : `Delivery from ${merchant.name}`}
          </p>
          <OrderSummary priced={priced} cart={cart} mode={mode} onQuantity={changeQuantity} />
          <CheckoutForm
            merchantId={merchant.merchantId}
            mode={mode}
            cart={cart}
            dishName={(itemId) => names.get(itemId) ?? itemId}
            memberName={member ? `${member.firstName} ${member.lastName}`.trim() : ''}
            onPlaced={(placed) => {
              window.scrollTo(0, 0);
              setConfirmation(placed);
            }}
          />
        </section>
      </div>
      {priced.count > 0 ? (
        <a className="ordering-bottom-bar" href="#your-order">
          <span className="ordering-bottom-bar__count">
            {priced.count} {priced.count === 1 ? 'item' : 'items'}
          </span>
          <span className="ordering-bottom-bar__action">View your order</span>
          <span className="ordering-bottom-bar__total">{money(priced.totalCents)}</span>
        </a>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
