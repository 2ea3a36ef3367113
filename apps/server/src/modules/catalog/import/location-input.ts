import type { DayOfWeek, MealServed, MerchantFeature } from '@forkpoint/shared';
import type { MerchantAccessTier } from '@forkpoint/shared/rules/merchant-access';
import type { MerchantDetails } from '../../merchants/merchant-details';
import type { SeedOnlyFields } from './seed-extension';

/** Opening hours by day: the intervals it is open, local HH:MM, from included, until excluded. */
export type OpeningHours = Partial<Record<DayOfWeek, { from: string; until: string }[]>>;

/** An offer as a file describes it, before it is given its terms' version (apply-offers.ts). */
export interface OfferInput {
  id: string;
  title: string;
  description: string;
  /** A multiplier offer's multiplier, or null for a fixed-amount offer (exactly one of the two). */
  multiplier: number | null;
  /** A fixed-amount offer's reward units per qualifying purchase (decision 0040); absent for a multiplier offer. */
  fixedAmount?: number;
  days: DayOfWeek[];
  startsOn: string | null;
  endsOn: string | null;
  hours: { from: string; until: string } | null;
  minimumSpendDollars: number | null;
  usesPerMember: number | null;
}

/**
 * One line of either format, read and checked: what the source said about one location. An absent field was
 * not given (an empty CSV cell, a missing JSON key): a new location gets its default, an existing one keeps
 * what it has (plan-line.ts).
 */
export interface LocationInput {
  sourceId: string;
  brand?: { sourceId: string; name: string };
  name?: string;
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  latitude?: number;
  longitude?: number;
  neighborhood?: string | null;
  timeZone?: string;
  phone?: string | null;
  website?: string | null;
  cuisines?: string[];
  priceLevel?: number;
  features?: MerchantFeature[];
  meals?: MealServed[];
  hours?: OpeningHours;
  menuUrl?: string | null;
  acclaimedLevel?: 0 | 1 | 2;
  campaignCodes?: string[];
  accessTier?: MerchantAccessTier;
  openTableId?: string | null;
  origin?: 'internal' | 'external' | null;
  visitLimits?: MerchantDetails['visitLimits'];
  benefitDays?: DayOfWeek[];
  benefitHours?: { from: string; to: string } | null;
  blackoutDates?: string[];
  programs?: string[];
  /** The photo store's id (a CSV photo cell `image:<id>`). */
  imageId?: string;
  /** The photo store's ids of every picture, in order (JSON Lines `photos`): they replace the location's. */
  imageIds?: string[];
  /** The menu's pictures (JSON Lines `menuPhotos`). */
  menuImageIds?: string[];
  /** complete: the list is all the source's offers here, so others it imported before end (JSON Lines). */
  offers?: { list: OfferInput[]; complete: boolean };
  opensOn?: string | null;
  closesOn?: string | null;
  closed?: boolean;
  /** The demo catalog's own fields (seed-extension.ts): only the seed's reading gives them, never a posted file. */
  seedOnly?: SeedOnlyFields;
}

/** A line read from the file: its input, or why it is refused. */
export type ReadLine =
  { line: number; sourceId: string; input: LocationInput } | { line: number; sourceId: string | null; reason: string };

/** A file read: its lines, or why the whole file is refused. */
export type ReadFile = { ok: true; lines: ReadLine[] } | { ok: false; reason: string };
