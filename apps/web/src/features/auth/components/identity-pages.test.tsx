import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES, SIGN_IN_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { rememberPublicId } from '@/lib/known-visitor';
import { storeLoginRedirect } from '@/lib/login-redirect';
import { LOGIN_REFERRAL_MESSAGES } from '../lib/activation';
import { pageNavigation } from '@/lib/page-navigation';
import { testPartner } from '@/testing/fixtures';
import { bodyOf, errorResponse, jsonResponse, pathsOf, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { apiError, fullMember, signedInAs } from '@/testing/identity-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function signIn(user: ReturnType<typeof userEvent.setup>, userName = 'ada@example.com', password = 'pw-123456') {
  await user.type(await screen.findByLabelText(/^Email or/), userName);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('says "Invalid user name or password" for wrong credentials', async () => {
    serveApi((url) =>
      url.pathname === '/api/SignIn'
        ? errorResponse(401, 'Unauthorized', 'INVALID_CREDENTIALS')
        : errorResponse(401, 'Unauthorized'),
    );
    const user = userEvent.setup();
    renderRoutes('/login');
    await signIn(user);
    expect(await screen.findByRole('alert', { name: 'ERROR' })).toHaveTextContent(SIGN_IN_MESSAGES.invalidCredentials);
  });

  it('shows the lockout message with a link to recover the account', async () => {
    serveApi(() =>
      apiError(403, 'Forbidden', 'ACCOUNT_LOCKED', SIGN_IN_MESSAGES.locked, {
        recoverPath: '/recover',
        lockedUntil: new Date().toISOString(),
      }),
    );
    const user = userEvent.setup();
    renderRoutes('/login');
    await signIn(user);
    const alert = await screen.findByRole('alert', { name: 'ERROR' });
    expect(alert).toHaveTextContent(SIGN_IN_MESSAGES.locked);
    expect(alert.querySelector('a')).toHaveAttribute('href', '/recover');
  });

  it('asks to check the form when a field is missing, without calling the server', async () => {
    const requests = serveApi(() => errorResponse(500, 'Internal Server Error'));
    const user = userEvent.setup();
    renderRoutes('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert', { name: 'ERROR' })).toHaveTextContent(SIGN_IN_MESSAGES.invalidForm);
    expect(screen.getAllByText(FIELD_MESSAGES.required).length).toBe(2);
    expect(pathsOf(requests)).not.toContain('/api/SignIn');
  });

  it('refreshes the member and goes to the stored login-redirect path', async () => {
    let signedIn = false;
    const requests = serveApi((url) => {
      if (url.pathname === '/api/SignIn') {
        signedIn = true;
        return signedInAs();
      }
      if (url.pathname === '/api/Member')
        return signedIn ? jsonResponse(fullMember) : errorResponse(401, 'Unauthorized');
      return jsonResponse([]);
    });
    storeLoginRedirect('/surveys?from=mail');
    const user = userEvent.setup();
    renderRoutes('/login');
    await signIn(user, 'ada@example.com', 'x'.repeat(70));
    expect(await screen.findByRole('heading', { level: 1, name: 'Surveys' })).toBeInTheDocument();
    expect((await bodyOf(requests, '/api/SignIn')).password).toHaveLength(56);
    expect(pathsOf(requests)).toContain('/api/Member');
  });

  it('says why the activation table sent a known member here (rfr=3 active, rfr=4 not active)', async () => {
    serveApi(() => errorResponse(401, 'Unauthorized'));
    const { unmount } = renderRoutes('/login?rfr=3');
    // The page's own status follows the route's loading status: wait for its words.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LOGIN_REFERRAL_MESSAGES['3']));
    unmount();
    renderRoutes('/login?rfr=4', { partner: testPartner({ enrollmentType: 'sso' }) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LOGIN_REFERRAL_MESSAGES['4']));
  });

  it('shows no referral message for other rfr values', async () => {
    serveApi(() => errorResponse(401, 'Unauthorized'));
    renderRoutes('/login?rfr=1');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(screen.queryByText(LOGIN_REFERRAL_MESSAGES['3'])).not.toBeInTheDocument();
    expect(screen.queryByText(LOGIN_REFERRAL_MESSAGES['4'])).not.toBeInTheDocument();
  });

  it('sends a member flagged for an e-mail update to /fix_credentials, then to the stored path', async () => {
    let signedIn = false;
    const requests = serveApi((url) => {
      if (url.pathname === '/api/SignIn') {
        signedIn = true;
        return signedInAs({ needsEmailUpdate: true });
      }
      if (url.pathname === '/api/Member/Credentials')
        return jsonResponse({ ...fullMember, email: 'ada.new@example.com' });
      if (url.pathname === '/api/Member')
        return signedIn ? jsonResponse(fullMember) : errorResponse(401, 'Unauthorized');
      return jsonResponse([]);
    });
    storeLoginRedirect('/surveys');
    const user = userEvent.setup();
    renderRoutes('/login');
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Your Email' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New email/), 'ada.new@example.com{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Surveys' })).toBeInTheDocument();
    expect(await bodyOf(requests, '/api/Member/Credentials')).toEqual({ email: 'ada.new@example.com' });
  });

  it('offers sso partners a button to their identity provider that comes back to the account', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoutes('/login', { partner: testPartner({ enrollmentType: 'sso' }) });
    await user.click(await screen.findByRole('button', { name: /^Sign in with/ }));
    expect(assign).toHaveBeenCalledWith('/api/Sso/Login?returnTo=%2Faccount');
  });
});

