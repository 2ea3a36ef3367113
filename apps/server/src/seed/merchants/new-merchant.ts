import type { DayOfWeek, MealServed, MerchantFeature, MerchantHighlight, MerchantOffer } from '@forkpoint/shared';
import type { MerchantAccessTier } from '@forkpoint/shared/rules/merchant-access';

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

/** The fields only the merchant page reads; stored together as jsonb. */
export interface MerchantDetails {
  about: string;
  phone: string | null;
  website: string | null;
  benefitHours: { from: string; to: string } | null;
  blackoutDates: string[];
  menu: { url: string | null; imageIds: string[] };
  visitLimits: { maxSpendPerMonth: number | null; maxVisitsPerMonth: number | 'unlimited' };
}
