import type { DayOfWeek, MealServed, MerchantFeature, MerchantHighlight, MerchantOffer } from '@forkpoint/shared';
import type { MerchantAccessTier } from '@forkpoint/shared/rules/merchant-access';
import type { MerchantDetails } from '../../../modules/merchants/merchant-details';

/** One merchant as the seed (and tests) write it: every catalog field plus the partners carrying it. */
export interface NewMerchant {
  merchantId: string;
  name: string;
  origin: 'internal' | 'external' | null;
  /** Image ids for the image route; the first is the card image. */
  imageIds: string[];
  rating: number;
  ratingCount: number;
  priceLevel: number;
  cuisines: string[];
  highlights: MerchantHighlight[];
  street: string;
  city: string;
  state: string;
  zip: string;
  neighborhood: string | null;
  latitude: number;
  longitude: number;
  /** IANA time zone: the calendar its offers' dates are days of (modules/merchants/time-zone.ts). */
  timeZone: string;
  acclaimedLevel: 0 | 1 | 2;
  campaignCodes: string[];
  accessTier: MerchantAccessTier;
  openTableId: string | null;
  features: MerchantFeature[];
  mealsServed: MealServed[];
  benefitDays: DayOfWeek[];
  offers: MerchantOffer[];
  details: MerchantDetails;
  isNew: boolean;
  createdAt: Date;
  partnerCodes: string[];
}

export type { MerchantDetails };
