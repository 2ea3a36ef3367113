import { useState, type FormEvent } from 'react';
import { DAYS_OF_WEEK } from '@forkpoint/shared/contracts/merchant-constants';
import type { ConsoleOffer } from '@forkpoint/shared/contracts/support-restaurants';
import { errorMessage } from '../../api/staff-session';
import { fieldErrors } from '../../api/support-adjustments';
import { useOfferSave } from '../../api/support-restaurants';
import { SupportField, SupportSelect } from '../support-field';
import { EMPTY_OFFER, draftOfOffer, inputOfDraft, numberOrNull, type OfferDraft, type OfferKind } from './offer-draft';

const TYPE_OPTIONS = [
  { value: 'Unlimited' as const, label: 'Unlimited (every visit)' },
  { value: 'Limited' as const, label: 'Limited (a number of visits per member)' },
];
const KIND_OPTIONS: readonly { value: OfferKind; label: string; hint: string }[] = [
  { value: 'multiplier', label: 'Multiplier', hint: 'Multiplies the program’s rate, e.g. double miles.' },
  { value: 'fixedAmount', label: 'Fixed amount', hint: 'Adds the same amount to each visit, on top of the rate.' },
];
const NUMBER_FIELDS = {
  multiplier: 'earnMultiplier',
  fixedAmount: 'fixedAmount',
  minimum: 'minimumSpendDollars',
  uses: 'usesPerMember',
  budget: 'budgetDollars',
} as const;

/**
 * A new offer, or a change of one (a new version from now: purchases before keep the old terms). Days, hours
 * and dates are on the restaurant's clock. `brand`: the restaurant's brand, when the offer may go to all of it.
 */
