import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CONTENT_NAMES, type ContentName } from '@forkpoint/shared/constants';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import { AppLoader } from '@/app/app-loader';
import { AppProvider } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { contentSourceFor, getContentQueryOptions } from '@/features/content/api/get-content';
import { getPartnerQueryOptions } from '@/features/partner/api/get-partner';
import { createQueryClient } from '@/lib/query-client';
import { testPartner } from './fixtures';

export interface RenderRoutesOptions {
  partner?: PublicPartner;
  content?: Partial<Record<ContentName, ContentEntry[]>>;
}

/**
 * The app's routes at a path, with the partner and content already in the cache (as after start-up),
 * so a test is about the page and not about loading.
 */
export function renderRoutes(path: string, { partner = testPartner(), content = {} }: RenderRoutesOptions = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getPartnerQueryOptions().queryKey, partner);
  const source = contentSourceFor(partner);
  for (const name of CONTENT_NAMES) {
    queryClient.setQueryData(getContentQueryOptions(name, source).queryKey, content[name] ?? []);
  }
  const view = render(
    <AppProvider queryClient={queryClient}>
      <AppLoader>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppLoader>
    </AppProvider>,
  );
  return { ...view, queryClient };
}
