import { DAYS_OF_WEEK, type MerchantHighlight } from '@forkpoint/shared';
import { CATALOG_MESSAGES } from '@forkpoint/shared/contracts/catalog';
import { CAMPAIGN_CODES } from '@forkpoint/shared/rules/merchant-access';
import { usPlaces } from '../../locations/us-places';
import { localDateIn } from '../../merchants/offer-liveness';
import { timeZoneOf } from '../../merchants/time-zone';
import { lifecycleHighlight } from '../restaurants/lifecycle';
import { applyOffers } from './apply-offers';
import type { LocationInput } from './location-input';
import { sameValue, type ExistingLocation, type LocationState } from './location-state';

export type LinePlan =
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unchanged'; existing: ExistingLocation }
  | { outcome: 'added'; state: LocationState }
  | { outcome: 'changed'; existing: ExistingLocation; state: LocationState };

/**
 * What a line does to its location (docs/catalog.md "Precedence"): the given fields over what is stored (or
 * the defaults, for a new one); coordinates from the file, else, when the address is new or moved, from the ZIP
 * code's centre, else the city's, with the precision recorded; the time zone from the file, else from the
 * place; the highlights from the dates on the restaurant's calendar at `now`. Pure.
 */
export function planLine(input: LocationInput, existing: ExistingLocation | undefined, now: Date): LinePlan {
  const before = existing?.state;
  if (!before && (!input.name || !input.street || !input.city || !input.state || !input.zip)) {
    return { outcome: 'refused', reason: 'a new location needs name, street, city, state and zip' };
  }
  const address = {
    street: input.street ?? before!.street,
    city: input.city ?? before!.city,
    state: input.state ?? before!.state,
    zip: input.zip ?? before!.zip,
  };
  const moved = !before || (['street', 'city', 'state', 'zip'] as const).some((k) => address[k] !== before[k]);
  const place = placeOf(input, address, moved ? undefined : before);
  if (!place) return { outcome: 'refused', reason: CATALOG_MESSAGES.noPlace };
  const placeChanged = !before || place.latitude !== before.latitude || place.longitude !== before.longitude;
  const timeZone =
    input.timeZone ??
    (placeChanged || address.state !== before?.state
      ? timeZoneOf(address.state, place.latitude, place.longitude)
      : before.timeZone);
  if (input.opensOn && input.closesOn && input.opensOn > input.closesOn) {
    return { outcome: 'refused', reason: 'closesOn is before opensOn' };
  }
  const merged: Omit<LocationState, 'highlights'> = {
    brand: input.brand ?? before?.brand ?? null,
    name: input.name ?? before!.name,
    ...address,
    ...place,
    neighborhood: given(input.neighborhood, before?.neighborhood, null),
    timeZone,
    phone: given(input.phone, before?.phone, null),
    website: given(input.website, before?.website, null),
    cuisines: input.cuisines ?? before?.cuisines ?? [],
    priceLevel: input.priceLevel ?? before?.priceLevel ?? 0,
    features: input.features ?? before?.features ?? ['dine-in'],
    meals: input.meals ?? before?.meals ?? [],
    hours: input.hours ?? before?.hours ?? null,
    menuUrl: given(input.menuUrl, before?.menuUrl, null),
    acclaimedLevel: input.acclaimedLevel ?? before?.acclaimedLevel ?? 0,
    campaignCodes: input.campaignCodes ?? before?.campaignCodes ?? [CAMPAIGN_CODES.standard],
    accessTier: input.accessTier ?? before?.accessTier ?? 'basic',
    openTableId: given(input.openTableId, before?.openTableId, null),
    origin: given(input.origin, before?.origin, null),
    visitLimits: input.visitLimits ?? before?.visitLimits ?? { maxSpendPerMonth: null, maxVisitsPerMonth: 'unlimited' },
    benefitDays: input.benefitDays ?? before?.benefitDays ?? [...DAYS_OF_WEEK],
    benefitHours: given(input.benefitHours, before?.benefitHours, null),
    blackoutDates: input.blackoutDates ?? before?.blackoutDates ?? [],
    programs: input.programs ?? before?.programs ?? [],
    imageIds: input.imageIds ?? (input.imageId ? [input.imageId] : (before?.imageIds ?? [])),
    menuImageIds: input.menuImageIds ?? before?.menuImageIds ?? [],
    offers: applyOffers(before?.offers ?? [], input.offers),
    opensOn: given(input.opensOn, before?.opensOn, null),
    closesOn: given(input.closesOn, before?.closesOn, null),
    closed: input.closed ?? before?.closed ?? false,
    // New on the day an import adds it; the demo catalog says which of its restaurants are (seed-extension.ts).
    isNew: before?.isNew ?? input.seedOnly?.isNew ?? true,
  };
  const state: LocationState = { ...merged, highlights: highlightsOf(merged, localDateIn(timeZone, now)) };
  if (!existing) return { outcome: 'added', state };
  return sameValue(state, existing.state)
    ? { outcome: 'unchanged', existing }
    : { outcome: 'changed', existing, state };
}

function placeOf(
  input: LocationInput,
  address: { city: string; state: string; zip: string },
  kept: LocationState | undefined,
): Pick<LocationState, 'latitude' | 'longitude' | 'coordinatePrecision'> | null {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    return { latitude: input.latitude, longitude: input.longitude, coordinatePrecision: 'given' };
  }
  if (kept)
    return { latitude: kept.latitude, longitude: kept.longitude, coordinatePrecision: kept.coordinatePrecision };
  const places = usPlaces();
  const zip = places.zip(address.zip);
  if (zip) return { latitude: zip.latitude, longitude: zip.longitude, coordinatePrecision: 'zip' };
  const city = places.place(address.city, address.state);
  if (city) return { latitude: city.latitude, longitude: city.longitude, coordinatePrecision: 'city' };
  return null;
}

/** The highlights a location's data and its calendar day give (merchant-mapper.ts picks the one a card shows). */
function highlightsOf(state: Omit<LocationState, 'highlights'>, today: string): MerchantHighlight[] {
  const highlights: MerchantHighlight[] = [];
  const lifecycle = lifecycleHighlight(state, today);
  if (lifecycle) highlights.push(lifecycle);
  if (state.isNew) highlights.push('new');
  if (state.acclaimedLevel > 0) highlights.push('acclaimed');
  if (state.offers.some((o) => o.type === 'Limited')) highlights.push('limitedTime');
  if (state.features.includes('online ordering')) {
    highlights.push(state.features.includes('dine-in') ? 'onlineOrderingAvailable' : 'onlineOrderingOnly');
  }
  return highlights;
}

/** A nullable field: given (null included) wins, else what is stored, else the default. */
function given<T>(value: T | undefined, stored: T | undefined, fallback: T): T {
  return value !== undefined ? value : stored !== undefined ? stored : fallback;
}
