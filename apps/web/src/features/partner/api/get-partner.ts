import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { partnerSchema, themeSchema } from '@forkpoint/shared/partners/partner-schema';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import { api } from '@/lib/api-client';
import { STARTUP_QUERY_DEFAULTS } from '@/lib/query-client';

/**
 * GET /api/partner: the resolved partner's settings, terms and theme (the output of the shared
 * publicPartnerSchema). That schema parses the partner *file* (with domains and a logo path), so the
 * answer is checked here against its output shape, built from the same field definitions.
 */
const { domains: _domains, theme: _theme, ...publicFields } = partnerSchema.shape;
const { logo: _logo, ...publicThemeFields } = themeSchema.shape;

export const partnerResponseSchema: z.ZodType<PublicPartner> = z.object({
  ...publicFields,
  theme: z.object({ ...publicThemeFields, logoUrl: z.string().min(1) }),
});

export type { PublicPartner };

export function getPartner(signal?: AbortSignal): Promise<PublicPartner> {
  return api.get('/api/partner', { schema: partnerResponseSchema, signal });
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

/** For components under the app loader, which renders them only once the partner has loaded. */
export function usePartner(): PublicPartner {
  return useSuspenseQuery(getPartnerQueryOptions()).data;
}
