import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { MISSING_REWARDS_AFTER_DAYS } from '@forkpoint/shared/constants';
import { rewardClaimFormSchema, type RewardClaim, type RewardClaimForm } from '@forkpoint/shared/contracts/claims';
import { AppForm, TextField, useAppForm } from '@/components/form';
import { FieldError, FieldLabel } from '@/components/form/field-label';
import { fileRewardClaim } from '../api/file-claim';
import { RestaurantPicker, type RestaurantSearch } from './restaurant-picker';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

/** A card the member can claim on: the link's id and how the member knows it. */
export interface ClaimCard {
  id: string;
  label: string;
}

export interface ClaimFormProps {
  cards: readonly ClaimCard[];
  searchRestaurants: RestaurantSearch;
  defaultLocation: string;
  onFiled: (claim: RewardClaim) => void;
  now?: Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The missing-reward claim: when, how much, where, and with which card (issue 14, item 6). */
export function ClaimForm({ cards, searchRestaurants, defaultLocation, onFiled, now = new Date() }: ClaimFormProps) {
  const form = useAppForm<RewardClaimForm>(rewardClaimFormSchema, {
    purchaseDate: '',
    amount: '',
    merchantId: '',
    cardId: cards.length === 1 ? cards[0]!.id : '',
  });
  // Claims open 10 days after the purchase: the date field offers no later day.
  const latest = dayOf(new Date(now.getTime() - MISSING_REWARDS_AFTER_DAYS * DAY_MS));
  const merchantId = form.watch('merchantId');
  return (
    <AppForm
      form={form}
      label="Report a missing reward"
      submitLabel="Send claim"
      workingMessage="Sending your claim…"
      toastId="reward-claim"
      hasRequired
      onSubmit={async (values) => onFiled(await fileRewardClaim(values))}
    >
      <TextField<RewardClaimForm> name="purchaseDate" label="Date of the purchase" type="date" max={latest} required />
      <TextField<RewardClaimForm>
        name="amount"
        label="Amount paid ($)"
        inputMode="decimal"
        autoComplete="off"
        hint="The total on your receipt, e.g. 42.50"
        required
      />
      <RestaurantPicker
        search={searchRestaurants}
        defaultLocation={defaultLocation}
        selected={merchantId}
        onSelect={(id) => form.setValue('merchantId', id, { shouldValidate: true })}
        error={form.formState.errors.merchantId?.message}
      />
      <CardSelect cards={cards} />
    </AppForm>
  );
}

function CardSelect({ cards }: { cards: readonly ClaimCard[] }) {
  const id = useId();
  const { register, formState } = useFormContext<RewardClaimForm>();
  const message = formState.errors.cardId?.message;
  return (
    <div className="form-field">
      <FieldLabel htmlFor={id} label="Card you paid with" required />
      <select
        id={id}
        className="form-field__input"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register('cardId')}
      >
        <option value="">Choose a card</option>
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {card.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
