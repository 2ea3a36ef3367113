import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAROUSEL_PAGE_SIZE, GEOLOCATION_CAROUSEL, GEOLOCATION_SEARCH } from '@forkpoint/shared/constants';
import { MERCHANT_PATHS } from '@forkpoint/shared/contracts/merchant-constants';
import { merchantSearchResponseSchema, type MerchantSearchResponse } from '@forkpoint/shared/contracts/merchants';
import { api } from '@/lib/api-client';

/**
 * The carousel's search (spec part 1 §2, §7; docs/decisions/0007): the block's search string, with pageSize
 * "15", to GET /api/v2/Merchants/Carousel. A search string without a location searches around the user: a
 * low-accuracy position (§9 "Geolocation (carousel)"), and when that fails the search is suppressed.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

const round = (value: number) => Number(value.toFixed(GEOLOCATION_SEARCH.decimals));

/** The query string sent: the block's pairs, the carousel's page size, and the user's position when used. */
export function carouselQueryString(search: string, point: Point | null): string {
  const params = new URLSearchParams(search);
  for (const key of ['pageNo', 'pageSize', 'lat', 'lng', 'north', 'south', 'east', 'west']) params.delete(key);
  params.set('pageSize', String(CAROUSEL_PAGE_SIZE));
  if (point) {
    params.set('lat', String(round(point.latitude)));
    params.set('lng', String(round(point.longitude)));
  }
  return params.toString();
}

/** One low-accuracy position request; rejects when it is denied, fails, times out or is not supported. */
export function requestCarouselPosition(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('geolocation is not available'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) }),
      (error) => reject(new Error(error.message || 'geolocation failed')),
      GEOLOCATION_CAROUSEL,
    );
  });
}

export type CarouselPosition =
  { status: 'notNeeded' } | { status: 'locating' } | { status: 'located'; point: Point } | { status: 'failed' };

/**
 * The user's position for carousels that need it, asked once per page load and shared by every carousel
 * (a discover page has several); the browser may answer from its own cache up to an hour old.
 */
export function useCarouselPosition(needed: boolean): CarouselPosition {
  const query = useQuery({
    queryKey: ['carousel-position'],
    queryFn: () => requestCarouselPosition(),
    enabled: needed,
    staleTime: GEOLOCATION_CAROUSEL.maximumAge,
    retry: false,
  });
  if (!needed) return { status: 'notNeeded' };
  if (query.isError) return { status: 'failed' };
  if (query.data) return { status: 'located', point: query.data };
  return { status: 'locating' };
}

/**
 * One card per name in a carousel: two "Hanok Kitchen" cards side by side read as a mistake (issue 30, defect
 * 9j). The first of each name stays, in the order the search ranked them; "View all" still lists every one.
 */
export function distinctByName(response: MerchantSearchResponse): MerchantSearchResponse {
  const seen = new Set<string>();
  const merchants = response.merchants.filter((merchant) => {
    const name = merchant.name.trim().toLowerCase();
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
  return merchants.length === response.merchants.length ? response : { ...response, merchants };
}

export function carouselQueryOptions(search: string, point: Point | null, viewerKey: string) {
  const queryString = carouselQueryString(search, point);
  return queryOptions({
    // The viewer is part of the key: the tier gates decide what each merchant's access says.
    queryKey: ['merchant-carousel', queryString, viewerKey],
    queryFn: ({ signal }): Promise<MerchantSearchResponse> =>
      api.get(`${MERCHANT_PATHS.carousel}?${queryString}`, { schema: merchantSearchResponseSchema, signal }),
    select: distinctByName,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
