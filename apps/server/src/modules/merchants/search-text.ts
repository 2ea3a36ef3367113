/** What restaurant-or-cuisine text matches (merchants.search_text): the name and the cuisines, lower-cased. */
export function searchTextOf(merchant: { name: string; cuisines: readonly string[] }): string {
  return [merchant.name, ...merchant.cuisines].join(' ').toLowerCase();
}
