import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFormContext, type Path, type UseFormReturn } from 'react-hook-form';
import {
  ORDER_LIMITS,
  ORDER_MESSAGES,
  orderDetailsFormSchema,
  type OrderConfirmation,
  type OrderDetailsForm,
  type OrderMode,
} from '@forkpoint/shared/contracts/ordering';
import { AppForm, TextField, useAppForm, type FormFailure } from '@/components/form';
import { FieldError, FieldLabel } from '@/components/form/field-label';
import { ApiRequestError } from '@/lib/api-client';
import { placeOrder } from '../api/place-order';
import type { Cart } from '../lib/cart';

export interface CheckoutFormProps {
  merchantId: string;
  mode: OrderMode;
  cart: Cart;
  /** The cart's dish names, to say which line the server refused. */
  dishName: (itemId: string) => string;
  /** A signed-in member's name, to start the form with. */
  memberName: string;
  onPlaced: (confirmation: OrderConfirmation) => void;
}

/** The fields the server may name in a refusal, as the form knows them. */
const FORM_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'phone',
  'notes',
  'deliveryAddress.street',
  'deliveryAddress.unit',
  'deliveryAddress.city',
  'deliveryAddress.zip',
]);

class EmptyOrderError extends Error {}

/**
 * Who the order is for and, for a delivery, where it goes; then "Place order". The dishes are the cart's
 * and the mode is the page's choice; the server prices the order and answers the confirmation.
 */
export function CheckoutForm({ merchantId, mode, cart, dishName, memberName, onPlaced }: CheckoutFormProps) {
  const form = useAppForm<OrderDetailsForm>(orderDetailsFormSchema, {
    mode,
    name: memberName,
    phone: '',
    deliveryAddress: { street: '', unit: '', city: '', zip: '' },
    notes: '',
  });
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    form.setValue('mode', mode);
    // After a first attempt, switching mode re-checks the address fields it adds or removes.
    if (form.formState.isSubmitted) void form.trigger('deliveryAddress');
  }, [mode, form]);

  return (
    <AppForm
      form={form}
      label="Your details"
      submitLabel="Place order"
      workingMessage="Placing your order…"
      toastId="standin-order"
      hasRequired
      describeError={(error) => describeOrderError(error, form, cart, dishName)}
      onSubmit={async (values) => {
        if (cart.length === 0) throw new EmptyOrderError();
        const { deliveryAddress, notes, ...details } = values;
        onPlaced(
          await placeOrder({
            ...details,
            merchantId,
            items: cart.map(({ itemId, quantity }) => ({ itemId, quantity })),
            ...(mode === 'delivery' ? { deliveryAddress } : {}),
            ...(notes ? { notes } : {}),
          }),
        );
      }}
    >
      <TextField<OrderDetailsForm> name="name" label="Name for the order" autoComplete="name" required />
      <TextField<OrderDetailsForm>
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="The restaurant calls if there is a question about your order."
        required
      />
      {mode === 'delivery' ? (
        <fieldset className="checkout-address">
          <legend className="checkout-address__legend">Delivery address</legend>
          <TextField<OrderDetailsForm>
            name="deliveryAddress.street"
            label="Street address"
            autoComplete="address-line1"
            maxLength={ORDER_LIMITS.street}
            required
          />
          <TextField<OrderDetailsForm>
            name="deliveryAddress.unit"
            label="Apartment, suite or floor (optional)"
            autoComplete="address-line2"
            maxLength={ORDER_LIMITS.unit}
          />
          <div className="checkout-address__row">
            <TextField<OrderDetailsForm>
              name="deliveryAddress.city"
              label="City"
              autoComplete="address-level2"
              maxLength={ORDER_LIMITS.city}
              required
            />
            <TextField<OrderDetailsForm>
              name="deliveryAddress.zip"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              required
            />
          </div>
        </fieldset>
      ) : null}
      <NotesField />
    </AppForm>
  );
}

function NotesField() {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<OrderDetailsForm>();
  const message = getFieldState('notes', formState).error?.message;
  return (
    <div className="form-field">
      <FieldLabel htmlFor={id} label="Notes for the restaurant (optional)" />
      <textarea
        id={id}
        className="form-field__input checkout-notes"
        rows={3}
        maxLength={ORDER_LIMITS.notes}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register('notes')}
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/**
 * What a refused order shows: the form's fields get their messages (focus on the first), and what is not a
 * field of this form (the mode, a dish) is listed in the ERROR box by the dish's name.
 */
function describeOrderError(
  error: unknown,
  form: Pick<UseFormReturn<OrderDetailsForm>, 'setError'>,
  cart: Cart,
  dishName: (itemId: string) => string,
): FormFailure | null {
  if (error instanceof EmptyOrderError) return { message: ORDER_MESSAGES.items };
  if (!(error instanceof ApiRequestError) || !error.body) return null;
  const others: string[] = [];
  let focused = false;
  for (const { field, message } of error.body.fields ?? []) {
    if (FORM_FIELDS.has(field)) {
      form.setError(field as Path<OrderDetailsForm>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
      continue;
    }
    const line = /^items\.(\d+)\./.exec(field);
    const itemId = line ? cart[Number(line[1])]?.itemId : undefined;
    others.push(itemId ? `${dishName(itemId)}: ${message}` : message);
  }
  const message = error.body.message;
  const content: ReactNode =
    others.length > 0 ? (
      <>
        <p>{message}</p>
        <ul>
          {others.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </>
    ) : undefined;
  return { message, ...(content ? { content } : {}) };
}
