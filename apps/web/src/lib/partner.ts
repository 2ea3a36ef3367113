import { useMemo } from 'react';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import { enrollmentAccess } from '@forkpoint/shared/rules/enrollment-access';
import { api } from './api-client';
import { getFeatureFlagsQueryOptions, withFeatureFlags } from './feature-flags';
import { STARTUP_QUERY_DEFAULTS } from './query-client';

/**
 * GET /api/partner: the resolved partner's settings, terms and theme (the output of the shared
 * publicPartnerSchema, which the server's response schema enforces). It is not parsed again here:
 * the schema library would be most of the home page's first-load JavaScript (bench/bundle.mjs).
 */

export type { PublicPartner };

export const partnerAnswer = {
  parse(data: unknown): PublicPartner {
    const partner = data as Partial<PublicPartner> | null;
    // Enough to tell a partner from an error page or an empty body; the rest is the server's contract.
    if (typeof partner?.code !== 'string' || typeof partner.theme !== 'object' || partner.theme === null) {
      throw new TypeError('GET /api/partner did not answer a partner');
    }
    return partner as PublicPartner;
  },
};

export function getPartner(signal?: AbortSignal): Promise<PublicPartner> {
  return api.get(APP_PATHS.partner, { schema: partnerAnswer, signal });
}

/** Read once at start-up and kept: the partner does not change under a loaded page. */
export function getPartnerQueryOptions() {
  return queryOptions({
    queryKey: ['partner'],
    queryFn: ({ signal }) => getPartner(signal),
    ...STARTUP_QUERY_DEFAULTS,
  });
}

export function usePartnerQuery() {
  return useQuery(getPartnerQueryOptions());
}

/**
 * For components under the app loader, which renders them only once the partner and its feature flags have
 * loaded: the partner's settings with GET /api/feature-flags laid over them (lib/feature-flags.ts).
 */
export function usePartner(): PublicPartner {
  const partner = useSuspenseQuery(getPartnerQueryOptions()).data;
  const flags = useSuspenseQuery(getFeatureFlagsQueryOptions()).data;
  return useMemo(() => withFeatureFlags(partner, flags), [partner, flags]);
}

/**
 * Spec part 1 §2 (rules/enrollment-access.ts): sign-in (activate, login, account) exists "only when enrollment type is not none"; a
 * partner without it has no members.
 */
export function offersSignIn(partner: Pick<PublicPartner, 'enrollmentType'>): boolean {
  return enrollmentAccess(partner.enrollmentType).signIn;
}
