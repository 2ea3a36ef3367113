import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CONTENT_NAMES, type ContentName } from '@forkpoint/shared/constants';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import { AppLoader } from '@/app/app-loader';
import { AppProvider } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { getAppStatusQueryOptions } from '@/lib/app-status';
import { contentSourceFor, getContentQueryOptions } from '@/features/content/api/get-content';
import { getMemberQueryOptions, type Member } from '@/lib/member';
import { getFeatureFlagsQueryOptions } from '@/lib/feature-flags';
import { getPartnerQueryOptions } from '@/lib/partner';
import { createQueryClient } from '@/lib/query-client';
import { testPartner } from './fixtures';

export interface RenderRoutesOptions {
  partner?: PublicPartner;
  content?: Partial<Record<ContentName, ContentEntry[]>>;
  /** The signed-in member; null is a visitor. */
  member?: Member | null;
  maintenance?: boolean;
  /** The server's word on the staging tools (false in production). */
  stagingTools?: boolean;
}

/**
 * The app's routes at a path, with the partner, content, member and app status already in the cache (as
 * after start-up), so a test is about the page and not about loading.
 */
export function renderRoutes(
  /** The path, or a history of paths ending with the current one. */
  path: string | string[],
  {
    partner = testPartner(),
    content = {},
    member = null,
    maintenance = false,
    stagingTools = true,
  }: RenderRoutesOptions = {},
) {
  const entries = Array.isArray(path) ? path : [path];
  const queryClient = createQueryClient();
  queryClient.setQueryData(getPartnerQueryOptions().queryKey, partner);
  // No flags answer: the partner's own settings stand (lib/feature-flags.ts).
  queryClient.setQueryData(getFeatureFlagsQueryOptions().queryKey, null);
  queryClient.setQueryData(getAppStatusQueryOptions().queryKey, { maintenance, stagingTools });
  queryClient.setQueryData(getMemberQueryOptions().queryKey, member);
  const source = contentSourceFor(partner);
  for (const name of CONTENT_NAMES) {
    queryClient.setQueryData(getContentQueryOptions(name, source).queryKey, content[name] ?? []);
  }
  const view = render(
    <AppProvider queryClient={queryClient}>
      <AppLoader>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <AppRoutes />
        </MemoryRouter>
      </AppLoader>
    </AppProvider>,
  );
  return { ...view, queryClient };
}
