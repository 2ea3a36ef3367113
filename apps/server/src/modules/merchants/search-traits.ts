import {
  DAYS_OF_WEEK,
  MEALS_SERVED,
  MERCHANT_FEATURES,
  type DayOfWeek,
  type MealServed,
  type MerchantFeature,
} from '@forkpoint/shared';

/**
 * The bits of merchants.search_traits (migrations/0079_search_traits.sql's merchant_search_traits(), which must
 * keep this layout): the search filters read them from the place index instead of the merchant's row. Bits go
 * up to 34, beyond JavaScript's 32-bit operators, so masks are built by adding powers of two (exact below 2^53)
 * and sent as bigint parameters.
 */
const FEATURES_AT = 0;
const MEALS_AT = 8;
const DAYS_AT = 16;
const PRICES_AT = 24;
const ACCLAIMED_BIT = 32;
const NEW_BIT = 33;
const RESERVABLE_BIT = 34;

const bit = (position: number) => 2 ** position;
const bitsOf = <T extends string>(values: readonly T[], all: readonly T[], at: number) =>
  values.reduce((mask, value) => {
    const index = all.indexOf(value);
    return index === -1 ? mask : mask + bit(at + index);
  }, 0);

/** Every chosen feature (a restaurant with delivery and takeout matches "delivery" and "takeout"). */
export const featuresMask = (features: readonly MerchantFeature[]) =>
  bitsOf([...new Set(features)], MERCHANT_FEATURES, FEATURES_AT);

/** Any chosen meal. */
export const mealsMask = (meals: readonly MealServed[]) => bitsOf([...new Set(meals)], MEALS_SERVED, MEALS_AT);

/** Any chosen benefit day. */
export const daysMask = (days: readonly DayOfWeek[]) => bitsOf([...new Set(days)], DAYS_OF_WEEK, DAYS_AT);

/** Any chosen price level ("1" to "4"; the column allows 0 to 4). */
export const pricesMask = (levels: readonly string[]) =>
  [...new Set(levels.map(Number))].reduce((mask, level) => mask + bit(PRICES_AT + level), 0);

export const ACCLAIMED_MASK = bit(ACCLAIMED_BIT);
export const NEW_MASK = bit(NEW_BIT);
export const RESERVABLE_MASK = bit(RESERVABLE_BIT);

/** What merchant_search_traits() computes for a row, for tests that hold the SQL and this layout together. */
export function traitsOf(row: {
  features: readonly MerchantFeature[];
  meals_served: readonly MealServed[];
  benefit_days: readonly DayOfWeek[];
  price_level: number;
  acclaimed_level: number;
  is_new: boolean;
  open_table_id: string | null;
}): number {
  return (
    featuresMask(row.features) +
    mealsMask(row.meals_served) +
    daysMask(row.benefit_days) +
    bit(PRICES_AT + row.price_level) +
    (row.acclaimed_level > 0 ? ACCLAIMED_MASK : 0) +
    (row.is_new ? NEW_MASK : 0) +
    (row.open_table_id === null ? 0 : RESERVABLE_MASK)
  );
}
