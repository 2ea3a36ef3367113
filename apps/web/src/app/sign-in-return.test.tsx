import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { navbarEntry, testPartner, visitorHomeEntry } from '@/testing/fixtures';
import { MEMBER_QUERY_KEY } from '@/lib/member';
import { http, jsonResponse, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';

/**
 * Issue 15, defect 2: every way to /login remembers the page it left (the login-redirect), so signing in
 * returns there; leaving a sign-in, join or recovery page remembers nothing.
 */
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.loginRedirect) ?? 'null') as { path: string } | null;
const content = { '*': [navbarEntry('direct')], home: [visitorHomeEntry] };

describe('signing in returns to the page it started from', () => {
  afterEach(() => localStorage.clear());

  it('remembers the page the navbar sign-in link left, with its query', async () => {
    renderRoutes('/?utm_source=mail', { partner: testPartner(), content });
    await userEvent.click(within(await screen.findByRole('banner')).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(stored()?.path).toBe('/?utm_source=mail');
  });

  it('remembers nothing when the way to sign in starts on a join or recovery page', async () => {
    // The join form asks which bot check the server runs.
    server.use(
      http.get('/api/Captcha', () =>
        jsonResponse({ provider: 'altcha', siteKey: null, challengeUrl: '/api/Captcha/Challenge' }),
      ),
    );
    renderRoutes('/join', { partner: testPartner(), content });
    await userEvent.click(within(await screen.findByRole('banner')).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('sends a member whose session was lost while browsing to sign in, and back to the page (defect 10)', async () => {
    const { queryClient } = renderRoutes('/earn/nothing?from=mail', { member: testMember(), content });
    await screen.findByRole('heading', { level: 1 });
    // GET /api/Member answered 401 on a navigation: the member is gone.
    act(() => void queryClient.setQueryData(MEMBER_QUERY_KEY, null));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(stored()?.path).toBe('/earn/nothing?from=mail');
  });
});
