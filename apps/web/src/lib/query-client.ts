import { QueryClient } from '@tanstack/react-query';

/**
 * Start-up data (partner, content) is read once per page load: the spec's content queries "never go
 * stale, are not retried and do not refetch on focus, mount or reconnect" (part 2 §4). Those are the
 * defaults here; a later query that needs freshness (the member) says so in its own options.
 */
export const STARTUP_QUERY_DEFAULTS = {
  staleTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...STARTUP_QUERY_DEFAULTS } } });
}
