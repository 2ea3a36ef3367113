import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, http, jsonResponse, recordRequests, server } from '@/testing/msw';
import { pageViewRecord, sendPageView } from './page-view';
import { captureReferral } from './referral';

describe('a page view record', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is an impression record with the page_view event, the member, the url and the referral values', () => {
    const record = pageViewRecord(
      { memberId: 'demo-card-aerovia', url: 'http://localhost/search' },
      { utmSource: 'news', source: 'ad', utmTerm: null },
      new Date('2026-11-24T10:00:00.000Z'),
    );
    expect(record).toEqual({
      channel: 'web',
      dateTime: '2026-11-24T10:00:00.000Z',
      userAgent: navigator.userAgent.slice(0, 512),
      event: 'page_view',
      memberId: 'demo-card-aerovia',
      url: 'http://localhost/search',
      utmSource: 'news',
      source: 'ad',
    });
  });

  it('is posted to /api/Impressions with the stored referral values, the source only while it lives', async () => {
    const requests = recordRequests();
    server.use(http.post('/api/Impressions', () => jsonResponse({ accepted: 1 }, { status: 202 })));
    captureReferral('?utm_campaign=spring&source=ad', Date.now() - 2881 * 60_000);
    await sendPageView({ memberId: null, url: 'http://localhost/' });
    expect(requests.map((sent) => `${sent.method} ${sent.url.pathname}`)).toEqual(['POST /api/Impressions']);
    const body = (await requests[0]!.request.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ event: 'page_view', memberId: null, utmCampaign: 'spring' });
    expect(body[0]).not.toHaveProperty('source');
  });

  it('swallows a failed send', async () => {
    server.use(http.post('/api/Impressions', () => errorResponse(429, 'Too Many Requests')));
    await expect(sendPageView({ memberId: null, url: 'http://localhost/' })).resolves.toBeUndefined();
  });
});
