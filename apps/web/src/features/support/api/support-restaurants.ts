import { useQuery } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  offerSavedSchema,
  restaurantDetailSchema,
  restaurantSearchSchema,
  type OfferInput,
  type RestaurantEdit,
  type RestaurantStatusChange,
} from '@forkpoint/shared/contracts/support-restaurants';
import { CSRF_HEADER } from '@forkpoint/shared/constants';
import { photoUploadResponseSchema } from '@forkpoint/shared/contracts/photos';
import { ApiRequestError, api, buildUrl, isApiError } from '@/lib/api-client';
import { csrfTokenForRequest } from '@/lib/csrf-token';
import { consoleGet } from './staff-session';
import { useConsoleCall } from './support-adjustments';

/** The console's restaurant and offer calls (catalog managers and admins; issue 32). */

const OFFER_ACTION_PATHS = {
  Pause: SUPPORT_PATHS.restaurantOfferPause,
  Resume: SUPPORT_PATHS.restaurantOfferResume,
  End: SUPPORT_PATHS.restaurantOfferEnd,
};
const detailKey = (merchantId: string) => ['support', 'restaurants', 'detail', merchantId] as const;
const SEARCH_KEY = ['support', 'restaurants', 'search'] as const;

export function useRestaurantSearch(q: string) {
  return useQuery({
    queryKey: [...SEARCH_KEY, q],
    queryFn: ({ signal }) =>
      consoleGet(SUPPORT_PATHS.restaurants, { query: { q }, signal, schema: restaurantSearchSchema }),
    enabled: q.trim().length >= 2,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useRestaurantDetail(merchantId: string) {
  return useQuery({
    queryKey: detailKey(merchantId),
    queryFn: ({ signal }) =>
      consoleGet(apiPath(SUPPORT_PATHS.restaurant, { merchantId }), { signal, schema: restaurantDetailSchema }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

const invalidates = (merchantId: string) => [detailKey(merchantId), SEARCH_KEY];

export function useRestaurantEdit(merchantId: string) {
  return useConsoleCall(
    (body: RestaurantEdit) =>
      api.patch(apiPath(SUPPORT_PATHS.restaurant, { merchantId }), { body, schema: restaurantDetailSchema }),
    invalidates(merchantId),
  );
}

export function useRestaurantStatus(merchantId: string) {
  return useConsoleCall(
    (body: RestaurantStatusChange) =>
      api.post(apiPath(SUPPORT_PATHS.restaurantStatus, { merchantId }), { body, schema: restaurantDetailSchema }),
    invalidates(merchantId),
  );
}

/** Create (no offerId) or change an offer: a change is a new version from now. */
export function useOfferSave(merchantId: string, offerId: string | null) {
  return useConsoleCall(
    (body: OfferInput & { forBrand?: boolean }) =>
      offerId
        ? api.patch(apiPath(SUPPORT_PATHS.restaurantOffer, { merchantId, offerId }), { body, schema: offerSavedSchema })
        : api.post(apiPath(SUPPORT_PATHS.restaurantOffers, { merchantId }), { body, schema: offerSavedSchema }),
    invalidates(merchantId),
  );
}

export type OfferAction = 'Pause' | 'Resume' | 'End';

export function useOfferAction(merchantId: string) {
  return useConsoleCall(
    ({ offerId, action }: { offerId: string; action: OfferAction }) =>
      api.post(apiPath(OFFER_ACTION_PATHS[action], { merchantId, offerId }), { schema: offerSavedSchema }),
    invalidates(merchantId),
  );
}

/**
 * Uploads a photo as the raw body (the photo pipeline reads the bytes; api-client sends JSON only), with the
 * CSRF header every console write carries; a refusal throws ApiRequestError with the server's message.
 */
async function uploadPhoto(merchantId: string, file: File): Promise<{ imageId: string }> {
  const token = await csrfTokenForRequest();
  const response = await fetch(buildUrl(apiPath(SUPPORT_PATHS.restaurantPhotos, { merchantId })), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': file.type, ...(token ? { [CSRF_HEADER]: token } : {}) },
    credentials: 'same-origin',
    body: file,
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, isApiError(data) ? data : undefined, data);
  }
  return photoUploadResponseSchema.parse(data);
}

export function usePhotoUpload(merchantId: string) {
  return useConsoleCall((file: File) => uploadPhoto(merchantId, file), invalidates(merchantId));
}
