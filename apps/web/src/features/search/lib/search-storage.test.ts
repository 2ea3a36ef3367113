import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dineInPopoverStore,
  lastSearchStore,
  manualLocationStore,
  mapViewStore,
  selectedMerchantStore,
} from './search-storage';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('search storage (spec part 1 §3 client storage keys)', () => {
  it('keeps the last search, the typed place, the map view and the popover flag in local storage', () => {
    lastSearchStore.set('location=Chicago%2C+IL&sortBy=rating');
    manualLocationStore.set('Chicago, IL');
    mapViewStore.set({ search: 'location=Chicago%2C+IL', latitude: 41.85, longitude: -87.68, zoom: 12 });
    dineInPopoverStore.set(true);

    expect(JSON.parse(window.localStorage.getItem('lastSearch') ?? '')).toBe('location=Chicago%2C+IL&sortBy=rating');
    expect(JSON.parse(window.localStorage.getItem('manualSearchLocation') ?? '')).toBe('Chicago, IL');
    expect(JSON.parse(window.localStorage.getItem('newDineInFilterPopover') ?? '')).toBe(true);
    expect(mapViewStore.get()).toEqual({
      search: 'location=Chicago%2C+IL',
      latitude: 41.85,
      longitude: -87.68,
      zoom: 12,
    });
    expect(lastSearchStore.get()).toBe('location=Chicago%2C+IL&sortBy=rating');
  });

  it('keeps the selected merchant and action per tab, in session storage', () => {
    selectedMerchantStore.set({ merchantId: 1526, action: 'open' });
    expect(window.localStorage.getItem('selectedMerchant')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('selectedMerchant') ?? '')).toEqual({
      merchantId: 1526,
      action: 'open',
    });
    expect(selectedMerchantStore.get()).toEqual({ merchantId: 1526, action: 'open' });
  });

  it('reads a malformed or foreign value as nothing stored', () => {
    window.localStorage.setItem('mapView', JSON.stringify({ search: 'x', latitude: 'north', longitude: 1, zoom: 3 }));
    window.localStorage.setItem('lastSearch', '{not json');
    window.localStorage.setItem('manualSearchLocation', JSON.stringify('   '));
    window.localStorage.setItem('newDineInFilterPopover', JSON.stringify('yes'));
    window.sessionStorage.setItem('selectedMerchant', JSON.stringify({ merchantId: '12' }));

    expect(mapViewStore.get()).toBeNull();
    expect(lastSearchStore.get()).toBeNull();
    expect(manualLocationStore.get()).toBeNull();
    expect(dineInPopoverStore.get()).toBeNull();
    expect(selectedMerchantStore.get()).toBeNull();
  });

  it('treats an unknown action as a selection', () => {
    window.sessionStorage.setItem('selectedMerchant', JSON.stringify({ merchantId: 7, action: 'teleport' }));
    expect(selectedMerchantStore.get()).toEqual({ merchantId: 7, action: 'select' });
  });

  it('survives storage that refuses to be written or read', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => lastSearchStore.set('location=10036')).not.toThrow();
    expect(lastSearchStore.get()).toBeNull();
  });
});
