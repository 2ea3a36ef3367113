import type { OrderingMenu, OrderMode } from '@forkpoint/shared/contracts/ordering';
import { money } from '../lib/ordering-text';

/** Pickup or delivery, as the restaurant offers them, with what each costs and takes. */
export function ModeChoice({
  menu,
  mode,
  onChange,
}: {
  menu: OrderingMenu;
  mode: OrderMode;
  onChange: (mode: OrderMode) => void;
}) {
  const details: Record<OrderMode, { label: string; note: string }> = {
    pickup: { label: 'Pickup', note: `Ready in about ${menu.estimatedMinutes.pickup} min · no fee` },
    delivery: {
      label: 'Delivery',
      note: `About ${menu.estimatedMinutes.delivery} min · ${money(menu.deliveryFeeCents)} delivery fee`,
    },
  };
  return (
    <fieldset className="mode-choice">
      <legend className="mode-choice__legend">How would you like your order?</legend>
      <div className="mode-choice__options">
        {menu.modes.map((option) => (
          <label key={option} className="mode-choice__option">
            <input
              type="radio"
              name="order-mode"
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
            />
            <span className="mode-choice__text">
              <span className="mode-choice__label">{details[option].label}</span>
              <span className="mode-choice__note">{details[option].note}</span>
            </span>
          </label>
        ))}
      </div>
      {menu.modes.length === 1 ? (
        <p className="mode-choice__only">
          {menu.merchant.name} offers {menu.modes[0] === 'pickup' ? 'pickup only' : 'delivery only'}.
        </p>
      ) : null}
    </fieldset>
  );
}
