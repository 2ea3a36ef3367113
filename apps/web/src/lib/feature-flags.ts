import { queryOptions } from '@tanstack/react-query';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import type { FeatureFlagsResponse, PublicPartner } from '@forkpoint/shared/contracts/partners';
import { api } from './api-client';
import { logger } from './logger';
import { STARTUP_QUERY_DEFAULTS } from './query-client';

/**
 * GET /api/feature-flags (spec part 1 §7: authFlags, filters and partnerFeatureFlags, "cached permanently"):
 * the partner's switches as the flags service answers them. usePartner (lib/partner.ts) lays them over the
 * partner's settings, so every page reads a flag from here without asking how it got there. When the call
 * fails the partner's own settings stand: a flags outage must not take the site down.
 */

export type FeatureFlags = FeatureFlagsResponse;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Checked by shape by hand (no schema library on the first load); the server's response schema is the contract. */
export function isFeatureFlags(value: unknown): value is FeatureFlags {
  return isObject(value) && isObject(value.authFlags) && isObject(value.filters) && isObject(value.partnerFeatureFlags);
}

export async function getFeatureFlags(signal?: AbortSignal): Promise<FeatureFlags | null> {
  try {
    const flags = await api.get<unknown>(APP_PATHS.featureFlags, { signal });
    if (isFeatureFlags(flags)) return flags;
    logger.warn('GET /api/feature-flags did not answer the flags; using the partner settings');
  } catch (error) {
    logger.warn('feature flags unavailable; using the partner settings', error);
  }
  return null;
}

export function getFeatureFlagsQueryOptions() {
  return queryOptions({
    queryKey: ['feature-flags'],
    queryFn: ({ signal }) => getFeatureFlags(signal),
    ...STARTUP_QUERY_DEFAULTS,
    // "Cached permanently" (spec part 1 §7): asked once per page load, never collected.
    gcTime: Infinity,
  });
}

/** The partner with the flags service's answer laid over its settings (null: the settings stand). */
export function withFeatureFlags(partner: PublicPartner, flags: FeatureFlags | null): PublicPartner {
  if (!flags) return partner;
  return {
    ...partner,
    ...flags.authFlags,
    ...flags.partnerFeatureFlags,
    searchFilters: { ...partner.searchFilters, ...flags.filters } as PublicPartner['searchFilters'],
  };
}
