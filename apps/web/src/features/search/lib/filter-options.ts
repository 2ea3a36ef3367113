import type { SEARCH_FILTER_OPTIONS } from '@forkpoint/shared/constants';
import type { MerchantSort } from '@forkpoint/shared/contracts/merchant-constants';
import type { SearchFilters } from './search-criteria';

/**
 * The filter and sort panel's options (spec part 1 §3 "Search filter options": price 1-4; suggested:
 * acclaimed, new, benefits, reservations; features: delivery, dine-in, takeout, online ordering; meals:
 * breakfast, brunch, lunch, dinner, late night). Which of them a partner offers is its searchFilters setting.
 */

export type FilterOptions = { readonly [K in keyof typeof SEARCH_FILTER_OPTIONS]: readonly string[] };
export type SuggestedOption = (typeof SEARCH_FILTER_OPTIONS.suggested)[number];

export const SORT_LABELS: Readonly<Record<MerchantSort, string>> = {
  distance: 'Distance',
  rating: 'Rating',
  name: 'Name (A to Z)',
  newest: 'Newest',
  relevance: 'Best match',
};

/** Price levels 1 to 4 show as $ to $$$$; screen readers also hear the level. */
export const priceLabel = (level: string) => ({
  shown: '$'.repeat(Number(level)),
  spoken: `(price level ${level} of 4)`,
});

export const SUGGESTED_LABELS: Readonly<Record<SuggestedOption, string>> = {
  acclaimed: 'Acclaimed',
  new: 'New',
  benefits: 'Benefits',
  reservations: 'Reservations',
};

export const FEATURE_LABELS: Readonly<Record<string, string>> = {
  delivery: 'Delivery',
  'dine-in': 'Dine-in',
  takeout: 'Takeout',
  'online ordering': 'Online ordering',
};

export const MEAL_LABELS: Readonly<Record<string, string>> = {
  breakfast: 'Breakfast',
  brunch: 'Brunch',
  lunch: 'Lunch',
  dinner: 'Dinner',
  'late night': 'Late night',
};

/** Whether a suggested option is on; "benefits" is benefitsFor=true (days from a carousel count too). */
export function suggestedOn(filters: SearchFilters, option: SuggestedOption): boolean {
  switch (option) {
    case 'acclaimed':
      return filters.acclaimed;
    case 'new':
      return filters.isNew;
    case 'benefits':
      return filters.benefitsFor !== null;
    case 'reservations':
      return filters.reservations;
  }
}

/** The filters with one suggested option set; turning "benefits" off drops any days too. */
export function withSuggested(filters: SearchFilters, option: SuggestedOption, on: boolean): SearchFilters {
  switch (option) {
    case 'acclaimed':
      return { ...filters, acclaimed: on };
    case 'new':
      return { ...filters, isNew: on };
    case 'benefits':
      return { ...filters, benefitsFor: on ? (filters.benefitsFor ?? 'true') : null };
    case 'reservations':
      return { ...filters, reservations: on };
  }
}