/** GET /api/Captcha as the server answers it with the self-hosted check (the join page asks for it). */
const CAPTCHA_CONFIG = { provider: 'altcha', siteKey: null, challengeUrl: '/api/Captcha/Challenge' };

describe('/activate', () => {
  it('sends a visit without a public id to /join?rfr=0', async () => {
    serveApi((url) => (url.pathname === '/api/Captcha' ? jsonResponse(CAPTCHA_CONFIG) : jsonResponse({})));
    renderRoutes('/activate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join' })).toBeInTheDocument();
  });

  it('sends a visit without a public id in the query to /join?rfr=0 even with one remembered', async () => {
    // Spec part 1 §2, §5: "Activation requires the public id in the query string" (issue 30, defect 8b).
    rememberPublicId('remembered-1');
    const requests = serveApi((url) =>
      url.pathname === '/api/Captcha'
        ? jsonResponse(CAPTCHA_CONFIG)
        : jsonResponse({
            publicId: 'remembered-1',
            tierLevel: 'NonActivated',
            hasWebProfile: false,
            active: true,
            interfaceType: 'known',
          }),
    );
    renderRoutes('/activate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(pathsOf(requests)).not.toContain('/api/Member/remembered-1');
  });

  it('sends an active member with a web profile to sign in', async () => {
    serveApi(() =>
      jsonResponse({
        publicId: 'p1',
        tierLevel: 'OptedIn',
        hasWebProfile: true,
        active: true,
        interfaceType: 'direct',
      }),
    );
    renderRoutes('/activate?public_id=p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('runs the activation with the button disabled, then shows the activated stage', async () => {
    let finish!: (r: Response) => void;
    serveApi((url) =>
      url.pathname === '/api/Members/Activate'
        ? new Promise<Response>((resolve) => (finish = resolve))
        : jsonResponse({
            publicId: 'p1',
            tierLevel: 'NonActivated',
            hasWebProfile: false,
            active: true,
            interfaceType: 'known',
          }),
    );
    const user = userEvent.setup();
    renderRoutes('/activate?public_id=p1');
    const button = await screen.findByRole('button', { name: 'Activate' });
    await user.click(button);
    expect(button).toBeDisabled();
    finish(
      jsonResponse({
        publicId: 'p1',
        tierLevel: 'OptedOut',
        hasWebProfile: false,
        active: true,
        interfaceType: 'known',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account Is Activated' })).toBeInTheDocument();
  });

  it('shows the activation error with the support phone when it fails', async () => {
    serveApi((url) =>
      url.pathname === '/api/Members/Activate'
        ? apiError(404, 'Not Found', 'NOT_FOUND', FORM_MESSAGES.activationFailed)
        : jsonResponse({
            publicId: 'p1',
            tierLevel: 'NonActivated',
            hasWebProfile: false,
            active: true,
            interfaceType: 'known',
          }),
    );
    const user = userEvent.setup();
    renderRoutes('/activate?public_id=p1');
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(`${FORM_MESSAGES.activationFailed} 1-800-555-0100`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled());
  });
});
