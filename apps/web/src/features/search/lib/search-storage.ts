import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * What the search page keeps in browser storage (spec part 1 §3 "Client storage keys"): the last
 * successful search, the manual search location, the map view, the selected merchant and action, and the
 * new dine-in filter highlight popover flag. Storage can be full, disabled or hold another version's
 * value: every read checks the shape and every failure counts as "nothing stored".
 */

/** A value kept as JSON under a key; `check` turns what was read into the value, or null if it is not one. */
function jsonStore<T>(session: boolean, key: string, check: (value: unknown) => T | null) {
  const storage = () => (session ? window.sessionStorage : window.localStorage);
  return {
    get(): T | null {
      try {
        return check(JSON.parse(storage().getItem(key) ?? 'null'));
      } catch {
        return null;
      }
    },
    set(value: T): void {
      try {
        storage().setItem(key, JSON.stringify(value));
      } catch {
        // Full or disabled storage only costs the remembering.
      }
    },
  };
}

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The page query (without "?") of the last search that answered; a bare /search starts from it. */
export const lastSearchStore = jsonStore(false, STORAGE_KEYS.lastSearch, text);

/** The last place the user typed and searched ("Chicago, IL", "10036"). */
export const manualLocationStore = jsonStore(false, STORAGE_KEYS.manualSearchLocation, text);

export interface StoredMapView {
  /** The page query the view belongs to: a view is restored only for the same search. */
  search: string;
  latitude: number;
  longitude: number;
  zoom: number;
}

export const mapViewStore = jsonStore(false, STORAGE_KEYS.mapView, (value): StoredMapView | null => {
  const { search, latitude, longitude, zoom } = (value ?? {}) as Fields;
  return typeof search === 'string' && isNumber(latitude) && isNumber(longitude) && isNumber(zoom)
    ? { search, latitude, longitude, zoom }
    : null;
});

/** "select": picked on the list or the map; "open": its page was opened from the list. */
export interface SelectedMerchant {
  merchantId: number;
  action: 'select' | 'open';
}

/** Per tab: coming back from a merchant page finds the same merchant selected. */
export const selectedMerchantStore = jsonStore(
  true,
  STORAGE_KEYS.selectedMerchant,
  (value): SelectedMerchant | null => {
    const { merchantId, action } = (value ?? {}) as Fields;
    return isNumber(merchantId) ? { merchantId, action: action === 'open' ? 'open' : 'select' } : null;
  },
);

/** Set once the popover was dismissed (or the filters opened): it never shows again on this browser. */
export const dineInPopoverStore = jsonStore(false, STORAGE_KEYS.newDineInFilterPopover, (value) =>
  value === true ? true : null,
);
