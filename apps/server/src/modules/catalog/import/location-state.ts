import type { DayOfWeek, MealServed, MerchantFeature, MerchantHighlight, MerchantOffer } from '@forkpoint/shared';
import type { MerchantAccessTier } from '@forkpoint/shared/rules/merchant-access';
import type { MerchantDetails } from '../../merchants/merchant-details';
import type { OpeningHours } from './location-input';

/**
 * Everything an imported location is, as stored (the merchants row, its details, catalog_locations and the
 * brand): what a line is merged into and compared with, so "unchanged" means nothing would be written.
 */
export interface LocationState {
  brand: { sourceId: string; name: string } | null;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  coordinatePrecision: 'given' | 'zip' | 'city';
  neighborhood: string | null;
  timeZone: string;
  phone: string | null;
  website: string | null;
  cuisines: string[];
  priceLevel: number;
  features: MerchantFeature[];
  meals: MealServed[];
  hours: OpeningHours | null;
  menuUrl: string | null;
  acclaimedLevel: 0 | 1 | 2;
  campaignCodes: string[];
  accessTier: MerchantAccessTier;
  openTableId: string | null;
  origin: 'internal' | 'external' | null;
  visitLimits: MerchantDetails['visitLimits'];
  benefitDays: DayOfWeek[];
  benefitHours: { from: string; to: string } | null;
  blackoutDates: string[];
  /** The programs the source lists, sorted. */
  programs: string[];
  imageIds: string[];
  menuImageIds: string[];
  offers: MerchantOffer[];
  opensOn: string | null;
  closesOn: string | null;
  closed: boolean;
  /** Derived from the rest and the day (plan-line.ts), kept here so a day's move shows as a change. */
  highlights: MerchantHighlight[];
  isNew: boolean;
}

/** An imported location as it stands: its state and the merchant it is. */
export interface ExistingLocation {
  id: number;
  merchantId: string;
  state: LocationState;
}

/**
 * Deep equality whatever the key order (jsonb hands keys back in its own): whether a planned state is what is
 * stored. Walks the values without building text, as it runs twice per line of a 100,000-line file.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  return keys.every((key) => sameValue(left[key], right[key]));
}
