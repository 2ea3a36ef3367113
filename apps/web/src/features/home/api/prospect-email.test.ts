import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { runProspectFlow } from './prospect-email';

describe('the home prospect e-mail flow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('records a valid e-mail and goes to enrollment, even when the record fails', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/Members/Validate/Email'
        ? jsonResponse({ isValid: true })
        : errorResponse(500, 'Internal Server Error'),
    );
    const go = { join: vi.fn(), login: vi.fn() };
    await runProspectFlow('new@example.com', { utmSource: 'news' }, go);
    expect(go.join).toHaveBeenCalledWith('new@example.com');
    expect(go.login).not.toHaveBeenCalled();
    const record = fetch.mock.calls.find(([input]) => String(input).includes('/Prospects/Email'));
    expect(JSON.parse(String(record?.[1]?.body))).toEqual({ utmSource: 'news', email: 'new@example.com' });
    expect(new URL(String(fetch.mock.calls[0]?.[0])).searchParams.get('email')).toBe('new@example.com');
  });

  it('goes to sign-in when the e-mail is not valid (already a member), without recording it', async () => {
    const fetch = mockFetch(() => jsonResponse({ isValid: false }));
    const go = { join: vi.fn(), login: vi.fn() };
    await runProspectFlow('member@example.com', {}, go);
    expect(go.login).toHaveBeenCalledWith('member@example.com');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
