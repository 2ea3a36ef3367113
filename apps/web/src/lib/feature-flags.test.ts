import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPartner } from '@/testing/fixtures';
import { errorResponse, http, jsonResponse, pathsOf, recordRequests, server } from '@/testing/msw';
import { featureFlagsFor } from '@forkpoint/shared/partners/feature-flags';
import { getFeatureFlags, withFeatureFlags } from './feature-flags';

describe('the feature flags over the partner settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lays authFlags, filters and partnerFeatureFlags over the partner settings', () => {
    const partner = testPartner({ hasSmsOptInV2: false, hasDiscoverPage: false });
    const flags = featureFlagsFor(partner);
    flags.authFlags.hasSmsOptInV2 = true;
    flags.partnerFeatureFlags.hasDiscoverPage = true;
    flags.filters.priceRange = ['1', '2'];
    const seen = withFeatureFlags(partner, flags);
    expect(seen).toMatchObject({ hasSmsOptInV2: true, hasDiscoverPage: true });
    expect(seen.searchFilters.priceRange).toEqual(['1', '2']);
    expect(seen.terms).toBe(partner.terms);
  });

  it('keeps the partner settings when the flags call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('/api/feature-flags', () => errorResponse(500, 'Internal Server Error')));
    const partner = testPartner();
    expect(withFeatureFlags(partner, await getFeatureFlags())).toBe(partner);
  });

  it('asks GET /api/feature-flags', async () => {
    const requests = recordRequests();
    server.use(http.get('/api/feature-flags', () => jsonResponse(featureFlagsFor(testPartner()))));
    expect(await getFeatureFlags()).toMatchObject({ authFlags: { enrollmentType: 'direct' } });
    expect(pathsOf(requests)).toEqual(['/api/feature-flags']);
  });
});
