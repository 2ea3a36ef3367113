import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTEGRATION_KEY_MESSAGES, type IntegrationKey } from '@forkpoint/shared/contracts/integration-keys';
import { errorResponse, jsonResponse, pathsOf, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';

/**
 * The console's Integration keys page (issue 28): an admin lists the program's keys (never a secret), creates one
 * whose secret is shown once, and revokes one after confirming; a third active key cannot be asked for; other roles
 * get neither the page nor its link.
 */

const session = (role: 'agent' | 'admin') => ({
  staff: { id: 1, email: 'ada.admin@test.example', displayName: 'Ada Admin', role, partnerCode: 'test' },
  expiresAt: '2030-06-01T12:15:00.000Z',
  absoluteExpiresAt: '2030-06-01T20:00:00.000Z',
  recoveryCodesLeft: 10,
});

function key(id: string, overrides: Partial<IntegrationKey> = {}): IntegrationKey {
  return {
    id,
    label: 'Posting job',
    createdAt: '2030-05-01T10:00:00.000Z',
    createdBy: 'partner-key:create',
    lastUsedAt: null,
    revokedAt: null,
    revokedBy: null,
    ...overrides,
  };
}

const SECRET = 'fps_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

/** The server as the page sees it; `posts` records each POST (path and body). */
function server(role: 'agent' | 'admin', initial: IntegrationKey[]) {
  let keys = initial;
  const posts: Array<{ path: string; body: unknown }> = [];
  const requests = serveApi(async (url, request) => {
    if (url.pathname === '/api/Support/Session') return jsonResponse(session(role));
    if (url.pathname === '/api/Support/IntegrationKeys' && request.method === 'GET') {
      return jsonResponse({ keys, maxActive: 2 });
    }
    if (request.method === 'POST') {
      const body: unknown = request.body ? await request.json() : undefined;
      posts.push({ path: url.pathname, body });
      if (url.pathname === '/api/Support/IntegrationKeys') {
        const made = key('fpk_newkeynewkeynewkeynewk', {
          label: (body as { label: string }).label,
          createdBy: 'ada.admin@test.example',
        });
        keys = [made, ...keys];
        return jsonResponse({ key: made, secret: SECRET, message: INTEGRATION_KEY_MESSAGES.created });
      }
      const revoked = /^\/api\/Support\/IntegrationKeys\/([^/]+)\/Revoke$/.exec(url.pathname);
      if (revoked) {
        const after = key(revoked[1]!, { revokedAt: '2030-06-01T12:00:00.000Z', revokedBy: 'ada.admin@test.example' });
        keys = keys.map((k) => (k.id === after.id ? after : k));
        return jsonResponse({ key: after, message: INTEGRATION_KEY_MESSAGES.revoked });
      }
    }
    return errorResponse(404, 'Not Found');
  });
  return { requests, posts };
}

const page = () => screen.findByRole('heading', { level: 1, name: 'Integration keys' });
const table = () => screen.findByRole('table', { name: 'Keys of this program' });

describe('the integration keys page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the keys, creates one whose secret is shown once, and keeps the secret out of the list', async () => {
    const { posts } = server('admin', [key('fpk_dev_test', { label: 'Development key (demo data)' })]);
    renderRoutes('/support/integration-keys');
    await page();
    expect(screen.getByRole('navigation', { name: 'Console' })).toContainElement(
      screen.getByRole('link', { name: 'Integration keys' }),
    );
    expect(within(await table()).getByText('fpk_dev_test')).toBeInTheDocument();

    // A blank name is refused here, without a call.
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('textbox', { name: 'What will use it' })).toHaveAccessibleDescription(
      'Enter what will use the key, e.g. "Posting job".',
    );
    expect(posts).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'What will use it' }), 'Nightly posting job');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const once = await screen.findByRole('heading', { name: 'Shown once: pass this on now' });
    expect(once).toHaveFocus();
    expect(screen.getByTestId('integration-key-secret')).toHaveTextContent(SECRET);
    expect(screen.getByTestId('integration-key-id')).toHaveTextContent('fpk_newkeynewkeynewkeynewk');
    expect(screen.getByRole('status')).toHaveTextContent(INTEGRATION_KEY_MESSAGES.created);
    expect(posts).toEqual([{ path: '/api/Support/IntegrationKeys', body: { label: 'Nightly posting job' } }]);
    // The list is asked again and shows the new key, never its secret.
    await waitFor(async () =>
      expect(within(await table()).getByText('fpk_newkeynewkeynewkeynewk')).toBeInTheDocument(),
    );
    expect(within(await table()).queryByText(SECRET)).toBeNull();

    // Two keys are active now: a third cannot be asked for.
    expect(screen.getByRole('button', { name: 'Create key' })).toBeDisabled();
    expect(screen.getByText(INTEGRATION_KEY_MESSAGES.tooMany)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done: I have passed it on' }));
    expect(screen.queryByTestId('integration-key-secret')).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('revokes a key after confirming, and shows it revoked', async () => {
    const { posts } = server('admin', [key('fpk_oldkeyoldkeyoldkeyoldk', { lastUsedAt: '2030-05-31T08:00:00.000Z' })]);
    renderRoutes('/support/integration-keys');
    await page();
    await userEvent.click(within(await table()).getByRole('button', { name: 'Revoke fpk_oldkeyoldkeyoldkeyoldk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Posting job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);

    await userEvent.click(within(await table()).getByRole('button', { name: 'Revoke fpk_oldkeyoldkeyoldkeyoldk' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByRole('status')).toHaveTextContent(INTEGRATION_KEY_MESSAGES.revoked);
    expect(posts).toEqual([
      { path: '/api/Support/IntegrationKeys/fpk_oldkeyoldkeyoldkeyoldk/Revoke', body: undefined },
    ]);
    await waitFor(async () =>
      expect(within(await table()).getByText(/^Revoked .* by ada\.admin@test\.example$/)).toBeInTheDocument(),
    );
    expect(within(await table()).queryByRole('button', { name: /^Revoke / })).toBeNull();
  });

  it("answers the server's refusal in an alert", async () => {
    serveApi((url, request) => {
      if (url.pathname === '/api/Support/Session') return jsonResponse(session('admin'));
      if (url.pathname === '/api/Support/IntegrationKeys' && request.method === 'GET') {
        return jsonResponse({ keys: [], maxActive: 2 });
      }
      return jsonResponse(
        { statusCode: 409, code: 'CONFLICT', error: 'Conflict', message: INTEGRATION_KEY_MESSAGES.tooMany },
        { status: 409 },
      );
    });
    renderRoutes('/support/integration-keys');
    await page();
    expect(await screen.findByText('No integration keys yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'What will use it' }), 'Another job');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INTEGRATION_KEY_MESSAGES.tooMany);
    expect(screen.queryByTestId('integration-key-secret')).toBeNull();
  });

  it('is not for agents: no link, and the page says so without asking for the keys', async () => {
    const { requests } = server('agent', []);
    renderRoutes('/support/integration-keys');
    await screen.findByRole('heading', { level: 1, name: 'Not for your role' });
    expect(screen.queryByRole('link', { name: 'Integration keys' })).toBeNull();
    expect(pathsOf(requests).filter((path) => path.startsWith('/api/Support/IntegrationKeys'))).toEqual([]);
  });
});
