import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';

const staff = (role: 'agent' | 'admin') => ({
  staff: { id: 1, email: `x@test.example`, displayName: 'Ada Admin', role, partnerCode: 'test' },
  expiresAt: '2026-11-24T12:00:00.000Z',
  absoluteExpiresAt: '2026-11-24T20:00:00.000Z',
  recoveryCodesLeft: 10,
});

const job = (state: 'running' | 'done', stepsDone: number, label: string) => ({
  job: { state, stepsDone, steps: 4, label, startedAt: '2026-11-24T10:00:00.000Z', finishedAt: null },
});

/** The server as the staging tools see it; `session` answers GET /api/Support/Session. */
function server(
  session: Response | (() => Response),
  extra: (url: URL, request: Request) => Response | null = () => null,
) {
  let resets = 0;
  return serveApi((url, request) => {
    const answer = extra(url, request);
    if (answer) return answer;
    switch (url.pathname) {
      case '/api/Support/Session':
        return typeof session === 'function' ? session() : session.clone();
      case '/api/partners':
        return jsonResponse({
          partners: [
            { code: 'test', name: 'Test Program' },
            { code: 'other', name: 'Other' },
          ],
        });
      case '/api/StagingTools/Reservations':
        return jsonResponse({ reservations: [] });
      case '/api/StagingTools/Outbox':
        return jsonResponse({ emails: [] });
      case '/api/StagingTools/DemoData/Reset':
        if (request.method === 'POST')
          return jsonResponse(job('running', 0, 'Removing the demo members and their data'), { status: 202 });
        resets += 1;
        return jsonResponse(resets <= 1 ? { job: null } : job('done', 4, 'The demo data is as a first start made it.'));
      default:
        return errorResponse(404, 'Not Found');
    }
  });
}

/** The page is a lazy chunk: its first import in a test run takes a moment. */
const heading = () => screen.findByRole('heading', { level: 1, name: 'Staging Tools' });

describe('the staging tools page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor without a staff session to sign in through the console and come back', async () => {
    server(errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'));
    renderRoutes('/stgtools');
    await heading();
    const link = await screen.findByRole('link', { name: 'Sign in to the support console' });
    expect(link).toHaveAttribute('href', '/support?returnTo=%2Fstgtools');
    expect(screen.queryByRole('region', { name: 'Maintenance' })).toBeNull();
    expect(await screen.findByRole('option', { name: 'Other (other)' })).toBeInTheDocument();
  });

  it('tells an agent the tools are for admins', async () => {
    server(jsonResponse(staff('agent')));
    renderRoutes('/stgtools');
    await heading();
    expect(await screen.findByRole('alert')).toHaveTextContent('The staging tools are for admins.');
    expect(screen.queryByRole('region', { name: 'Demo data' })).toBeNull();
  });

  it("shows an admin every tool, each with its empty state, and the server's refusal in the tool's alert", async () => {
    server(jsonResponse(staff('admin')), (url) =>
      url.pathname === '/api/StagingTools/SessionExpiry'
        ? jsonResponse(
            {
              statusCode: 409,
              code: 'CONFLICT',
              error: 'Conflict',
              message: 'Sign in as a member in this browser first.',
            },
            { status: 409 },
          )
        : null,
    );
    renderRoutes('/stgtools');
    await heading();
    for (const name of [
      'Maintenance',
      'Member session expiry',
      'Transaction feed',
      'Reservations',
      'E-mail outbox',
      'Demo data',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    expect(
      await screen.findByText('No booked reservations. Book a table as a member, then come back.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The outbox is empty.')).toBeInTheDocument();

    const session = screen.getByRole('region', { name: 'Member session expiry' });
    await userEvent.click(within(session).getByRole('button', { name: 'Set session expiry' }));
    expect(await within(session).findByRole('alert')).toHaveTextContent('Sign in as a member in this browser first.');

    const feed = screen.getByRole('region', { name: 'Transaction feed' });
    await userEvent.click(within(feed).getByRole('button', { name: 'Post feed file' }));
    expect(within(feed).getByRole('alert')).toHaveTextContent('Choose a feed file first.');
  });

  it('posts a feed file, holding its posting file for the program when asked', async () => {
    const report = { importId: 7, rowsRead: 1, applied: 1, matched: 1, unmatched: 0, duplicates: 0, rejected: 0 };
    const requests = server(jsonResponse(staff('admin')), (url) =>
      url.pathname === '/api/StagingTools/TransactionFeed' ? jsonResponse({ ...report, rejections: [] }) : null,
    );
    renderRoutes('/stgtools');
    await heading();
    const feed = await screen.findByRole('region', { name: 'Transaction feed' });
    const csv = 'transaction_id,event,card_number,merchant_id,amount_cents,currency,occurred_at\n';
    await userEvent.upload(within(feed).getByLabelText('Feed file (CSV)'), new File([csv], 'feed.csv'));
    await userEvent.click(within(feed).getByRole('checkbox', { name: 'Hold the posting file for the program' }));
    await userEvent.click(within(feed).getByRole('button', { name: 'Post feed file' }));
    expect(await within(feed).findByRole('status')).toHaveTextContent('Imported: 1 of 1 rows applied.');
    expect(await bodyOf(requests, '/api/StagingTools/TransactionFeed')).toEqual({
      fileName: 'feed.csv',
      csv,
      holdPostingFile: true,
    });
  });

  it('resets the demo data after a confirmation and follows the job to its end', async () => {
    server(jsonResponse(staff('admin')));
    renderRoutes('/stgtools');
    await heading();
    const demo = await screen.findByRole('region', { name: 'Demo data' });
    await userEvent.click(within(demo).getByRole('button', { name: 'Reset demo data' }));
    await userEvent.click(within(demo).getByRole('button', { name: 'Yes, reset demo data' }));
    expect(await within(demo).findByText('Step 1 of 4: Removing the demo members and their data')).toBeInTheDocument();
    expect(await within(demo).findByText('The demo data was reset.')).toBeInTheDocument();
    expect(within(demo).getByRole('progressbar')).toHaveAttribute('value', '4');
  });

  it('stays reachable during maintenance, so maintenance can be switched off where it was switched on', async () => {
    server(jsonResponse(staff('admin')));
    renderRoutes('/stgtools', { maintenance: true });
    await heading();
    expect(await screen.findByText(/Maintenance is/)).toHaveTextContent('Maintenance is on.');
  });
});
