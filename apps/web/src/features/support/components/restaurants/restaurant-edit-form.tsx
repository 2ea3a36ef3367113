import { useState, type FormEvent } from 'react';
import type { RestaurantDetail, RestaurantEdit } from '@forkpoint/shared/contracts/support-restaurants';
import { errorMessage } from '../../api/staff-session';
import { fieldErrors } from '../../api/support-adjustments';
import { useRestaurantEdit } from '../../api/support-restaurants';
import { SupportField, SupportSelect } from '../support-field';
import { numberOrNull } from './offer-draft';

type Draft = Record<'name' | 'street' | 'city' | 'state' | 'zip' | 'neighborhood' | 'spend' | 'visits', string> & {
  priceLevel: string;
};

const draftOf = (r: RestaurantDetail): Draft => ({
  name: r.name,
  street: r.street,
  city: r.city,
  state: r.state,
  zip: r.zip,
  neighborhood: r.neighborhood ?? '',
  priceLevel: String(r.priceLevel),
  spend: r.maxSpendPerMonth === null ? '' : String(r.maxSpendPerMonth),
  visits: r.maxVisitsPerMonth === null ? '' : String(r.maxVisitsPerMonth),
});

const PRICE_OPTIONS = ['0', '1', '2', '3', '4'].map((value) => ({
  value,
  label: value === '0' ? 'Unknown' : '$'.repeat(Number(value)),
}));

/** The restaurant's details and monthly limits; the server checks every field and answers its messages. */
export function RestaurantEditForm({ restaurant }: { restaurant: RestaurantDetail }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(restaurant));
  const call = useRestaurantEdit(restaurant.merchantId);
  const errors = call.state.status === 'failed' ? fieldErrors(call.state.error) : {};
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: RestaurantEdit = {
      name: draft.name,
      street: draft.street,
      city: draft.city,
      state: draft.state.toUpperCase(),
      zip: draft.zip,
      neighborhood: draft.neighborhood.trim() || null,
      priceLevel: Number(draft.priceLevel),
      maxSpendPerMonth: numberOrNull(draft.spend),
      maxVisitsPerMonth: numberOrNull(draft.visits),
    };
    void call.run(body);
  };
  const field = (key: keyof Draft, label: string, hint?: string, serverKey: string = key) => (
    <SupportField
      id={`restaurant-${key}`}
      label={label}
      value={draft[key]}
      onChange={set(key)}
      error={errors[serverKey]}
      hint={hint}
    />
  );
  return (
    <section className="support-section" aria-labelledby="section-details">
      <h2 id="section-details">Details and limits</h2>
      <form className="restaurant-form" onSubmit={submit} noValidate>
        {field('name', 'Name')}
        {field('street', 'Street')}
        {field('city', 'City')}
        {field('state', 'State', 'Two letters, e.g. NV')}
        {field('zip', 'ZIP code')}
        {field('neighborhood', 'Neighborhood', 'Optional')}
        <SupportSelect
          id="restaurant-price"
          label="Price level"
          value={draft.priceLevel}
          options={PRICE_OPTIONS}
          onChange={set('priceLevel')}
        />
        {field('spend', 'Monthly spend limit ($)', 'Blank: no limit', 'maxSpendPerMonth')}
        {field('visits', 'Monthly visit limit', 'Blank: unlimited', 'maxVisitsPerMonth')}
        <div className="restaurant-form__actions">
          <button type="submit" className="button button--v1" disabled={call.state.status === 'pending'}>
            Save details
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {call.state.status === 'done' ? <p className="support-success">Details saved.</p> : null}
        {call.state.status === 'failed' ? (
          <p role="alert" className="support-error">
            {errorMessage(call.state.error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
