import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import { FORM_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { testPartner } from '@/testing/fixtures';
import { bodyOf, errorResponse, jsonResponse, pathsOf, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { apiError } from '@/testing/identity-test-data';

const captcha = vi.hoisted(() => ({ answer: 'captcha-answer' }));
vi.mock('@/lib/captcha/use-captcha', () => ({
  useCaptcha: () => async () => captcha.answer,
  // The words of the check that runs (the self-hosted one here): never "reCAPTCHA" (issue 30, defect 9d).
  useCaptchaMessage: () => FIELD_MESSAGES.captchaSelfHosted,
}));

const SENT = 'If an account matches, we sent a link.';
const UPDATED = 'Your password has been updated.';

/** The recovery calls answering as the server does; Confirm knows one token. */
function serve({ update = () => jsonResponse({ message: UPDATED }) }: { update?: () => Response } = {}) {
  return serveApi(async (url, request) => {
    switch (url.pathname) {
      case '/api/Members/Recover':
        return jsonResponse({ message: SENT }, { status: 202 });
      case '/api/Members/Recover/Confirm': {
        const { token } = (await request.json()) as { token: string };
        return token === 'good-token'
          ? jsonResponse({ valid: true, expiresAt: new Date(Date.now() + HOUR_MS).toISOString() })
          : apiError(400, 'Bad Request', 'VALIDATION_FAILED', FORM_MESSAGES.recoveryLinkInvalid);
      }
      case '/api/Members/Recover/Update':
        return update();
      default:
        return errorResponse(401, 'Unauthorized');
    }
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  captcha.answer = 'captcha-answer';
});

describe('/recover', () => {
  it('takes an e-mail or partner number only, then shows the same answer on /recover/confirm', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderRoutes('/recover');
    const input = await screen.findByLabelText(/^Email or Test Air member number/);
    await user.type(input, 'not an address{Enter}');
    const invalid = FIELD_MESSAGES.recoveryInvalidInput({ program: 'x', partnerNumberLabel: 'Test Air member number' });
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'ERROR' })).toHaveTextContent(FORM_MESSAGES.recovery);

    await user.clear(input);
    await user.type(input, '55550001{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(SENT);
    expect(await bodyOf(requests, '/api/Members/Recover')).toEqual({
      userName: '55550001',
      gRecaptchaResponse: 'captcha-answer',
    });
  });

  it('refuses a partner number where the partner has none', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderRoutes('/recover', { partner: testPartner({ hasPPN: false }) });
    await user.type(await screen.findByLabelText(/^Email or/), '55550001{Enter}');
    expect(await screen.findByRole('alert', { name: 'ERROR' })).toBeInTheDocument();
    expect(pathsOf(requests)).not.toContain('/api/Members/Recover');
  });

  it('says the captcha message when the captcha gives no answer', async () => {
    captcha.answer = '';
    serve();
    const user = userEvent.setup();
    renderRoutes('/recover');
    await user.type(await screen.findByLabelText(/^Email or/), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert', { name: 'ERROR' })).toHaveTextContent(FIELD_MESSAGES.captchaSelfHosted);
  });

  it('shows the default confirmation when reached without an answer in navigation state', async () => {
    serve();
    renderRoutes('/recover/confirm');
    // The page's status, not the route's loading one before it.
    const link = await screen.findByRole('link', { name: 'Back to sign in' });
    expect(within(link.closest('main') as HTMLElement).getByRole('status')).toHaveTextContent(
      FORM_MESSAGES.recoveryRequested,
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('/recover/update', () => {
  it('explains a missing or unknown link and offers a new one', async () => {
    serve();
    const { unmount } = renderRoutes('/recover/update');
    expect(await screen.findByRole('alert', { name: 'ERROR' })).toHaveTextContent(FORM_MESSAGES.recoveryLinkInvalid);
    unmount();
    renderRoutes('/recover/update?token=stale-token');
    expect(await screen.findByRole('alert', { name: 'ERROR' })).toHaveTextContent(FORM_MESSAGES.recoveryLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/recover');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('sets the new password (cut to 56) from a good link, then shows the success page', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderRoutes('/recover/update?token=good-token');
    await user.type(await screen.findByLabelText(/^New password/), 'n'.repeat(70));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'm'.repeat(70));
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(FIELD_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'n'.repeat(70));
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Password Was Updated' })).toBeInTheDocument();
    expect(screen.getByText(UPDATED)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const body = await bodyOf(requests, '/api/Members/Recover/Update');
    expect(body).toMatchObject({ token: 'good-token', password: 'n'.repeat(56), passwordConfirm: 'n'.repeat(56) });
  });

  it("shows the server's password message under the field (e.g. a breached password)", async () => {
    serve({
      update: () =>
        apiError(400, 'Bad Request', 'VALIDATION_FAILED', FORM_MESSAGES.recovery, {
          fields: [{ field: 'password', message: FIELD_MESSAGES.passwordBreached }],
        }),
    });
    const user = userEvent.setup();
    renderRoutes('/recover/update?token=good-token');
    await user.type(await screen.findByLabelText(/^New password/), 'password123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'password123{Enter}');
    const password = screen.getByLabelText(/^New password/);
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(FIELD_MESSAGES.passwordBreached));
    expect(screen.getByRole('alert', { name: 'ERROR' })).toHaveTextContent(FORM_MESSAGES.recovery);
  });
});
