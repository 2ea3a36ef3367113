import type { MerchantOffer } from '@forkpoint/shared';
import type { CatalogOfferInput } from '@forkpoint/shared/contracts/catalog';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { SeedLocationLine } from '../../../modules/catalog/import/seed-extension';
import type { NewMerchant } from './new-merchant';

/**
 * The demo catalog as an import file (issue 32): each generated restaurant written as the JSON Lines line a
 * program would send for it (docs/catalog.md), plus the few fields only Forkpoint itself records, under the
 * seed-only key (modules/catalog/import/seed-extension.ts). The seed applies the file through the import
 * (seed-merchants.ts), so the demo holds nothing a real program's file could not.
 */

/** The demo restaurant's source id: what the import upserts it by. */
export function demoSourceId(merchantId: string): string {
  return `demo:${merchantId}`;
}

/** The demo catalog's file: one line per restaurant, in the order given. */
export function demoCatalogFile(merchants: readonly NewMerchant[], today: Date): string {
  return merchants.map((m) => JSON.stringify(demoCatalogLine(m, today))).join('\n');
}

/** One restaurant's line. Keys whose value is the import's default for a new location are left out, as a file would. */
export function demoCatalogLine(m: NewMerchant, today: Date): SeedLocationLine {
  const { details } = m;
  return {
    sourceId: demoSourceId(m.merchantId),
    name: m.name,
    address: { street: m.street, city: m.city, state: m.state, zip: m.zip },
    latitude: m.latitude,
    longitude: m.longitude,
    ...(m.neighborhood !== null ? { neighborhood: m.neighborhood } : {}),
    ...(details.phone !== null ? { phone: details.phone } : {}),
    ...(details.website !== null ? { website: details.website } : {}),
    cuisines: m.cuisines,
    priceRange: m.priceLevel,
    features: m.features,
    meals: m.mealsServed,
    ...(details.menu.url !== null ? { menuUrl: details.menu.url } : {}),
    ...(details.menu.imageIds.length > 0 ? { menuPhotos: details.menu.imageIds.map(photoOf) } : {}),
    acclaimedLevel: m.acclaimedLevel,
    campaignCodes: m.campaignCodes,
    accessTier: m.accessTier,
    ...(m.openTableId !== null ? { reservationProviderId: m.openTableId } : {}),
    ...(m.origin !== null ? { orderingProvider: m.origin } : {}),
    visitLimits: details.visitLimits,
    benefitDays: m.benefitDays,
    ...(details.benefitHours !== null ? { benefitHours: details.benefitHours } : {}),
    ...(details.blackoutDates.length > 0 ? { blackoutDates: details.blackoutDates } : {}),
    programs: m.partnerCodes,
    photos: m.imageIds.map(photoOf),
    offers: m.offers.map(offerLineOf),
    ...lifecycleDatesOf(m, today),
    seedOnly: {
      merchantId: m.merchantId,
      rating: m.rating,
      ratingCount: m.ratingCount,
      isNew: m.isNew,
      createdAt: m.createdAt.toISOString(),
    },
  };
}

/**
 * The generator draws a coming-soon or leaving-soon restaurant (about 1% each); a file says so with dates, from
 * which the import derives the highlight. Dates by the restaurant's number, not drawn (every other draw stays as
 * it was), a week or more from `today` so the highlight is the same on every US clock: coming soon for 7 to 30
 * days, leaving after 30 to 89. From then the hourly refresh moves them as it moves any program's (docs/catalog.md).
 */
function lifecycleDatesOf(m: NewMerchant, today: Date): Pick<SeedLocationLine, 'opensOn' | 'closesOn'> {
  const number = Number(m.merchantId.slice(2));
  const day = (offset: number) => new Date(today.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  if (m.highlights.includes('comingSoon')) return { opensOn: day(7 + (number % 24)) };
  if (m.highlights.includes('leavingSoon')) return { closesOn: day(30 + (number % 60)) };
  return {};
}

/** A generated offer as a file states it: the import gives it the same type (dated: Limited) and version 1. */
function offerLineOf(offer: MerchantOffer): CatalogOfferInput {
  return {
    id: offer.id,
    title: offer.title,
    description: offer.description,
    ...(offer.earnMultiplier !== null ? { multiplier: offer.earnMultiplier } : {}),
    ...(offer.fixedAmount != null ? { fixedAmount: offer.fixedAmount } : {}),
    days: offer.daysOfWeek,
    ...(offer.startsOn !== null ? { startsOn: offer.startsOn } : {}),
    ...(offer.endsOn !== null ? { endsOn: offer.endsOn } : {}),
    ...(offer.hours ? { hours: offer.hours } : {}),
    ...(offer.minimumSpendDollars !== null ? { minimumSpendDollars: offer.minimumSpendDollars } : {}),
    ...(offer.usesPerMember !== null ? { usesPerMember: offer.usesPerMember } : {}),
  };
}

/**
 * The generator's picture ids are drawn by the image route (drawn-images/merchant-image.ts), which draws any id the
 * photo store does not hold: as `image:<id>` they are what a file gives once its photos are uploaded.
 */
const photoOf = (imageId: string) => `image:${imageId}`;
