import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MERCHANT_SORTS } from '@forkpoint/shared/contracts/merchant-constants';
import {
  FEATURE_LABELS,
  MEAL_LABELS,
  priceLabel,
  SORT_LABELS,
  SUGGESTED_LABELS,
  suggestedOn,
  withSuggested,
  type FilterOptions,
  type SuggestedOption,
} from '../lib/filter-options';
import { NO_FILTERS, type SearchFilters } from '../lib/search-criteria';

/**
 * The filter and sort form (spec part 1 §3 "Search filter options"): real radio buttons and checkboxes in
 * labelled groups. Choices are a draft until "Show results", so a search runs once per decision, not per
 * click; Escape and Cancel close it. Loaded when the panel first opens (components/filter-panel.tsx).
 */

export interface FilterFormProps {
  filters: SearchFilters;
  options: FilterOptions;
  onApply: (filters: SearchFilters) => void;
  onClose: () => void;
}

type ListKey = 'features' | 'mealsServed' | 'priceRange';

function toggled(list: readonly string[], value: string, on: boolean, order: readonly string[]): string[] {
  const next = on ? [...list, value] : list.filter((item) => item !== value);
  return [...new Set(next)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="filter-panel__group">
      <legend className="filter-panel__legend">{legend}</legend>
      <div className="filter-panel__options">{children}</div>
    </fieldset>
  );
}

function Choice(props: {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="filter-panel__choice">
      <input
        type={props.type}
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>{props.children}</span>
    </label>
  );
}

export default function FilterForm({ filters, options, onApply, onClose }: FilterFormProps) {
  const [draft, setDraft] = useState(filters);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const list = (key: ListKey, value: string, on: boolean) =>
    setDraft((d) => ({ ...d, [key]: toggled(d[key], value, on, options[key]) }));
  const checks = (key: ListKey, labels: (value: string) => ReactNode) =>
    options[key].map((value) => (
      <Choice
        key={value}
        type="checkbox"
        name={key}
        value={value}
        checked={(draft[key] as readonly string[]).includes(value)}
        onChange={(on) => list(key, value, on)}
      >
        {labels(value)}
      </Choice>
    ));

  return (
    <form
      ref={formRef}
      className="filter-panel__form"
      aria-label="Filters and sort"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
        onClose();
      }}
    >
      <Group legend="Sort by">
        {MERCHANT_SORTS.map((sort) => (
          <Choice
            key={sort}
            type="radio"
            name="sortBy"
            value={sort}
            checked={(draft.sortBy ?? 'distance') === sort}
            onChange={() => setDraft((d) => ({ ...d, sortBy: sort === 'distance' ? null : sort }))}
          >
            {SORT_LABELS[sort]}
          </Choice>
        ))}
      </Group>
      {options.priceRange.length > 0 ? (
        <Group legend="Price">
          {checks('priceRange', (level) => (
            <>
              {priceLabel(level).shown} <span className="visually-hidden">{priceLabel(level).spoken}</span>
            </>
          ))}
        </Group>
      ) : null}
      {options.suggested.length > 0 ? (
        <Group legend="Suggested">
          {(options.suggested as readonly SuggestedOption[]).map((option) => (
            <Choice
              key={option}
              type="checkbox"
              name="suggested"
              value={option}
              checked={suggestedOn(draft, option)}
              onChange={(on) => setDraft((d) => withSuggested(d, option, on))}
            >
              {SUGGESTED_LABELS[option]}
            </Choice>
          ))}
        </Group>
      ) : null}
      {options.features.length > 0 ? (
        <Group legend="Features">{checks('features', (feature) => FEATURE_LABELS[feature] ?? feature)}</Group>
      ) : null}
      {options.mealsServed.length > 0 ? (
        <Group legend="Meals">{checks('mealsServed', (meal) => MEAL_LABELS[meal] ?? meal)}</Group>
      ) : null}
      <div className="filter-panel__actions">
        <button type="submit" className="search-button">
          Show results
        </button>
        <button type="button" className="search-button search-button--secondary" onClick={() => setDraft(NO_FILTERS)}>
          Clear all
        </button>
        <button type="button" className="search-button search-button--link" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
