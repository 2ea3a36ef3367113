import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_NAMES } from '@forkpoint/shared/constants';
import type { StartupData } from '@forkpoint/shared/contracts/startup-data';
import { featureFlagsFor } from '@forkpoint/shared/partners/feature-flags';
import { SESSION_EXPIRY_COOKIE } from '@/lib/storage-keys';
import { createQueryClient } from '@/lib/query-client';
import { contentSourceFor, getContentQueryOptions } from '@/features/content/api/get-content';
import { navbarEntry, testPartner, visitorHomeEntry } from '@/testing/fixtures';
import { pathsOf } from '@/testing/msw';
import { serveStartup } from '@/testing/serve-startup';
import { App } from './app';
import { seedStartupQueries } from './startup-queries';

function startupData(overrides: Partial<StartupData> = {}): StartupData {
  const partner = overrides.partner ?? testPartner();
  return {
    format: 1,
    generatedAt: Date.now(),
    partner,
    featureFlags: featureFlagsFor(partner),
    appStatus: { maintenance: false, stagingTools: true },
    content: {
      cmsRoute: '/api/cms',
      contentType: 'pages',
      // Every group, as the server writes them: a group without entries is [].
      groups: {
        ...Object.fromEntries(CONTENT_NAMES.map((name) => [name, []])),
        home: [visitorHomeEntry],
        '*': [navbarEntry()],
      } as NonNullable<StartupData['content']>['groups'],
    },
    ...overrides,
  };
}

describe("the page's start-up data in the query cache", () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    // A visitor: no session cookie, so no member call either.
    document.cookie = `${SESSION_EXPIRY_COOKIE}=; path=/; max-age=0`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the home page without asking for the partner, flags, app status or copy', async () => {
    const { requests } = serveStartup();
    const queryClient = createQueryClient();
    seedStartupQueries(queryClient, startupData());
    render(<App queryClient={queryClient} />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Earn miles every time you dine');
    expect(pathsOf(requests).filter((path) => /^\/api\/(partner|feature-flags|app-status|cms\/)/.test(path))).toEqual(
      [],
    );
  });

  it('asks for each group the block does not hold, and everything without a block', async () => {
    const { requests } = serveStartup({ content: { home: [visitorHomeEntry] } });
    const queryClient = createQueryClient();
    seedStartupQueries(queryClient, startupData({ content: undefined }));
    render(<App queryClient={queryClient} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Earn miles every time you dine');
    const asked = pathsOf(requests);
    expect(asked).toContain('/api/cms/pages/home/');
    expect(asked).not.toContain('/api/partner');
  });

  it("does not seed copy for an editor's preview or another content service", () => {
    const data = startupData();
    const key = getContentQueryOptions('home', contentSourceFor(data.partner)).queryKey;

    const other = createQueryClient();
    seedStartupQueries(other, startupData({ partner: testPartner({ cmsRoute: '/other/cms' }) }));
    expect(other.getQueryCache().findAll({ queryKey: ['content'] })).toEqual([]);

    const preview = createQueryClient();
    seedStartupQueries(preview, { ...data, partner: { ...data.partner, cmsPreview: true } });
    expect(preview.getQueryCache().findAll({ queryKey: ['content'] })).toEqual([]);

    const published = createQueryClient();
    seedStartupQueries(published, data);
    expect(published.getQueryData(key)).toEqual([visitorHomeEntry]);
  });
});
