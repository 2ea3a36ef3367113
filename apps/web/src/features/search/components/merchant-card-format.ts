import type { MerchantCard, MerchantHighlight } from '@forkpoint/shared/contracts/merchants';
import { IMAGE_TRANSFORM_WIDTHS } from '@forkpoint/shared/constants';

/** The pure pieces of a merchant card (spec part 1 §2 Merchant card, §3 Merchant, §9). */

/** The one highlight a card shows; "acclaimed" is the Acclaimed badge instead. */
export const HIGHLIGHT_LABELS: Record<MerchantHighlight, string> = {
  acclaimed: 'Acclaimed',
  comingSoon: 'Coming soon',
  leavingSoon: 'Leaving soon',
  new: 'New',
  onlineOrderingOnly: 'Online ordering only',
  onlineOrderingAvailable: 'Order online',
  limitedTime: 'Limited time',
};

/** The image transform widths (200, 500, 600) as a srcset of the merchant's image. */
export function imageSrcSet(imageBaseUrl: string): string {
  return IMAGE_TRANSFORM_WIDTHS.map((width) => `${imageUrl(imageBaseUrl, width)} ${width}w`).join(', ');
}

export function imageUrl(imageBaseUrl: string, width: number): string {
  return `${imageBaseUrl}${imageBaseUrl.includes('?') ? '&' : '?'}w=${width}`;
}

/** "Cuisines joined by a slash". */
export const cuisinesText = (cuisines: readonly string[]) => cuisines.join(' / ');

/** "The city, with the neighbourhood in brackets if it differs". */
export function placeText(location: MerchantCard['location']): string {
  const { city } = location.address;
  const neighborhood = location.neighborhood?.trim();
  return neighborhood && neighborhood.toLowerCase() !== city.trim().toLowerCase() ? `${city} (${neighborhood})` : city;
}

/** "The distance in miles", one decimal: 0.4 mi, 12.3 mi. */
export function distanceText(miles: number | null): string | null {
  if (miles === null || !Number.isFinite(miles) || miles < 0) return null;
  return `${miles.toFixed(1)} mi`;
}

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a 0-5 rating, to the nearest half star. */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return [0, 1, 2, 3, 4].map((star) => (halves >= star * 2 + 2 ? 'full' : halves === star * 2 + 1 ? 'half' : 'empty'));
}

/** Price level 0 to 4; 1 to 4 are shown (0 is unknown). */
export const PRICE_METER_MAX = 4;
export const showsPrice = (priceRange: number) => priceRange >= 1 && priceRange <= PRICE_METER_MAX;
