import { useRef } from 'react';

export interface QuantityStepperProps {
  /** The dish, as the buttons name it ("Add Pad Thai"). */
  name: string;
  quantity: number;
  /** False at the limits (20 of a dish, 30 dishes): the add button says so instead of adding. */
  canAdd: boolean;
  onChange: (quantity: number) => void;
}

/**
 * Add, more, fewer: labelled buttons whose names say what they do to which dish. The add button stays in
 * place as the quantity changes, and focus moves to it when the last one is removed, so a keyboard user
 * never loses their place. The page announces each change (order-screen.tsx).
 */
export function QuantityStepper({ name, quantity, canAdd, onChange }: QuantityStepperProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = () => {
    if (quantity === 1) addButton.current?.focus();
    onChange(quantity - 1);
  };
  return (
    <div className="quantity-stepper" role="group" aria-label={`${name}: ${quantity} in your order`}>
      {quantity > 0 ? (
        <>
          <button
            type="button"
            className="quantity-stepper__button"
            aria-label={quantity === 1 ? `Remove ${name}` : `Remove one ${name}`}
            onClick={remove}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="quantity-stepper__count" aria-hidden="true">
            {quantity}
          </span>
        </>
      ) : null}
      <button
        ref={addButton}
        type="button"
        className={`quantity-stepper__button${quantity === 0 ? ' quantity-stepper__button--add' : ''}`}
        aria-label={quantity === 0 ? `Add ${name}` : `Add another ${name}`}
        aria-disabled={canAdd ? undefined : true}
        onClick={() => {
          if (canAdd) onChange(quantity + 1);
        }}
      >
        <span aria-hidden="true">{quantity === 0 ? '+ Add' : '+'}</span>
      </button>
    </div>
  );
}
