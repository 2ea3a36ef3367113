import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, http, jsonResponse, recordRequests, server } from '@/testing/msw';
import { runProspectFlow } from './prospect-email';

describe('the home prospect e-mail flow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('records a valid e-mail and goes to enrollment, even when the record fails', async () => {
    const requests = recordRequests();
    server.use(
      http.get('/api/Members/Validate/Email', () => jsonResponse({ isValid: true })),
      http.post('/api/Members/Prospects/Email', () => errorResponse(500, 'Internal Server Error')),
    );
    const go = { join: vi.fn(), login: vi.fn() };
    await runProspectFlow('new@example.com', { utmSource: 'news' }, go);
    expect(go.join).toHaveBeenCalledWith('new@example.com');
    expect(go.login).not.toHaveBeenCalled();
    const record = requests.find((sent) => sent.url.pathname === '/api/Members/Prospects/Email');
    expect(await record?.request.json()).toEqual({ utmSource: 'news', email: 'new@example.com' });
    expect(requests[0]?.url.searchParams.get('email')).toBe('new@example.com');
  });

  it('goes to sign-in when the e-mail is not valid (already a member), without recording it', async () => {
    const requests = recordRequests();
    server.use(http.get('/api/Members/Validate/Email', () => jsonResponse({ isValid: false })));
    const go = { join: vi.fn(), login: vi.fn() };
    await runProspectFlow('member@example.com', {}, go);
    expect(go.login).toHaveBeenCalledWith('member@example.com');
    expect(requests).toHaveLength(1);
  });
});
