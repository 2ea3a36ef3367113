import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { FilterOptions } from '../lib/filter-options';
import { activeFilterCount, type SearchFilters } from '../lib/search-criteria';
import { DineInPopover } from './dine-in-popover';

/**
 * The filter and sort panel (spec part 1 §2, §3): a disclosure button ("Filters and sort", with the count
 * of filters on) that opens the form below it. The form loads on first opening, keeping it out of the
 * page's first-load JavaScript (bench/bundle.mjs); closing it returns the keyboard to the button.
 */

const FilterForm = lazy(() => import('./filter-form'));

export interface FilterPanelProps {
  filters: SearchFilters;
  options: FilterOptions;
  onApply: (filters: SearchFilters) => void;
}

export function FilterPanel({ filters, options, onApply }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(filters);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="filter-panel">
      <div className="filter-panel__bar">
        <button
          ref={toggleRef}
          type="button"
          className="search-button search-button--secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          Filters and sort{count > 0 ? ` (${count})` : ''}
        </button>
        {options.features.includes('dine-in') ? <DineInPopover open={open} /> : null}
      </div>
      <div id={panelId}>
        {open ? (
          <Suspense fallback={<p className="filter-panel__loading">Loading filters…</p>}>
            <FilterForm filters={filters} options={options} onApply={onApply} onClose={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
