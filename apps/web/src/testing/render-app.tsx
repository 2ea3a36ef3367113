import { render } from '@testing-library/react';
import { beforeAll } from 'vitest';
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
import { http, jsonResponse, server } from './msw';
import { IMPRESSIONS_PATH } from '@forkpoint/shared/contracts/impression-constants';

/**
 * Every module the routes and the shell load lazily (React.lazy in app/router.tsx and app/layout), by glob so a
 * new route is included. On the loaded 2-core machine, Vite transforms a lazy chunk the first time a test draws it;
 * that took 16-20 s for the account pages, /join and the merchant order route, past findBy*'s 15 s, so the first
 * test to reach each chunk failed (issue 31). Loading them once before the file's tests moves that cost out of
 * the tests' waiting: a test then waits for the page, not for the compiler.
 */
const lazyModules = import.meta.glob([
  '/src/app/routes/*.tsx',
  '/src/app/layout/*.tsx',
  '/src/app/page-views.tsx',
  '/src/features/ordering/components/ordering-page.tsx',
  '/src/features/staging-tools/components/staging-tools-page.tsx',
  '/src/features/support/components/support-app.tsx',
  '!/src/**/*.test.tsx',
]);

// Registered for every test file that imports this helper. The budget is the one-off cost of compiling the app's
// pages on a busy machine, not a wait for anything to appear.
beforeAll(async () => {
  await Promise.all(Object.values(lazyModules).map((load) => load()));
}, 180_000);

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
  // A page shown for 500 ms counts as a page view (spec part 1 §4, app/use-page-views.ts): the app posts it
  // whatever the test is about, and how soon depends on the machine, so it is always answered here.
  server.use(http.post(IMPRESSIONS_PATH, () => jsonResponse({ accepted: 1 }, { status: 202 })));
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
