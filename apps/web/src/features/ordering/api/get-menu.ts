import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERING_PATHS, orderingMenuSchema, type OrderingMenu } from '@forkpoint/shared/contracts/ordering';
import { api, ApiRequestError } from '@/lib/api-client';

/**
 * GET /api/Ordering/Merchants/{merchantId}/Menu: the restaurant's stand-in menu, hours, modes and fees. The
 * page's chunk loads zod for its form anyway, so the answer is checked.
 */

/** The restaurant does not take orders through this provider (or this program does not carry it). */
export const isMenuNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

export function getMenuQueryOptions(merchantId: string) {
  return queryOptions({
    queryKey: ['ordering', 'menu', merchantId],
    queryFn: ({ signal }): Promise<OrderingMenu> =>
      api.get(ORDERING_PATHS.menu(merchantId), { schema: orderingMenuSchema, signal }),
    // Whether the restaurant is open moves with the clock; the menu itself does not.
    staleTime: 60_000,
    retry: false,
  });
}

export function useOrderingMenu(merchantId: string) {
  return useQuery(getMenuQueryOptions(merchantId));
}
