import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { footerEntry, memberHomeEntry, navbarEntry, testPartner, visitorHomeEntry } from '@/testing/fixtures';
import { errorResponse, pathsOf } from '@/testing/msw';
import { serveStartup, testMember, type StartupAnswers } from '@/testing/serve-startup';
import { App } from './app';

/** The whole app from start-up, with GET /api/Member answered as the server would for each kind of viewer. */
function startApp(member: StartupAnswers['member'], enrollmentType: 'direct' | 'sso' = 'direct') {
  const served = serveStartup({
    partner: testPartner({ enrollmentType }),
    member,
    content: { '*': [navbarEntry(enrollmentType), footerEntry()], home: [memberHomeEntry, visitorHomeEntry] },
  });
  render(<App queryClient={createQueryClient()} />);
  return served;
}

const header = () => screen.getByRole('banner');
const lastFooterLink = () =>
  within(within(screen.getByRole('contentinfo')).getAllByRole('list')[0] as HTMLElement)
    .getAllByRole('link')
    .pop();

describe('the shell for each member state, from the GET /api/Member answer', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a visitor (401) the auth links, the visitor home and the sign-in footer link', async () => {
    const { requests } = startApp(null);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Earn miles every time you dine');
    expect(within(header()).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(lastFooterLink()).toHaveTextContent('Sign in');
    expect(pathsOf(requests).filter((path) => path === '/api/Member')).toHaveLength(1);
  });

  it('shows a card member the dropdown, the member home with a greeting and the account center link', async () => {
    startApp(testMember());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your Test Air Dining offers');
    expect(document.querySelector('.content-banner__welcome')).toHaveTextContent('Welcome back, Ada');
    expect(within(header()).getByRole('button', { name: /Hi, Ada/ })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(lastFooterLink()).toHaveTextContent('Account center');
  });

  it('shows a non-card member of an SSO partner the enroll button, sign-out and the join footer link', async () => {
    startApp(testMember({ memberType: 'NonCardMember' }), 'sso');
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Enroll with Test Air' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/SignOut');
    expect(lastFooterLink()).toHaveTextContent('Finish joining');
  });

  it('shows a closed-account member the re-enrollment notice in place of the footer', async () => {
    startApp(testMember({ memberType: 'ClosedAccountMember' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'sign in later' })).toHaveAttribute('href', '/SignOut');
  });

  it('shows the visitor state when the member lookup fails', async () => {
    startApp(errorResponse(500, 'Internal Server Error'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Earn miles every time you dine');
    expect(within(header()).getByRole('link', { name: 'Join now' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith('member lookup failed; showing the visitor state', expect.anything());
  });
});