export function OfferForm({
  merchantId,
  offer,
  brand,
  onClose,
}: {
  merchantId: string;
  offer: ConsoleOffer | null;
  brand: string | null;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<OfferDraft>(() => (offer ? draftOfOffer(offer) : EMPTY_OFFER));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const call = useOfferSave(merchantId, offer?.id ?? null);
  const errors = { ...(call.state.status === 'failed' ? fieldErrors(call.state.error) : {}), ...localErrors };
  const set =
    <K extends keyof OfferDraft>(key: K) =>
    (value: OfferDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong: Record<string, string> = {};
    for (const [key, field] of Object.entries(NUMBER_FIELDS)) {
      // The kind not chosen is not sent, so what is typed in it does not matter.
      if (key === (draft.kind === 'multiplier' ? 'fixedAmount' : 'multiplier')) continue;
      if (Number.isNaN(numberOrNull(draft[key as keyof typeof NUMBER_FIELDS]))) wrong[field] = 'Enter a number.';
    }
    setLocalErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    const body = { ...inputOfDraft(draft), ...(offer ? {} : { forBrand: draft.forBrand }) };
    if (await call.run(body)) onClose();
  };
  const field = (
    key: 'title' | 'description' | 'multiplier' | 'fixedAmount' | 'minimum' | 'uses' | 'budget',
    label: string,
    hint?: string,
  ) => (
    <SupportField
      id={`offer-${key}`}
      label={label}
      value={draft[key]}
      onChange={set(key)}
      error={errors[key in NUMBER_FIELDS ? NUMBER_FIELDS[key as keyof typeof NUMBER_FIELDS] : key]}
      hint={hint}
      multiline={key === 'description'}
      inputMode={key === 'fixedAmount' ? 'numeric' : key in NUMBER_FIELDS ? 'decimal' : undefined}
    />
  );
  const dateField = (key: 'startsOn' | 'endsOn' | 'from' | 'until', label: string, type: 'date' | 'time') => {
    const serverKey = key === 'from' || key === 'until' ? `hours.${key}` : key;
    return (
      <div className="form-field offer-form__when">
        <label htmlFor={`offer-${key}`}>{label}</label>
        <input
          id={`offer-${key}`}
          className="form-field__input"
          type={type}
          value={draft[key]}
          onChange={(e) => set(key)(e.target.value)}
          aria-invalid={errors[serverKey] ? true : undefined}
          aria-describedby={errors[serverKey] ? `offer-${key}-error` : undefined}
        />
        {errors[serverKey] ? (
          <p id={`offer-${key}-error`} className="support-error">
            {errors[serverKey]}
          </p>
        ) : null}
      </div>
    );
  };
  const toggleDay = (day: (typeof DAYS_OF_WEEK)[number]) =>
    set('days')(draft.days.includes(day) ? draft.days.filter((d) => d !== day) : [...draft.days, day]);

  return (
    <form
      className="restaurant-form offer-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="offer-form-title"
    >
      <h3 id="offer-form-title" className="restaurant-form__wide">
        {offer ? `Change “${offer.title}”` : 'Add an offer'}
      </h3>
      {offer ? (
        <p className="support-muted restaurant-form__wide">
          The change is a new version from now: purchases made before it keep the terms they were made under.
        </p>
      ) : null}
      {field('title', 'Title')}
      <SupportSelect id="offer-type" label="Type" value={draft.type} options={TYPE_OPTIONS} onChange={set('type')} />
      {field('description', 'Description', 'Optional')}
      <fieldset className="offer-form__kind restaurant-form__wide">
        <legend>What the offer pays</legend>
        {KIND_OPTIONS.map((option) => (
          <label key={option.value} className="offer-form__kind-choice">
            <input
              type="radio"
              name="offer-kind"
              value={option.value}
              checked={draft.kind === option.value}
              onChange={() => set('kind')(option.value)}
              aria-describedby={`offer-kind-${option.value}-hint`}
            />
            <span>
              {option.label}
              <span id={`offer-kind-${option.value}-hint`} className="support-muted offer-form__kind-hint">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {draft.kind === 'multiplier'
        ? field('multiplier', 'Earn multiplier', 'e.g. 2 for double, 3 for triple')
        : field(
            'fixedAmount',
            'Fixed amount per visit (reward units)',
            '500 pays 500 miles or points, or $5.00 back in cash-back programs, on top of the rate.',
          )}
      <fieldset className="offer-form__days" aria-describedby={errors.daysOfWeek ? 'offer-days-error' : undefined}>
        <legend>Days (restaurant’s clock)</legend>
        {DAYS_OF_WEEK.map((day) => (
          <label key={day} className="offer-form__day">
            <input type="checkbox" checked={draft.days.includes(day)} onChange={() => toggleDay(day)} /> {day}
          </label>
        ))}
        {errors.daysOfWeek ? (
          <p id="offer-days-error" className="support-error">
            {errors.daysOfWeek}
          </p>
        ) : null}
      </fieldset>
      {dateField('from', 'From (local time, blank: all day)', 'time')}
      {dateField('until', 'Until (local time)', 'time')}
      {dateField('startsOn', 'First day (blank: from now)', 'date')}
      {dateField('endsOn', 'Last day (blank: no end)', 'date')}
      {field('minimum', 'Minimum bill ($)', 'Blank: any bill')}
      {draft.type === 'Limited' ? field('uses', 'Uses per member') : null}
      {field('budget', 'Budget ($ of bills it pays on)', 'Blank: no budget. The offer ends by itself once reached.')}
      {!offer && brand ? (
        <label className="offer-form__brand restaurant-form__wide">
          <input type="checkbox" checked={draft.forBrand} onChange={(e) => set('forBrand')(e.target.checked)} /> Add to
          every location of {brand}
        </label>
      ) : null}
      <div className="restaurant-form__actions restaurant-form__wide">
        <button type="submit" className="button button--v1" disabled={call.state.status === 'pending'}>
          {offer ? 'Save change' : 'Add offer'}
        </button>
        <button type="button" className="button button--v2" onClick={onClose}>
          Cancel
        </button>
      </div>
      <div aria-live="polite" className="restaurant-form__wide">
        {call.state.status === 'failed' ? (
          <p role="alert" className="support-error">
            {errorMessage(call.state.error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
